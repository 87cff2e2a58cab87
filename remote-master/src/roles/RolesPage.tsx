import { memo, useCallback, useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box, Heading, Input, SimpleGrid, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAX_LIST_LIMIT,
  permissionContract,
  roleContract,
  roleOperations,
  superadminRefusal,
  type Envelope,
  type RowOf,
} from '@console/contracts';
import { callOperation, ResourceScreen, resourceClient, useAccess, useCan, useResourceMutation, type EditConfig, type QueryParams } from '@console/ui';

type Role = RowOf<typeof roleContract>;
type Permission = RowOf<typeof permissionContract>;

const roles = resourceClient(roleContract);
const permissions = resourceClient(permissionContract);

const assignPermission = (role_id: number, permission_id: number) =>
  callOperation(roleOperations.linkPermission, { params: { id: role_id }, body: { permission_id } });
const removePermission = (role_id: number, permission_id: number) =>
  callOperation(roleOperations.unlinkPermission, { params: { id: role_id }, body: { permission_id } });

const columns = ['role_id', 'name', 'description', 'type', 'createdAt'] as const;

/** Every permission, for the checklists: one call (limit 2500) shared by all the open roles. */
const ALL_PERMISSIONS: QueryParams = { page: 1, limit: MAX_LIST_LIMIT };

function useAllPermissions(enabled: boolean) {
  return useQuery({
    queryKey: [...permissions.key, 'list', null, ALL_PERMISSIONS],
    queryFn: () => permissions.list(ALL_PERMISSIONS),
    // Loaded once; a change made on the permissions screen invalidates it, and it reloads then.
    staleTime: Infinity,
    enabled,
  });
}


/** Writes the server's answer (the role row) into the cached role lists, before their refresh arrives. */
function useApplyAnswer() {
  const queryClient = useQueryClient();
  return (answer: Envelope<Role>) =>
    queryClient.setQueriesData<Envelope<Role[]>>({ queryKey: [...roles.key, 'list'] }, (page) =>
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
  /** The signed-in admin may not change this role's permissions. */
  locked: boolean;
  onToggle(permission: Permission, wanted: boolean): void;
}

/**
 * One permission of the checklist. A native checkbox, memoised: a role's list may hold all 2500 permissions,
 * and a tick re-renders that one only.
 */
const PermissionBox = memo(function PermissionBox({ permission, checked, busy, locked, onToggle }: PermissionBoxProps) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" textStyle="sm" cursor={busy ? 'wait' : 'pointer'} opacity={busy ? 0.6 : 1}>
      <chakra.input
        type="checkbox"
        boxSize="4"
        flexShrink="0"
        accentColor="colorPalette.solid"
        checked={checked}
        disabled={busy || locked}
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
  // A role that may not read every permission sees the role's own, ticked; one that may not change the role,
  // the boxes disabled (the row says why).
  const mayReadAll = useCan(permissionContract.path, 'read').allowed;
  const mayUpdate = useCan(roleContract.path, 'update').allowed;
  const access = useAccess();
  const locked = !mayUpdate || Boolean(superadminRefusal(access, role.role_id));
  const all = useAllPermissions(mayReadAll);
  const applyAnswer = useApplyAnswer();
  // Calls on their way: permission_id → the state asked for (shown, disabled, until the answer).
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter.trim().toLowerCase());

  const assign = useResourceMutation(roles, (permission_id: number) => assignPermission(role.role_id, permission_id), {
    success: 'Permiso asignado al rol',
    onSuccess: applyAnswer,
  });
  const unassign = useResourceMutation(roles, (permission_id: number) => removePermission(role.role_id, permission_id), {
    success: 'Permiso removido del rol',
    onSuccess: applyAnswer,
  });

  const linked = useMemo(() => new Set((role.Permissions ?? []).map((p) => p.permission_id)), [role.Permissions]);
  const visible = useMemo(() => {
    const items = mayReadAll ? (all.data?.resource ?? []) : ((role.Permissions ?? []) as Permission[]);
    return deferredFilter ? items.filter((p) => p.name.toLowerCase().includes(deferredFilter)) : items;
  }, [all.data, deferredFilter, mayReadAll, role.Permissions]);

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
      onError: () => void client.invalidateQueries({ queryKey: roles.key }).finally(done),
    });
  }, []);

  const total = mayReadAll ? (all.data?.resource.length ?? 0) : (role.Permissions?.length ?? 0);
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
                  locked={locked}
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

const extra = (r: Role) => <RolePermissions role={r} />;

/** Spec 2.3: paged table of roles whose rows edit the role and its permissions; create dialog; confirmed delete. */
export default function RolesPage() {
  const access = useAccess();
  // Memoised: the table's rows are memoised on it.
  const edit = useMemo<EditConfig<typeof roleContract>>(() => ({ extra, refuse: (r) => superadminRefusal(access, r.role_id) }), [access]);
  return <ResourceScreen contract={roleContract} columns={columns} edit={edit} />;
}
