/**
 * What every route shares: the envelope, the HTTP errors, request validation with the shared zod schemas,
 * and paging (limit + 1 rows, never a COUNT).
 */
import { z } from 'zod';
import { listQuerySchema, type Envelope } from '@console/shared/schemas';

/** A failure with the status and the Spanish text the client shows. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const ok = <T>(resource: T): Envelope<T> => ({ success: true, resource });
export const failure = (error: string): Envelope<null> => ({ success: false, resource: null, error });

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

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

/** Validates `input` with `schema` or throws a 400 naming the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0], input));
  return result.data;
}

/** Ids in paths: positive integers that fit PostgreSQL's integer. */
export const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'El identificador debe ser un entero positivo')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'El identificador es demasiado grande');

export const idParams = z.strictObject({ id: idSchema });

/** Deepest page a list may ask for (keeps OFFSET sane). */
const MAX_OFFSET = 10_000_000;

/** The paged-list query of the shared contract, strict (unknown parameters are refused). */
export const pagedQuery = z.strictObject(listQuerySchema.shape).refine((q) => (q.page - 1) * q.limit <= MAX_OFFSET, {
  message: 'La página solicitada es demasiado alta',
  path: ['page'],
});
export type PagedQuery = z.output<typeof pagedQuery>;

/**
 * Runs a list query for one page: `fetch` receives limit + 1 and the offset, and the extra row (if any)
 * only answers hasNextPage.
 */
export async function paged<T>(
  query: { page: number; limit: number },
  fetch: (limit: number, offset: number) => Promise<T[]>,
): Promise<Envelope<T[]>> {
  const rows = await fetch(query.limit + 1, (query.page - 1) * query.limit);
  return {
    success: true,
    resource: rows.slice(0, query.limit),
    pagination: { page: query.page, limit: query.limit, hasNextPage: rows.length > query.limit },
  };
}

/** `%text%` for ILIKE, with the pattern characters of the user's text escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
