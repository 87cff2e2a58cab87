/**
 * The demo rows of an account's settings (issue 16), for the bot accounts (the first DEMO_BOT_ACCOUNTS by id):
 *
 * - Plan payments: one a month over the last 18 months (fewer for the newest customer, who started on the free
 *   trial), on each account's own day, at the catalogue's price of its plan (fixed prices when the catalogue
 *   lacks it); one account moved up from Emprendedor to Pyme. The gateway's references ('PAY-2026-000123') are
 *   filled for most of the older ones and few of the last two months (not yet reconciled). Inserted in creation
 *   order, so ids follow it.
 * - Web pay credentials (MIT's WebPay: company, branch, user, the AES key, data0) of three accounts, QA and Prod.
 * - Configuration: cases per agent or on demand, hours and minutes, emergency contacts, MX / CO / PE, a close-case
 *   next block of the account's own bot (a survey or a goodbye when it has one), Messenger's image ratio.
 *
 * Deterministic: fixed values, dates counted back from `now`. A handful of statements.
 */
import { createHash } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { DEMO_BOT_ACCOUNTS } from './account-links';
import { accounts, planPayments, plans, webPayCredentials } from '../db/schema';

const MONTHS = 18;

/** Prices of the plans paid, when the catalogue does not have them (demo/master-catalogue.ts's). */
const PRICES: Record<string, number> = { 'Prueba gratuita': 50, Emprendedor: 450, Pyme: 1200, Empresa: 4500, 'Partner Inicial': 350, 'Legado 2023': 600 };

/** Each bot account's plan in a month (0: the oldest of the 18), or null before it was a customer. */
const PLAN_OF: ((month: number) => string | null)[] = [
  () => 'Empresa',
  () => 'Pyme',
  (month) => (month < 10 ? 'Emprendedor' : 'Pyme'),
  () => 'Partner Inicial',
  () => 'Pyme',
  () => 'Legado 2023',
  (month) => (month < 12 ? null : month === 12 ? 'Prueba gratuita' : 'Emprendedor'),
  () => 'Emprendedor',
];

const CONFIGURATIONS = [
  { country_code: 'MX', sms: '+52 55 5123 4567', admin: 'guardia@tiendaelsol.example.com', group: 'Supervisores de ventas', action: 'Notificar al supervisor' },
  { country_code: 'MX', sms: '+52 55 5987 1020', admin: 'soporte.n2@tiendaelsol.example.com', group: 'Soporte nivel 2', action: 'Reasignar al grupo de guardia' },
  { country_code: 'CO', sms: '+57 310 555 0142', admin: 'turno@farmaciassanrafael.example.com', group: 'Regentes de turno', action: 'Enviar SMS al responsable' },
  { country_code: 'CO', sms: '+57 315 555 0190', admin: 'atencion@farmaciassanrafael.example.com', group: 'Atención al cliente', action: 'Notificar al supervisor' },
  { country_code: 'CO', sms: '', admin: '', group: '', action: '' },
  { country_code: 'PE', sms: '+51 987 555 013', admin: 'operaciones@grupoandino.example.com', group: 'Operaciones Lima', action: 'Reasignar al grupo de guardia' },
  { country_code: 'PE', sms: '+51 912 555 077', admin: 'soporte@grupoandino.example.com', group: 'Soporte', action: 'Enviar SMS al responsable' },
  { country_code: 'PE', sms: '', admin: '', group: '', action: '' },
];
/** Names of the blocks a closed case goes on to, when the account's bot has one. */
const AFTER_CASE = ['Calificación', 'Despedida', 'Agradecimiento'];

export async function seed(db: Db, { now }: { now: number }) {
  const botAccounts = (await db.select({ account_id: accounts.account_id }).from(accounts).orderBy(asc(accounts.account_id)).limit(DEMO_BOT_ACCOUNTS)).map(
    (account) => account.account_id,
  );
  const prices = { ...PRICES };
  // The catalogue's price of each plan (the first plan of the name).
  const catalogue = await db
    .select({ name: plans.name, price: plans.price })
    .from(plans)
    .where(inArray(plans.name, Object.keys(PRICES)))
    .orderBy(sql`${plans.plan_id} desc`);
  for (const plan of catalogue) prices[plan.name] = plan.price;

  const today = new Date(now);
  const payments = botAccounts.flatMap((account_id, a) =>
    Array.from({ length: MONTHS }, (_, month) => {
      const plan = PLAN_OF[a % PLAN_OF.length](month);
      const at = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (MONTHS - 1 - month), 2 + ((a * 5) % 26), 14 + (a % 6), (a * 7 + month * 13) % 60));
      return plan === null || at.getTime() > now ? [] : [{ account_id, plan_name: plan, amount: prices[plan], createdAt: at, updatedAt: at }];
    }).flat(),
  );
  payments.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
  const recent = now - 62 * 86_400_000;
  let reference = 100;
  await db.insert(planPayments).values(
    payments.map((payment, n) => {
      reference += 1 + (n % 3);
      const reconciled = payment.createdAt.getTime() < recent ? n % 5 !== 3 : n % 4 === 0;
      return { ...payment, reference: reconciled ? `PAY-${payment.createdAt.getUTCFullYear()}-${String(reference).padStart(6, '0')}` : '' };
    }),
  );

  const credential = (a: number, sandbox: boolean, days: number) => {
    const n = 158_198 + a * 7_331;
    return {
      account_id: botAccounts[a],
      company_id: sandbox ? 'SNBX' : `Z${703 + a}`,
      branch_id: sandbox ? '01SNBXBRNCH' : `01Z${703 + a}SUC${1 + a}`,
      user: sandbox ? 'SNBXUSR0123' : `Z${703 + a}FSR${a}`,
      password: sandbox ? 'SECRETO' : `demo-secreto-${n}`,
      // The gateway's AES-128 key, as hex.
      key: sandbox ? '5DCC67393750523CD165F17E1EFADD21' : createHash('md5').update(`demo-${n}`).digest('hex').toUpperCase(),
      data0: sandbox ? '9265655113' : `92656${n}`,
      username: sandbox ? 'usuario.pruebas' : `usuario.cuenta${a + 1}`,
      merchant: sandbox ? `${n - 1}` : `${n}`,
      is_sandbox: sandbox,
      createdAt: new Date(now - days * 86_400_000),
    };
  };
  await db.insert(webPayCredentials).values([credential(0, true, 400), credential(0, false, 380), credential(1, false, 300), credential(3, true, 45)]);

  // One statement: each account's values, and its close-case block chosen from its own flows.
  const values = botAccounts.map((account_id, a) => {
    const c = CONFIGURATIONS[a % CONFIGURATIONS.length];
    return sql`(${account_id}::int, ${a}::int, ${a % 2 === 0 ? 'per_agent' : 'on_demand'}, ${c.country_code}, ${c.sms}, ${c.admin}, ${c.group}, ${c.action})`;
  });
  await db.execute(sql`update account_configurations c set
      auto_reactivation_time = (array[30, 60, 120, 15, 45, 60, 30, 90])[v.place % 8 + 1],
      case_queue_type = v.queue,
      close_case_time = (array[24, 48, 12, 72, 24, 6, 48, 24])[v.place % 8 + 1],
      close_case_next_block_id = case when v.place % 4 = 3 then null else (
        select b.block_id from blocks b inner join flows f on f.flow_id = b.flow_id
        where f.account_id = v.account_id order by b.name in (${sql.join(AFTER_CASE.map((name) => sql`${name}`), sql`, `)}) desc, b.block_id limit 1) end,
      case_time_out = (array[2, 4, 1, 8, 2, 1, 4, 3])[v.place % 8 + 1],
      case_assignment_times = (array[3, 5, 2, 3, 4, 1, 3, 2])[v.place % 8 + 1],
      case_emergency_action = v.action,
      emergency_admin = v.admin,
      emergency_group = v.grp,
      emergency_sms = v.sms,
      case_email_custom_content = case when v.place % 3 = 0
        then 'Hola {{nombre}}, tu caso #{{caso}} fue atendido por {{agente}}. Si necesitas algo más, responde este correo.' else '' end,
      payment_link_life_time = (array[1440, 60, 30, 2880, 1440, 120, 720, 60])[v.place % 8 + 1],
      graph_nlp_enabled = v.place % 3 = 1,
      always_send_case_email = v.place % 2 = 0,
      add_unique_payment_reference = v.place in (0, 2, 3),
      save_activity_logs = v.place % 5 <> 4,
      country_code = v.country,
      image_aspect_ratio = case when v.place % 3 = 2 then 'square' else 'horizontal' end,
      updated_at = ${new Date(now - 20 * 86_400_000).toISOString()}::timestamptz - v.place * interval '2 days'
    from (values ${sql.join(values, sql`, `)}) as v(account_id, place, queue, country, sms, admin, grp, action)
    where c.account_id = v.account_id`);
}

/** Whether this part has no rows yet (a demo database from before it). */
export async function isEmpty(db: Db) {
  const rows = await db.select({ one: sql`1` }).from(planPayments).limit(1);
  return rows.length === 0;
}
