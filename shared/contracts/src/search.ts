/**
 * Jump anywhere (the command palette): `GET /api/search?q=&account_id=` answers the records whose id, name or
 * e-mail match `q`, ranked: an exact id first, then names (or e-mails) starting with `q`, then those that
 * merely contain it; within a rank, by kind (the order of SEARCH_KINDS) and label. A text of 1–2 characters finds
 * ids and labels starting with it only ("contains" and e-mails from 3 characters). Each item names the route
 * that opens it, so the palette links with routePath and never builds a path itself.
 * Users are searched only within `account_id` (the account the person is in): a platform has millions.
 */
import { idParam } from './contract';
import { typable } from './fields';
import { operation } from './operation';
import { z } from './zod';

export const SEARCH_KINDS = ['organization', 'account', 'partner', 'admin', 'user'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What the palette shows before an item's label: the kind's name in the menus' words. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  organization: 'Organización',
  account: 'Cuenta',
  partner: 'Partner',
  admin: 'Administrador',
  user: 'Usuario',
};

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 50;

const limitText = `El número de resultados debe ser un entero de 1 a ${SEARCH_LIMIT_MAX}`;

export const searchQuerySchema = z
  .object({
    q: z
      .string({ error: 'Escribe qué buscar' })
      .trim()
      .min(1, 'Escribe qué buscar')
      .max(SEARCH_QUERY_MAX, `Escribe como máximo ${SEARCH_QUERY_MAX} caracteres`)
      // The text reaches the database, which answers a NUL with an error: what nobody types is refused here.
      .refine((value) => typable(value) && !value.includes('\t'), 'La búsqueda tiene caracteres no permitidos'),
    account_id: idParam('La cuenta'),
    limit: z.coerce.number({ error: limitText }).int(limitText).min(1, limitText).max(SEARCH_LIMIT_MAX, limitText).default(SEARCH_LIMIT_DEFAULT),
  })
  .strict();
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** How an item matched: its id exactly, the start of its label (or e-mail), or somewhere inside. */
export const SEARCH_MATCHES = ['id', 'prefix', 'contains'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

export const searchItemSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  label: z.string(),
  /** A second line: an admin's e-mail, an account's organization, a user's platform. */
  detail: z.string().nullable(),
  match: z.enum(SEARCH_MATCHES),
  /**
   * The named route that opens the item (routes.ts) and its parameters; `query` for a list opened filtered.
   * A plain string: a newer server may name a route this build lacks (check it with isRouteName).
   */
  route: z.object({
    name: z.string(),
    params: z.record(z.string(), z.union([z.number(), z.string()])),
    query: z.record(z.string(), z.string()).optional(),
  }),
});
export type SearchItem = z.infer<typeof searchItemSchema>;
export const searchResultSchema = z.array(searchItemSchema);

/** GET search (api/src/routes/search.ts): every signed-in admin may search; each kind only when their role may read it. */
export const searchOperations = {
  search: operation({
    id: 'search',
    method: 'GET',
    path: 'search',
    summary:
      `Salta a cualquier registro: organizaciones, cuentas, partners, administradores y, con account_id, usuarios de esa cuenta cuyo id, ` +
      `nombre o correo coinciden con q (hasta ${SEARCH_LIMIT_MAX}). Orden: id exacto, luego nombre o correo que empieza por q, luego que lo ` +
      'contiene (desde 3 caracteres); dentro de cada uno, por tipo y nombre. Solo los tipos que el rol puede ver; nunca los borrados. ' +
      'Cada resultado nombra la ruta que lo abre',
    tag: 'search',
    query: searchQuerySchema,
    answer: searchResultSchema,
    permission: 'open',
    texts: { verb: 'obteniendo', what: 'resultados' },
  }),
};
