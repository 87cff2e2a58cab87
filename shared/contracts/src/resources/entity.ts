/**
 * Entities of an organization (document 3 §2, §3, §5, §7): a name, and attributes each with a name and one
 * of four types. An entity belongs to its organization and is associated with some of its accounts
 * (POST entity/{id}/associateAccount and /disassociateAccount; GET account/{id}/entities). Its attributes
 * are listed and created under it (GET and POST entity/{id}/attributes) and changed and deleted by their own
 * id (attribute/{id}).
 */
import { z } from '../zod';
import { defineContract, rowSchema } from '../contract';
import { choice, reference, text, timestamp } from '../fields';
import { idParams, operation, strictListQuery } from '../operation';
import { accountContract } from './account';
import { organizationContract } from './organization';

/** Spec 3 §3: the four types of an entity's attribute. */
export const ENTITY_ATTRIBUTE_TYPES = {
  input_text: 'Texto libre',
  int: 'Número entero',
  decimal: 'Número decimal',
  varchar: 'Texto corto',
} as const;

export const entityContract = defineContract({
  path: 'entity',
  id: 'entity_id',
  names: { one: 'entidad', many: 'entidades', gender: 'f' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    // Given on create (the organization's screen gives its own), never changed: an entity is its organization's.
    organization_id: reference('Organización', () => organizationContract, { gender: 'f', required: true }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  joined: {
    /** How many attributes it has (list rows too). */
    attributes_count: z.number().int(),
    /** One entity (GET entity/{id} and every write) carries the accounts it is associated with. */
    Accounts: z.array(z.object({ account_id: z.number(), name: z.string() })).optional(),
  },
  list: { search: ['name'], sort: ['entity_id', 'name', 'createdAt'] },
  update: ['name'],
});

export const entityAttributeContract = defineContract({
  path: 'attribute',
  id: 'attribute_id',
  names: { one: 'atributo', many: 'atributos', gender: 'm' },
  fields: {
    // Given on create (POST entity/{id}/attributes takes it from its path), never changed.
    entity_id: reference('Entidad', () => entityContract, { gender: 'f', required: true }),
    // Spec 5: a new attribute starts empty — no name, no type chosen.
    name: text('Nombre', { max: 200, required: true }),
    type: choice('Tipo', ENTITY_ATTRIBUTE_TYPES, { required: true }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  list: { search: ['name'], sort: ['attribute_id', 'name', 'type'], defaultSort: 'attribute_id' },
  update: ['name', 'type'],
});

const accountRule = reference('Cuenta', () => accountContract, { gender: 'f' }).rule;
/** POST entity/{id}/associateAccount and /disassociateAccount. */
export const entityAccountSchema = z.strictObject({ account_id: accountRule });

/** The rows as the console reads them: the contracts' row schemas, typed as their rows. */
const entityRow = rowSchema(entityContract);
const attributeRow = rowSchema(entityAttributeContract);

const entityList = { method: 'GET', tag: 'entity', params: idParams, query: strictListQuery(entityContract.schemas.list), answer: z.array(entityRow), paged: true } as const;
const accountLink = { method: 'POST', tag: 'entity', params: idParams, body: entityAccountSchema, answer: entityRow } as const;

/**
 * An organization's and an account's entities, an entity's attributes (listed and created below it) and the
 * accounts it is associated with, one at a time (api/src/routes/entities.ts).
 */
export const entityOperations = {
  organizationEntities: operation({
    ...entityList,
    id: 'organization.entities',
    path: 'organization/:id/entities',
    summary: 'Las entidades de una organización',
    tag: 'organization',
    permission: { resource: entityContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: entityContract.names.many },
  }),
  accountEntities: operation({
    ...entityList,
    id: 'account.entities',
    path: 'account/:id/entities',
    summary: 'Las entidades asociadas a una cuenta',
    permission: { resource: entityContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: entityContract.names.many },
  }),
  attributes: operation({
    id: 'entity.attributes',
    method: 'GET',
    path: 'entity/:id/attributes',
    summary: 'Los atributos de una entidad',
    tag: 'entity',
    params: idParams,
    query: strictListQuery(entityAttributeContract.schemas.list),
    answer: z.array(attributeRow),
    paged: true,
    permission: { resource: entityAttributeContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: entityAttributeContract.names.many },
  }),
  /** The entity is the path's: an entity_id of the body is replaced by it. */
  createAttribute: operation({
    id: 'entity.createAttribute',
    method: 'POST',
    path: 'entity/:id/attributes',
    summary: 'Crea un atributo de la entidad (la entidad es la de la ruta: un entity_id del cuerpo se ignora)',
    tag: 'entity',
    params: idParams,
    body: entityAttributeContract.schemas.create,
    answer: attributeRow,
    status: 201,
    refusals: [409],
    permission: { resource: entityAttributeContract.path, action: 'create' },
    texts: { verb: 'creando', what: entityAttributeContract.names.one },
  }),
  associateAccount: operation({
    ...accountLink,
    id: 'entity.associateAccount',
    path: 'entity/:id/associateAccount',
    summary: "Asocia la entidad a una cuenta de su organización (409 'La cuenta ya se encuentra asociada')",
    refusals: [409],
    audit: 'account.assign',
    texts: { verb: 'asociando', what: entityContract.names.one },
  }),
  disassociateAccount: operation({
    ...accountLink,
    id: 'entity.disassociateAccount',
    path: 'entity/:id/disassociateAccount',
    summary: 'Desasocia la entidad de una cuenta (404 si no lo estaba)',
    audit: 'account.remove',
    texts: { verb: 'desasociando', what: entityContract.names.one },
  }),
};

export const entityTexts = {
  accountLinked: 'La cuenta ya se encuentra asociada',
  accountNotLinked: 'La cuenta no está asociada a la entidad',
  otherOrganization: 'La cuenta no pertenece a la organización de la entidad',
  nameTaken: 'Ya existe una entidad con ese nombre en la organización',
  attributeTaken: 'La entidad ya tiene un atributo con ese nombre',
} as const;
