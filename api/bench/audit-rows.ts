/**
 * The audit trail at scale, shared by `bench:audit` and `seed:large -- --audit N`: fills audit_log up to `wanted`
 * rows (only what is missing: a second run fills nothing) with INSERT … SELECT generate_series, 100,000 rows a
 * statement — spread over 40 admins, the audited resources and 5,000 ids each, some far busier than others, over
 * the last two years, each with a small before/after — then VACUUM ANALYZE audit_log. Deterministic (md5 of the
 * row's number).
 */
import { AUDIT_RESOURCES } from '@console/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

const BATCH = 100_000;
const ADMINS = 40;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Fills audit_log of `db` (named `where` in the progress lines) up to `wanted` rows. */
export async function fillAuditLog(db: Db, wanted: number, where: string) {
  const adminIds = (await rowsOf<{ admin_id: number }>(db, sql`select admin_id from admins order by admin_id limit ${ADMINS}`)).map((r) => r.admin_id);
  const resources = Object.keys(AUDIT_RESOURCES);
  const [{ n: present }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from audit_log`);

  if (present < wanted) {
    process.stdout.write(`${where}: ${present} filas de auditoría; se añaden ${wanted - present}.\n`);
    const started = performance.now();
    const now = Date.now();
    const span = 2 * 365 * 24 * 3600; // seconds: two years back
    for (let from = present + 1; from <= wanted; from += BATCH) {
      const to = Math.min(wanted, from + BATCH - 1);
      // u, v, w: three independent deterministic pseudo-random numbers in [0, 1) per row (parts of its md5).
      // Squaring them makes a few admins, resources and records far busier than the rest, as in real use.
      // Times grow with g (newest rows last).
      await db.execute(sql`
        insert into audit_log (admin_id, resource, resource_id, action, at, address, before, after)
        select
          (${sql.raw(`array[${adminIds.join(',')}]`)})[1 + floor(${adminIds.length} * u * u)::int],
          (${sql.raw(`array[${resources.map((r) => `'${r}'`).join(',')}]`)})[1 + floor(${resources.length} * v * v)::int],
          (1 + floor(5000 * w * w))::int::text,
          (array['update','update','update','update','update','create','create','delete','restore','role.set'])[1 + (g % 10)],
          to_timestamp(${now / 1000} - ${span} * (1 - g::float8 / ${wanted}) + (u * 60)),
          '10.0.' || (g % 7) || '.' || (g % 250),
          case when g % 10 in (5, 6) then null else jsonb_build_object('id', g, 'name', 'Registro ' || g, 'is_active', true) end,
          case when g % 10 = 7 then null else jsonb_build_object('id', g, 'name', 'Registro ' || g || ' editado', 'is_active', g % 3 > 0) end
        from (
          select g,
            ('x' || substr(h, 1, 8))::bit(32)::bigint / 4294967296.0 as u,
            ('x' || substr(h, 9, 8))::bit(32)::bigint / 4294967296.0 as v,
            ('x' || substr(h, 17, 8))::bit(32)::bigint / 4294967296.0 as w
          from generate_series(${from}::bigint, ${to}::bigint) as g, md5(g::text) as h
        ) as series`);
      process.stdout.write(`  ${to} filas (${seconds(started)})\n`);
    }
    await db.execute(sql`vacuum analyze audit_log`);
    process.stdout.write(`Relleno y VACUUM ANALYZE: ${seconds(started)}\n`);
  }
}
