/**
 * Plugins (spec 2 §2, §3, §5) and their configurable attributes. An attribute belongs to one plugin: it is
 * listed and created under it (GET and POST plugin/{plugin_id}/attributes) and read, changed and deleted
 * by its own id (plugin_attribute/{id}).
 */
import { z } from '../zod';
import { defineContract } from '../contract';
import { choice, flag, json, number, reference, text, timestamp } from '../fields';

export const pluginContract = defineContract({
  path: 'plugin',
  id: 'plugin_id',
  names: { one: 'plugin', many: 'plugins', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, required: true }),
    icon: text('Icono', { max: 100, default: '' }),
    menu_name: text('Nombre en el menú', { max: 200, default: '' }),
    show_on_sidebar: flag('Mostrar en el menú lateral', { noun: 'si se muestra en el menú lateral', default: false }),
    type: text('Tipo', { max: 100, default: '' }),
    parent: text('Padre', { max: 200, default: '' }),
    number: number('Número', { int: true, min: 0, default: 0 }),
    resource_name: text('Nombre del recurso', { max: 200, default: '' }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  // One plugin (GET plugin/{id} and every write) carries the organizations it is assigned to.
  joined: { Organizations: z.array(z.object({ organization_id: z.number(), name: z.string() })).optional() },
  list: { search: ['name'], sort: ['plugin_id', 'name', 'number', 'createdAt'] },
});

/** The controls a plugin's and a package's attributes share (spec 2 §3), with their Spanish labels. */
export const ATTRIBUTE_CONTROLS = {
  input_text: 'Texto',
  input_number: 'Número',
  input_password: 'Contraseña',
  input_email: 'Correo',
  checkbox: 'Casilla',
  text_area: 'Área de texto',
  image: 'Imagen',
} as const;

/** How an attribute is edited where the plugin is configured (spec 2 §3: nine controls). */
export const PLUGIN_FRONTEND_TYPES = { ...ATTRIBUTE_CONTROLS, color: 'Color', select: 'Lista de opciones (select)' } as const;

export const pluginAttributeContract = defineContract({
  path: 'plugin_attribute',
  id: 'plugin_attribute_id',
  names: { one: 'atributo', many: 'atributos', gender: 'm' },
  fields: {
    // Given on create (POST plugin/{plugin_id}/attributes takes it from its path), never changed.
    plugin_id: reference('Plugin', () => pluginContract, { required: true }),
    name: text('Nombre', { max: 200, required: true }),
    title: text('Título', { max: 200, required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, default: '' }),
    // Only 'text' exists (spec 2 §3): it is the default, nobody has to choose it.
    type: choice('Tipo', { text: 'Texto' }, { default: 'text' }),
    default_value: text('Valor por defecto', { max: 2000, required: true }),
    frontend_type: choice('Tipo de control', PLUGIN_FRONTEND_TYPES, { required: true }),
    // The options of a 'select', edited as JSON text.
    data: json('Datos (JSON)', { noun: 'los datos', nullable: true }),
  },
  // A select offers its options: it needs them (a list or an object), the other controls need none.
  check: (attribute) =>
    attribute.frontend_type === 'select' && (attribute.data === null || attribute.data === undefined)
      ? { field: 'data', message: 'Introduce las opciones del select en JSON: una lista o un objeto' }
      : undefined,
  list: { search: ['name'], sort: ['plugin_attribute_id', 'name', 'title'] },
  // 'text' is the only type there is: nothing to change.
  update: ['name', 'title', 'description', 'default_value', 'frontend_type', 'data'],
});

/** Where a plugin's attributes are listed and created. */
export const pluginAttributesPath = (pluginId: number) => `${pluginContract.path}/${pluginId}/attributes`;
