/** Permissions (spec 1 §2.4, §3): a name, the resource it is about and four action flags. */
import { defineContract } from '../contract';
import { flag, text, timestamp } from '../fields';

export const permissionContract = defineContract({
  path: 'permission',
  id: 'permission_id',
  names: { one: 'permiso', many: 'permisos', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, default: '' }),
    resource: text('Recurso', { max: 200, default: '' }),
    read: flag('Leer', { noun: 'el permiso de leer', default: false }),
    create: flag('Crear', { noun: 'el permiso de crear', default: false }),
    update: flag('Actualizar', { noun: 'el permiso de actualizar', default: false }),
    delete: flag('Eliminar', { noun: 'el permiso de eliminar', default: false }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  list: { search: ['name'], sort: ['permission_id', 'name', 'resource', 'createdAt'] },
});
