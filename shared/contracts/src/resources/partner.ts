/**
 * Partners, the resellers (spec 1 §2.8, §2.9, §3, §4, §5, §7.4): the list, the partner's detail (its business
 * and contact information, logo and level), its approval, and what is linked to it — organizations (through
 * the organization's partner_id), packages and certifications. Certified partners (spec 2 §2) are a view of
 * the partners holding a certification.
 *
 *   POST partner/{brand}/approvePartner, /rejectPartner {partner_id, state}   state 1 approves, another rejects
 *   GET partner/{id}/organizations                                          its organizations (paged)
 *   GET partner/{id}/packages; POST, DELETE partner/{id}/package/{package_id}
 *   GET partner/{id}/certifications; POST partner/{id}/assign_certification {certification_id, status?: 'available'};
 *   PATCH partner/{id}/update_certification {partner_certification_id, status?, score?, attempts?};
 *   DELETE partner/{id}/remove_certification/{partner_certification_id}
 *   GET certified_partners
 *
 * Those calls are declared in partner-operations.ts: they answer organizations and packages, whose modules
 * import this one.
 */
import { z } from '../zod';
import { defineContract, versionShape } from '../contract';
import { choice, email, number, readOnly, reference, text, timestamp, url } from '../fields';
import { serviceContract } from './service';

export const PARTNER_STATUSES = {
  pre_register: 'Pre registro',
  in_review: 'En revisión',
  rejected: 'Rechazado',
  registered: 'Registrado',
  approved: 'Aprobado',
} as const;
export type PartnerStatus = keyof typeof PARTNER_STATUSES;

/**
 * A partner's level (1 to 4) and the commission its invoices earn at that level, in percent of what was
 * paid: the server computes each invoice's commission from it (README "Partners": the commission rule).
 */
export const PARTNER_LEVELS = [1, 2, 3, 4] as const;
export const COMMISSION_RATES: Readonly<Record<number, number>> = { 1: 10, 2: 15, 3: 20, 4: 25 };

/** The business information form and the contact information form of a partner's detail (spec 1 §2.9). */
export const PARTNER_BUSINESS_FIELDS = [
  'business_name',
  'service_id',
  'level',
  'business_type',
  'business_email',
  'business_phone',
  'business_website',
  'business_country',
  'business_address',
  'expected_sales',
  'reference',
  'description',
] as const;
export const PARTNER_CONTACT_FIELDS = ['contact_name', 'contact_phone'] as const;

export const partnerContract = defineContract({
  path: 'partner',
  id: 'partner_id',
  names: { one: 'partner', many: 'partners', gender: 'm' },
  fields: {
    business_name: text('Nombre', { max: 200, required: true }),
    service_id: reference('Servicio', () => serviceContract, { required: true, lookup: 'select' }),
    business_logo: url('Logo', { upload: 'image', nullable: true }),
    business_phone: text('Teléfono', { max: 50, nullable: true }),
    business_website: url('Sitio web', { max: 500, nullable: true }),
    business_email: email('Correo', { nullable: true }),
    business_address: text('Dirección', { gender: 'f', max: 500, nullable: true }),
    business_country: text('País', { max: 100, nullable: true }),
    business_type: text('Tipo de negocio', { max: 100, nullable: true }),
    expected_sales: number('Ventas esperadas', { noun: 'las ventas esperadas', min: 0, money: true, nullable: true }),
    last_dispersal: timestamp('Última dispersión', { gender: 'f' }),
    reference: text('Referencia', { gender: 'f', max: 200, nullable: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, nullable: true }),
    contact_name: text('Nombre de contacto', { max: 200, nullable: true }),
    contact_phone: text('Teléfono de contacto', { max: 50, nullable: true }),
    clients_size: readOnly(number('Clientes', { noun: 'los clientes' })),
    total_accounts: readOnly(number('Cuentas', { noun: 'las cuentas' })),
    level: number('Nivel', { int: true, min: 1, max: 4 }),
    status: readOnly(
      choice('Estado', PARTNER_STATUSES, {
        tones: { pre_register: 'neutral', in_review: 'warning', rejected: 'negative', registered: 'info', approved: 'positive' },
      }),
    ),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  // One partner (GET partner/{id} and every write, so its audit trail) carries what is linked to it.
  joined: {
    Packages: z.array(z.object({ package_id: z.number(), name: z.string(), type: z.string() })).optional(),
    Certifications: z.array(z.lazy(() => partnerCertificationRow)).optional(),
  },
  label: (partner) => partner.business_name,
  choice: ['business_name'],
  // The search box fills `name`; the API searches business_name with it.
  list: { search: ['name'], sort: ['partner_id', 'business_name', 'level', 'createdAt'] },
  create: ['business_name', 'service_id'],
  update: [...PARTNER_BUSINESS_FIELDS, 'business_logo', ...PARTNER_CONTACT_FIELDS],
  // Partners are approved or rejected, never deleted: their invoices and accounts refer to them.
  remove: false,
});
export type Partner = typeof partnerContract.$row;

/** Whether a partner can still be approved or rejected (spec 1 §4: neither approved nor rejected yet). */
export const awaitsDecision = (status: PartnerStatus) => status !== 'approved' && status !== 'rejected';

/** The approval's state (spec 1 §7.4, partner-operations.ts): 1 approves, any other defined value rejects. */
export const APPROVE_STATE = 1;
export const REJECT_STATE = 0;

export const partnerTexts = {
  /** RULINGS 2: an undefined state is answered once with this text, and the client stops. */
  invalidState: 'Actualización a estado no válido fallida',
  decided: 'Partner aprobado/rechazado con éxito',
  alreadyDecided: 'El partner ya fue aprobado o rechazado',
  approve: 'Aprobar',
  reject: 'Rechazar',
  approveTitle: 'Aprobar partner',
  rejectTitle: 'Rechazar partner',
  approveQuestion: (name: string) => `¿Deseas aprobar el partner ${name}?`,
  rejectQuestion: (name: string) => `¿Deseas rechazar el partner ${name}? No se puede deshacer esta acción.`,
  paymentCredentials: 'Credenciales de pago',
  invoices: 'Facturas',
  activeAccounts: 'Cuentas activas',
  assignAccounts: 'Asignación de cuentas',
  business: 'Información del negocio',
  contact: 'Información de contacto',
  back: 'Volver al partner',
  backToList: 'Volver a partners',
  enter: 'Entrar',
  // Organizations (linked through organization.partner_id).
  organizations: 'Organizaciones',
  organizationLinked: 'La organización ya se encuentra asociada',
  organizationTaken: 'La organización ya pertenece a otro partner',
  noOrganizations: 'El partner no tiene organizaciones',
  // Packages.
  packages: 'Paquetes',
  packageLinked: 'El paquete ya se encuentra asociado',
  packageNotLinked: 'El paquete no está asociado al partner',
  noPackages: 'El partner no tiene paquetes',
  // Certifications.
  certifications: 'Certificaciones',
  certificationLinked: 'La certificación ya se encuentra asociada',
  certificationNotLinked: 'La certificación no está asignada al partner',
  certificationAssigned: 'Certificación asignada con éxito',
  certificationUpdated: 'Certificación actualizada',
  certificationRemoved: 'Certificación removida con éxito',
  certificationMissing: 'Error removiendo la certificación',
  noCertifications: 'El partner no tiene certificaciones',
  chooseCertification: 'Asignar certificación',
} as const;

/** POST partner/{brand}/approvePartner and /rejectPartner: the state is checked by the route (an undefined one has its own text). */
export const partnerDecisionSchema = z.strictObject({
  partner_id: reference('Partner', () => partnerContract).rule,
  state: z.unknown().optional(),
});

// ---------------------------------------------------------------------------------------------------
// A partner's certifications (spec 1 §3, §4, §9): status, score (≥ 0, step 0.01) and attempts (≥ 0).

export const PARTNER_CERTIFICATION_STATUSES = { failed: 'No aprobado', certified: 'Certificado', available: 'Disponible' } as const;

export const partnerCertificationFields = {
  status: choice('Estado', PARTNER_CERTIFICATION_STATUSES, { tones: { failed: 'negative', certified: 'positive', available: 'info' } }),
  score: number('Puntaje', { min: 0, step: 0.01, decimals: 2 }),
  attempts: number('Intentos', { noun: 'los intentos', int: true, min: 0 }),
};

/** One certification of a partner, as GET partner/{id}/certifications answers it. */
export const partnerCertificationRow = z.object({
  partner_certification_id: z.number(),
  certification_id: z.number(),
  Certification: z.object({ name: z.string(), title: z.string() }),
  status: z.enum(Object.keys(PARTNER_CERTIFICATION_STATUSES) as [keyof typeof PARTNER_CERTIFICATION_STATUSES]),
  score: z.number(),
  attempts: z.number(),
  last_attempt_date: z.string().nullable(),
  ...versionShape,
});
export type PartnerCertification = z.infer<typeof partnerCertificationRow>;

const certificationId = reference('Certificación', () => ({
  path: 'certification',
  id: 'certification_id',
  names: { one: 'certificación', many: 'certificaciones', gender: 'f' },
  label: (row) => String(row.name),
}), { gender: 'f' }).rule;

/** POST partner/{id}/assign_certification: it starts 'available' (spec 1 §4), the only status it may be sent. */
const assignedStatus = `El estado de una certificación asignada debe ser available (${PARTNER_CERTIFICATION_STATUSES.available})`;
export const assignCertificationSchema = z.strictObject({
  certification_id: certificationId,
  status: z.literal('available', { error: assignedStatus }).optional(),
});

/** PATCH partner/{id}/update_certification: the link and what changes. */
export const updateCertificationSchema = z
  .strictObject({
    partner_certification_id: certificationId,
    status: partnerCertificationFields.status.rule.optional(),
    score: partnerCertificationFields.score.rule.optional(),
    attempts: partnerCertificationFields.attempts.rule.optional(),
  })
  .refine((body) => body.status !== undefined || body.score !== undefined || body.attempts !== undefined, 'No hay campos para actualizar');

/** The edit form of one certification. */
export const partnerCertificationForm = z.object({
  status: partnerCertificationFields.status.rule,
  score: partnerCertificationFields.score.rule,
  attempts: partnerCertificationFields.attempts.rule,
});

// ---------------------------------------------------------------------------------------------------
// Certified partners (spec 2 §2, §3): the partners holding at least one certification in status
// 'certified', with those certifications and their organizations. Read-only: organizations are added and
// removed through the organization's partner_id.

// Spec 2 §3: the date is the link's, nested as the spec names it (Partner_Certification.last_attempt_date).
const linkedCertification = z.object({
  certification_id: z.number(),
  title: z.string(),
  Partner_Certification: z.object({ last_attempt_date: z.string().nullable() }),
});
const linkedOrganization = z.object({ organization_id: z.number(), name: z.string(), partner_id: z.number().nullable() });

export const certifiedPartnerContract = defineContract({
  path: 'certified_partners',
  id: 'partner_id',
  names: { one: 'partner certificado', many: 'partners certificados', gender: 'm' },
  fields: {
    business_name: readOnly(text('Nombre', { max: 200 })),
    clients_size: readOnly(number('Clientes', { noun: 'los clientes' })),
    level: readOnly(number('Nivel')),
    certifications: readOnly(number('Certificaciones', { noun: 'las certificaciones', int: true })),
  },
  joined: { Certifications: z.array(linkedCertification), Organizations: z.array(linkedOrganization) },
  label: (row) => row.business_name,
  // RULINGS 2: 'Partners certificados', not the original's 'Petners certificados'.
  texts: { title: 'Partners certificados', search: 'Buscar partner' },
  list: { search: ['name'], sort: ['partner_id', 'business_name', 'level'] },
  create: false,
  update: false,
  remove: false,
});
export type CertifiedPartner = typeof certifiedPartnerContract.$row;
