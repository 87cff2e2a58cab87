/**
 * What every route shares: the envelope, the HTTP errors, request validation with the shared zod schemas,
 * and paging (limit + 1 rows; a count of the matches only up to a cap).
 */
import { z } from 'zod';
import { COUNT_CAP, DEPTH_ISSUE, pagingShape, searchParam, withinDepth, type Envelope, type Pagination } from '@console/contracts';

/**
 * A failure with the status and the Spanish text the client shows, and the field of the request it is about
 * (a form shows the text under that field).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
    /** More of the failure's envelope: a stale write's `conflict` (lib/versions.ts), a refusal's `resource` (admin_bulk's failing entries). */
    readonly answer?: Partial<Pick<Envelope<unknown>, 'conflict' | 'resource'>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const ok = <T>(resource: T): Envelope<T> => ({ success: true, resource });
export const failure = (error: string, field?: string): Envelope<null> => ({
  success: false,
  resource: null,
  error,
  ...(field && { field }),
});

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, field?: string) => new HttpError(400, message, {}, field);

const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** One clear Spanish sentence for the first problem zod found, naming the field. */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.join(', ');
    const where = issue.path.length ? ` en ${fieldName(issue.path)}` : '';
    return issue.keys.length === 1 ? `Campo no permitido${where}: ${keys}` : `Campos no permitidos${where}: ${keys}`;
  }
  const field = fieldName(issue.path);
  // A missing field, unless the schema gave its own text (zod's Spanish defaults start 'Entrada inválida').
  if (issue.code === 'invalid_type' && issue.message.startsWith('Entrada inválida')) {
    let value: unknown = input;
    for (const key of issue.path) value = value && typeof value === 'object' ? (value as never)[key] : undefined;
    if (value === undefined) return field ? `El campo ${field} es obligatorio` : 'Faltan los datos de la petición';
  }
  return field ? `${issue.message} (campo ${field})` : issue.message;
}

/** `input` checked with `schema`, or a 400 naming the field; `withField` also answers which one it is. */
function validated<S extends z.ZodType>(schema: S, input: unknown, withField: boolean): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = withField && issue.code !== 'unrecognized_keys' ? issue.path[0] : undefined;
  throw new HttpError(400, describeIssue(issue, input), {}, typeof field === 'string' ? field : undefined);
}

/** Validates a path's parameters or a query with `schema`, or throws a 400 naming the field. */
export const parse = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => validated(schema, input, false);

/** Validates a request's body: as parse(), and the answer also says which field is refused (a form shows it there). */
export const parseBody = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => validated(schema, body, true);

/** The plain paged-list query (page, limit, a name search), strict: unknown parameters are refused. */
export const pagedQuery = z.strictObject({ ...pagingShape, name: searchParam }).refine(withinDepth, DEPTH_ISSUE);
export type PagedQuery = z.output<typeof pagedQuery>;

/**
 * Runs a list query for one page: `fetch` receives limit + 1 and the offset, and the extra row (if any)
 * only answers hasNextPage. `count` (the matches, counted up to the number it is given) answers the total: a
 * page with rows and none after it knows it without asking; else it is counted only when the query asks
 * (`total=true`), up to COUNT_CAP + 1, so a list of a million rows costs what one of ten thousand does ('más de
 * 10,000'). Without `count` (a list that is not the resource machine's) there is no total.
 */
export async function paged<T>(
  query: { page: number; limit: number; total?: unknown },
  fetch: (limit: number, offset: number) => Promise<T[]>,
  count?: (upTo: number) => Promise<number>,
): Promise<Envelope<T[]>> {
  const offset = (query.page - 1) * query.limit;
  const rows = await fetch(query.limit + 1, offset);
  const hasNextPage = rows.length > query.limit;
  const pagination: Pagination = { page: query.page, limit: query.limit, hasNextPage };
  const known = !hasNextPage && (rows.length > 0 || query.page === 1);
  if (count && (known || query.total === 'true')) {
    const counted = known ? offset + rows.length : await count(COUNT_CAP + 1);
    pagination.total = counted > COUNT_CAP && !known ? { count: COUNT_CAP, capped: true } : { count: counted, capped: false };
  }
  return { success: true, resource: rows.slice(0, query.limit), pagination };
}

/** `%text%` for ILIKE, with the pattern characters of the user's text escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
