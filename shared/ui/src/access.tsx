/**
 * What the signed-in admin may do, as the API answers it (GET admin/me `access`), read through the shared
 * query cache, so the host (menus) and every remote (buttons, fields) follow one answer. The API enforces the
 * same rule on every call (`can` of @console/contracts); the screens only spare people a refusal.
 *
 *   const mayCreate = useCan(contract.path, 'create');  // { allowed: false, reason: 'No tienes permiso para crear …' }
 */
import { skipToken, useQuery, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { adminOperations, can, refusalText, type Access, type Action } from '@console/contracts';
import { callOperation } from './client';

export const ACCESS_QUERY_KEY = ['session', 'access'] as const;
/** Who the signed-in admin is, from the same answer (the toolbar names them). */
export const SIGNED_IN_QUERY_KEY = ['session', 'admin'] as const;

export interface SignedInAdmin {
  first_name: string;
  last_name: string;
  email: string;
}

/** Every action on everything: the superadmin, and what the test helpers assume unless told otherwise. */
export const FULL_ACCESS: Access = { superadmin: true, grants: [] };

async function fetchAccess({ client }: QueryFunctionContext): Promise<Access> {
  const { resource } = await callOperation(adminOperations.me, {});
  // The admin's name goes under a key of its own rather than into the access: a remote built with an older
  // kit reads (and refetches) this very cache entry, and must find the shape it knows.
  const { first_name = '', last_name = '', email = '' } = resource;
  client.setQueryData<SignedInAdmin>(SIGNED_IN_QUERY_KEY, { first_name, last_name, email });
  return resource.access ?? { superadmin: false, grants: [] };
}

/** The read of the admin's access (the host waits for it before drawing the menus). Read again after a while: a role changes under them. */
export function useAccessQuery() {
  return useQuery({
    queryKey: ACCESS_QUERY_KEY,
    queryFn: fetchAccess,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    // The API refuses what is not allowed anyway: a failed read shows no toast of its own.
    meta: { quiet: true },
  });
}

/** The admin's access read ahead, into the session's cache (the host, as soon as the sign-in answers). */
export const prefetchAccess = (queryClient: QueryClient) =>
  queryClient.prefetchQuery({ queryKey: ACCESS_QUERY_KEY, queryFn: fetchAccess, staleTime: 30_000, meta: { quiet: true } });

/** The signed-in admin (read with the access, no call of its own); undefined until that answer arrives. */
export function useSignedInAdmin(): SignedInAdmin | undefined {
  useAccessQuery();
  return useQuery<SignedInAdmin>({ queryKey: SIGNED_IN_QUERY_KEY, queryFn: skipToken }).data;
}

/** The admin's access; undefined while it is first read (or if it could not be read). */
export const useAccess = (): Access | undefined => useAccessQuery().data;

export interface Permission {
  allowed: boolean;
  /** Why not, to show beside what is disabled: 'No tienes permiso para eliminar administradores.' */
  reason?: string;
}

/** Whether the admin may do `action` on `resource` (a contract's path); `many` names it in the reason. */
export function useCan(resource: string, action: Action, many = resource): Permission {
  const access = useAccess();
  // While the first answer is on its way nothing is offered (it is cached for the rest of the session).
  if (!access) return { allowed: false, reason: 'Comprobando permisos…' };
  return can(access, resource, action) ? { allowed: true } : { allowed: false, reason: refusalText(action, many) };
}
