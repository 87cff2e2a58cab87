/** Spanish texts of the resource routes (sign-in texts live in auth/staff.ts). */
export const notFoundText = {
  organization: 'La organización no existe',
  account: 'La cuenta no existe',
  accountStatus: 'El estado de la cuenta no existe',
  role: 'El rol no existe',
  permission: 'El permiso no existe',
  admin: 'El administrador no existe',
  service: 'El servicio no existe',
  partner: 'El partner no existe',
} as const;

/**
 * What a violated constraint means to the person who sent the request, by constraint name
 * (drizzle names them `{table}_{column}_{table}_{column}_fk`, unique indexes are named in db/schema.ts).
 * `missing`: a foreign key pointing nowhere (400); `inUse`: a row others still reference (409);
 * `duplicate`: a unique value taken (409). Constraints not listed get a generic text naming the column.
 */
export const constraintTexts: Record<string, { missing?: string; inUse?: string; duplicate?: string }> = {
  roles_name_uq: { duplicate: 'Ya existe un rol con ese nombre' },
  permissions_name_uq: { duplicate: 'Ya existe un permiso con ese nombre' },
  admins_email_active_uq: { duplicate: 'Ya existe un administrador con ese correo' },
  services_name_uq: { duplicate: 'Ya existe un servicio con ese nombre' },
  accounts_organization_id_organizations_organization_id_fk: {
    missing: notFoundText.organization,
    inUse: 'La organización tiene cuentas: elimínalas o muévelas primero',
  },
  organizations_service_id_services_service_id_fk: { missing: notFoundText.service },
  organizations_partner_id_partners_partner_id_fk: { missing: notFoundText.partner },
  partners_service_id_services_service_id_fk: { missing: notFoundText.service },
  admins_role_id_roles_role_id_fk: { missing: notFoundText.role },
  admins_partner_id_partners_partner_id_fk: { missing: notFoundText.partner },
  admins_organization_id_creator_organizations_organization_id_fk: { missing: notFoundText.organization },
  admin_organizations_organization_id_organizations_organization_id_fk: { missing: notFoundText.organization },
  admin_accounts_account_id_accounts_account_id_fk: { missing: notFoundText.account },
  role_permissions_permission_id_permissions_permission_id_fk: { missing: notFoundText.permission },
  role_permissions_role_id_roles_role_id_fk: { missing: notFoundText.role },
};
