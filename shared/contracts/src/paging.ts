/** Page sizes offered by every paginated list (spec 9). */
export const PAGE_SIZES = [25, 50, 100, 200, 300] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** The paginator's largest page: what a list that no selector loads answers at most (ListSpec.maxLimit). */
export const MAX_PAGE_SIZE = PAGE_SIZES[PAGE_SIZES.length - 1];
/** Remote selectors load up to this many items. */
export const MAX_LIST_LIMIT = 2500;
/** A list's matches are counted up to this many (a count stops there: 'más de 10,000'). */
export const COUNT_CAP = 10_000;

/** A list's query as the API reads it: its page, its size, its order and the contract's filters. */
export type ListQuery = { page: number; limit: number; sort?: string } & Record<string, unknown>;

/** Deepest row a list may start at (keeps OFFSET sane). */
const MAX_OFFSET = 10_000_000;

/** No deeper than MAX_OFFSET rows, whatever the list. */
export const withinDepth = (q: { page: number; limit: number }) => (q.page - 1) * q.limit <= MAX_OFFSET;
export const DEPTH_ISSUE = { message: 'La página solicitada es demasiado alta', path: ['page'] };
