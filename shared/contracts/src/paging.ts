/** Page sizes offered by every paginated list (spec 9). */
export const PAGE_SIZES = [25, 50, 100, 200, 300] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Remote selectors load up to this many items. */
export const MAX_LIST_LIMIT = 2500;
