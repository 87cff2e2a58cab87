/**
 * The master tools and shipping (issue 11): the URL shortener really shortens (deterministic codes, the same
 * target the same link, custom names, the wire's text for a taken one) and its links really redirect; the
 * shipping data keeps its rules. Generic calls and refusals: contracts.test.ts.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHORT_URL_TAKEN } from '@console/contracts';
import { shortUrls } from '../src/db/schema';
import { shortCode } from '../src/lib/short-code';
import { demoApi, json } from './helpers';

const api = demoApi();
const { get, call: send } = api;

let serial = 0;
const unique = (text: string) => `${text}-${Date.now().toString(36)}${(serial += 1)}`;
const shorten = (body: unknown) => send('POST', '/api/tooling/url-shortener', body);
const BASE = 'http://localhost:4000/s/';

describe('the URL shortener', () => {
  it('makes a six-character code from the row id, and the link redirects to the target', async () => {
    const target = `https://example.com/${unique('destino')}?a=1&b=dos`;
    const made = await shorten({ target });
    expect(made.statusCode).toBe(200);
    const link = json(made).resource as string;
    expect(link).toMatch(/^http:\/\/localhost:4000\/s\/[0-9A-Za-z]{6}$/);
    const code = link.slice(BASE.length);
    const row = (json(await get(`/api/short_url?target=${encodeURIComponent(target)}`)).resource as { short_url_id: number; code: string; short_url: string; custom: boolean }[])[0];
    expect(row).toMatchObject({ code, short_url: link, custom: false });
    expect(code).toBe(shortCode(row.short_url_id));

    // Public: followed without a session.
    const followed = await api.app.inject({ method: 'GET', url: `/s/${code}` });
    expect([followed.statusCode, followed.headers.location]).toEqual([302, target]);
  });

  it('answers the same link for the same target; codes never repeat across ids', async () => {
    const target = `https://example.com/${unique('repetido')}`;
    const first = json(await shorten({ target })).resource;
    expect(json(await shorten({ target })).resource).toBe(first);
    const codes = new Set(Array.from({ length: 5000 }, (_, i) => shortCode(i + 1)));
    expect(codes.size).toBe(5000);
    expect(shortCode(1)).toBe(shortCode(1));
  });

  it('takes a custom name once; a taken one answers the wire’s text', async () => {
    const name = unique('promo');
    const target = `https://example.com/${unique('campana')}`;
    const made = await shorten({ target, customurl: ` ${name} ` });
    expect(json(made).resource).toBe(`${BASE}${name}`);
    expect((await api.app.inject({ method: 'GET', url: `/s/${name}` })).headers.location).toBe(target);
    const again = await shorten({ target: 'https://example.com/otra', customurl: name });
    expect([again.statusCode, json(again).error, json(again).field]).toEqual([409, SHORT_URL_TAKEN, 'customurl']);
    // A generated code is taken too.
    const generated = (json(await shorten({ target: `https://example.com/${unique('g')}` })).resource as string).slice(BASE.length);
    expect((await shorten({ target: 'https://example.com/x', customurl: generated })).statusCode).toBe(409);
  });

  it('refuses what is not a link or not a name, in Spanish', async () => {
    await api.expectRefusals([
      ['POST', '/api/tooling/url-shortener', {}, 400, 'Introduce la URL de destino'],
      ['POST', '/api/tooling/url-shortener', { target: 'javascript:alert(1)' }, 400, 'La URL de destino debe ser una dirección web http o https'],
      ['POST', '/api/tooling/url-shortener', { target: 'https://example.com', customurl: 'con espacio' }, 400, 'El nombre personalizado admite de 3 a 64'],
      ['POST', '/api/tooling/url-shortener', { target: 'https://example.com', customurl: 'ñandú' }, 400, 'El nombre personalizado admite de 3 a 64'],
      ['POST', '/api/tooling/url-shortener', { target: 'https://example.com', other: 1 }, 400, 'other'],
    ]);
    const missing = await api.app.inject({ method: 'GET', url: '/s/noexiste' });
    expect([missing.statusCode, json(missing).error]).toEqual([404, 'El enlace no existe.']);
  });

  it('stores a target as a browser writes it (punycode host, percent-encoded UTF-8), so the redirect is ASCII', async () => {
    const cases: [string, string][] = [
      ['https://bücher.example/ruta/ñandú?q=café#sección', 'https://xn--bcher-kva.example/ruta/%C3%B1and%C3%BA?q=caf%C3%A9#secci%C3%B3n'],
      ['https://example.com/😀?e=😀#😀', 'https://example.com/%F0%9F%98%80?e=%F0%9F%98%80#%F0%9F%98%80'],
      ['https://example.com/Āđ?x=ŉ', 'https://example.com/%C4%80%C4%91?x=%C5%89'],
      ['https://i❤.example/', 'https://xn--i-7iq.example/'],
    ];
    for (const [target, stored] of cases) {
      const made = await shorten({ target });
      expect([target, made.statusCode]).toEqual([target, 200]);
      const code = (json(made).resource as string).slice(BASE.length);
      const followed = await api.app.inject({ method: 'GET', url: `/s/${code}` });
      expect([target, followed.statusCode, followed.headers.location]).toEqual([target, 302, stored]);
      // Written either way, it is the same target: the same link.
      expect(json(await shorten({ target: stored })).resource).toBe(json(made).resource);
    }
    // What no browser would follow (a host IDNA refuses, a port out of range) is no address.
    for (const target of ['https://xn--a.example/', 'https://example.com:99999/', 'https://[::1/']) {
      const refused = await shorten({ target });
      expect([target, refused.statusCode, json(refused).error, json(refused).field]).toEqual([target, 400, 'La URL de destino no es una dirección web válida', 'target']);
    }
    // Encoded, it must still fit the field (rows are answered by its rule).
    const long = await shorten({ target: `https://example.com/${'ñ'.repeat(400)}` });
    expect([long.statusCode, json(long).error, json(long).field]).toEqual([400, 'La URL de destino admite hasta 2000 caracteres una vez codificada', 'target']);
  });

  it('redirects rows stored before (raw Unicode targets) with an ASCII Location over a real socket, never a 500', async () => {
    await api.db().insert(shortUrls).values([
      { code: 'antiguo-emoji', target: 'https://bücher.example/😀/Ā?q=ñ#ñ', custom: true },
      { code: 'antiguo-latin', target: 'https://example.com/ñandú', custom: true },
    ]);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const follow = (path: string) =>
      new Promise<{ status: number; location?: string; raw: string[] }>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
          response.resume();
          resolve({ status: response.statusCode!, location: response.headers.location, raw: response.rawHeaders });
        });
        request.on('error', reject);
        request.end();
      });
    const emoji = await follow('/s/antiguo-emoji');
    expect([emoji.status, emoji.location]).toEqual([302, 'https://xn--bcher-kva.example/%F0%9F%98%80/%C4%80?q=%C3%B1#%C3%B1']);
    const latin = await follow('/s/antiguo-latin');
    expect([latin.status, latin.location]).toEqual([302, 'https://example.com/%C3%B1and%C3%BA']);
    // Every header byte is ASCII (Node reads headers as Latin-1: a raw 'ñ' would show here).
    expect([...emoji.raw, ...latin.raw].join('')).toMatch(/^[\x20-\x7e]*$/);
  });

  it('finds a link by its code or its destination, in any case, paged as every list', async () => {
    type Page = { resource: { code: string; target: string }[]; pagination: { hasNextPage: boolean } };
    const search = async (text: string, query = '') => json(await get(`/api/short_url?target=${encodeURIComponent(text)}${query}`)) as Page;
    // A generated code appears nowhere in its destination: found by the code alone, in another case too.
    const target = `https://example.com/${unique('codigo')}`;
    const code = (json(await shorten({ target })).resource as string).slice(BASE.length);
    for (const text of [code, code.toLowerCase(), code.toUpperCase()]) {
      expect((await search(text)).resource.map((link) => link.code)).toContain(code);
    }
    // One text that names one link (its custom name) and is in another's destination: both, a page at a time.
    const tag = unique('Busqueda');
    await shorten({ target: `https://example.com/${unique('nombrado')}`, customurl: tag });
    await shorten({ target: `https://example.com/${tag.toLowerCase()}/destino` });
    const found = (await search(tag.toUpperCase())).resource;
    const by = found.map((link) => (link.code === tag ? 'code' : link.target.includes(tag.toLowerCase()) ? 'target' : 'other'));
    expect(by.sort()).toEqual(['code', 'target']);
    const first = await search(tag, '&limit=1');
    expect([first.resource.length, first.pagination.hasNextPage]).toEqual([1, true]);
    const second = await search(tag, '&limit=1&page=2');
    expect([second.resource.length, second.pagination.hasNextPage]).toEqual([1, false]);
    expect(second.resource[0].code).not.toBe(first.resource[0].code);
  });

  it('lists the demo links with their short address; a deleted link no longer redirects', async () => {
    const links = json(await get('/api/short_url?limit=100')).resource as { short_url_id: number; code: string; short_url: string }[];
    expect(links.map((link) => link.code)).toEqual(expect.arrayContaining(['webinar-diciembre', 'buen-fin']));
    const link = links.find((l) => l.code === 'buen-fin')!;
    expect(link.short_url).toBe(`${BASE}buen-fin`);
    expect((await send('DELETE', `/api/short_url/${link.short_url_id}`)).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/s/buen-fin' })).statusCode).toBe(404);
    // No create or update outside the shortener.
    expect((await send('POST', '/api/short_url', { target: 'https://example.com' })).statusCode).toBe(405);
  });
});

describe('shipping', () => {
  it('lists the demo shipments, searched by addressee or order', async () => {
    const all = json(await get('/api/shipping?limit=100')).resource as { order_id: string; destination_name: string }[];
    expect(all.length).toBe(30);
    const byOrder = json(await get(`/api/shipping?order_id=${all[3].order_id}`)).resource as { order_id: string }[];
    expect(byOrder.map((s) => s.order_id)).toEqual([all[3].order_id]);
    expect((json(await get('/api/shipping?destination_name=luc%C3%ADa')).resource as unknown[]).length).toBeGreaterThan(0);
  });

  it('needs an order and an addressee; the total is a non-negative amount; the e-mail a real one', async () => {
    const created = await send('POST', '/api/shipping', { order_id: unique('ORD'), destination_name: 'Ana Pérez', total: 149.5, is_free: false, status: 'creado' });
    expect(created.statusCode).toBe(201);
    expect(json(created).resource).toMatchObject({ total: 149.5, destination_email: null, status: 'creado' });
    await api.expectRefusals([
      ['POST', '/api/shipping', { destination_name: 'Ana' }, 400, 'Introduce el ID de orden'],
      ['POST', '/api/shipping', { order_id: 'X' }, 400, 'Introduce el nombre del destinatario'],
      ['POST', '/api/shipping', { order_id: 'X', destination_name: 'Ana', total: -1 }, 400, 'El total no puede ser menor que 0'],
      ['POST', '/api/shipping', { order_id: 'X', destination_name: 'Ana', destination_email: 'no-es-correo' }, 400, 'Introduce un correo válido'],
    ]);
  });
});
