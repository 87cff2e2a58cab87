/**
 * The demo rows of the partners' screens (issue 12): the partners' business and contact information, their
 * packages and certifications (three certified partners), payment credentials, invoices (commission by the
 * API's own rule) and active accounts across the plans — some with extra days, some deleted. Part of the demo
 * set (demo/seed.ts, after the catalogue); a demo database from before it gets them on its next start
 * (bootstrap.ts). Deterministic: fixed rows, a seeded generator, dates counted back from `now`.
 */
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seededRandom } from './seed';
import { commissionOf, money } from '../routes/partner-billing';
import {
  accounts,
  activeAccounts,
  bpaymentCredentials,
  certifications,
  invoices,
  organizations,
  packages,
  partnerCertifications,
  partnerPackages,
  partners,
  plans,
} from '../db/schema';

const DAY = 86_400_000;

/** Per partner, in id order (the demo's 8 partners): what the business form shows. */
const DETAILS = [
  { business_type: 'Agencia digital', business_phone: '+52 55 5120 3344', business_address: 'Av. Insurgentes Sur 1602, CDMX', reference: 'Evento Bots 2025', expected_sales: 850000 },
  { business_type: 'Consultora', business_phone: '+57 1 745 2210', business_address: 'Calle 93 #11-26, Bogotá', reference: 'Referido por Integra360', expected_sales: 420000 },
  { business_type: 'Integrador', business_phone: '+51 1 640 8890', business_address: 'Av. Larco 1150, Miraflores, Lima', reference: 'Sitio web', expected_sales: 260000 },
  { business_type: 'Consultora', business_phone: '+56 2 2840 1100', business_address: 'Av. Apoquindo 4500, Santiago', reference: 'Webinar de partners', expected_sales: 190000 },
  { business_type: 'Agencia de marketing', business_phone: '+52 33 3640 7788', business_address: 'Av. Chapultepec 480, Guadalajara', reference: 'Campaña de LinkedIn', expected_sales: 310000 },
  { business_type: 'Call center', business_phone: '+54 11 5263 9000', business_address: 'Av. Corrientes 1250, Buenos Aires', reference: 'Evento Bots 2025', expected_sales: 540000 },
  { business_type: 'Integrador', business_phone: '+52 81 8340 2211', business_address: 'Av. Constitución 2050, Monterrey', reference: 'Referido por Chat Expertos', expected_sales: 980000 },
  { business_type: 'Agencia digital', business_phone: '+52 222 240 5566', business_address: 'Blvd. 5 de Mayo 3102, Puebla', reference: 'Sitio web', expected_sales: 120000 },
];
const CONTACT_PHONES = ['+52 55 4433 2211', '+57 310 555 0192', '+51 987 654 321', '+56 9 8765 4321', '+52 33 1122 3344', '+54 9 11 4455 6677', '+52 81 1234 5678', '+52 222 987 6543'];

/** Partners (by index) whose certifications are 'certified': the certified partners' screen. */
const CERTIFIED = [0, 4, 6];

const slug = (text: string) => text.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '');

export async function seedPartners(db: Db, { now }: { now: number }) {
  const random = seededRandom(12);
  const daysAgo = (days: number) => new Date(now - days * DAY);
  const dayOf = (days: number) => daysAgo(days).toISOString().slice(0, 10);

  const partnerRows = await db
    .select({ partner_id: partners.partner_id, business_name: partners.business_name, status: partners.status })
    .from(partners)
    .orderBy(asc(partners.partner_id))
    .limit(DETAILS.length);
  if (partnerRows.length === 0) return;

  // Business and contact information; the sixth partner reaches level 4 (the highest commission).
  for (const [i, partner] of partnerRows.entries()) {
    await db
      .update(partners)
      .set({
        ...DETAILS[i],
        business_website: `https://www.${slug(partner.business_name)}.example.com`,
        contact_phone: CONTACT_PHONES[i],
        description: `${partner.business_name}: implementa bots de ventas y atención para sus clientes.`,
        ...(i === 5 && { level: 4 }),
        ...(partner.status === 'approved' && { last_dispersal: daysAgo(12 + i) }),
      })
      .where(eq(partners.partner_id, partner.partner_id));
  }

  // Packages resold by the first five partners.
  const packageRows = await db.select({ package_id: packages.package_id }).from(packages).orderBy(asc(packages.package_id));
  if (packageRows.length > 0) {
    await db.insert(partnerPackages).values(
      partnerRows.slice(0, 5).flatMap((partner, i) =>
        packageRows.slice(i % packageRows.length, (i % packageRows.length) + 1 + (i % 3)).map((pkg) => ({ partner_id: partner.partner_id, package_id: pkg.package_id })),
      ),
    );
  }

  // Certifications: certified partners hold one or two, others are trying (available, failed).
  const certificationRows = await db.select({ certification_id: certifications.certification_id }).from(certifications).orderBy(asc(certifications.certification_id));
  if (certificationRows.length > 0) {
    await db.insert(partnerCertifications).values(
      partnerRows.flatMap((partner, i) => {
        const count = 1 + (i % 3);
        return certificationRows.slice(0, count).map((certification, j) => {
          const certified = CERTIFIED.includes(i) && j < 2;
          const status = certified ? 'certified' : j % 2 === 0 ? 'available' : 'failed';
          const attempts = status === 'available' && i % 2 === 1 ? 0 : 1 + ((i + j) % 3);
          return {
            partner_id: partner.partner_id,
            certification_id: certification.certification_id,
            status: status as 'certified' | 'available' | 'failed',
            score: attempts === 0 ? 0 : certified ? 82.5 + ((i * 3 + j * 7) % 17) + 0.25 : 41 + ((i * 5 + j) % 20) + 0.5,
            attempts,
            last_attempt_date: attempts === 0 ? null : daysAgo(20 + i * 9 + j * 4),
          };
        });
      }),
    );
  }

  // Payment credentials of the first six partners (the secrets are demo values, never answered).
  await db.insert(bpaymentCredentials).values(
    partnerRows.slice(0, 6).flatMap((partner, i) =>
      ['produccion', ...(i % 2 === 0 ? ['pruebas'] : [])].map((kind, j) => ({
        partner_id: partner.partner_id,
        username: `${slug(partner.business_name)}_${kind}`,
        password: `Demo-${slug(partner.business_name).slice(0, 6)}-${i}${j}`,
        token: j === 0 ? `tok_${kind}_${String(1000 + i * 37)}` : '',
        createdAt: daysAgo(150 - i * 10 - j),
      })),
    ),
  );

  // Active accounts: each partner's own organizations' accounts first, then other accounts; across the plans.
  const planRows = await db
    .select({ plan_id: plans.plan_id, name: plans.name, max_users: plans.max_users, price: plans.price, active_days: plans.active_days })
    .from(plans)
    .orderBy(asc(plans.plan_id));
  const owned = await db
    .select({ account_id: accounts.account_id, name: accounts.name, partner_id: organizations.partner_id })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.organization_id, accounts.organization_id))
    .where(isNotNull(organizations.partner_id))
    .orderBy(asc(accounts.account_id));
  const others = await db
    .select({ account_id: accounts.account_id, name: accounts.name })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.organization_id, accounts.organization_id))
    .where(sql`${organizations.partner_id} is null`)
    .orderBy(asc(accounts.account_id));
  if (planRows.length === 0) return;
  const active = partnerRows.flatMap((partner, i) => {
    const mine = owned.filter((account) => account.partner_id === partner.partner_id);
    const extra = others.slice(i * 2, i * 2 + 2 + (i % 2));
    return [...mine, ...extra].map((account, j) => {
      const plan = planRows[(i + j * 2) % planRows.length];
      const started = 10 + ((i * 17 + j * 11) % 120);
      return {
        partner_id: partner.partner_id,
        account_id: account.account_id,
        business_name: `${account.name} S.A. de C.V.`,
        plan_id: plan.plan_id,
        plan_name: plan.name,
        max_users: plan.max_users,
        plan_price: plan.price,
        plan_days: plan.active_days,
        extra_days: [0, 0, 5, 15, 0, 30][(i + j) % 6],
        active_users: random.int(0, plan.max_users),
        start_date: dayOf(started),
        // A few ended: shown only with 'Mostrar cuentas eliminadas'.
        deletedAt: (i + j) % 9 === 4 ? daysAgo(Math.max(1, started - 20)) : null,
        createdAt: daysAgo(started),
      };
    });
  });
  const activeRows = await db.insert(activeAccounts).values(active).returning({
    partner_id: activeAccounts.partner_id,
    account_id: activeAccounts.account_id,
    plan_price: activeAccounts.plan_price,
  });

  // Invoices of the partners past their review, for their active accounts, at their level's commission.
  const paying = new Set(partnerRows.filter((partner) => ['approved', 'registered', 'in_review'].includes(partner.status)).map((p) => p.partner_id));
  const invoiceRows = activeRows
    .filter((row) => paying.has(row.partner_id))
    .flatMap((row, i) => Array.from({ length: 1 + (i % 3) }, (_, n) => ({ ...row, n, i })));
  for (const { partner_id, account_id, plan_price, n, i } of invoiceRows) {
    // Whole plan prices and odd amounts (cents that round): 1,234.57 × 15 % = 185.1855 → 185.19.
    const total = n === 1 ? Math.round(plan_price * 1.0287 * 100) / 100 : plan_price;
    const level = sql`(select ${partners.level} from ${partners} where ${partners.partner_id} = ${partner_id})`;
    await db.insert(invoices).values({
      partner_id,
      account_id,
      total_paid: money(total) as never,
      level_on_payment: level as never,
      partner_commision: commissionOf(total, level) as never,
      createdAt: daysAgo(5 + ((i * 13 + n * 29) % 150)),
    });
  }
}

/** Whether the partners' demo rows are missing (a demo database from before them): it has no payment credentials. */
export async function partnersDemoIsEmpty(db: Db) {
  const rows = await db.select({ one: sql`1` }).from(bpaymentCredentials).limit(1);
  return rows.length === 0;
}
