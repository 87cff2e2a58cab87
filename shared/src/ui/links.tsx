import type { MouseEventHandler, ReactNode } from 'react';
import { Button, Link, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

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

/** An in-console link styled as a button ('Entrar'). */
export function LinkButton({ to, onClick, children, ...button }: LinkProps & Omit<ButtonProps, 'asChild' | 'onClick'>) {
  return (
    <Button asChild size="sm" variant="outline" {...button}>
      <RouterLink to={to} onClick={onClick}>
        {children}
      </RouterLink>
    </Button>
  );
}
