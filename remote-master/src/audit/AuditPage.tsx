/**
 * 'Auditoría' (issue 9): every change staff made through the API, newest first, filtered by admin,
 * resource, record and date range (all kept in the URL); an opened row shows its changes field by field.
 * A record's own history is also its 'Historial', in its edit row on every screen.
 */
import { useEffect } from 'react';
import { Box, Field, Input, NativeSelect } from '@chakra-ui/react';
import { AUDIT_RESOURCES, adminContract, auditActionLabel, auditContract, formatDateTime, type ChoiceOf, type RowOf } from '@console/contracts';
import {
  AuditChanges,
  DateInput,
  RemoteSelect,
  ResourceScreen,
  auditAuthor,
  choiceSource,
  resourceClient,
  useResourceRecord,
  type ColumnSpec,
  type SearchSpec,
} from '@console/ui';

type Audit = RowOf<typeof auditContract>;
type Admin = ChoiceOf<typeof adminContract>;
type Filter = Parameters<NonNullable<SearchSpec['render']>>[0];

const admins = resourceClient(adminContract);
const adminChoices = choiceSource(adminContract);
/** Deleted admins made changes too. */
const everyAdmin = { show_deleted: 'true' };

const columns: ColumnSpec<typeof auditContract>[] = [
  { header: 'Fecha', cell: (a) => formatDateTime(a.at) },
  { header: 'Administrador', cell: auditAuthor },
  { header: 'Acción', cell: (a) => auditActionLabel(a.action) },
  // 'Organización 12': the resource and the record's id.
  { header: 'Registro', cell: (a) => auditContract.label(a) },
  'address',
];

/** The admin filter: a remote search over every admin; the URL keeps the id. */
function AdminFilter({ label, value, onChange }: Filter) {
  const id = Number(value) || 0;
  const chosen = useResourceRecord(admins, id, { enabled: id > 0 });
  return (
    <Box w="xs" mb="4">
      <RemoteSelect<Admin>
        label={label}
        placeholder="Buscar administrador"
        resource={adminChoices}
        params={everyAdmin}
        itemLabel={adminChoices.label}
        value={id > 0 ? (chosen.data ?? null) : null}
        onChange={(admin) => onChange(admin ? String(admin.admin_id) : '')}
      />
    </Box>
  );
}

function ResourceFilter({ label, value, onChange }: Filter) {
  return (
    <Field.Root w="3xs" mb="4">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Todos</option>
          {Object.entries(AUDIT_RESOURCES).map(([path, name]) => (
            <option key={path} value={path}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A record's id means something only within its resource (the API refuses it alone). */
function RecordFilter({ label, value, onChange, values }: Filter) {
  const resource = values.resource ?? '';
  useEffect(() => {
    if (!resource && value) onChange('');
  }, [resource, value, onChange]);
  return (
    <Field.Root w="3xs" mb="4" disabled={!resource}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(event) => onChange(event.target.value)} placeholder={resource ? '' : 'Elige un recurso'} />
    </Field.Root>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The local day of a moment, as the date picker takes it ('2026-01-31'). */
function dayOf(moment: string): string {
  const date = new Date(moment);
  return moment && !Number.isNaN(date.getTime()) ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '';
}
/** The first (or last) moment of a local day, as the API takes it: the person's day, not UTC's. */
function momentOf(day: string, end: boolean): string {
  if (!day) return '';
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new Date(year, month - 1, end ? date + 1 : date).getTime() - (end ? 1 : 0)).toISOString();
}

function DateFilter({ label, end, value, values, onChange }: Filter & { end: boolean }) {
  // Each end bounds the other: 'Desde' no later than 'Hasta'.
  const other = dayOf(values[end ? 'from' : 'to'] ?? '');
  return (
    <Box w="44" mb="4">
      <DateInput
        label={label}
        value={dayOf(value)}
        min={end ? other : undefined}
        max={end ? undefined : other}
        onChange={(day) => onChange(momentOf(day, end))}
      />
    </Box>
  );
}

// Module-level: the list state reads its filters once.
const filters: SearchSpec[] = [
  { param: 'admin_id', label: 'Administrador', debounceMs: 0, render: (filter) => <AdminFilter {...filter} /> },
  { param: 'resource', label: 'Recurso', debounceMs: 0, render: (filter) => <ResourceFilter {...filter} /> },
  { param: 'resource_id', label: 'ID del registro', debounceMs: 500, render: (filter) => <RecordFilter {...filter} /> },
  { param: 'from', label: 'Desde', debounceMs: 0, render: (filter) => <DateFilter {...filter} end={false} /> },
  { param: 'to', label: 'Hasta', debounceMs: 0, render: (filter) => <DateFilter {...filter} end /> },
];

const details = (entry: Audit) => <AuditChanges entry={entry} />;

export default function AuditPage() {
  return <ResourceScreen contract={auditContract} columns={columns} searches={filters} details={details} />;
}
