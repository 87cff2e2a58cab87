/**
 * GET /api/openapi.json: a valid OpenAPI 3.1 document (checked by a standard validator) that describes every
 * route the app registers — a route without a description fails here, and so does a description of a route
 * that does not exist — and whose answers of a real sign-in match what the API answers.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import type { Method } from '@console/contracts';
import { openApiPath, type OpenApiDocument } from '../src/openapi/document';
import { answerChecker } from './openapi-answers';
import { buildApp } from '../src/app';
import { bearer, demoApi, json, latestCode, post, testConfig } from './helpers';

const api = demoApi();

/** The served document. */
async function served(): Promise<OpenApiDocument> {
  const response = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return json(response);
}

it('is public and valid OpenAPI 3.1', async () => {
  const document = await served();
  expect(document.openapi).toBe('3.1.0');
  // The validator dereferences the object it is given: it gets a copy.
  await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
});

it('describes every route the app registers, and nothing else', async () => {
  const document = await served();
  const registered = api.routes
    // HEAD and OPTIONS come with GET and CORS; /dev/* is not in production.
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !route.url.startsWith('/dev/'))
    .map((route) => `${route.method} ${openApiPath(route.url)}`)
    .sort();
  const described = Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
  expect({ missing: registered.filter((route) => !described.includes(route)), unknown: described.filter((route) => !registered.includes(route)) }).toEqual({
    missing: [],
    unknown: [],
  });
  const ids = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
  expect(new Set(ids).size).toBe(ids.length);
});

it('refuses to start with a route that no operation contract declares (its description, validation and client call)', async () => {
  const app = buildApp({ config: testConfig(), db: api.app.ctx.db, logger: false });
  app.register(
    async (scope) => {
      scope.get('/undeclared', async () => ({ success: true, resource: null }));
    },
    { prefix: '/api' },
  );
  await expect(app.ready()).rejects.toThrow('GET /api/undeclared is registered without an operation contract');
  await app.close().catch(() => undefined);
});

it('describes the answers of a whole sign-in, which no fuzzed request reaches', async () => {
  const problems = answerChecker(await served());
  const expectDescribed = (method: Method, path: string, response: Parameters<typeof problems>[2]) =>
    expect([method, path, response.statusCode, problems(method, path, response)]).toEqual([method, path, response.statusCode, []]);

  const email = 'admin@example.com';
  const credentials = { email, password: 'demo1234' };
  const sent = await post(api.app, '/api/send_two_factor_token', { ...credentials, super_dashboard: true });
  expect(sent.statusCode).toBe(200);
  expectDescribed('POST', '/api/send_two_factor_token', sent);
  const code = await latestCode(api.app, email);
  const validated = await post(api.app, '/api/validate_two_factor_token', { email, code });
  expect(validated.statusCode).toBe(200);
  expectDescribed('POST', '/api/validate_two_factor_token', validated);
  const login = await post(api.app, '/api/auth/login', { ...credentials, auth_token: code, superadmin: true });
  expect(login.statusCode).toBe(200);
  expectDescribed('POST', '/api/auth/login', login);

  const { token, refreshToken } = json(login).resource as { token: string; refreshToken: string };
  const me = await api.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
  expect(me.statusCode).toBe(200);
  expectDescribed('GET', '/api/admin/me', me);
  const refreshed = await api.app.inject({ method: 'GET', url: '/api/token/refresh', headers: bearer(refreshToken) });
  expect(refreshed.statusCode).toBe(200);
  expectDescribed('GET', '/api/token/refresh', refreshed);
  const logout = await post(api.app, '/api/auth/logout', { refreshToken: json(refreshed).resource.refreshToken });
  expect(logout.statusCode).toBe(200);
  expectDescribed('POST', '/api/auth/logout', logout);
});

it('tells an answer that is not as described', async () => {
  const problems = answerChecker(await served());
  const me = await api.get('/api/admin/me');
  const changed = { ...me, body: JSON.stringify({ ...json(me), resource: { ...json(me).resource, extra: 1 } }) };
  expect(problems('GET', '/api/admin/me', changed).join()).toContain('additional');
  expect(problems('GET', '/api/admin/me', { ...me, statusCode: 418 })).toEqual([expect.stringContaining('status 418 is not described')]);
});
