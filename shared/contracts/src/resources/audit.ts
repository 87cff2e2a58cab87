/**
 * The audit trail (issue 9): one row per staff write, recorded by the API in the write's own transaction —
 * who (admin_id), what (resource, resource_id, action), when (at), from where (address) and the record's
 * row before and after (the contract's row: secrets are never in it). Read-only: the API has no call that
 * changes or deletes a row, and the database refuses it too.
 */
import { z } from '../zod';
import { defineContract, type AnyContract } from '../contract';
import { MAX_PAGE_SIZE } from '../paging';
import { number, readOnly, text, timestamp } from '../fields';
import { accountContract } from './account';
import { adminContract } from './admin';
import {
  certificationContract,
  certificationExamContract,
  certificationResourceContract,
  certificationTopicContract,
  questionContract,
} from './certification';
import { organizationContract } from './organization';
import { certifiedPartnerContract, partnerContract } from './partner';
import { activeAccountContract, bpaymentCredentialContract, invoiceContract } from './partner-billing';
import { permissionContract } from './permission';
import { platformContract } from './platform';
import { roleContract } from './role';
import { serviceContract } from './service';
import { parameterContract } from './parameter';
import { subscriptionContract } from './subscription';
import { pluginAttributeContract, pluginContract } from './plugin';
import { languageContract } from './language';
import { componentContract } from './component';
import { planContract, planGroupContract } from './plan';
import { customViewContract, viewContract } from './view';
import { emailTemplateContract } from './email-template';
import { shippingContract } from './shipping';
import { shortUrlContract } from './short-url';
import { wabaContract, whatsappNumberContract } from './waba';
import { extensionContract } from './extension';
import { flowContract, listContract, sequenceContract, userAttributeContract } from './account-items';
import { packageAttributeContract, packageContract } from './package';
import { milestoneContract } from './milestone';
import { entityAttributeContract, entityContract } from './entity';
import { accountStatusContract, billingContract, organizationSubscriptionContract } from './organization-area';
import { botVersionContract } from './bot-version';
import { breadcrumbContract, userAttributeValueContract, userContract } from './user';
import { modelContract } from './account-links';
import { accountConfigurationContract, lambdaContract, messageTemplateContract, planPaymentContract, webhookContract, webPayCredentialContract } from './account-settings';

/** What a write did, as the API records it, and how people read it. */
export const AUDIT_ACTIONS = {
  create: 'Creación',
  update: 'Actualización',
  delete: 'Eliminación',
  restore: 'Restauración',
  'role.set': 'Asignación de rol',
  'role.remove': 'Retiro de rol',
  'organization.assign': 'Asignación de organización',
  'organization.remove': 'Retiro de organización',
  'account.assign': 'Asignación de cuenta',
  'account.remove': 'Retiro de cuenta',
  'permission.assign': 'Asignación de permiso',
  'permission.remove': 'Retiro de permiso',
  // A milestone's links (its roles use role.set / role.remove).
  'service.assign': 'Asignación de servicio',
  'service.remove': 'Retiro de servicio',
  'component.assign': 'Asignación de componente',
  'component.remove': 'Retiro de componente',
  'bulk.create': 'Creación masiva',
  // What a package bundles (package.ts).
  'flow.assign': 'Flujo agregado',
  'flow.remove': 'Flujo removido',
  'sequence.assign': 'Secuencia agregada',
  'sequence.remove': 'Secuencia removida',
  'user_attribute.assign': 'Variable agregada',
  'user_attribute.remove': 'Variable removida',
  'list.assign': 'Listas agregadas',
  'list.remove': 'Lista removida',
  // Certifications (certification.ts): topics of an exam, a question or a resource; an exam's build; a question's answers.
  'topic.assign': 'Temas asociados',
  'topic.remove': 'Temas removidos',
  'exam.build': 'Examen construido',
  'answer.create': 'Respuesta agregada',
  'answer.update': 'Respuesta actualizada',
  'answer.remove': 'Respuesta removida',
  'answer.correct': 'Respuesta correcta marcada',
  // A partner's approval and what is linked to it (partner.ts), an active account's extra days.
  'partner.approve': 'Aprobación',
  'partner.reject': 'Rechazo',
  'package.assign': 'Paquete asociado',
  'package.remove': 'Paquete removido',
  'certification.assign': 'Certificación asignada',
  'certification.update': 'Certificación actualizada',
  'certification.remove': 'Certificación removida',
  'days.add': 'Días agregados',
  // The organization area (a plugin's organizations and an entity's accounts use the assign / remove above).
  'billing.set': 'Datos de facturación',
  'bot.merge': 'Combinación de cuentas',
  'bot.force_update': 'Actualización forzada de cuenta',
  // An account's platforms, languages and models (account-links.ts), recorded on the account.
  'platform.assign': 'Plataforma asociada',
  'platform.remove': 'Plataforma desasociada',
  'platform.update': 'Plataforma configurada',
  'platform.connect': 'Plataforma conectada',
  'language.assign': 'Idioma asociado',
  'language.remove': 'Idioma desasociado',
  'model.assign': 'Modelo asociado',
  'model.remove': 'Modelo desasociado',
  // A user deleted for good (DELETE user/{id}/hard), with its values and breadcrumbs.
  'delete.hard': 'Eliminación permanente',
  // An account's status and configuration forms; its templates copied from one platform to another.
  'status.update': 'Status actualizado',
  'configuration.update': 'Configuración actualizada',
  'templates.mirror': 'Plantillas clonadas',
  // A remote's or the host's version in an environment (routes/releases.ts), recorded on the app.
  'release.promote': 'Versión promovida',
  'release.canary': 'Versión en canary',
  'release.rollback': 'Versión revertida',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The contracts of the resources staff change, by path: their rows are what the trail records. A new
 * resource is listed here (the generic suites and the API's description read every contract from it).
 */
export const AUDITED_CONTRACTS: Readonly<Record<string, AnyContract>> = Object.fromEntries(
  [
    organizationContract,
    accountContract,
    adminContract,
    roleContract,
    permissionContract,
    platformContract,
    partnerContract,
    serviceContract,
    certificationContract,
    certificationExamContract,
    certificationTopicContract,
    questionContract,
    certificationResourceContract,
    parameterContract,
    subscriptionContract,
    pluginContract,
    pluginAttributeContract,
    languageContract,
    componentContract,
    planGroupContract,
    planContract,
    viewContract,
    customViewContract,
    emailTemplateContract,
    shippingContract,
    shortUrlContract,
    wabaContract,
    whatsappNumberContract,
    extensionContract,
    flowContract,
    sequenceContract,
    userAttributeContract,
    packageContract,
    packageAttributeContract,
    milestoneContract,
    bpaymentCredentialContract,
    invoiceContract,
    activeAccountContract,
    certifiedPartnerContract,
    organizationSubscriptionContract,
    entityContract,
    entityAttributeContract,
    botVersionContract,
    userContract,
    userAttributeValueContract,
    breadcrumbContract,
    listContract,
    modelContract,
    planPaymentContract,
    webPayCredentialContract,
    webhookContract,
    lambdaContract,
    messageTemplateContract,
  ].map((contract) => [contract.path, contract]),
);

/** The Spanish name of each of them: 'organization' → 'Organización'. */
export const AUDIT_RESOURCES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(AUDITED_CONTRACTS).map(([path, contract]) => [path, capital(contract.names.one)])),
  // Written by a route of its own (POST organization/{id}/billing), not by generic calls.
  [billingContract.path]: 'Facturación',
  // An account's status and configuration forms (PATCH account/{id}/status, /configuration).
  [accountStatusContract.path]: 'Estado de cuenta',
  [accountConfigurationContract.path]: 'Configuración de cuenta',
  // What an environment runs of each app (the 'Versiones' screen, the release CLI): recorded under the app's name.
  release: 'Versión de la consola',
};

/** The Spanish label of a recorded action or resource; an unknown code reads as itself. */
export const auditActionLabel = (action: string) => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
export const auditResourceLabel = (resource: string) => AUDIT_RESOURCES[resource] ?? resource;

/** A day ('2026-01-31') or a moment ('2026-01-31T10:00:00Z', '2026-01-31T10:00:00.000-03:00'). */
export const AUDIT_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const dateParam = (name: string) =>
  z
    .string({ error: `${name} debe ser una fecha` })
    .refine((value) => AUDIT_DATE.test(value) && !Number.isNaN(Date.parse(value)), `${name} debe ser una fecha AAAA-MM-DD o una fecha y hora ISO`)
    .optional();
const codeParam = (name: string) =>
  z
    .string({ error: `${name} debe ser un texto` })
    .trim()
    .max(100, `${name} admite hasta 100 caracteres`)
    .optional();

/** A record as the audit keeps it: the contract's row of the resource (any JSON object). */
const recordRow = z.record(z.string(), z.unknown()).nullable();

export const auditContract = defineContract({
  path: 'audit',
  id: 'audit_id',
  names: { one: 'registro de auditoría', many: 'auditoría', gender: 'm' },
  fields: {
    at: timestamp('Fecha', { gender: 'f' }),
    // A plain number: the trail outlives the admin (Admin is null once they are gone).
    admin_id: readOnly(number('Administrador', { int: true })),
    action: readOnly(text('Acción', { gender: 'f', max: 100 })),
    resource: readOnly(text('Recurso', { max: 100 })),
    resource_id: readOnly(text('ID del registro', { max: 100, nullable: true })),
    address: readOnly(text('Dirección', { gender: 'f', max: 64, nullable: true })),
  },
  joined: {
    Admin: z.object({ admin_id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
    before: recordRow,
    after: recordRow,
  },
  // 'Organización 12': the record the change was made to.
  label: (row) => `${auditResourceLabel(row.resource)} ${row.resource_id ?? ''}`.trim(),
  list: {
    filters: {
      admin_id: z.coerce
        .number({ error: 'El administrador debe ser un identificador' })
        .int('El administrador debe ser un identificador')
        .positive('El administrador debe ser un identificador')
        .max(2_147_483_647, 'El administrador debe ser un identificador')
        .optional(),
      resource: codeParam('El recurso'),
      resource_id: codeParam('El ID del registro'),
      from: dateParam('Desde'),
      to: dateParam('Hasta'),
    },
    // Newest first, always (the indexes end in at desc, audit_id desc).
    defaultSort: '-at',
    maxLimit: MAX_PAGE_SIZE,
  },
  create: false,
  update: false,
  remove: false,
});
export type AuditRow = typeof auditContract.$row;
