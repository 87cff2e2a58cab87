/**
 * Who may use the console (spec 5, 6, 9 and RULINGS 3): a non-deleted admin whose role is role_id 1,
 * or a role named 'Nerd', or a role named after the brand. The server enforces it on every call.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, roles } from '../db/schema';

export const SUPERADMIN_ROLE_ID = 1;
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
}

export function mayEnter(role: RoleRef | null, brand: string): boolean {
  if (!role) return false;
  return role.role_id === SUPERADMIN_ROLE_ID || role.name === NERD_ROLE_NAME || role.name === brand;
}

const staffColumns = {
  admin_id: admins.admin_id,
  first_name: admins.first_name,
  last_name: admins.last_name,
  email: admins.email,
  role_id: admins.role_id,
  partner_id: admins.partner_id,
  role_name: roles.name,
  password_hash: admins.password_hash,
};

/** One active (not deleted) admin matching `where`, role joined (one query), with the password hash. */
async function selectActiveAdmin(db: Db, where: SQL) {
  const [row] = await db
    .select(staffColumns)
    .from(admins)
    .leftJoin(roles, eq(roles.role_id, admins.role_id))
    .where(and(where, isNull(admins.deletedAt)))
    .limit(1);
  if (!row) return undefined;
  const { role_name, ...admin } = row;
  const Role: RoleRef | null =
    admin.role_id !== null && role_name !== null ? { role_id: admin.role_id, name: role_name } : null;
  return { ...admin, Role };
}

/** The active admin with that e-mail (case-insensitive), with role and password hash. */
export const findActiveAdminByEmail = (db: Db, email: string) =>
  selectActiveAdmin(db, eq(sql`lower(${admins.email})`, email.toLowerCase()));

/** The active admin with that id, without the password hash. */
export async function findActiveAdminById(db: Db, adminId: number): Promise<StaffAdmin | undefined> {
  const found = await selectActiveAdmin(db, eq(admins.admin_id, adminId));
  if (!found) return undefined;
  const { password_hash: _hash, ...staff } = found;
  return staff;
}
