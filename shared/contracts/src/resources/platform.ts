/** Platforms, the channels a bot talks on (spec 2 §2, §3, §5): name and title required. */
import { defineContract } from '../contract';
import { text, timestamp } from '../fields';

export const platformContract = defineContract({
  path: 'platform',
  id: 'platform_id',
  names: { one: 'plataforma', many: 'plataformas', gender: 'f' },
  fields: {
    name: text('Nombre', { max: 100, required: true }),
    title: text('Título', { max: 200, required: true }),
    description: text('Descripción', { gender: 'f', multiline: true, default: '' }),
    icon: text('Icono', { max: 100, default: '' }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  list: { search: ['name'], sort: ['platform_id', 'name', 'title', 'createdAt'] },
});
