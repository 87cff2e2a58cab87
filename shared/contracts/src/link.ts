/**
 * One description per link. A link joins the items of one resource to one record of another (a custom view's
 * accounts, an exam's topics, an admin's organizations, an account's languages). Its declaration says, once:
 * the owner and the item contracts, where the linked items are read, which operations add and remove them and
 * where each id travels in those calls, how the console shows them, and the Spanish words, which come from the
 * item's names unless the spec words them otherwise ('La cuenta ya se encuentra asociada').
 *
 *   export const customViewAccountsLink = link({
 *     owner: customViewContract, item: accountContract, view: 'selection',
 *     linked: { op: customViewOperations.get, field: 'Accounts' },
 *     add: { op: customViewOperations.associateAccount, owner: { path: 'id' }, item: { body: 'account_id' } },
 *     remove: { op: customViewOperations.disassociateAccount, owner: { path: 'id' }, item: { body: 'account_ids', list: true } },
 *   });
 *
 * From it the API registers the add and remove calls over the junction table (linkRoutes of api/src/lib/link.ts)
 * and the console shows it with one kit component (<Links> of @console/ui, or useLinkScreen for a screen that
 * lists the items). The operations keep their own declarations (paths, bodies, refusals): a link only says how
 * they join two records.
 */
import type { AnyContract, Names } from './contract';
import type { OperationSpec } from './operation';
import { capital } from './texts';

/**
 * Where an id travels in a call: a path parameter, or a body field: a list of ids when `list` (`single`: the
 * field that carries one id instead, which the API also accepts), null when `clear`.
 */
export type IdPlace = { path: string } | { body: string; list?: true; single?: string; clear?: true };

/** One write of a link: its operation and where the owner's and the items' ids go. */
export interface LinkCall {
  op: OperationSpec;
  owner: IdPlace;
  item: IdPlace;
  /** How the console words its failure where the operation's own words suit another screen. */
  failure?: OperationSpec['texts'];
}

/**
 * How the console shows a link:
 * - 'selection': a section with the linked rows ticked for 'Remover selección' and a selector with 'Agregar';
 * - 'rows': a section with 'Quitar' on each row and a selector with 'Agregar';
 * - 'screen': a whole screen lists the items (a ResourceScreen): 'Asociar <uno>' opens a dialog, 'Desasociar'
 *   on a row asks first.
 */
export type LinkView = 'selection' | 'rows' | 'screen';

export interface LinkTexts {
  /** The section's heading: 'Cuentas asociadas'. */
  title: string;
  /** An item linked already, warned before any call (and the API's 409): 'La cuenta ya se encuentra asociada'. */
  duplicate: string;
  /** An item no longer linked (another tab removed it), warned before any call: 'Error removiendo la cuenta'. */
  missing: string;
  /** The API's 404 for it: 'El idioma no está asociado a la cuenta'. */
  notLinked: string;
  added: string;
  removed: string;
  removedMany: string;
  empty: string;
  selectAll: string;
  /** The selector's label and placeholder. */
  choose: string;
  search: string;
  /** The add button: 'Agregar' (a section), 'Asociar' (a screen's dialog). */
  add: string;
  /** Why the add button waits: 'Elige una cuenta.' */
  pick: string;
  /** Why 'Remover selección' waits: 'Marca las cuentas que quieres remover.' */
  tick: string;
  /** Whom the items are linked to, as a question ends: 'de la cuenta'. */
  from: string;
}

export interface LinkSpec {
  owner: AnyContract;
  item: AnyContract;
  view: LinkView;
  /**
   * Where the linked items are read: a list operation (GET partner/{id}/packages), or a field of what an
   * operation answers for the owner (GET custom_view/{id} → Accounts). Its path's `id` is the owner's.
   */
  linked: { op: OperationSpec; field?: string };
  add: LinkCall;
  remove: LinkCall;
  /** The id of a linked item as the list carries it (default the item contract's id). */
  itemId?: string;
  /** The permission the writes need, as the API declares it (default: updating the owner). */
  permission?: AnyContract;
  /** Extra query of the selector's list (organizations without a partner). */
  candidates?: Record<string, string>;
  /** Spec 2 §9: a package's section reloads this long after a removal (default at once). */
  reloadAfterRemovalMs?: number;
  /** Where the spec words it otherwise. */
  texts?: Partial<LinkTexts>;
}

export interface Link extends Omit<LinkSpec, 'texts' | 'permission' | 'itemId'> {
  itemId: string;
  permission: AnyContract;
  texts: LinkTexts;
}

/** The words of a link from its item's names, as most of the spec says them. */
function linkTexts(view: LinkView, item: Names, owner: Names): LinkTexts {
  const f = item.gender === 'f';
  const o = f ? 'a' : 'o';
  const the = f ? 'la' : 'el';
  // The screens of an account's links say 'Idioma asociado' / 'desasociado'; the sections 'con éxito' / 'removido'.
  const screen = view === 'screen';
  return {
    title: `${capital(item.many)} asociad${o}s`,
    duplicate: `${capital(the)} ${item.one} ya se encuentra asociad${o}`,
    missing: `Error removiendo ${the} ${item.one}`,
    notLinked: `${capital(the)} ${item.one} no está asociad${o} ${owner.gender === 'f' ? 'a la' : 'al'} ${owner.one}`,
    added: screen ? `${capital(item.one)} asociad${o}` : `${capital(item.one)} asociad${o} con éxito`,
    removed: screen ? `${capital(item.one)} desasociad${o}` : `${capital(item.one)} removid${o} con éxito`,
    removedMany: `${capital(item.many)} removid${o}s con éxito`,
    empty: `Sin ${item.many} asociad${o}s`,
    selectAll: `Seleccionar tod${o}s l${o}s ${item.many}`,
    choose: screen ? capital(item.one) : `Agregar ${item.one}`,
    search: `Buscar ${item.one}`,
    add: screen ? 'Asociar' : 'Agregar',
    pick: `Elige ${f ? 'una' : 'un'} ${item.one}.`,
    tick: `Marca l${o}s ${item.many} que quieres remover.`,
    from: `${owner.gender === 'f' ? 'de la' : 'del'} ${owner.one}`,
  };
}

/** A link's declaration, its words filled in from its item's names. */
export function link(spec: LinkSpec): Link {
  return {
    ...spec,
    itemId: spec.itemId ?? spec.item.id,
    permission: spec.permission ?? spec.owner,
    texts: { ...linkTexts(spec.view, spec.item.names, spec.owner.names), ...spec.texts },
  };
}

/** The input of one call of a link write. */
export interface LinkCallInput {
  params: Record<string, number>;
  body?: Record<string, unknown>;
}

function place(input: LinkCallInput, at: IdPlace, value: number | number[]) {
  if ('path' in at) input.params[at.path] = value as number;
  else input.body = { ...input.body, [at.body]: at.clear ? null : value };
}

/**
 * The calls that add or remove these items: one call for all of them when the item travels as a list, one call
 * per item otherwise (made in order by the caller).
 */
export function linkCalls(call: LinkCall, ownerId: number, itemIds: readonly number[]): LinkCallInput[] {
  const each = 'body' in call.item && call.item.list ? [[...itemIds]] : itemIds.map((id) => [id]);
  return each.map((ids) => {
    const input: LinkCallInput = { params: {} };
    place(input, call.owner, ownerId);
    place(input, call.item, 'body' in call.item && call.item.list ? ids : ids[0]);
    return input;
  });
}

/** The owner's and the item's ids as a call carries them (the API reads them back the same way). */
export function linkIds(call: LinkCall, input: { params?: unknown; body?: unknown }): { ownerId: number; itemIds: number[] } {
  const body = (input.body ?? {}) as Record<string, unknown>;
  const read = (at: IdPlace): unknown => ('path' in at ? (input.params as Record<string, unknown>)[at.path] : (body[at.body] ?? (at.single && body[at.single])));
  const items = read(call.item);
  return { ownerId: Number(read(call.owner)), itemIds: (Array.isArray(items) ? items : [items]).map(Number) };
}
