/** Organizations (spec 1 §2.6, §3, §7.4): a name, a service and the partner they belong to. */
import { z } from '../zod';
import { defineContract } from '../contract';
import { reference, text, timestamp } from '../fields';
import { partnerContract } from './partner';
import { serviceContract } from './service';

export const organizationContract = defineContract({
  path: 'organization',
  id: 'organization_id',
  names: { one: 'organización', many: 'organizaciones', gender: 'f' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    service_id: reference('Servicio', () => serviceContract, { nullable: true, lookup: 'select' }),
    // Set or cleared from a partner's detail (spec 7.4).
    partner_id: reference('Partner', () => partnerContract, { nullable: true }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  choice: ['name'],
  list: {
    search: ['name'],
    // The organizations a partner may still take (spec 1 §5): those without a partner.
    filters: { without_partner: z.enum(['true'], { error: 'without_partner solo admite true' }).optional() },
    sort: ['organization_id', 'name', 'createdAt'],
  },
  create: ['name', 'service_id'],
});
