/** Components (spec 2 §3, §5): name and icon required, every text trimmed. */
import { defineContract } from '../contract';
import { text, timestamp } from '../fields';

export const componentContract = defineContract({
  path: 'component',
  id: 'component_id',
  names: { one: 'componente', many: 'componentes', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, default: '' }),
    icon: text('Icono', { max: 100, required: true }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  list: { search: ['name'], sort: ['component_id', 'name', 'createdAt'] },
});
