import { ApiError, getConfig, useAuthStore } from '@console/core';
import { downloadFile, fileNameOf } from './download';

const PATH = 'account/7/plan_payment/download_summary';
const CSV = '\uFEFFID,Cuenta\r\n1,Bot ventas\r\n';

/** A server whose file needs the bearer `valid` (a 401 otherwise), and whose refresh answers it. */
function server(file: () => Response, valid = 'acceso') {
  const calls: { url: URL; auth: string | null }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const auth = request.headers.get('Authorization');
    calls.push({ url: new URL(request.url), auth });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (request.url === `${getConfig().apiUrl}token/refresh`) return json({ success: true, resource: { token: valid, refreshToken: 'refresco-2' } });
    if (auth !== `Bearer ${valid}`) return json({ success: false, resource: null, error: 'Sesión no válida' }, 401);
    return file();
  });
  return calls;
}
const csv = (disposition?: string) => () =>
  new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8', ...(disposition && { 'content-disposition': disposition }) } });

/** What the browser was asked to save: the link's name and the file's text. */
function saved() {
  const files: Blob[] = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    files.push(file as Blob);
    return 'blob:archivo';
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const names: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, bytes: async () => new Uint8Array(await files[0].arrayBuffer()) };
}

// jsdom has no URL.createObjectURL to spy on: give it one for the spies to replace.
Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });

beforeEach(() => {
  useAuthStore.setState({ token: 'acceso', refreshToken: 'refresco-1', role: { role_id: 1, name: 'Konverza' }, pending: 0 });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('downloadFile', () => {
  it("saves the answer under the Content-Disposition's name, sending the bearer and the query without empty values", async () => {
    const calls = server(csv('attachment; filename="pagos-2026-03-01-2026-03-31.csv"'));
    const file = saved();
    const name = await downloadFile(PATH, { what: 'pagos', fallbackName: 'pagos.csv', searchParams: { format: 'csv', init_date: '2026-03-01', name: '', extra: undefined } });
    expect(name).toBe('pagos-2026-03-01-2026-03-31.csv');
    expect(file.names).toEqual(['pagos-2026-03-01-2026-03-31.csv']);
    // The file as sent, its byte order mark (which Excel reads the accents by) included.
    expect(await file.bytes()).toEqual(new TextEncoder().encode(CSV));
    expect(calls).toHaveLength(1);
    expect(calls[0].url.pathname).toBe(new URL(`${getConfig().apiUrl}${PATH}`).pathname);
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ format: 'csv', init_date: '2026-03-01' });
    expect(calls[0].auth).toBe('Bearer acceso');
    // Nothing left in the page.
    expect(document.querySelector('a')).toBeNull();
  });

  it('refreshes an expired token once and downloads with the new one', async () => {
    const calls = server(csv('attachment; filename="pagos.csv"'), 'nuevo');
    const file = saved();
    await downloadFile(PATH, { what: 'pagos', fallbackName: 'respaldo.csv' });
    expect(file.names).toEqual(['pagos.csv']);
    expect(calls.map((call) => [call.url.pathname.split('/').pop(), call.auth])).toEqual([
      ['download_summary', 'Bearer acceso'],
      ['refresh', 'Bearer refresco-1'],
      ['download_summary', 'Bearer nuevo'],
    ]);
  });

  it('uses the fallback name when the server gives none', async () => {
    server(csv());
    const file = saved();
    expect(await downloadFile(PATH, { what: 'pagos', fallbackName: 'pagos.csv' })).toBe('pagos.csv');
    expect(file.names).toEqual(['pagos.csv']);
  });

  it("fails in the catalogue's words, with the server's text below, and saves nothing", async () => {
    server(() => new Response(JSON.stringify({ success: false, resource: null, error: 'La fecha inicial debe ser anterior o igual a la final', field: 'init_date' }), { status: 400 }));
    const file = saved();
    const failure = await downloadFile(PATH, { what: 'pagos', fallbackName: 'pagos.csv' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Error obteniendo pagos.', status: 400, detail: 'La fecha inicial debe ser anterior o igual a la final', field: 'init_date' });
    expect(file.names).toEqual([]);
  });

  it('says the request failed when there is no answer', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(downloadFile(PATH, { what: 'pagos', fallbackName: 'pagos.csv' })).rejects.toMatchObject({ message: 'Ocurrió un error obteniendo pagos.' });
  });
});

describe('fileNameOf', () => {
  it('reads the encoded name first, then the quoted or bare one, never a path', () => {
    expect(fileNameOf(`attachment; filename="pagos.csv"; filename*=UTF-8''pagos%20de%20marzo%20%C3%B1.csv`)).toBe('pagos de marzo ñ.csv');
    expect(fileNameOf('attachment; filename="cuentas activas.csv"')).toBe('cuentas activas.csv');
    expect(fileNameOf('attachment; filename=pagos.csv')).toBe('pagos.csv');
    expect(fileNameOf('attachment; filename="../../etc/pagos.csv"')).toBe('pagos.csv');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});
