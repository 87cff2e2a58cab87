import { memo, useCallback, useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box, Heading, Input, SimpleGrid, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, type Envelope, type QueryParams } from '@console/shared';
import { MAX_LIST_LIMIT, roleCreateSchema, roleUpdateSchema, type z } from '@console/shared/schemas';
import {
  ResourceScreen,
  resourceKey,
  useResourceMutation,
  type Column,
  type EditSpec,
  type FieldSpec,
  type RemoveSpec,
} from '@console/shared/ui';
import { permissionResource, type Permission } from '../permissions/api';
import { assignPermission, removePermission, roleResource, type Role } from './api';

const columns: Column<Role>[] = [
  { header: 'ID', cell: (r) => r.role_id },
  { header: 'Nombre', cell: (r) => r.name },
  { header: 'Descripción', cell: (r) => r.description },
  { header: 'Tipo', cell: (r) => r.type },
  { header: 'Fecha de creación', cell: (r) => formatDate(r.createdAt) },
];

type CreateInput = z.input<typeof roleCreateSchema>;
type UpdateInput = z.input<typeof roleUpdateSchema>;

const fields = [
  { name: 'name', label: 'Nombre' },
  { name: 'description', label: 'Descripción', kind: 'textarea' },
  { name: 'type', label: 'Tipo' },
] satisfies FieldSpec<CreateInput>[] & FieldSpec<UpdateInput>[];

const create = {
  title: 'Crear rol',
  schema: roleCreateSchema,
  fields,
  defaultValues: { name: '', description: '', type: '' },
  successMessage: 'Rol creado con éxito',
};

/** Every permission, for the checklists: one call (limit 2500) shared by all the open roles. */
const ALL_PERMISSIONS: QueryParams = { page: 1, limit: MAX_LIST_LIMIT };

function useAllPermissions() {
  return useQuery({
    queryKey: [permissionResource.path, 'list', ALL_PERMISSIONS],
    queryFn: () => permissionResource.list(ALL_PERMISSIONS),
    // Loaded once; a change made on the permissions screen invalidates it, and it reloads then.
    staleTime: Infinity,
  });
}

/** Writes the server's answer (the role row) into the cached role lists, before their refresh arrives. */
function useApplyAnswer() {
  const queryClient = useQueryClient();
  return (answer: Envelope<Role>) =>
    queryClient.setQueriesData<Envelope<Role[]>>({ queryKey: [roleResource.path, 'list'] }, (page) =>
      page && Array.isArray(page.resource)
        ? { ...page, resource: page.resource.map((r) => (r.role_id === answer.resource.role_id ? { ...r, ...answer.resource } : r)) }
        : page,
    );
}

interface PermissionBoxProps {
  permission: Permission;
  checked: boolean;
  /** Its call is on its way. */
  busy: boolean;
  onToggle(permission: Permission, wanted: boolean): void;
}

/**
 * One permission of the checklist. A native checkbox, memoised: a role's list may hold all 2500 permissions,
 * and a tick re-renders that one only.
 */
const PermissionBox = memo(function PermissionBox({ permission, checked, busy, onToggle }: PermissionBoxProps) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" textStyle="sm" cursor={busy ? 'wait' : 'pointer'} opacity={busy ? 0.6 : 1}>
      <chakra.input
        type="checkbox"
        boxSize="4"
        flexShrink="0"
        accentColor="colorPalette.solid"
        checked={checked}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(event) => onToggle(permission, event.target.checked)}
      />
      {permission.name}
    </chakra.label>
  );
});

/**
 * Spec 2.3 / 6: the role's permissions as a checklist of every permission, ticked when the role has it.
 * Each tick or untick is one call; its checkbox waits (disabled) for the answer, and the ticks then show
 * what the server says, also after a failure.
 */
function RolePermissions({ role }: { role: Role }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const all = useAllPermissions();
  const applyAnswer = useApplyAnswer();
  // Calls on their way: permission_id → the state asked for (shown, disabled, until the answer).
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter.trim().toLowerCase());

  const assign = useResourceMutation(roleResource, (permission_id: number) => assignPermission(role.role_id, permission_id), {
    success: 'Permiso asignado al rol',
    onSuccess: applyAnswer,
  });
  const unassign = useResourceMutation(roleResource, (permission_id: number) => removePermission(role.role_id, permission_id), {
    success: 'Permiso removido del rol',
    onSuccess: applyAnswer,
  });

  const linked = useMemo(() => new Set((role.Permissions ?? []).map((p) => p.permission_id)), [role.Permissions]);
  const visible = useMemo(() => {
    const items = all.data?.resource ?? [];
    return deferredFilter ? items.filter((p) => p.name.toLowerCase().includes(deferredFilter)) : items;
  }, [all.data, deferredFilter]);

  // The boxes are memoised on `toggle`: it stays the same function and reads the latest state from here.
  const latest = useRef({ pending, assign, unassign, queryClient });
  useLayoutEffect(() => {
    latest.current = { pending, assign, unassign, queryClient };
  });
  const toggle = useCallback((permission: Permission, wanted: boolean) => {
    const { permission_id } = permission;
    const { pending: running, assign: link, unassign: unlink, queryClient: client } = latest.current;
    if (running.has(permission_id)) return;
    const done = () =>
      setPending((current) => {
        const next = new Map(current);
        next.delete(permission_id);
        return next;
      });
    setPending((current) => new Map(current).set(permission_id, wanted));
    (wanted ? link : unlink).mutate(permission_id, {
      // Success: the list was refreshed (the machine waits for it) before this runs.
      onSuccess: done,
      // Failure (the error toast is the machine's): the role may have changed meanwhile, so ask again.
      onError: () => void client.invalidateQueries({ queryKey: resourceKey(roleResource) }).finally(done),
    });
  }, []);

  const total = all.data?.resource.length ?? 0;
  return (
    <Stack gap="3" role="group" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        Permisos
      </Heading>
      {total > 0 && (
        <Input
          type="search"
          size="sm"
          maxW="sm"
          aria-label="Filtrar permisos"
          placeholder="Filtrar permisos"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      {all.isLoading ? (
        <Skeleton height="6" maxW="sm" />
      ) : visible.length === 0 ? (
        <Text color="fg.muted">No hay permisos</Text>
      ) : (
        <Box maxH="72" overflowY="auto">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
            {visible.map((permission) => {
              const wanted = pending.get(permission.permission_id);
              return (
                <PermissionBox
                  key={permission.permission_id}
                  permission={permission}
                  checked={wanted ?? linked.has(permission.permission_id)}
                  busy={wanted !== undefined}
                  onToggle={toggle}
                />
              );
            })}
          </SimpleGrid>
        </Box>
      )}
    </Stack>
  );
}

// Module-level: the table's rows are memoised on these.
const edit: EditSpec<Role, UpdateInput, z.output<typeof roleUpdateSchema>> = {
  schema: roleUpdateSchema,
  fields,
  values: (r) => ({ name: r.name, description: r.description, type: r.type }),
  success: 'Rol actualizado',
  extra: (r) => <RolePermissions role={r} />,
};

const remove: RemoveSpec<Role> = { what: (r) => `el rol ${r.name}`, success: 'Rol eliminado' };

const rowLabel = (r: Role) => `Editar ${r.name}`;

/** Spec 2.3: paged table of roles whose rows edit the role and its permissions; create dialog; confirmed delete. */
export function RolesPage() {
  return (
    <ResourceScreen
      resource={roleResource}
      title="Roles"
      columns={columns}
      create={create}
      edit={edit}
      remove={remove}
      rowLabel={rowLabel}
    />
  );
}
