/**
 * Plugins (spec 2 §2, §3, §5) and their configurable attributes. An attribute belongs to one plugin: it is
 * listed and created under it (GET and POST plugin/{plugin_id}/attributes) and read, changed and deleted
 * by its own id (plugin_attribute/{id}).
 */
import { z } from '../zod';
import { defineContract } from '../contract';
import { choice, flag, json, number, reference, text, timestamp } from '../fields';
import { idParams, operation, strictListQuery } from '../operation';
import { pluginOrganizationSchema } from './organization-area';

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
export const PLUGIN_FRONTEND_TYPES = { ...ATTRIBUTE_CONTROLS, color: 'Color', select: 'Lista de opciones' } as const;

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

/** The organizations a plugin is assigned to: each answers the plugin with its organizations. */
const organizationLink = { tag: 'plugin', params: idParams, body: pluginOrganizationSchema, answer: pluginContract.schemas.row } as const;

/**
 * A plugin's own attributes, listed and created under it (with the attributes' permission, as plugin_attribute/{id}),
 * and the organizations it is assigned to (api/src/routes/plugins.ts).
 */
export const pluginOperations = {
  attributes: operation({
    id: 'plugin.attributes',
    method: 'GET',
    path: 'plugin/:id/attributes',
    summary: 'Los atributos de un plugin: la lista de atributos, solo de ese plugin',
    tag: 'plugin_attribute',
    params: idParams,
    query: strictListQuery(pluginAttributeContract.schemas.list),
    answer: z.array(pluginAttributeContract.schemas.row),
    paged: true,
    permission: { resource: pluginAttributeContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: pluginAttributeContract.names.many },
  }),
  /** The plugin is the path's: a plugin_id of the body is replaced by it. */
  createAttribute: operation({
    id: 'plugin.createAttribute',
    method: 'POST',
    path: 'plugin/:id/attributes',
    summary: 'Crea un atributo del plugin (el plugin es el de la ruta: un plugin_id del cuerpo se ignora)',
    tag: 'plugin_attribute',
    params: idParams,
    body: pluginAttributeContract.schemas.create,
    answer: pluginAttributeContract.schemas.row,
    status: 201,
    refusals: [409],
    permission: { resource: pluginAttributeContract.path, action: 'create' },
    texts: { verb: 'creando', what: pluginAttributeContract.names.one },
  }),
  associateOrganization: operation({
    ...organizationLink,
    id: 'plugin.associateOrganization',
    method: 'POST',
    path: 'plugin/:id/associateOrganization',
    summary: 'Asigna el plugin a una organización (409 si ya lo está); responde el plugin con sus organizaciones',
    refusals: [409],
    audit: 'organization.assign',
    texts: { verb: 'asociando', what: pluginContract.names.one },
  }),
  removeOrganization: operation({
    ...organizationLink,
    id: 'plugin.removeOrganization',
    method: 'POST',
    path: 'plugin/:id/removeOrganization',
    summary: 'Retira el plugin de una organización (404 si no lo estaba)',
    audit: 'organization.remove',
    texts: { verb: 'removiendo', what: pluginContract.names.one },
  }),
  organizationPlugins: operation({
    id: 'organization.plugins',
    method: 'GET',
    path: 'organization/:id/plugins',
    summary: 'Los plugins asignados a una organización',
    tag: 'organization',
    params: idParams,
    query: strictListQuery(pluginContract.schemas.list),
    answer: z.array(pluginContract.schemas.row),
    paged: true,
    permission: { resource: pluginContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: pluginContract.names.many },
  }),
};
