/**
 * Jump anywhere (issue 17): GET search?q=&account_id=&limit= answers the organizations, accounts, partners,
 * admins and — within `account_id` — users whose id, label or e-mail match `q`, ranked (contract:
 * shared/contracts/src/search.ts):
 *
 *   id        q is a whole number and the record's id                      (primary keys)
 *   prefix    the label starts with q; an admin's e-mail too (from 3 characters)
 *   contains  from 3 characters: q is anywhere in the label or the text its list searches (an admin's e-mail;
 *             a user's name, screen name and phone), through the pg_trgm indexes of those lists
 *
 * then by kind (SEARCH_KINDS) and label (lower-case, code-point order), then id. A record is answered once,
 * at its best rank. 1–2 characters match ids and label starts only: a trigram index cannot serve "contains"
 * below 3 characters, and a "starts with" of one letter is served, in order, by the kind's search index.
 *
 * Each kind only when the caller's role may read it (the permission of its list); users only with an
 * `account_id` and the permission to read users. Soft-deleted admins and users are never answered.
 *
 * Two statements in one transaction, each a UNION ALL of one branch per kind and match (searchBranches): ids
 * and label starts in the order of the kinds' search indexes (`…_search_name_idx`, `users_search_label_idx`:
 * lower(label) collate "C", then id), then — from 3 characters, when they could still enter the answer — e-mail
 * starts and "contains" through the trigram indexes; each branch reads the details (an account's organization,
 * a user's platform) of the rows it keeps only. Measured with `pnpm --filter api bench:search` (README).
 */
import {
  accountContract,
  adminContract,
  can,
  organizationContract,
  partnerContract,
  SEARCH_KINDS,
  SEARCH_MATCHES,
  searchOperations,
  userContract,
  type Access,
  type SearchItem,
  type SearchKind,
  type SearchMatch,
} from '@console/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { accounts, admins, organizations, partners, platforms, users } from '../db/schema';
import { containsPattern } from '../lib/http';
import { route } from '../lib/operation';
import type { Tx } from '../db/client';
import { fullName as adminFullName } from './admins';
import { userSearchText } from './users';

/** pg_trgm serves "contains" from this many characters (as the lists' searches, lib/query.ts). */
const TRIGRAM = 3;
/** PostgreSQL's integer: a larger whole number is no record's id (it is still searched as text). */
const MAX_ID = 2_147_483_647;

/** How one kind is searched: its table's expressions, as its search index writes them. */
interface KindSearch {
  kind: SearchKind;
  /** The permission (of its list) the caller needs. */
  resource: string;
  id: PgColumn;
  /** The label as answered. */
  label: SQL;
  /** lower(label) collate "C": the search index's expression; "starts with" is a range of it, and the order. */
  key: SQL;
  /** What may be found at all (live rows, the account's users). */
  scope?: SQL;
  /** From 3 characters: q anywhere (a trigram index); `pattern` is '%q%'. */
  contains(pattern: string): SQL;
  /** From 3 characters: another "starts with" (an admin's e-mail); `pattern` is 'q%'. */
  alsoStartsWith?(pattern: string): SQL;
  /** A second line known in the row (an admin's e-mail). */
  detail?: SQL;
  /** A key the answer needs (an account's organization, a user's platform)… */
  ref?: PgColumn;
  /** …and the detail read with it (by primary key), for the rows kept only. */
  lookup?(ref: SQL): SQL;
}

/** The user contract's label: the name, else the screen name, else '#id' (users_search_label_idx's expression). */
const userLabel = sql`coalesce(nullif(btrim(${users.first_name} || ' ' || ${users.last_name}), ''), nullif(${users.screen_name}, ''), '#' || ${users.user_id}::text)`;
const searchKey = (label: SQL) => sql`lower(${label}) collate "C"`;

function kindSearches(accountId: number | undefined): KindSearch[] {
  return [
    {
      kind: 'organization',
      resource: organizationContract.path,
      id: organizations.organization_id,
      label: sql`${organizations.name}`,
      key: searchKey(sql`${organizations.name}`),
      contains: (pattern) => sql`${organizations.name} ilike ${pattern}`,
    },
    {
      kind: 'account',
      resource: accountContract.path,
      id: accounts.account_id,
      label: sql`${accounts.name}`,
      key: searchKey(sql`${accounts.name}`),
      contains: (pattern) => sql`${accounts.name} ilike ${pattern}`,
      ref: accounts.organization_id,
      lookup: (ref) => sql`(select ${organizations.name} from ${organizations} where ${organizations.organization_id} = ${ref})`,
    },
    {
      kind: 'partner',
      resource: partnerContract.path,
      id: partners.partner_id,
      label: sql`${partners.business_name}`,
      key: searchKey(sql`${partners.business_name}`),
      contains: (pattern) => sql`${partners.business_name} ilike ${pattern}`,
    },
    {
      kind: 'admin',
      resource: adminContract.path,
      id: admins.admin_id,
      label: sql`btrim(${adminFullName})`,
      key: searchKey(adminFullName),
      scope: sql`${admins.deletedAt} is null`,
      // E-mails are stored lower-case: LIKE with the lower-case text (a range of admins_search_email_idx).
      contains: (pattern) => sql`(${adminFullName} ilike ${pattern} or ${admins.email} like ${pattern})`,
      alsoStartsWith: (pattern) => sql`${admins.email} collate "C" like ${pattern}`,
      detail: sql`${admins.email}`,
    },
    ...(accountId === undefined
      ? []
      : [
          {
            kind: 'user',
            resource: userContract.path,
            id: users.user_id,
            label: userLabel,
            key: searchKey(userLabel),
            scope: sql`${users.account_id} = ${accountId} and ${users.deletedAt} is null`,
            contains: (pattern) => sql`${userSearchText} ilike ${pattern}`,
            ref: users.platform_id,
            lookup: (ref) => sql`(select coalesce(nullif(${platforms.title}, ''), ${platforms.name}) from ${platforms} where ${platforms.platform_id} = ${ref})`,
          } satisfies KindSearch,
        ]),
  ];
}

/** A hit's rank: its match's place in SEARCH_MATCHES (id, prefix, contains). */
const rankOf = (match: SearchMatch) => SEARCH_MATCHES.indexOf(match);
const kindOf = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind);

/** The kinds the caller may read: their role's permission of each list; users only within an account. */
const searchableKinds = (access: Access, accountId: number | undefined) =>
  kindSearches(accountId).filter((search) => can(access, search.resource, 'read'));

/** A row of a branch: its kind and rank as numbers (their place in SEARCH_KINDS, SEARCH_MATCHES). */
interface Hit {
  kind: number;
  rank: number;
  id: number;
  label: string;
  /** lower(label): the order within a rank and kind (code points, as collate "C"). */
  key: string;
  detail: string | null;
  ref: number | null;
}

/** The order of the answer: rank, kind, label (code-point order of the UTF-8 bytes, as collate "C"), id. */
const answerOrder = (a: Hit, b: Hit) =>
  a.rank - b.rank || a.kind - b.kind || Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)) || a.id - b.id;

/** At most this many records of a kind are ranked for "contains" (and an admin's e-mail start): see below. */
const CANDIDATES = 200;

interface Branch {
  rank: number;
  kind: number;
  sql: SQL;
}

/**
 * The branches of a search, in two statements:
 *
 * - `ordered`: a kind's id, and its labels starting with q, each read in the search index's order and
 *   stopped at `limit` (so the first `limit` of their union are those of the answer).
 * - `found` (from 3 characters): an admin's e-mail start, and "contains", through the trigram (or e-mail)
 *   index: at most CANDIDATES records, then ordered by label. A scan in label order stopped at `limit` would
 *   read the whole table when the matches sit at its end ('ximena' are all after the other names), so these
 *   are never read in label order; below CANDIDATES matches the order is exact, above it the first
 *   CANDIDATES found are ranked (a text that many records contain: the person types more).
 *
 * Branches overlap (a name starting with q contains it; an id may be a name's start): the answer keeps each
 * record once, at its best rank (answerOrder, then the first of each).
 */
function searchBranches(searches: KindSearch[], q: string, limit: number): { ordered: Branch[]; found: Branch[] } {
  const id = /^\d{1,10}$/.test(q) && Number(q) <= MAX_ID ? Number(q) : undefined;
  const lower = q.toLowerCase();
  // 'q%' and '%q%' with the pattern characters of q escaped; keys and e-mails are lower-case already.
  const startsWith = containsPattern(lower).slice(1);
  const anywhere = containsPattern(lower);
  const ordered: Branch[] = [];
  const found: Branch[] = [];

  for (const search of searches) {
    const kind = kindOf(search.kind);
    /** `read`: one row by primary key, the search index's order, or the first CANDIDATES found, then ordered. */
    const branch = (into: Branch[], match: SearchMatch, condition: SQL, read: 'byId' | 'inOrder' | 'capped') => {
      const rank = rankOf(match);
      const where = search.scope ? sql`${search.scope} and ${condition}` : condition;
      const rows = sql`select ${sql.raw(String(kind))} as kind, ${sql.raw(String(rank))} as rank, ${search.id} as id,
        ${search.label}::text as label, ${search.key} as key, ${search.detail ?? sql`null`}::text as detail, ${search.ref ?? sql`null`}::int as ref
        from ${search.id.table} where ${where}`;
      // No order for the id: with sorts off, `order by key` would walk the whole search index to find one id.
      const limited = {
        byId: rows,
        inOrder: sql`${rows} order by ${search.key}, ${search.id} limit ${limit}`,
        capped: sql`select * from (${rows} limit ${CANDIDATES}) as candidates order by key, id limit ${limit}`,
      }[read];
      // The details of the rows kept only (an account's organization, a user's platform), by primary key.
      const detail = search.lookup ? search.lookup(sql`b.ref`) : sql`b.detail`;
      into.push({ rank, kind, sql: sql`(select b.kind, b.rank, b.id, b.label, b.key, ${detail} as detail, b.ref from (${limited}) as b)` });
    };
    if (id !== undefined) branch(ordered, 'id', sql`${search.id} = ${id}`, 'byId');
    branch(ordered, 'prefix', sql`${search.key} like ${startsWith}`, 'inOrder');
    if (q.length < TRIGRAM) continue;
    if (search.alsoStartsWith) branch(found, 'prefix', search.alsoStartsWith(startsWith), 'capped');
    branch(found, 'contains', search.contains(anywhere), 'capped');
  }
  return { ordered, found };
}

const union = (branches: Branch[]) => sql.join(branches.map((branch) => branch.sql), sql` union all `);
const rowsOf = async (tx: Tx, statement: SQL) => ((await tx.execute(statement)) as unknown as { rows: Hit[] }).rows;
/** Whether a hit of (rank, kind) comes before any of the other's rank and kind, whatever their labels. */
const before = (a: { rank: number; kind: number }, b: { rank: number; kind: number }) => a.rank < b.rank || (a.rank === b.rank && a.kind < b.kind);

/** Each record once, at its best rank, in the answer's order; the first `limit`. */
function best(hits: Hit[], limit: number): Hit[] {
  const seen = new Set<string>();
  return hits
    .sort(answerOrder)
    .filter((hit) => {
      const key = `${hit.kind}:${hit.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}

/** The search's hits: the ordered branches, then — only when they could still enter the answer — the found ones. */
async function search(db: Db, searches: KindSearch[], q: string, limit: number): Promise<Hit[]> {
  const { ordered, found } = searchBranches(searches, q, limit);
  return db.transaction(async (tx) => {
    // The search indexes give the order: never a sort of every name starting with 'a' (PGlite has no
    // autovacuum: without statistics the planner may expect few rows and prefer sorting them). No JIT: on
    // PostgreSQL a plan costed with a disabled node would be compiled first (tens of ms).
    await tx.execute(sql`select set_config('enable_sort', 'off', true), set_config('jit', 'off', true)`);
    const first = best(await rowsOf(tx, union(ordered)), limit);
    // Enough hits already, all before anything the found branches could answer: they are not run.
    const last = first.at(limit - 1);
    if (found.length === 0 || (last && found.every((branch) => before(last, branch)))) return first;
    // Only bitmap scans of the trigram (or e-mail) indexes, stopped at CANDIDATES: a sequential scan, or a walk
    // of an index in label order, would read every row whenever the planner misjudges how many match.
    await tx.execute(sql`select set_config('enable_sort', 'on', true), set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
    return best([...first, ...(await rowsOf(tx, union(found)))], limit);
  });
}

/** The named route (shared/contracts/src/routes.ts) that opens a hit. */
function routeOf(kind: SearchKind, hit: Hit, accountId: number | undefined): SearchItem['route'] {
  switch (kind) {
    case 'organization':
      return { name: 'organization', params: { organization_id: hit.id } };
    case 'account':
      return { name: 'personalization', params: { account_id: hit.id } };
    case 'partner':
      return { name: 'partner', params: { partner_id: hit.id } };
    case 'admin':
      // The admins list, searched by the admin's e-mail (its `email` search box, kept in the URL).
      return { name: 'admins', params: {}, query: { email: hit.detail ?? '' } };
    case 'user':
      // The user's page, on the tab of their platform (as the users list links it).
      return { name: 'user-attributes', params: { account_id: accountId!, user_id: hit.id }, query: { platform: String(hit.ref) } };
  }
}

export default async function searchRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // Every signed-in admin may search: each kind is searched only when their role may read it.
  route(app, searchOperations.search, async ({ query: { q, account_id, limit }, request }) => {
    const searches = searchableKinds(request.admin.access, account_id);
    if (searches.length === 0) return [];
    const hits = await search(db, searches, q, limit);
    return hits.map((hit): SearchItem => {
      const kind = SEARCH_KINDS[hit.kind];
      return { kind, id: hit.id, label: hit.label, detail: hit.detail, match: SEARCH_MATCHES[hit.rank], route: routeOf(kind, hit, account_id) };
    });
  });
}
