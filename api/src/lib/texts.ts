/** Spanish texts of the resource routes (sign-in texts live in auth/staff.ts). */
import {
  accountContract,
  certificationExamContract,
  certificationTexts,
  activeAccountTexts,
  certificationContract,
  planContract,
  partnerTexts,
  adminContract,
  componentContract,
  customViewContract,
  EMAIL_TEMPLATE_NAME_TAKEN,
  organizationContract,
  PACKAGE_ITEMS,
  packageContract,
  partnerContract,
  permissionContract,
  planGroupContract,
  pluginContract,
  roleContract,
  serviceContract,
  SHORT_URL_TAKEN,
  wabaContract,
  entityContract,
  entityTexts,
  pluginOrganizationTexts,
  subscriptionContract,
  subscriptionLimitTexts,
} from '@console/contracts';

/** 'La organización no existe': each resource's own, from its contract. */
export const notFoundText = {
  organization: organizationContract.texts.notFound,
  account: accountContract.texts.notFound,
  accountStatus: 'El estado de la cuenta no existe',
  role: roleContract.texts.notFound,
  permission: permissionContract.texts.notFound,
  admin: adminContract.texts.notFound,
  service: serviceContract.texts.notFound,
  partner: partnerContract.texts.notFound,
} as const;

/** Roles (spec 2.3, 6; delete rule in README "Roles, permissions and admins"). */
export const roleTexts = {
  permissionLinked: 'El permiso ya se encuentra asociado al rol',
  permissionNotLinked: 'El permiso no está asociado al rol',
  superadminDelete: 'No se puede eliminar el rol de superadministrador.',
  superadminRename: 'No se puede renombrar el rol de superadministrador: su nombre da acceso al dashboard.',
  inUse: (count: number) =>
    `No se puede eliminar el rol: ${count} ${count === 1 ? 'administrador lo tiene' : 'administradores lo tienen'} asignado. Asígnales otro rol primero.`,
} as const;

/** Admins (spec 2.5, 4, 5, 7.7). */
export const adminTexts = {
  duplicateEmail: 'Ya existe un administrador con ese correo',
  notDeleted: 'El administrador no está eliminado',
  deleteSelf: 'No puedes eliminar tu propio usuario.',
  changeOwnRole: 'No puedes cambiar tu propio rol.',
  // Bulk creation (admin_bulk).
  accountNotInOrganization: 'La cuenta no pertenece a la organización',
  repeatedEmail: 'El correo está repetido en esta carga',
  withErrors: (count: number) =>
    count === 1 ? 'Hay 1 administrador con errores.' : `Hay ${count} administradores con errores.`,
} as const;

/**
 * The per-entry texts of the bulk admin creation (spec 5), as adminBulkEntrySchema words them: answered
 * verbatim; other problems of an entry (too long, unknown field, bad password) name their field.
 */
export const bulkEntryTexts: readonly string[] = [
  'Por favor, ingresa los nombres',
  'Por favor, ingresa los apellidos',
  'Por favor, ingresa un correo electrónico',
  'Por favor, elige un rol',
];

/**
 * What a violated constraint means to the person who sent the request, by constraint name
 * (drizzle names them `{table}_{column}_{table}_{column}_fk`, unique indexes are named in db/schema/).
 * `missing`: a foreign key pointing nowhere (400); `inUse`: a row others still reference (409);
 * `duplicate`: a unique value taken (409); `field`: the request's field it is about (a form shows the text
 * there). Constraints not listed get a generic text naming the column.
 */
export interface ConstraintTexts {
  missing?: string;
  inUse?: string;
  duplicate?: string;
  field?: string;
}

const constraintTextsByName: Record<string, ConstraintTexts> = {
  roles_name_uq: { duplicate: 'Ya existe un rol con ese nombre', field: 'name' },
  permissions_name_uq: { duplicate: 'Ya existe un permiso con ese nombre', field: 'name' },
  admins_email_active_uq: { duplicate: adminTexts.duplicateEmail, field: 'email' },
  services_name_uq: { duplicate: 'Ya existe un servicio con ese nombre', field: 'name' },
  platforms_name_uq: { duplicate: 'Ya existe una plataforma con ese nombre', field: 'name' },
  role_permissions_role_id_permission_id_pk: { duplicate: roleTexts.permissionLinked },
  accounts_organization_id_organizations_organization_id_fk: {
    missing: notFoundText.organization,
    field: 'organization_id',
    inUse: 'La organización tiene cuentas: elimínalas o muévelas primero',
  },
  organizations_service_id_services_service_id_fk: { missing: notFoundText.service, field: 'service_id' },
  organizations_partner_id_partners_partner_id_fk: { missing: notFoundText.partner, field: 'partner_id' },
  partners_service_id_services_service_id_fk: { missing: notFoundText.service, field: 'service_id' },
  admins_role_id_roles_role_id_fk: {
    missing: notFoundText.role,
    field: 'role_id',
    inUse: 'No se puede eliminar el rol: hay administradores que lo tienen asignado. Asígnales otro rol primero.',
  },
  admins_partner_id_partners_partner_id_fk: { missing: notFoundText.partner },
  admins_organization_id_creator_organizations_organization_id_fk: { missing: notFoundText.organization },
  admin_organizations_organization_id_organizations_organization_id_fk: { missing: notFoundText.organization },
  admin_accounts_account_id_accounts_account_id_fk: { missing: notFoundText.account },
  role_permissions_permission_id_permissions_permission_id_fk: { missing: notFoundText.permission },
  role_permissions_role_id_roles_role_id_fk: { missing: notFoundText.role },
  // The catalogue (document 2).
  parameters_code_uq: { duplicate: 'Ya existe un parámetro con ese código', field: 'code' },
  languages_locale_uq: { duplicate: 'Ya existe un idioma con ese locale', field: 'locale' },
  views_slug_uq: { duplicate: 'Ya existe una vista con esa ruta', field: 'slug' },
  custom_views_slug_uq: { duplicate: 'Ya existe una vista personalizada con esa ruta', field: 'slug' },
  email_templates_name_uq: { duplicate: EMAIL_TEMPLATE_NAME_TAKEN, field: 'name' },
  // Two people taking one custom name at once: the second gets the shortener's own answer.
  short_urls_code_uq: { duplicate: SHORT_URL_TAKEN, field: 'customurl' },
  extension_accounts_account_id_accounts_account_id_fk: { missing: accountContract.texts.notFound, field: 'account_id' },
  wabas_business_account_uq: { duplicate: 'Ya existe una cuenta de WhatsApp Business con ese ID de WABA', field: 'business_account_id' },
  whatsapp_numbers_phone_uq: { duplicate: 'Ese número de teléfono ya está registrado', field: 'phone_number' },
  whatsapp_numbers_waba_id_wabas_waba_id_fk: { missing: wabaContract.texts.notFound, field: 'waba_id' },
  wabas_account_id_accounts_account_id_fk: { missing: accountContract.texts.notFound, field: 'account_id' },
  whatsapp_numbers_account_id_accounts_account_id_fk: { missing: accountContract.texts.notFound, field: 'account_id' },
  plugin_attributes_plugin_name_uq: { duplicate: 'El plugin ya tiene un atributo con ese nombre', field: 'name' },
  plugin_attributes_plugin_id_plugins_plugin_id_fk: { missing: pluginContract.texts.notFound, field: 'plugin_id' },
  plans_plan_group_id_plan_groups_plan_group_id_fk: {
    missing: planGroupContract.texts.notFound,
    field: 'plan_group_id',
    inUse: 'El grupo tiene planes: muévelos a otro grupo primero',
  },
  plan_groups_service_id_services_service_id_fk: { missing: notFoundText.service, field: 'service_id' },
  custom_view_accounts_account_id_accounts_account_id_fk: { missing: notFoundText.account, field: 'account_id' },
  custom_view_accounts_custom_view_id_custom_views_custom_view_id_fk: { missing: customViewContract.texts.notFound },
  // Packages and what they bundle (routes/packages.ts); an account's variables (routes/account-items.ts).
  packages_account_id_accounts_account_id_fk: { missing: notFoundText.account, field: 'account_id' },
  package_attributes_package_name_uq: { duplicate: 'El paquete ya tiene un atributo con ese nombre', field: 'name' },
  package_attributes_package_id_packages_package_id_fk: { missing: packageContract.texts.notFound, field: 'package_id' },
  package_flows_flow_id_flows_flow_id_fk: { missing: PACKAGE_ITEMS.flow.texts.missing, field: 'flow_id' },
  package_sequences_sequence_id_sequences_sequence_id_fk: { missing: PACKAGE_ITEMS.sequence.texts.missing, field: 'sequence_id' },
  package_user_attributes_user_attribute_id_user_attributes_user_attribute_id_fk: {
    missing: PACKAGE_ITEMS.user_attribute.texts.missing,
    field: 'user_attribute_id',
  },
  package_lists_list_id_lists_list_id_fk: { missing: PACKAGE_ITEMS.list.texts.missing, field: 'Lists' },
  user_attributes_account_name_uq: { duplicate: 'Ya existe una variable con ese nombre en la cuenta', field: 'name' },
  user_attributes_account_id_accounts_account_id_fk: { missing: notFoundText.account, field: 'account_id' },
  lambdas_account_name_uq: { duplicate: 'Ya existe una lambda con ese nombre en la cuenta', field: 'name' },
  lambdas_account_id_accounts_account_id_fk: { missing: notFoundText.account, field: 'account_id' },
  webhooks_account_id_accounts_account_id_fk: { missing: notFoundText.account, field: 'account_id' },
  web_pay_credentials_account_id_accounts_account_id_fk: { missing: notFoundText.account, field: 'account_id' },
  // A milestone's links (routes/milestones.ts): the item is in the path, so no body field.
  milestone_services_service_id_services_service_id_fk: { missing: notFoundText.service },
  milestone_roles_role_id_roles_role_id_fk: { missing: notFoundText.role },
  milestone_components_component_id_components_component_id_fk: { missing: componentContract.texts.notFound },
  // The organization area (routes/organization-area.ts, entities.ts, plugins.ts).
  organization_subscriptions_subscription_id_subscriptions_subscription_id_fk: {
    missing: subscriptionContract.texts.notFound,
    field: 'subscription_id',
    inUse: subscriptionLimitTexts.inUse,
  },
  organization_subscriptions_organization_id_organizations_organization_id_fk: { missing: notFoundText.organization, field: 'organization_id' },
  organization_billings_organization_id_organizations_organization_id_fk: { missing: notFoundText.organization },
  organization_plugins_plugin_id_organization_id_pk: { duplicate: pluginOrganizationTexts.linked, field: 'organization_id' },
  organization_plugins_organization_id_organizations_organization_id_fk: { missing: notFoundText.organization, field: 'organization_id' },
  entities_organization_name_uq: { duplicate: entityTexts.nameTaken, field: 'name' },
  entities_organization_id_organizations_organization_id_fk: { missing: notFoundText.organization, field: 'organization_id' },
  entity_attributes_entity_name_uq: { duplicate: entityTexts.attributeTaken, field: 'name' },
  entity_attributes_entity_id_entities_entity_id_fk: { missing: entityContract.texts.notFound, field: 'entity_id' },
  // Certifications (routes/certifications.ts): a topic's name without case, the exam a certification uses, topic links.
  certification_topics_name_uq: { duplicate: 'Ya existe un tema con ese nombre', field: 'name' },
  certifications_certification_exam_id_certification_exams_certification_exam_id_fk: {
    missing: certificationExamContract.texts.notFound,
    field: 'certification_exam_id',
  },
  certification_exam_topics_c_t_id_certification_topics_c_t_id_fk: { missing: certificationTexts.topicMissing, field: 'topics' },
  question_topics_c_t_id_certification_topics_c_t_id_fk: { missing: certificationTexts.topicMissing, field: 'topics' },
  certification_resource_topics_c_t_id_certification_topics_c_t_id_fk: { missing: certificationTexts.topicMissing, field: 'topics' },
  // Partners (routes/partners.ts, partner-billing.ts).
  partner_packages_package_id_packages_package_id_fk: { missing: packageContract.texts.notFound, field: 'package_id' },
  partner_certifications_partner_certification_uq: { duplicate: partnerTexts.certificationLinked, field: 'certification_id' },
  partner_certifications_certification_id_certifications_certification_id_fk: { missing: certificationContract.texts.notFound, field: 'certification_id' },
  bpayment_credentials_partner_id_partners_partner_id_fk: { missing: notFoundText.partner, field: 'partner_id' },
  invoices_partner_id_partners_partner_id_fk: { missing: notFoundText.partner, field: 'partner_id' },
  invoices_account_id_accounts_account_id_fk: {
    missing: notFoundText.account,
    field: 'account_id',
    inUse: 'La cuenta tiene facturas de partners: no se puede eliminar',
  },
  active_accounts_partner_account_uq: { duplicate: activeAccountTexts.duplicate, field: 'account_id' },
  active_accounts_partner_id_partners_partner_id_fk: { missing: notFoundText.partner, field: 'partner_id' },
  active_accounts_account_id_accounts_account_id_fk: { missing: notFoundText.account, field: 'account_id' },
  active_accounts_plan_id_plans_plan_id_fk: {
    missing: planContract.texts.notFound,
    field: 'plan_id',
    inUse: 'El plan tiene cuentas activas: cámbialas de plan primero',
  },
};

/**
 * PostgreSQL cuts identifiers at 63 bytes (NAMEDATALEN - 1), so a long drizzle name reaches the error
 * handler cut: every entry answers under both spellings (the names here are ASCII).
 */
export const constraintTexts: Record<string, ConstraintTexts> = Object.fromEntries(
  Object.entries(constraintTextsByName).flatMap(([name, texts]) =>
    name.length > 63 ? [[name, texts], [name.slice(0, 63), texts]] : [[name, texts]],
  ),
);
