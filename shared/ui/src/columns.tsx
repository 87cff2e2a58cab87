/**
 * A list's columns from its contract: a field's name is enough ('name', 'createdAt'); its header is the
 * field's label, its cell is formatted by its kind (dates, yes/no, Spanish labels of fixed values, colour,
 * free-text states with a capital), and it sorts when the contract lets the list sort by it. A column
 * particular to a screen is written as a Column ({ header, cell }).
 */
import type { ReactNode } from 'react';
import { ColorSwatch, HStack, Text } from '@chakra-ui/react';
import { capital, formatDate, formatMoney, formatNumber, type AnyContract, type AnyField, type RowOf } from '@console/contracts';
import { StatusBadge, YesNo } from './badges';
import type { Column } from './tableTypes';
import type { PhonePriority } from './phone';

/** A field's column with its place on a phone: { field: 'title', phone: 'key' } (see Column's `phone`). */
export interface FieldColumn<C extends AnyContract> {
  field: keyof RowOf<C> & string;
  phone: PhonePriority;
}

export type ColumnSpec<C extends AnyContract> = (keyof RowOf<C> & string) | FieldColumn<C> | Column<RowOf<C>>;

/** A field's value as a cell shows it. */
export function formatValue(field: AnyField, value: unknown): ReactNode {
  if (field.kind === 'flag') return <YesNo value={Boolean(value)} yes={field.states?.[0]} no={field.states?.[1]} />;
  if (value === null || value === undefined || value === '') return '-';
  switch (field.kind) {
    case 'timestamp':
    case 'date':
      return formatDate(value as string);
    case 'choice': {
      const option = field.options?.find((o) => o.value === value);
      if (!option) return String(value);
      return option.tone ? <StatusBadge tone={option.tone}>{option.label}</StatusBadge> : option.label;
    }
    case 'number':
      if (field.labels) return field.labels[value as number] ?? String(value);
      return field.money ? formatMoney(value as number) : formatNumber(value as number, field.decimals);
    case 'json':
      return (
        <Text fontFamily="mono" textStyle="xs" lineClamp={2} maxW="xs" title={JSON.stringify(value, null, 2)}>
          {JSON.stringify(value)}
        </Text>
      );
    case 'color':
      return (
        <HStack gap="2">
          <ColorSwatch value={`#${String(value)}`} boxSize="4" rounded="sm" aria-hidden />
          <span>{String(value)}</span>
        </HStack>
      );
    case 'text':
      return field.multiline ? (
        <Text lineClamp={2} maxW="md" title={String(value)}>
          {String(value)}
        </Text>
      ) : field.state ? (
        capital(String(value))
      ) : (
        String(value)
      );
    case 'url':
      // An address may break anywhere: a long one must not push the list wider than the screen.
      return (
        <Text as="span" overflowWrap="anywhere">
          {String(value)}
        </Text>
      );
    default:
      return String(value);
  }
}

/**
 * The columns of a list. On a phone (a card per row) the id is a line and the `name` field, when listed, the
 * card's title, unless a column says otherwise (`phone`).
 */
export function contractColumns<C extends AnyContract>(contract: C, specs: readonly ColumnSpec<C>[]): Column<RowOf<C>>[] {
  const declaresKey = specs.some((spec) => typeof spec !== 'string' && spec.phone === 'key');
  const fieldColumn = (name: string): Column<RowOf<C>> => {
    const sort = contract.sorts.includes(name) ? name : undefined;
    if (name === contract.id) return { header: 'ID', cell: (row) => (row as Record<string, ReactNode>)[name], sort, phone: 'line' };
    const field = contract.fields[name] as AnyField | undefined;
    if (!field) throw new Error(`${contract.path}: no field ${name} to show as a column`);
    const phone = name === 'name' && !declaresKey ? 'key' : undefined;
    // Another record's id is a code, not a quantity: never grouped ('1234', not '1,234').
    const code = field.kind === 'number' && name.endsWith('_id');
    const cell = (row: RowOf<C>) => {
      const value = (row as Record<string, unknown>)[name];
      return code ? String(value ?? '-') : formatValue(field, value);
    };
    return { header: field.label, cell, sort, phone };
  };
  return specs.map((spec) => {
    if (typeof spec === 'string') return fieldColumn(spec);
    if ('field' in spec) return { ...fieldColumn(spec.field), phone: spec.phone };
    return spec;
  });
}
