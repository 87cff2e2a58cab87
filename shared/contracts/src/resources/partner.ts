/** Partners, the resellers (spec 1 §2.8, §3, §4). */
import { defineContract } from '../contract';
import { choice, number, readOnly, reference, text, timestamp } from '../fields';
import { serviceContract } from './service';

export const PARTNER_STATUSES = {
  pre_register: 'Pre registro',
  in_review: 'En revisión',
  rejected: 'Rechazado',
  registered: 'Registrado',
  approved: 'Aprobado',
} as const;
export type PartnerStatus = keyof typeof PARTNER_STATUSES;

export const partnerContract = defineContract({
  path: 'partner',
  id: 'partner_id',
  names: { one: 'partner', many: 'partners', gender: 'm' },
  fields: {
    business_name: text('Nombre', { max: 200, required: true }),
    service_id: reference('Servicio', () => serviceContract, { required: true, lookup: 'select' }),
    clients_size: readOnly(number('Clientes', { noun: 'los clientes' })),
    total_accounts: readOnly(number('Cuentas', { noun: 'las cuentas' })),
    level: readOnly(number('Nivel')),
    status: readOnly(
      choice('Estado', PARTNER_STATUSES, {
        tones: { pre_register: 'neutral', in_review: 'warning', rejected: 'negative', registered: 'info', approved: 'positive' },
      }),
    ),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  label: (partner) => partner.business_name,
  // The search box fills `name`; the API searches business_name with it.
  list: { search: ['name'], sort: ['partner_id', 'business_name', 'level', 'createdAt'] },
  create: ['business_name', 'service_id'],
  // Editing, approval and deletion belong to the partner detail (its own issue).
  update: false,
  remove: false,
});
