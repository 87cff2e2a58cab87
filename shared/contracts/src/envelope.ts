/** The response envelope of every call (spec 7; RULINGS 1). */
export interface Pagination {
  page: number;
  limit: number;
  hasNextPage: boolean;
  /**
   * How many rows the list's searches and filters match, where the API counts them (the resource machine's lists):
   * counted up to COUNT_CAP; `capped` when there are more ('más de 10,000'). Answered when the query asks
   * (`total=true`) and on the last page (its rows tell it); else absent.
   */
  total?: { count: number; capped: boolean };
}

/**
 * Every row the API answers carries its version under this key (an opaque text): a write that changes the row
 * sends it back as `If-Match`, and is refused with 409 and a `conflict` when the row changed meanwhile.
 */
export const ROW_VERSION = '_version';

/** Why a write with `If-Match` was refused: the record changed since its editor read it. */
export interface Conflict {
  /** The record's version now. */
  version: string;
  /** The change that made it (from the audit trail), when the trail has it. */
  admin: { admin_id: number; name: string } | null;
  /** When (ISO 8601). */
  at: string | null;
  /** The record as it is now. */
  current: Record<string, unknown> | null;
}

export interface Envelope<T> {
  success: boolean;
  resource: T;
  error?: string;
  /** With an error about one field of the request (a taken e-mail): that field, so a form shows it there. */
  field?: string;
  pagination?: Pagination;
  /** With a 409 to a write whose `If-Match` no longer matches: who changed the record, when, and the record now. */
  conflict?: Conflict;
}
