/**
 * The subscription rule (api/README.md, "The organization area"): an organization that holds at least one
 * subscription may not go beyond the places its unexpired subscriptions give — Σ max_accounts of those whose
 * expire_date is today or later (the API's clock). An organization without any subscription is outside the
 * rule (internal and older organizations).
 *
 * - Creating an account is refused when the organization's accounts, with it, would exceed its places
 *   (`assertWithinSubscriptions`, after the insert, in its transaction: the refusal rolls it back).
 * - A change that takes places away — removing an unexpired subscription, lowering a catalogue
 *   subscription's max_accounts — is refused when the accounts would not fit in the places left. Removing an
 *   organization's last subscription takes it out of the rule.
 * - Taking a subscription only adds places: never refused. An organization over its places (its
 *   subscriptions expired) keeps its accounts and creates no more until it has places again.
 *
 * The organization is locked first (FOR NO KEY UPDATE: compatible with the KEY SHARE an account insert takes
 * through its foreign key), so two such writes of one organization take turns and cannot both use one place.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { accounts, organizations, organizationSubscriptions, subscriptions } from '../db/schema';
import { HttpError } from './http';
import { qualified } from './query';
import type { Tx } from '../db/client';

/** The API clock's day, as expire_date is written ('2026-03-01', UTC). */
export const today = (now: Date) => now.toISOString().slice(0, 10);

/** The last day a date column takes: a subscription of absurdly many months expires then. */
const LAST_DAY = '9999-12-31';

/** A day plus some calendar months, kept within the month (Jan 31 + 1 month → Feb 28 or 29). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  if (year + Math.ceil(months / 12) > 9999) return LAST_DAY;
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

export interface Standing {
  /** Subscriptions held, expired or not. */
  held: number;
  /** Σ max_accounts of the unexpired ones. */
  allowed: number;
  accounts: number;
}

/** The organization's standing under the rule (one query, served by the organization indexes). */
export async function standing(tx: Tx, organizationId: number, day: string): Promise<Standing> {
  const os = organizationSubscriptions;
  const [row] = await tx
    .select({
      held: sql<number>`(select count(*) from ${os} where ${qualified(os.organization_id)} = ${organizationId})::int`,
      allowed: sql<number>`(select coalesce(sum(${qualified(subscriptions.max_accounts)}), 0) from ${os}
        inner join ${subscriptions} on ${qualified(subscriptions.subscription_id)} = ${qualified(os.subscription_id)}
        where ${qualified(os.organization_id)} = ${organizationId} and ${qualified(os.expire_date)} >= ${day})::int`,
      accounts: sql<number>`(select count(*) from ${accounts} where ${qualified(accounts.organization_id)} = ${organizationId})::int`,
    })
    .from(organizations)
    .where(eq(organizations.organization_id, organizationId));
  return row ?? { held: 0, allowed: 0, accounts: 0 };
}

/** Locks the organizations (in id order), so the writes of one organization that the rule concerns take turns. */
export async function lockOrganizations(tx: Tx, ids: number[]) {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    await tx.select({ id: organizations.organization_id }).from(organizations).where(eq(organizations.organization_id, id)).for('no key update');
  }
}

/**
 * After a write: refuses it (409, `message` of the standing) when the organization holds subscriptions and
 * has more accounts than they allow. Locks the organization first.
 */
export async function assertWithinSubscriptions(tx: Tx, organizationId: number, day: string, message: (s: Standing) => string) {
  await lockOrganizations(tx, [organizationId]);
  const now = await standing(tx, organizationId, day);
  if (now.held > 0 && now.accounts > now.allowed) throw new HttpError(409, message(now));
}

/** The organizations holding a subscription unexpired (a catalogue change of it concerns them). */
export async function holders(tx: Tx, subscriptionId: number, day: string): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: organizationSubscriptions.organization_id })
    .from(organizationSubscriptions)
    .where(and(eq(organizationSubscriptions.subscription_id, subscriptionId), gte(organizationSubscriptions.expire_date, day)));
  return rows.map((row) => row.id);
}

/**
 * Before a catalogue subscription's max_accounts goes from `from` down to `to`: every organization holding
 * it unexpired must still hold its accounts with the lower number (409 naming the first that would not).
 */
export async function assertLoweringFits(tx: Tx, subscriptionId: number, from: number, to: number, day: string, message: (organization: string, s: Standing) => string) {
  if (to >= from) return;
  const ids = await holders(tx, subscriptionId, day);
  await lockOrganizations(tx, ids);
  for (const id of ids) {
    const now = await standing(tx, id, day);
    const [{ copies, name }] = await tx
      .select({
        name: organizations.name,
        copies: sql<number>`(select count(*) from ${organizationSubscriptions} where ${qualified(organizationSubscriptions.organization_id)} = ${id}
          and ${qualified(organizationSubscriptions.subscription_id)} = ${subscriptionId} and ${qualified(organizationSubscriptions.expire_date)} >= ${day})::int`,
      })
      .from(organizations)
      .where(eq(organizations.organization_id, id));
    const allowed = now.allowed - copies * (from - to);
    if (now.accounts > allowed) throw new HttpError(409, message(name, { ...now, allowed }));
  }
}
