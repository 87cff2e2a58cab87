/**
 * The URL shortener (document 3 §5, §7, §8; RULINGS 3 "ours to design"):
 *
 *   POST tooling/url-shortener { target, customurl? } → resource: the short link, `{SHORT_URL_BASE}{code}`
 *   GET  short_url (list; ?target= finds a code or a destination), GET / DELETE short_url/:id: the links made
 *   GET  /s/:code (public, registered apart in app.ts) → 302 to the target
 *
 * A generated code is the link's row id scrambled by a fixed bijection of [0, 62⁶) and written in base 62
 * (six characters): deterministic, never repeated, not guessable in sequence. The same target shortened again
 * without a custom name answers its existing link. A custom name (3–64 of A–Z a–z 0–9 - _) is taken as given;
 * one already in use — by a custom name or a generated code — answers 409 with the wire's own text
 * 'Custom URL is already in use.'. A generated code that a custom name already holds is skipped (next id).
 *
 * A target is stored as a browser writes it (lib/ascii-url.ts: the host in punycode, the rest percent-encoded),
 * so the redirect's Location is always ASCII; rows stored before are written so again when followed.
 */
import { SHORT_URL_TAKEN, shortUrlContract, shortUrlOperations } from '@console/contracts';
import { and, eq, not, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shortUrls } from '../db/schema';
import { asciiUrl } from '../lib/ascii-url';
import { audited, wroteNothing } from '../lib/audit';
import { badRequest, HttpError, notFound } from '../lib/http';
import { route } from '../lib/operation';
import { containsText } from '../lib/query';
import { resourceRoutes } from '../lib/resource';
import type { Tx } from '../db/client';
import { nextShortUrlId, shortCode } from '../lib/short-code';

const taken = () => new HttpError(409, SHORT_URL_TAKEN, {}, 'customurl');
/** The contract's bound of a target, which the stored (percent-encoded) form keeps too: rows are answered by it. */
const TARGET_MAX = shortUrlContract.fields.target.max ?? 2000;

export default async function toolingRoutes(app: FastifyInstance) {
  const { shortUrlBase } = app.ctx.config;
  const { rows } = resourceRoutes(app, {
    contract: shortUrlContract,
    table: shortUrls,
    columns: { short_url: sql<string>`${shortUrlBase} || ${shortUrls.code}`.as('short_url') },
    // 'Buscar URL corta': what people look a link up by, its code or where it leads.
    list: { search: { target: (text) => or(containsText(shortUrls.code, text), containsText(shortUrls.target, text)) } },
  });

  const codeOf = async (tx: Tx, code: string) =>
    (await tx.select({ id: shortUrls.short_url_id, target: shortUrls.target }).from(shortUrls).where(eq(shortUrls.code, code)).limit(1))[0];

  const { shorten } = shortUrlOperations;

  route(app, shorten, async ({ body: { target: typed, customurl }, request }) => {
    // Stored as a browser writes it (ASCII): what the redirect's Location header can carry.
    const target = asciiUrl(typed);
    if (!target) throw badRequest('La URL de destino no es una dirección web válida', 'target');
    if (target.length > TARGET_MAX) throw badRequest(`La URL de destino admite hasta ${TARGET_MAX} caracteres una vez codificada`, 'target');
    if (!customurl) {
      const [existing] = await app.ctx.db
        .select({ code: shortUrls.code })
        .from(shortUrls)
        .where(and(sql`md5(${shortUrls.target}) = md5(${target})`, eq(shortUrls.target, target), not(shortUrls.custom)))
        .limit(1);
      if (existing) {
        wroteNothing(request);
        return `${shortUrlBase}${existing.code}`;
      }
    }
    const { result } = await audited<{ id: number; code: string }>(request, { rows, resource: shortUrlContract.path, action: shorten.audit, id: (made) => made.id }, async (tx) => {
      if (customurl) {
        const holder = await codeOf(tx, customurl);
        if (holder) throw taken();
        const [made] = await tx.insert(shortUrls).values({ code: customurl, target, custom: true, admin_id: request.admin.admin_id }).returning({ id: shortUrls.short_url_id });
        return { id: made.id, code: customurl };
      }
      // The id first, so the code can be made from it; an id whose code a custom name holds is passed over.
      for (;;) {
        const id = await nextShortUrlId(tx);
        const generated = shortCode(id);
        if (await codeOf(tx, generated)) continue;
        await tx.insert(shortUrls).values({ short_url_id: id, code: generated, target, admin_id: request.admin.admin_id });
        return { id, code: generated };
      }
    });
    return `${shortUrlBase}${result.code}`;
  });
}

/** GET /s/{code}: the short link itself, for anyone. */
export async function shortLinkRoutes(app: FastifyInstance) {
  route(app, shortUrlOperations.follow, async ({ params: { code }, reply }) => {
    const [link] = code.length <= 64 ? await app.ctx.db.select({ target: shortUrls.target }).from(shortUrls).where(eq(shortUrls.code, code)).limit(1) : [];
    if (!link) throw notFound('El enlace no existe.');
    // Rows stored before targets were normalised may hold 'ñ' or an emoji: written in ASCII here as well.
    const location = asciiUrl(link.target);
    if (!location) throw notFound('El enlace no tiene una dirección válida.');
    // Not cached anywhere: a deleted link stops redirecting at once.
    return reply.code(302).header('location', location).header('cache-control', 'no-store').send();
  });
}
