/**
 * Packages (document 2 §2, §3, §5, §7, §8): bundles of one account's flows, sequences, user variables and
 * messaging lists, with attributes of their own. A package is built from one account (`account_id`): only
 * that account's items may be bundled, and its account does not change while it still bundles items.
 *
 *   GET package/{id}/flows, /sequences, /user_attributes      the bundled items (paged, searched by name)
 *   POST, DELETE package/{id}/flow {flow_id}                   add, remove one (also /sequence, /user_attribute)
 *   POST package/{id} {Lists: [list_id, …]}                    add lists; DELETE package/{id}/list {list_id}
 *   GET templates/{id} (messaging API)                         the package with its Lists
 *   GET package/{id}/attributes; POST package_attribute        its attributes; PATCH, DELETE package_attribute/{id}
 *
 * One package (GET package/{id} and every write) carries what it bundles, so its audit trail shows it.
 */
import { z } from '../zod';
import { defineContract, type AnyContract } from '../contract';
import { choice, flag, reference, text, timestamp, url } from '../fields';
import { idParams, operation, strictListQuery } from '../operation';
import { accountContract } from './account';
import { flowContract, listContract, sequenceContract, userAttributeContract } from './account-items';
import { ATTRIBUTE_CONTROLS } from './plugin';

const linked = (id: string) => z.array(z.object({ [id]: z.number(), name: z.string() })).optional();

export const packageContract = defineContract({
  path: 'package',
  id: 'package_id',
  names: { one: 'paquete', many: 'paquetes', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    category: text('Categoría', { gender: 'f', max: 200, required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, default: '' }),
    creator: text('Creador', { max: 200, default: '' }),
    image: url('Imagen', { gender: 'f', upload: 'image', nullable: true }),
    type: text('Tipo', { max: 100, default: '' }),
    // The account the package is built from (its items come from it).
    account_id: reference('Cuenta', () => accountContract, { gender: 'f', nullable: true }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  joined: {
    Flows: linked('flow_id'),
    Sequences: linked('sequence_id'),
    User_Attributes: linked('user_attribute_id'),
    Lists: linked('list_id'),
  },
  list: { search: ['name'], sort: ['package_id', 'name', 'category', 'createdAt'] },
});

/** How a package attribute is edited where the package is installed (spec 2 §3: nine controls). */
export const PACKAGE_FRONTEND_TYPES = { ...ATTRIBUTE_CONTROLS, file: 'Archivo', color: 'Color' } as const;

export const packageAttributeContract = defineContract({
  path: 'package_attribute',
  id: 'package_attribute_id',
  names: { one: 'atributo de paquete', many: 'atributos de paquete', gender: 'm' },
  fields: {
    // Given on create (the package whose attributes are shown), never changed.
    package_id: reference('Paquete', () => packageContract, { required: true }),
    name: text('Nombre', { max: 200, required: true }),
    title: text('Título', { max: 200, default: '' }),
    type: choice('Tipo', { text: 'Texto', object: 'Objeto' }, { required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, default: '' }),
    value: text('Valor', { max: 5000, multiline: true, required: true }),
    required: flag('Obligatorio', { noun: 'si es obligatorio', default: false }),
    frontend_type: choice('Tipo de control', PACKAGE_FRONTEND_TYPES, { default: 'input_text' }),
  },
  list: { search: ['name'], sort: ['package_attribute_id', 'name', 'title'] },
  update: ['name', 'title', 'type', 'description', 'value', 'required', 'frontend_type'],
});

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a package bundles, each kind once: its contract, its wire names and its texts (spec 2 §7, §8). */
function bundled<const K extends string, const I extends string, const J extends string>(
  contract: AnyContract,
  { kind, id, joined, list }: { kind: K; id: I; joined: J; list?: 'flows' | 'sequences' | 'user_attributes' },
) {
  const { one, many, gender } = contract.names;
  const f = gender === 'f';
  const the = `${f ? 'La' : 'El'} ${one}`;
  return {
    contract,
    /** The path segment of its add and remove calls: package/{id}/flow. */
    kind,
    /** The body's id field: { flow_id }. */
    id,
    /** The package's own list of them: package/{id}/flows (lists: none, they are read with templates/{id}). */
    list,
    /** What one package carries: Flows [{flow_id, name}]. */
    joined,
    /** The section's heading. */
    title: capital(many),
    texts: {
      added: `${capital(one)} ${f ? 'agregada' : 'agregado'} con éxito`,
      addedMany: `${capital(many)} ${f ? 'agregadas' : 'agregados'} con éxito`,
      removed: `${capital(one)} ${f ? 'removida' : 'removido'} con éxito`,
      removedMany: `${capital(many)} ${f ? 'removidas' : 'removidos'} con éxito`,
      linked: `${the} ya se encuentra en el paquete`,
      notLinked: `${the} no se encuentra en el paquete`,
      otherAccount: `${the} no pertenece a la cuenta del paquete`,
      missing: contract.texts.notFound,
      /** The add selector. */
      choose: `Agregar ${one}`,
      search: `Buscar ${one}`,
      empty: `El paquete no tiene ${many}`,
      selectAll: `Seleccionar ${f ? 'todas las' : 'todos los'} ${many}`,
    },
  };
}

export const PACKAGE_ITEMS = {
  flow: bundled(flowContract, { kind: 'flow', id: 'flow_id', joined: 'Flows', list: 'flows' }),
  sequence: bundled(sequenceContract, { kind: 'sequence', id: 'sequence_id', joined: 'Sequences', list: 'sequences' }),
  user_attribute: bundled(userAttributeContract, { kind: 'user_attribute', id: 'user_attribute_id', joined: 'User_Attributes', list: 'user_attributes' }),
  list: bundled(listContract, { kind: 'list', id: 'list_id', joined: 'Lists' }),
} as const;
export type PackageItemKind = keyof typeof PACKAGE_ITEMS;
export type PackageItem = (typeof PACKAGE_ITEMS)[PackageItemKind];

/** POST and DELETE package/{id}/{kind}: one item, by its id ({ flow_id }). */
export const packageItemSchema = (kind: PackageItemKind) => {
  const { contract, id } = PACKAGE_ITEMS[kind];
  return z.strictObject({ [id]: reference(capital(contract.names.one), () => contract, { gender: contract.names.gender }).rule });
};

/** The most lists one POST package/{id} adds. */
export const MAX_LISTS_PER_ADD = 300;
/** POST package/{id}: lists added to the package (spec 2 §7: "add lists (Lists array, via POST package/{id})"). */
export const packageListsSchema = z.strictObject({
  Lists: z
    .array(reference('Lista', () => listContract, { gender: 'f' }).rule, { error: 'Elige las listas (campo Lists)' })
    .min(1, 'Elige al menos una lista')
    .max(MAX_LISTS_PER_ADD, `Elige hasta ${MAX_LISTS_PER_ADD} listas`),
});

/** How many of each kind, in words: '2 flujos y 1 lista'. */
export function bundledCount(counts: Partial<Record<PackageItemKind, number>>): string {
  const parts = (Object.keys(PACKAGE_ITEMS) as PackageItemKind[])
    .filter((kind) => (counts[kind] ?? 0) > 0)
    .map((kind) => {
      const { one, many } = PACKAGE_ITEMS[kind].contract.names;
      const n = counts[kind]!;
      return `${n} ${n === 1 ? one : many}`;
    });
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}

export const packageTexts = {
  /** An item added to a package without an account. */
  noAccount: 'Elige primero la cuenta del paquete',
  /** The detail's sections before an account is chosen. */
  chooseAccount: 'Elige la cuenta del paquete para agregar flujos, secuencias, variables y listas.',
  /** PATCH package/{id} with another account while it still bundles the current one's items (409). */
  accountInUse: (counts: Partial<Record<PackageItemKind, number>>) =>
    `No se puede cambiar la cuenta del paquete: todavía incluye ${bundledCount(counts)} de la cuenta actual. Remuévelos primero.`,
} as const;

const packageRow = packageContract.schemas.row;

/** POST and DELETE package/{id}/{kind}: one item of the kind, by its id; each answers the package. */
const itemWrite = (kind: PackageItemKind) => ({ tag: 'package', params: idParams, body: packageItemSchema(kind), answer: packageRow }) as const;

/** DELETE package/{id}/{kind} {flow_id}: removes one item (404 when it is not there). */
function removeItem<K extends PackageItemKind>(kind: K) {
  const { contract, texts } = PACKAGE_ITEMS[kind];
  return operation({
    ...itemWrite(kind),
    id: `package.remove_${kind}`,
    method: 'DELETE',
    path: `package/:id/${kind}`,
    summary: `Remueve del paquete: ${contract.names.one} (404 '${texts.notLinked}')`,
    audit: `${kind}.remove` as `${K}.remove`,
    texts: { verb: 'removiendo', what: contract.names.one },
  });
}

/** A kind the package lists itself (package/{id}/flows): listed, added one at a time (409 when it is there already), removed. */
function listedItem<K extends 'flow' | 'sequence' | 'user_attribute'>(kind: K) {
  const item = PACKAGE_ITEMS[kind];
  const { one, many } = item.contract.names;
  return {
    list: operation({
      id: `package.${item.list}`,
      method: 'GET',
      path: `package/:id/${item.list}`,
      summary: `Lo que el paquete incluye: sus ${many}`,
      tag: 'package',
      params: idParams,
      query: strictListQuery(item.contract.schemas.list),
      answer: z.array(item.contract.schemas.row),
      paged: true,
      texts: { verb: 'obteniendo', what: many },
    }),
    add: operation({
      ...itemWrite(kind),
      id: `package.add_${kind}`,
      method: 'POST',
      path: `package/:id/${kind}`,
      summary: `Agrega ${one === 'flujo' ? 'un' : 'una'} ${one} de la cuenta del paquete (400 si es de otra cuenta; 409 '${item.texts.linked}')`,
      refusals: [409],
      audit: `${kind}.assign` as `${K}.assign`,
      texts: { verb: 'agregando', what: one },
    }),
    remove: removeItem(kind),
  };
}

/** What a package bundles, by kind (api/src/routes/packages.ts): lists are added through the package itself (packageOperations.addLists). */
export const packageItemOperations = {
  flow: listedItem('flow'),
  sequence: listedItem('sequence'),
  user_attribute: listedItem('user_attribute'),
  list: { remove: removeItem('list') },
};

/** A package's attributes, its lists added at once, and the package with its Lists on the messaging API. */
export const packageOperations = {
  attributes: operation({
    id: 'package.attributes',
    method: 'GET',
    path: 'package/:id/attributes',
    summary: 'Los atributos de un paquete',
    tag: 'package_attribute',
    params: idParams,
    query: strictListQuery(packageAttributeContract.schemas.list),
    answer: z.array(packageAttributeContract.schemas.row),
    paged: true,
    permission: { resource: packageAttributeContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: packageAttributeContract.names.many },
  }),
  addLists: operation({
    id: 'package.addLists',
    method: 'POST',
    path: 'package/:id',
    summary: "Agrega listas de la cuenta del paquete (Lists: sus ids); todas o ninguna (409 'La lista ya se encuentra en el paquete')",
    tag: 'package',
    params: idParams,
    body: packageListsSchema,
    answer: packageRow,
    refusals: [409],
    audit: 'list.assign',
    texts: { verb: 'agregando', what: listContract.names.one },
  }),
  template: operation({
    id: 'messaging.templates',
    method: 'GET',
    path: 'templates/:id',
    api: 'messaging',
    summary: 'Un paquete con sus listas (Lists)',
    tag: 'messaging',
    params: idParams,
    answer: packageRow,
    permission: { resource: packageContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: listContract.names.many },
  }),
};
