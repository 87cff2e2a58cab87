import { useState } from 'react';
import { formatDate, routePath, useAuthStore } from '@console/shared';
import { accountCreateSchema, accountUpdateSchema, type z } from '@console/shared/schemas';
import {
  LinkButton,
  RecentCards,
  RemoteSelect,
  ResourceScreen,
  TextLink,
  type Column,
  type CustomControl,
  type EditSpec,
  type RemoveSpec,
  type FieldSpec,
  type SearchSpec,
} from '@console/shared/ui';
import { organizationResource, type Organization } from '../organizations/api';
import { accountResource, type Account } from './api';

const personalization = (account_id: number) => routePath('personalization', { account_id });
const remember = (a: Account) =>
  useAuthStore.getState().remember('accounts', { id: a.account_id, name: a.name, parentId: a.organization_id });

/** Spec 9: account list search. */
const searches: SearchSpec[] = [{ param: 'name', label: 'Buscar cuenta', debounceMs: 800 }];

const columns: Column<Account>[] = [
  { header: 'ID', cell: (a) => a.account_id },
  {
    header: 'Nombre',
    cell: (a) => (
      <TextLink to={personalization(a.account_id)} onClick={() => remember(a)}>
        {a.name}
      </TextLink>
    ),
  },
  {
    header: 'Organización',
    cell: (a) => (
      <TextLink to={routePath('organization-accounts', { organization_id: a.organization_id })}>{a.Organization.name}</TextLink>
    ),
  },
  { header: 'Tipo', cell: (a) => a.type },
  { header: 'Fecha de creación', cell: (a) => formatDate(a.createdAt) },
  {
    header: 'Acciones',
    cell: (a) => (
      // Named after its account (as in the organization's accounts screen): 'Entrar a Bot Ventas'.
      <LinkButton
        to={personalization(a.account_id)}
        onClick={() => remember(a)}
        aria-label={`Entrar a ${a.name}`}
        size="xs"
        variant="outline"
      >
        Entrar
      </LinkButton>
    ),
  },
];

type UpdateInput = z.input<typeof accountUpdateSchema>;
const edit: EditSpec<Account, UpdateInput, z.output<typeof accountUpdateSchema>> = {
  schema: accountUpdateSchema,
  fields: [
    { name: 'name', label: 'Nombre' },
    { name: 'type', label: 'Tipo' },
    { name: 'is_active', label: 'Activa', kind: 'switch' },
  ],
  values: (a) => ({ name: a.name, type: a.type, is_active: a.is_active }),
  success: 'Cuenta actualizada',
};

const remove: RemoveSpec<Account> = { what: (a) => `la cuenta ${a.name}`, success: 'Cuenta eliminada' };
const rowLabel = (a: Account) => `Editar ${a.name}`;

/**
 * The create dialog's organization: the form holds the id (what the schema checks and the API takes), the
 * picker remembers the chosen organization to show its name. A reset of the form (closing) clears it.
 */
function OrganizationPicker({ value, onChange, onBlur, label, invalid, errorText }: CustomControl) {
  const [chosen, setChosen] = useState<Organization | null>(null);
  const shown = chosen && chosen.organization_id === value ? chosen : null;
  return (
    <RemoteSelect
      label={label}
      placeholder="Buscar organización"
      resource={organizationResource}
      itemLabel={(o) => o.name}
      value={shown}
      onChange={(organization) => {
        setChosen(organization);
        onChange(organization?.organization_id);
        onBlur();
      }}
      invalid={invalid}
      errorText={errorText}
    />
  );
}

type CreateInput = z.input<typeof accountCreateSchema>;
const createFields: FieldSpec<CreateInput>[] = [
  { name: 'name', label: 'Nombre' },
  { name: 'organization_id', label: 'Organización', kind: 'custom', render: (control) => <OrganizationPicker {...control} /> },
];
const create = {
  title: 'Crear cuenta',
  schema: accountCreateSchema,
  fields: createFields,
  defaultValues: { name: '' },
  successMessage: 'Cuenta creada con éxito',
};

/** Spec 2.7: recent accounts, search by name, paged table with an edit row, create dialog. */
export function AccountsPage() {
  return (
    <ResourceScreen<Account, CreateInput, z.output<typeof accountCreateSchema>, UpdateInput, z.output<typeof accountUpdateSchema>>
      resource={accountResource}
      title="Cuentas"
      columns={columns}
      searches={searches}
      create={create}
      edit={edit}
      remove={remove}
      rowLabel={rowLabel}
    >
      <RecentCards kind="accounts" title="Cuentas recientes" to={(item) => personalization(item.id)} />
    </ResourceScreen>
  );
}
