import type { MouseEventHandler, ReactNode } from 'react';
import { Button, Link, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BUTTON_SIZE } from './sizes';

interface LinkProps {
  to: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

/** An in-console link styled as text. */
export function TextLink({ to, onClick, children }: LinkProps) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={to} onClick={onClick}>
        {children}
      </RouterLink>
    </Link>
  );
}

/** An in-console link styled as a button, in a table's cell ('Entrar'). */
export function LinkButton({ to, onClick, children, ...button }: LinkProps & Omit<ButtonProps, 'asChild' | 'onClick'>) {
  return (
    <Button asChild size={BUTTON_SIZE.cell} variant="outline" {...button}>
      <RouterLink to={to} onClick={onClick}>
        {children}
      </RouterLink>
    </Button>
  );
}
