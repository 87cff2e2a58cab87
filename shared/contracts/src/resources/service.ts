/** Services (spec 1 §3): a read-only lookup for the selectors, oldest first (the platform's own is id 1). */
import { defineContract } from '../contract';
import { readOnly, text } from '../fields';

export const serviceContract = defineContract({
  path: 'service',
  id: 'service_id',
  names: { one: 'servicio', many: 'servicios', gender: 'm' },
  fields: {
    name: readOnly(text('Nombre', { max: 100 })),
    title: readOnly(text('Título', { max: 200 })),
  },
  label: (service) => service.title || service.name,
  list: { search: ['name'], sort: ['service_id', 'name'], defaultSort: 'service_id' },
  create: false,
  update: false,
  remove: false,
});
