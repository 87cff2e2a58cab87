/**
 * Checks an answer of the API against the OpenAPI description (src/openapi): its status is one the
 * operation describes, and its JSON body validates against that status's schema (ajv, JSON Schema 2020-12,
 * OpenAPI 3.1's dialect). Used by the fuzz suite and by openapi.test.ts.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { LightMyRequestResponse } from 'fastify';
import type { Method } from '@console/contracts';
import { openApiPath, type OpenApiDocument } from '../src/openapi/document';

type JsonSchema = Record<string, unknown>;
type Responses = Record<string, { content?: Record<string, { schema: JsonSchema }> }>;

/** The id each component schema is added under: a reference to it is then a call to its one compiled validator. */
const componentId = (name: string) => `component-${name}.json`;

/** A schema whose '#/components/schemas/<name>' references point at the components added under componentId. */
function toComponents(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toComponents);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? componentId(value.slice('#/components/schemas/'.length))
        : toComponents(value),
    ]),
  );
}

export function answerChecker(document: OpenApiDocument) {
  // strict off: OpenAPI words (description) sit beside the schema keywords. Formats are annotations (as
  // JSON Schema 2020-12 has them): the contract's own rule is the pattern beside it (zod's e-mail rule).
  // inlineRefs off: a reference is a call to the component's validator, compiled once, instead of the component's
  // code written again into every answer's schema that uses it (the fuzz suite compiles some thousand of them).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, inlineRefs: false });
  for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema(toComponents(schema) as JsonSchema, componentId(name));
  const compiled = new Map<string, ValidateFunction>();

  const responsesOf = (method: Method, path: string): Responses => {
    const operation = (document.paths as Record<string, Record<string, { responses: Responses }>>)[openApiPath(path)]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is not described`);
    return operation.responses;
  };

  /** The problems of one answer to `method path` (the route's pattern, '/api/role/:id'); none when it is as described. */
  return function problems(method: Method, path: string, response: LightMyRequestResponse): string[] {
    const responses = responsesOf(method, path);
    const described = responses[String(response.statusCode)];
    if (!described) return [`status ${response.statusCode} is not described (described: ${Object.keys(responses).join(', ')})`];
    const schema = described.content?.['application/json']?.schema;
    if (!schema) return [];
    if (!String(response.headers['content-type']).startsWith('application/json')) return [`content-type ${String(response.headers['content-type'])} is not JSON`];
    const key = `${method} ${path} ${response.statusCode}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(toComponents(schema) as JsonSchema);
      compiled.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return ['the body is not JSON'];
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  };
}
