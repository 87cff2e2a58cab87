import { useId } from 'react';
import { Button, HStack, IconButton, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { PAGE_SIZES, formatNumber, type Pagination } from '@console/contracts';
import { usePhoneLayout } from './phone';
import { BUTTON_SIZE } from './sizes';

interface PaginatorProps {
  page: number;
  limit: number;
  /** From the envelope's pagination. */
  hasNextPage: boolean;
  /** How many rows match, where the API counts them: the rows shown are said as '26–50 de 3,011'. */
  total?: Pagination['total'];
  /** How many rows the page shows. */
  shown?: number;
  onPageChange(page: number): void;
  onLimitChange(limit: number): void;
}

/**
 * Where the page is: '1–25 de 3,011', '1–25 de más de 10,000' where the API counted the matches (up to its cap),
 * else 'Página 2'.
 */
export function pagePlace({ page, limit, total, shown = 0 }: Pick<PaginatorProps, 'page' | 'limit' | 'total' | 'shown'>): string {
  if (!total || shown === 0) return `Página ${page}`;
  const first = (page - 1) * limit + 1;
  const of = total.capped ? `más de ${formatNumber(total.count)}` : formatNumber(total.count);
  return `${formatNumber(first)}–${formatNumber(first + shown - 1)} de ${of}`;
}

export function Paginator({ page, limit, hasNextPage, total, shown, onPageChange, onLimitChange }: PaginatorProps) {
  const sizeId = useId();
  const phone = usePhoneLayout();
  const place = pagePlace({ page, limit, total, shown });
  const sizeSelect = (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field id={sizeId} value={limit} onChange={(event) => onLimitChange(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  if (phone) {
    // One line on a phone: the size (its label said to screen readers only), the page, and arrows named as the
    // buttons they stand for.
    return (
      <HStack as="nav" aria-label="Paginación" justify="space-between" gap="2" mt="4" wrap="nowrap">
        {/* Out of the flow (srOnly): it takes no room in the line. */}
        <chakra.label htmlFor={sizeId} srOnly>
          Filas por página
        </chakra.label>
        {sizeSelect}
        <HStack gap="2">
          <IconButton size={BUTTON_SIZE.row} variant="outline" aria-label="Anterior" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <span aria-hidden>‹</span>
          </IconButton>
          <Text textStyle="sm" aria-live="polite" whiteSpace="nowrap">
            {place}
          </Text>
          <IconButton size={BUTTON_SIZE.row} variant="outline" aria-label="Siguiente" disabled={!hasNextPage} onClick={() => onPageChange(page + 1)}>
            <span aria-hidden>›</span>
          </IconButton>
        </HStack>
      </HStack>
    );
  }
  return (
    <HStack as="nav" aria-label="Paginación" justify="flex-end" gap="3" mt="4" wrap="wrap">
      <HStack gap="2">
        <Text asChild textStyle="sm" color="fg.muted">
          <label htmlFor={sizeId}>Filas por página</label>
        </Text>
        {sizeSelect}
      </HStack>
      <Text textStyle="sm" aria-live="polite">
        {place}
      </Text>
      <Button size={BUTTON_SIZE.row} variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Anterior
      </Button>
      <Button size={BUTTON_SIZE.row} variant="outline" disabled={!hasNextPage} onClick={() => onPageChange(page + 1)}>
        Siguiente
      </Button>
    </HStack>
  );
}
