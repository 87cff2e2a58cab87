/**
 * Who may use the console (spec 5, 6, 9 and RULINGS 3): a non-deleted admin whose role is role_id 1,
 * or a role named 'Nerd', or a role named after the brand. The server enforces it on every call.
 */
import { SUPERADMIN_ROLE_ID, type Access, type Grant } from '@console/contracts';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, roles, sessions } from '../db/schema';

export const NERD_ROLE_NAME = 'Nerd';

export const texts = {
  invalidSession: 'Sesión no válida',
  noAccess: 'No tienes acceso a este dashboard.',
  wrongCredentials: 'Correo o contraseña incorrectos',
  wrongCode: 'Código de acceso incorrecto o caducado',
  socialFailed: 'Ocurrió un error iniciando sesión.',
  adminNotFound: 'Error iniciando sesión.',
  tooMany: 'Demasiados intentos. Intenta de nuevo más tarde.',
  sendFailed: 'No se pudo enviar el código. Intenta de nuevo.',
  unexpected: 'Ocurrió un error inesperado.',
} as const;

export interface RoleRef {
  role_id: number;
  name: string;
}

export interface StaffAdmin {
  admin_id: number;
  first_name: string;
  last_name: string;
  email: string;
  role_id: number | null;
  partner_id: number | null;
  Role: RoleRef | null;
  /** What the admin's role grants (auth/permissions.ts enforces it on every staff route). */
  access: Access;
}

export function mayEnter(role: RoleRef | null, brand: string): boolean {
  if (!role) return false;
  return role.role_id === SUPERADMIN_ROLE_ID || role.name === NERD_ROLE_NAME || role.name === brand;
}

/**
 * The role's permissions merged per resource (any permission granting an action grants it), read in the
 * admin's own query: served by the role_permissions primary key (role_id first).
 */
const roleGrants = sql<Grant[]>`coalesce((
  select json_agg(g order by g."resource") from (
    select p."resource", bool_or(p."read") as "read", bool_or(p."create") as "create",
           bool_or(p."update") as "update", bool_or(p."delete") as "delete"
    from "role_permissions" rp
    inner join "permissions" p on p."permission_id" = rp."permission_id"
    where rp."role_id" = "admins"."role_id"
    group by p."resource"
  ) g
), '[]'::json)`;

const staffColumns = {
  admin_id: admins.admin_id,
  first_name: admins.first_name,
  last_name: admins.last_name,
  email: admins.email,
  role_id: admins.role_id,
  partner_id: admins.partner_id,
  role_name: roles.name,
  grants: roleGrants,
  password_hash: admins.password_hash,
};

type StaffRow = { [K in keyof typeof staffColumns]: unknown } & { role_id: number | null; role_name: string | null; grants: Grant[] };

/** The admin as the routes see it: role as an object, access from the role's grants. */
function staffOf(row: StaffRow) {
  const { role_name, grants, ...admin } = row;
  const Role: RoleRef | null =
    admin.role_id !== null && role_name !== null ? { role_id: admin.role_id, name: role_name } : null;
  return { ...(admin as Omit<StaffAdmin, 'Role' | 'access'> & { password_hash: string }), Role, access: { superadmin: admin.role_id === SUPERADMIN_ROLE_ID, grants } };
}

/** The query of one active (not deleted) admin matching `where`, role joined, with the password hash. */
const activeAdmin = (db: Db, where: SQL) =>
  db
    .select(staffColumns)
    .from(admins)
    .leftJoin(roles, eq(roles.role_id, admins.role_id))
    .where(and(where, isNull(admins.deletedAt)))
    .limit(1);

/** The active admin with that e-mail (case-insensitive), with role and password hash. */
export async function findActiveAdminByEmail(db: Db, email: string) {
  const [row] = await activeAdmin(db, eq(sql`lower(${admins.email})`, email.toLowerCase()));
  return row && staffOf(row as StaffRow);
}

function withoutHash({ password_hash: _hash, ...staff }: ReturnType<typeof staffOf>): StaffAdmin {
  return staff;
}

/** The active admin with that id, without the password hash (the refresh call's check). */
export async function findActiveAdminById(db: Db, adminId: number): Promise<StaffAdmin | undefined> {
  const [row] = await activeAdmin(db, eq(admins.admin_id, adminId));
  return row && withoutHash(staffOf(row as StaffRow));
}

/** The guard's query, prepared once per database: it runs on every staff call. */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
const prepareSessionLookup = (db: Db) =>
  activeAdmin(
    db,
    and(
      eq(admins.admin_id, sql.placeholder('admin_id')),
      sql`exists (select 1 from ${sessions} where ${sessions.session_id} = ${sql.placeholder('sid')}
        and ${sessions.admin_id} = ${admins.admin_id} and ${sessions.revoked_at} is null)`,
    )!,
  ).prepare('staff_session_lookup');

/**
 * The active admin behind an access token, only while that session of theirs is live (logout and revocation
 * end its access tokens at once). One query, with the role and its grants.
 */
export async function findStaffBySession(db: Db, adminId: number, sessionId: string): Promise<StaffAdmin | undefined> {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({ admin_id: adminId, sid: sessionId });
  return row && withoutHash(staffOf(row as StaffRow));
}
