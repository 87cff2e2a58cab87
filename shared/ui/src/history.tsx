/**
 * The audit trail in the screens (issue 9). One change, field by field (`AuditChanges`: field, antes,
 * después — for an update only what changed), used by the 'Auditoría' screen and by a record's 'Historial':
 * the dialog every edit row of the resource machine opens, listing the record's changes newest first.
 *
 *   <AuditChanges entry={row} />                       one audit row's changes
 *   <HistoryButton contract={roleContract} id={3} label="Ventas" />
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, CloseButton, Dialog, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  AUDITED_CONTRACTS,
  auditActionLabel,
  auditContract,
  formatDateTime,
  ROW_VERSION,
  type AnyContract,
  type AnyField,
  type AuditRow,
} from '@console/contracts';
import { resourceClient } from './client';
import { formatValue } from './columns';
import { BUTTON_SIZE } from './sizes';

type Row = Record<string, unknown>;

export const NO_CHANGES = 'Sin cambios registrados';
/** Changes a 'Historial' loads at a time ('Cargar más' brings the next ones). */
export const HISTORY_PAGE_SIZE = 10;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const isObject = (value: unknown): value is Row => value !== null && typeof value === 'object' && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const empty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The resource whose rows carry `key` as their id ('role_id' → roles), for joined rows. */
const contractOfId = (key: string) => Object.values(AUDITED_CONTRACTS).find((contract) => contract.id === key);

/** A joined value (Role, Organizations) is named after the resource of its rows: 'Rol', 'Organizaciones'. */
function joinedLabel(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (!isObject(first)) return undefined;
  const target = Object.keys(first).map(contractOfId).find(Boolean);
  if (!target) return undefined;
  return capital(Array.isArray(value) ? target.names.many : target.names.one);
}

/** A value as the diff shows it: by its field's kind where the contract knows it, a joined row by its name. */
function shown(field: AnyField | undefined, value: unknown): ReactNode {
  if (empty(value)) return '-';
  if (field?.kind === 'timestamp') return formatDateTime(value as string);
  if (field) return formatValue(field, value);
  const name = (item: unknown) => (isObject(item) && typeof item.name === 'string' ? item.name : JSON.stringify(item));
  if (Array.isArray(value)) return value.map(name).join(', ');
  if (isObject(value)) return name(value);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return String(value);
}

export interface FieldChange {
  key: string;
  label: string;
  before: ReactNode;
  after: ReactNode;
}

/**
 * What a change did, field by field: with both rows, the fields that differ; with one (a creation, a hard
 * delete), the fields it had. A reference shown by its joined row (role_id by Role) is left to that row.
 */
export function fieldChanges(resource: string, before: Row | null, after: Row | null): FieldChange[] {
  const contract: AnyContract | undefined = AUDITED_CONTRACTS[resource];
  const fields = (contract?.fields ?? {}) as Record<string, AnyField>;
  const rows = [before, after].filter(isObject);
  // In the contract's order (the database keeps a JSON object's keys in its own).
  const order = [...Object.keys(fields), ...Object.keys(contract?.joined ?? {})];
  const place = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].sort((a, b) => place(a) - place(b));
  // An id of another resource (role_id) that a joined row of it carries (Role: {role_id, name}).
  const covered = (key: string) =>
    contractOfId(key) !== undefined && rows.some((row) => Object.entries(row).some(([other, value]) => other !== key && isObject(value) && key in value));
  return keys
    // A row's version is bookkeeping, not a change a person made.
    .filter((key) => key !== contract?.id && key !== ROW_VERSION && !covered(key))
    .filter((key) => (before && after ? !same(before[key], after[key]) : !empty((before ?? after)?.[key])))
    .map((key) => ({
      key,
      label: fields[key]?.label ?? joinedLabel(after?.[key]) ?? joinedLabel(before?.[key]) ?? key,
      before: before ? shown(fields[key], before[key]) : '-',
      after: after ? shown(fields[key], after[key]) : '-',
    }));
}

/** One audit row's changes: a table of field, antes, después ('Sin cambios registrados' when none). */
export function AuditChanges({ entry }: { entry: Pick<AuditRow, 'resource' | 'before' | 'after'> }) {
  const changes = fieldChanges(entry.resource, entry.before, entry.after);
  if (changes.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {NO_CHANGES}
      </Text>
    );
  }
  return (
    <ChangesTable label="Cambios" headings={['Antes', 'Después']} rows={changes.map(({ key, label, before, after }) => ({ key, label, cells: [before, after] }))} />
  );
}

/** A row of ChangesTable: the field's label and its two values (`strong`: the second one stands out). */
export interface ChangesRow {
  key: string;
  label: string;
  cells: [ReactNode, ReactNode];
  strong?: boolean;
}

/** Field by field, two versions of one record side by side: the audit's antes/después, a conflict's theirs/mine. */
export function ChangesTable({ label, headings, rows }: { label: string; headings: [string, string]; rows: ChangesRow[] }) {
  return (
    <Table.Root size="sm" variant="outline" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Campo</Table.ColumnHeader>
          <Table.ColumnHeader>{headings[0]}</Table.ColumnHeader>
          <Table.ColumnHeader>{headings[1]}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key}>
            <Table.Cell fontWeight="medium">{row.label}</Table.Cell>
            <Table.Cell>{row.cells[0]}</Table.Cell>
            <Table.Cell fontWeight={row.strong ? 'semibold' : undefined}>{row.cells[1]}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Who made a change: the admin's name, or their id once they are gone. */
export const auditAuthor = (entry: Pick<AuditRow, 'Admin' | 'admin_id'>) =>
  entry.Admin ? `${entry.Admin.first_name} ${entry.Admin.last_name}`.trim() : `Administrador #${entry.admin_id}`;

/** One change in a record's history: when, what, who, from where, then its fields. */
function HistoryEntry({ entry }: { entry: AuditRow }) {
  return (
    <Stack as="li" gap="2" listStyleType="none">
      <Box>
        <Text fontWeight="medium">
          {auditActionLabel(entry.action)} · {formatDateTime(entry.at)}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {auditAuthor(entry)}
          {entry.address ? ` · ${entry.address}` : ''}
        </Text>
      </Box>
      <AuditChanges entry={entry} />
    </Stack>
  );
}

/** A record's changes, newest first, a page at a time. */
function HistoryEntries({ resource, id }: { resource: string; id: number }) {
  const audit = resourceClient(auditContract);
  const history = useInfiniteQuery({
    queryKey: [...audit.key, 'history', resource, id],
    queryFn: ({ pageParam }) => audit.list({ resource, resource_id: String(id), page: pageParam, limit: HISTORY_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.pagination?.hasNextPage ? pages.length + 1 : undefined),
  });
  const entries = history.data?.pages.flatMap((page) => page.resource) ?? [];
  if (history.isPending) return <Text color="fg.muted">Cargando…</Text>;
  if (history.isError) return <Text color="fg.muted">{history.error.message}</Text>;
  if (entries.length === 0) return <Text color="fg.muted">{NO_CHANGES}</Text>;
  return (
    <Stack gap="6">
      <Stack as="ol" gap="6" aria-label="Cambios del registro" m="0" p="0">
        {entries.map((entry) => (
          <HistoryEntry key={entry.audit_id} entry={entry} />
        ))}
      </Stack>
      {history.hasNextPage && (
        <Button
          size={BUTTON_SIZE.row}
          variant="outline"
          alignSelf="start"
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Cargar más
        </Button>
      )}
    </Stack>
  );
}

/** 'Historial' of a record: a button, and the dialog of its changes (loaded when opened). */
export function HistoryButton({ contract, id, label }: { contract: AnyContract; id: number; label: string }) {
  const [open, setOpen] = useState(false);
  const title = `Historial de ${label}`;
  return (
    <>
      <Button size={BUTTON_SIZE.row} variant="outline" onClick={() => setOpen(true)}>
        Historial
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="lg" scrollBehavior="inside" lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <HistoryEntries resource={contract.path} id={id} />
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Cerrar" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
