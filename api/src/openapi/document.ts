/**
 * The API's OpenAPI 3.1 description, generated at start from what the routes are registered and validated
 * with: every resource contract of @console/contracts (the resource machine's calls, lib/resource.ts) and every
 * operation contract (lib/operation.ts; the brand's own come from `brandOperations`). Nothing is described by
 * hand here. Schemas come from the same zod rules through `z.toJSONSchema` (JSON Schema 2020-12,
 * OpenAPI 3.1's dialect): request bodies and parameters as the API takes them (`io: 'input'`: defaults make
 * a field optional), answers as it gives them (`io: 'output'`). Every answer is the envelope; which statuses
 * an operation answers follows from its shape (input → 400, staff → 401/403, an id → 404, a body → 413/415)
 * plus the refusals its description adds.
 *
 * Checked by test/openapi.test.ts (a standard validator; every route Fastify registered is described, and
 * nothing else) and test/fuzz.test.ts (every answer to valid and invalid requests is described).
 */
import { BRAND_DASHBOARD, bulkDashboards, choiceRowOf, COUNT_CAP, operationUrl, resourceOperations, type AnyContract, type Method, type OperationSpec } from '@console/contracts';
import { allContracts, allOperations, brandOperations } from '@console/contracts/all';
import { z } from 'zod';

/** The statuses a failure may have, and what each means (the description is Spanish, as the API's texts). */
const REFUSALS: Record<number, string> = {
  400: 'Petición rechazada: `error` dice por qué; `field` nombra el campo del cuerpo, cuando se trata de uno.',
  401: 'Sin sesión válida (sin token, token no válido o caducado, sesión cerrada) o credenciales incorrectas.',
  403: 'El rol del administrador no entra en la consola o no permite esta acción.',
  404: 'No existe.',
  409: 'Choca con los datos guardados (un valor único ya usado, un registro en uso, un registro protegido), o el registro cambió desde la versión de `If-Match` (`conflict` dice quién, cuándo y cómo está ahora).',
  413: 'El cuerpo pasa del tamaño admitido: 1 MB; en una subida, el máximo de su tipo.',
  415: 'El cuerpo no es JSON.',
  429: 'Demasiados intentos: espera los segundos de `retry-after`.',
  502: 'Falló un servicio que la llamada necesita (el correo, el proveedor social).',
  503: 'El servidor no está configurado para un servicio que la llamada necesita (un proveedor de conexión).',
};

const callerOf = (operation: OperationSpec) => operation.caller ?? 'staff';

const WITH_BODY: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A staff write below a record's id: it takes If-Match (lib/versions.ts). */
const changesRecord = (operation: OperationSpec) => callerOf(operation) === 'staff' && operation.method !== 'GET' && operation.path.includes('/:id');

const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'La versión (`_version`, el `ETag` de su GET) del registro del que se partió: si ya no es la suya, 409 con `conflict` y nada cambia.',
  schema: { type: 'string' },
};

/** Every status an operation may answer, success first. */
function statusesOf(operation: OperationSpec): number[] {
  const statuses = new Set<number>([operation.status ?? 200]);
  const takesBody = WITH_BODY.includes(operation.method);
  if (operation.params || operation.query || takesBody) statuses.add(400);
  if (callerOf(operation) !== 'public') statuses.add(401);
  if (callerOf(operation) === 'staff') statuses.add(403);
  if (operation.path.includes('/:id')) statuses.add(404);
  // A write of an existing record may name the version it was made from (If-Match): a stale one is a 409.
  if (changesRecord(operation)) statuses.add(409);
  if (takesBody) {
    statuses.add(413);
    statuses.add(415);
  }
  for (const status of operation.refusals ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

type JsonSchema = Record<string, unknown>;

/** '/api/admin/:id/role' → '/api/admin/{id}/role'. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A declaration's BRAND_DASHBOARD (admin_bulk's dashboards) written as this brand's dashboard. */
function branded<T>(value: T, dashboard: string): T {
  if (typeof value === 'string') return value.replaceAll(BRAND_DASHBOARD, dashboard) as T;
  if (Array.isArray(value)) return value.map((inner: unknown) => branded(inner, dashboard)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, branded(inner, dashboard)])) as T;
}

/**
 * Converts zod schemas, naming each contract's row once in components.schemas (zod puts a registered
 * schema in $defs; its references are pointed at the components instead).
 */
function schemaConverter() {
  const rows = z.registry<{ id: string }>();
  for (const contract of allContracts as readonly AnyContract[]) rows.add(contract.schemas.row, { id: capital(contract.path) });
  const components: Record<string, JsonSchema> = {};

  const relink = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(relink);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string' ? inner.replace(/^#\/\$defs\//, '#/components/schemas/') : relink(inner),
      ]),
    );
  };

  const convert = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    // Rules no JSON schema can state (transforms, refinements) are left to the API: the description is
    // what a request must look like, the API may refuse more (with a 400).
    const { $schema: _dialect, $defs, ...json } = z.toJSONSchema(schema, { io, metadata: rows, unrepresentable: 'any' }) as JsonSchema;
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) components[name] = relink(definition) as JsonSchema;
    return relink(json) as JsonSchema;
  };
  return { convert, components };
}

const FAILURE: JsonSchema = {
  type: 'object',
  properties: {
    success: { const: false },
    resource: { type: 'null' },
    error: { type: 'string', description: 'Qué se rechazó, como lo muestra la consola.' },
    field: { type: 'string', description: 'El campo del cuerpo al que se refiere.' },
    conflict: {
      type: 'object',
      description: 'Con un 409 a una escritura cuyo `If-Match` ya no es la versión del registro.',
      properties: {
        version: { type: 'string', description: 'La versión del registro ahora.' },
        admin: {
          anyOf: [
            { type: 'object', properties: { admin_id: { type: 'integer' }, name: { type: 'string' } }, required: ['admin_id', 'name'], additionalProperties: false },
            { type: 'null' },
          ],
          description: 'Quién hizo el cambio (la auditoría), si se sabe.',
        },
        at: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'Cuándo (ISO 8601).' },
        current: { anyOf: [{ type: 'object' }, { type: 'null' }], description: 'El registro como está ahora.' },
      },
      required: ['version', 'admin', 'at', 'current'],
      additionalProperties: false,
    },
  },
  required: ['success', 'resource', 'error'],
  additionalProperties: false,
};

const PAGINATION: JsonSchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1 },
    limit: { type: 'integer', minimum: 1 },
    hasNextPage: { type: 'boolean' },
    total: {
      type: 'object',
      description: `Las filas que dan las búsquedas y filtros de la lista, contadas hasta ${COUNT_CAP}: \`capped\` cuando hay más. Solo cuando la petición lo pide (\`total=true\`) o en la última página, que la conoce sin contar.`,
      properties: { count: { type: 'integer', minimum: 0 }, capped: { type: 'boolean' } },
      required: ['count', 'capped'],
      additionalProperties: false,
    },
  },
  required: ['page', 'limit', 'hasNextPage'],
  additionalProperties: false,
};

/** Path or query parameters from an object schema's properties. */
function parameters(where: 'path' | 'query', schema: JsonSchema): JsonSchema[] {
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

export interface DocumentOptions {
  version: string;
  brand: string;
}

/** The OpenAPI 3.1 document of every resource contract's calls and every operation contract. */
export function openApiDocument({ version, brand }: DocumentOptions) {
  const { convert, components } = schemaConverter();
  const operations = [...(allContracts as readonly AnyContract[]).flatMap(resourceOperations), ...allOperations, ...brandOperations(brand)];
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    const key = openApiPath(operationUrl(operation));
    const method = operation.method.toLowerCase();
    // A list a selector loads answers its options with `choice=true`: the id and the contract's `choice` fields.
    const choice = operation.paged ? choiceRowOf(operation.query) : undefined;
    if (paths[key]?.[method]) throw new Error(`${operation.method} ${key} is described twice`);

    const success: JsonSchema = operation.raw
      ? { type: 'object', description: 'Este documento.' }
      : operation.download
        ? { type: 'string', contentMediaType: 'application/octet-stream', description: 'El archivo.' }
        : {
          type: 'object',
          properties: {
            success: { const: true },
            resource: choice
              ? { anyOf: [convert(operation.answer, 'output'), convert(z.array(choice), 'output')] }
              : convert(operation.answer, 'output'),
            ...(operation.paged && { pagination: { $ref: '#/components/schemas/Pagination' } }),
          },
          required: ['success', 'resource', ...(operation.paged ? ['pagination'] : [])],
          additionalProperties: false,
        };
    const responses: Record<string, JsonSchema> = {};
    for (const status of statusesOf(operation)) {
      if (status === 302) {
        responses[status] = { description: 'Redirige: `Location` es la dirección de destino.', headers: { location: { schema: { type: 'string' } } } };
        continue;
      }
      if (status < 300) {
        responses[status] = {
          description: operation.status === 201 ? 'Creado.' : operation.status === 202 ? 'Aceptado: se hace en segundo plano.' : 'Hecho.',
          content: operation.download ? { '*/*': { schema: success } } : json(success),
        };
        continue;
      }
      const failure: JsonSchema = { $ref: '#/components/schemas/Failure' };
      const refused =
        status === 400 && operation.refusedResource
          ? {
              anyOf: [
                failure,
                {
                  type: 'object',
                  properties: { success: { const: false }, resource: convert(operation.refusedResource, 'output'), error: { type: 'string' } },
                  required: ['success', 'resource', 'error'],
                  additionalProperties: false,
                },
              ],
            }
          : failure;
      responses[status] = {
        description: REFUSALS[status],
        ...(status === 429 && { headers: { 'retry-after': { description: 'Segundos de espera.', schema: { type: 'integer', minimum: 1 } } } }),
        content: json(refused),
      };
    }

    paths[key] ??= {};
    paths[key][method] = {
      operationId: operation.id,
      summary: operation.summary,
      tags: [operation.tag],
      security: callerOf(operation) === 'public' ? [] : [{ [callerOf(operation) === 'staff' ? 'accessToken' : 'refreshToken']: [] }],
      parameters: [
        ...(operation.params ? parameters('path', convert(operation.params, 'input')) : []),
        ...(operation.query ? parameters('query', convert(operation.query, 'input')) : []),
        ...(changesRecord(operation) ? [IF_MATCH] : []),
      ],
      ...(operation.body && { requestBody: { required: !operation.optionalBody, content: json(convert(operation.body, 'input')) } }),
      ...(operation.multipart && { requestBody: { required: true, content: { 'multipart/form-data': { schema: operation.multipart } } } }),
      responses,
    };
    paths[key][method] = branded(paths[key][method], bulkDashboards(brand)[1]);
  }

  return {
    openapi: '3.1.0',
    info: {
      title: `API de la consola de ${brand}`,
      version,
      description:
        'La API de administración (/api/) y la de mensajería (/messaging/) de la consola. Toda respuesta es el sobre ' +
        '{ success, resource, error?, field?, pagination? }. Generada de @console/contracts.',
    },
    paths,
    components: {
      schemas: { Failure: FAILURE, Pagination: PAGINATION, ...components },
      securitySchemes: {
        accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'El token de acceso de POST /api/auth/login.' },
        refreshToken: { type: 'http', scheme: 'bearer', description: 'El token de renovación de POST /api/auth/login (solo GET /api/token/refresh).' },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
