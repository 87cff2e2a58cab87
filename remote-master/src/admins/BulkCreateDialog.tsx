import { useState } from 'react';
import {
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { brandName } from '@console/core';
import {
  accountContract,
  adminContract,
  adminBulkEntrySchema,
  bulkDashboards,
  MAX_LIST_LIMIT,
  roleContract,
  type AdminBulkEntry,
  type ChoiceOf,
} from '@console/contracts';
import { ActionDialog, BUTTON_SIZE, RemoteSelect, choiceSource, lookupSource, useCan, useResourceMutation } from '@console/ui';
import { admins } from '@console/domain';
import { BulkCreateError, bulkCreateAdmins, type BulkPayload } from './api';

type Account = ChoiceOf<typeof accountContract>;
const accounts = choiceSource(accountContract);
const roleSource = lookupSource(roleContract);

/** Every role, for the entries' role choice (the same cached list as the admin form's role select). */
function useRoleOptions() {
  const { data } = useQuery({
    queryKey: [...roleSource.key, 'select', { limit: MAX_LIST_LIMIT }],
    queryFn: () => roleSource.list({ limit: MAX_LIST_LIMIT }),
    staleTime: 60_000,
  });
  return (data?.resource ?? []).map((role) => ({ value: roleSource.id(role), label: roleSource.label(role) }));
}

type Method = 'string' | 'inputs';
interface EntryRow {
  first_name: string;
  last_name: string;
  email: string;
  role_id: string;
  password: string;
}
/** Problems of one entry: a field's, or the whole entry's (the server's answer). */
type EntryProblems = { field?: string; message: string }[];

const emptyRow = (): EntryRow => ({ first_name: '', last_name: '', email: '', role_id: '', password: '' });
const EXAMPLE = '[{"first_name": "Ana", "last_name": "Pérez", "email": "ana@example.com", "role_id": 2}]';
const ROW_FIELDS: { name: keyof EntryRow; label: string; type?: string }[] = [
  { name: 'first_name', label: 'Nombres' },
  { name: 'last_name', label: 'Apellidos' },
  { name: 'email', label: 'Correo' },
  { name: 'password', label: 'Contraseña (opcional)', type: 'password' },
];

/** A hand-built row as the API takes it (an empty role stays missing, so its message shows). */
const rowEntry = (row: EntryRow): Record<string, unknown> => ({
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  ...(row.role_id !== '' && { role_id: Number(row.role_id) }),
  ...(row.password.trim() !== '' && { password: row.password }),
});

/** Every entry checked with the rule the API applies, with the spec's per-entry messages. */
function checkEntries(entries: unknown[]): { valid: AdminBulkEntry[]; problems: Record<number, EntryProblems> } {
  const valid: AdminBulkEntry[] = [];
  const problems: Record<number, EntryProblems> = {};
  entries.forEach((entry, index) => {
    const result = adminBulkEntrySchema.safeParse(entry);
    if (result.success) valid.push(result.data);
    else problems[index] = result.error.issues.map((issue) => ({ field: issue.path[0]?.toString(), message: issue.message }));
  });
  return { valid, problems };
}

/** Spec 2.5 / 5: 'Crear administradores' for one account, from a JSON text or from rows typed by hand. */
export function BulkCreateDialog() {
  const mayCreate = useCan(adminContract.path, 'create', adminContract.names.many);
  const roles = useRoleOptions();
  const dashboards = bulkDashboards(brandName());
  const [open, setOpen] = useState(false);
  const [account, setAccount] = useState<Account | null>(null);
  const [dashboard, setDashboard] = useState<string>(dashboards[0]);
  const [method, setMethod] = useState<Method>('string');
  const [text, setText] = useState('');
  const [rows, setRows] = useState<EntryRow[]>(() => [emptyRow()]);
  const [parseError, setParseError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<number, EntryProblems>>({});

  const create = useResourceMutation(admins, bulkCreateAdmins, {
    success: 'Administradores creados con éxito',
    onSuccess: () => close(),
  });

  function close() {
    setOpen(false);
    setAccount(null);
    setDashboard(dashboards[0]);
    setMethod('string');
    setText('');
    setRows([emptyRow()]);
    setParseError(null);
    setProblems({});
    create.reset();
  }

  const given = method === 'string' ? text.trim() !== '' : rows.length > 0;
  const ready = account !== null && given;

  function submit() {
    if (!account) return;
    let entries: unknown[];
    if (method === 'string') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        setParseError(`JSON no válido: ${(error as Error).message}`);
        return;
      }
      if (!Array.isArray(parsed) || parsed.length === 0) {
        setParseError('Escribe una lista JSON con al menos un administrador: [{…}, {…}]');
        return;
      }
      entries = parsed;
    } else {
      entries = rows.map(rowEntry);
    }
    setParseError(null);
    const { valid, problems: found } = checkEntries(entries);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const payload: BulkPayload = {
      account_id: account.account_id,
      organization_id: account.Organization.organization_id,
      dashboard: dashboard as BulkPayload['dashboard'],
      admins: valid,
    };
    create.mutate(payload, {
      onError: (error) => {
        if (error instanceof BulkCreateError) {
          setProblems(Object.fromEntries(error.entries.map((e) => [e.index, e.messages.map((message) => ({ message }))])));
        }
      },
    });
  }

  const setRow = (index: number, name: keyof EntryRow, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [name]: value } : row)));
  const fieldProblem = (index: number, field: string) => problems[index]?.find((p) => p.field === field)?.message;
  const entryProblems = Object.entries(problems).sort(([a], [b]) => Number(a) - Number(b));

  return (
    <ActionDialog
      title="Crear administradores"
      openVariant="outline"
      size="xl"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      onSubmit={submit}
      canSubmit={ready}
      submitting={create.isPending}
      refused={mayCreate.reason}
    >
      <Stack gap="4">
        <RemoteSelect<Account>
          label="Cuenta"
          placeholder="Buscar cuenta"
          resource={accounts}
          itemLabel={(a) => `${a.name} · ${a.Organization.name}`}
          value={account}
          onChange={setAccount}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root>
            <Field.Label>Dashboard</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={dashboard} onChange={(event) => setDashboard(event.target.value)}>
                {dashboards.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Método</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={method}
                onChange={(event) => {
                  setMethod(event.target.value as Method);
                  setProblems({});
                  setParseError(null);
                }}
              >
                <option value="string">Texto JSON</option>
                <option value="inputs">Formulario</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>

        {method === 'string' ? (
          <Field.Root invalid={parseError !== null}>
            <Field.Label>Administradores (JSON)</Field.Label>
            <Textarea
              autoresize
              rows={3}
              maxH="10lh"
              fontFamily="mono"
              placeholder={EXAMPLE}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            {parseError && <Field.ErrorText>{parseError}</Field.ErrorText>}
          </Field.Root>
        ) : (
          <Stack gap="3">
            {rows.map((row, index) => (
              <Stack key={index} as="fieldset" borderWidth="1px" rounded="md" p="3" gap="2" aria-label={`Administrador ${index + 1}`}>
                <HStack justify="space-between">
                  <Text as="legend" fontWeight="semibold" textStyle="sm">
                    Administrador {index + 1}
                  </Text>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={`Quitar administrador ${index + 1}`}
                    disabled={rows.length === 1}
                    onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                  >
                    ✕
                  </IconButton>
                </HStack>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  {ROW_FIELDS.map((field) => (
                    <Field.Root key={field.name} invalid={Boolean(fieldProblem(index, field.name))}>
                      <Field.Label>{field.label}</Field.Label>
                      <Input type={field.type ?? 'text'} value={row[field.name]} onChange={(event) => setRow(index, field.name, event.target.value)} />
                      <Field.ErrorText>{fieldProblem(index, field.name)}</Field.ErrorText>
                    </Field.Root>
                  ))}
                  <Field.Root invalid={Boolean(fieldProblem(index, 'role_id'))}>
                    <Field.Label>Rol</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={row.role_id} onChange={(event) => setRow(index, 'role_id', event.target.value)}>
                        <option value="">Selecciona un rol</option>
                        {roles.map((role) => (
                          <option key={String(role.value)} value={String(role.value)}>
                            {role.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{fieldProblem(index, 'role_id')}</Field.ErrorText>
                  </Field.Root>
                </SimpleGrid>
              </Stack>
            ))}
            <Button size={BUTTON_SIZE.row} variant="outline" alignSelf="start" onClick={() => setRows((current) => [...current, emptyRow()])}>
              Agregar administrador
            </Button>
          </Stack>
        )}

        {entryProblems.length > 0 && (method === 'string' || entryProblems.some(([, list]) => list.some((p) => !p.field))) && (
          <List.Root role="alert" color="fg.error" textStyle="sm" gap="1">
            {entryProblems.map(([index, list]) => (
              <List.Item key={index}>
                Administrador {Number(index) + 1}: {[...new Set(list.map((p) => p.message))].join(' · ')}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </ActionDialog>
  );
}
