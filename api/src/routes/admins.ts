/**
 * Admins (spec 2.5, 3, 4, 5, 6, 7.3, 7.7): the generic calls with a search by name and by e-mail
 * (deleted admins only with show_deleted=true), soft delete and restore, the role, the organization and
 * account links, and the bulk creation. The password hash never leaves the database.
 *
 * Rows: admin_id, first_name, last_name, email, role_id, partner_id, organization_id_creator, createdAt,
 * deletedAt, Role {role_id, name} | null. GET admin/{id} and every write answer the detail: the row plus
 * Organizations [{organization_id, name}] and Accounts [{account_id, name}] (correlated subqueries, one query).
 */
import { randomBytes } from 'node:crypto';
import { adminAccountsLink, adminBulkEntrySchema, adminBulkSchema, adminContract, adminOperations, adminOrganizationsLink, SUPERADMIN_ROLE_ID, type AuditAction, type z } from '@console/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accounts, adminAccounts, adminOrganizations, admins, organizations, roles } from '../db/schema';
import { audited } from '../lib/audit';
import { describeIssue, HttpError, notFound } from '../lib/http';
import { linkRoutes, type LinkStore } from '../lib/link';
import { route } from '../lib/operation';
import { assertMayChangeAdmin, assertMayGrantRole } from '../auth/permissions';
import { endSessions } from '../auth/sessions';
import { hashPassword } from '../lib/password';
import { exists, linkedItems } from '../lib/query';
import { contractRows, listRoute, resourceList, resourceRoutes, type ResourceDescription } from '../lib/resource';
import type { Tx } from '../db/client';
import { adminTexts, bulkEntryTexts, notFoundText } from '../lib/texts';
import { accountRows } from './accounts';
import { organizationRows } from './organizations';

export interface OrganizationRef {
  organization_id: number;
  name: string;
}
export interface AccountRef {
  account_id: number;
  name: string;
}

const adminOrganizationList = linkedItems<OrganizationRef>({
  owner: admins.admin_id,
  link: [adminOrganizations.admin_id, adminOrganizations.organization_id],
  item: organizations.organization_id,
  fields: { organization_id: organizations.organization_id, name: organizations.name },
});
const adminAccountLinks = {
  owner: admins.admin_id,
  link: [adminAccounts.admin_id, adminAccounts.account_id] as [typeof adminAccounts.admin_id, typeof adminAccounts.account_id],
  item: accounts.account_id,
  fields: { account_id: accounts.account_id, name: accounts.name },
};
const adminAccountList = linkedItems<AccountRef>(adminAccountLinks);

/** The search expression of the admins_full_name_trgm_idx index. */
export const fullName = sql`(${admins.first_name} || ' ' || ${admins.last_name})`;

/** Admins with their role (left join: the role may be null); one admin also with their links. */
const admin: ResourceDescription = {
  contract: adminContract,
  table: admins,
  columns: { Role: { role_id: roles.role_id, name: roles.name } },
  detail: { Organizations: adminOrganizationList, Accounts: adminAccountList },
  join: (query) => query.leftJoin(roles, eq(roles.role_id, admins.role_id)),
  list: {
    // name searches "first_name last_name" (its trigram index); deleted admins only with show_deleted=true.
    search: { name: fullName },
    where: (query) => [query.show_deleted === 'true' ? undefined : isNull(admins.deletedAt)],
  },
};
export const adminRows = contractRows(admin);

/**
 * For bulk admins created without a password: the hash of a random secret nobody knows (longer than the
 * login accepts), so they cannot sign in until given a password. A real scrypt hash, so signing in as one
 * of them costs the same time as any other admin (no enumeration by timing); one per request, shared by
 * its password-less entries (scrypt costs ~30–70 ms a hash).
 */
const unusableHash = () => hashPassword(randomBytes(32).toString('base64url'));

type AdminUpdate = typeof adminContract.$update;

/**
 * The columns an update writes: e-mail lower-cased, the password hashed (a blank one was dropped). Computed
 * before the write's transaction (scrypt takes ~50 ms): the rules are checked inside it (see below).
 */
async function adminChanges(body: AdminUpdate) {
  const { password, email, role_id: _role, ...names } = body;
  return {
    ...names,
    ...(email !== undefined && { email: email.toLowerCase() }),
    ...(password !== undefined && { password_hash: await hashPassword(password) }),
  };
}

/** Whether a write of `changes` over the admin's `email` sets their password or changes their e-mail. */
const setsCredentials = (changes: Record<string, unknown>, email: unknown) =>
  changes.password_hash !== undefined || (changes.email !== undefined && changes.email !== email);

/** One line per problem of a bulk entry: the spec's texts verbatim, anything else naming its field. */
function entryMessages(issues: z.core.$ZodIssue[], entry: unknown): string[] {
  const messages = issues.map((issue) => (bulkEntryTexts.includes(issue.message) ? issue.message : describeIssue(issue, entry)));
  return [...new Set(messages)];
}

export default async function adminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const now = () => app.ctx.now();

  const machine = resourceRoutes(app, {
    ...admin,
    create: {
      values: async (body, request) => {
        assertMayGrantRole(request, body.role_id as number | null);
        return {
        first_name: body.first_name,
        last_name: body.last_name,
        email: String(body.email).toLowerCase(),
        password_hash: await hashPassword(String(body.password)),
        role_id: body.role_id,
        };
      },
    },
    update: {
      // Outside the transaction: only the slow part (hashing), no check.
      values: (body) => adminChanges(body as AdminUpdate),
      // Inside it, the admin's row locked and read (`row`): a promotion to superadmin at the same moment either
      // committed first (refused here) or waits for this write.
      async before(tx, id, changes, row, request) {
        await assertMayChangeAdmin(tx, request, id);
        // Their password or e-mail set: another admin's change ends all their sessions; their own, all but this one.
        if (setsCredentials(changes, row.email)) {
          await endSessions(app, { adminId: id, except: id === request.admin.admin_id ? request.sessionId : undefined }, tx);
        }
      },
    },
    remove: {
      async before(tx, id, request) {
        if (id === request.admin.admin_id) throw new HttpError(409, adminTexts.deleteSelf);
        await assertMayChangeAdmin(tx, request, id);
        // End the admin's sessions: the guard already refuses a deleted admin's access tokens, and a
        // later restore must not bring the old sessions back to life.
        await endSessions(app, { adminId: id }, tx);
      },
    },
    // The 'Deshacer' of a bulk delete (adminOperations.restoreMany): as 'Habilitar administrador' without changes, each
    // row checked the same way.
    restoreMany: { before: (tx, id, request) => assertMayChangeAdmin(tx, request, id) },
  });

  /** The active (not deleted) admin, locked for the rest of the transaction; 404 otherwise. */
  const lockActiveAdmin = async (tx: Tx, id: number) => {
    const [row] = await tx
      .select({ admin_id: admins.admin_id, role_id: admins.role_id })
      .from(admins)
      .where(and(eq(admins.admin_id, id), isNull(admins.deletedAt)))
      .limit(1)
      .for('update');
    if (!row) throw notFound(notFoundText.admin);
    return row;
  };

  /** A write of one admin, in the audit trail; answers the admin's row after it. */
  const changeAdmin = async (request: FastifyRequest, id: number, action: AuditAction, write: (tx: Tx) => Promise<unknown>) => {
    const { entries } = await audited(request, { rows: adminRows, resource: adminContract.path, id, action }, write);
    return entries[0].after;
  };

  // ---- The admins of an organization (document 3: 'Organization admins') ----------------------------

  /**
   * GET organization/{id}/admins: the active admins linked to the organization (the admin list's query),
   * each with its accounts within that organization only (`Accounts`, one correlated subquery per row).
   */
  listRoute(app, adminOperations.organizationAdmins, async ({ params: { id }, query }) => {
    if (!(await exists(db, organizations, organizations.organization_id, id))) throw notFound(notFoundText.organization);
    const inOrganization = resourceList(db, {
      ...admin,
      // Its accounts within the organization are part of the row here, not of the detail.
      detail: { Organizations: adminOrganizationList },
      columns: { ...admin.columns, Accounts: linkedItems<AccountRef>({ ...adminAccountLinks, only: [accounts.organization_id, id] }) },
    });
    return inOrganization.list(
      query,
      inArray(admins.admin_id, db.select({ id: adminOrganizations.admin_id }).from(adminOrganizations).where(eq(adminOrganizations.organization_id, id))),
    );
  });

  /** POST organization/{id}/admins: an admin created as POST admin does, linked to the organization in the same transaction. */
  route(app, adminOperations.createOrganizationAdmin, ({ params: { id }, body, request }) =>
    machine.create(request, body, async (tx, adminId) => {
      // An unknown organization is refused by the link's foreign key (400 'La organización no existe').
      await tx.insert(adminOrganizations).values({ admin_id: adminId, organization_id: id });
    }),
  );

  // ---- The admins of an account (document 3: 'Account admins') --------------------------------------

  /** GET account/{id}/admins: the active admins linked to the account (the admin list's query and rows). */
  listRoute(app, adminOperations.accountAdmins, async ({ params: { id }, query }) => {
    if (!(await exists(db, accounts, accounts.account_id, id))) throw notFound(notFoundText.account);
    return machine.list(query, inArray(admins.admin_id, db.select({ id: adminAccounts.admin_id }).from(adminAccounts).where(eq(adminAccounts.account_id, id))));
  });

  /** POST account/{id}/admins: an admin created as POST admin does, linked to the account in the same transaction. */
  route(app, adminOperations.createAccountAdmin, ({ params: { id }, body, request }) =>
    machine.create(request, body, async (tx, adminId) => {
      // An unknown account is refused by the link's foreign key (400 'La cuenta no existe').
      await tx.insert(adminAccounts).values({ admin_id: adminId, account_id: id });
    }),
  );

  // ---- Restore ('Habilitar administrador'), with optional changes -----------------------------------

  route(app, adminOperations.restore, async ({ params: { id }, body = {}, request }) => {
    const changes = await adminChanges(body as AdminUpdate);
    return changeAdmin(request, id, adminOperations.restore.audit, async (tx) => {
      const [current] = await tx
        .select({ deletedAt: admins.deletedAt, email: admins.email })
        .from(admins)
        .where(eq(admins.admin_id, id))
        .limit(1)
        .for('update');
      if (!current) throw notFound(notFoundText.admin);
      if (!current.deletedAt) throw new HttpError(409, adminTexts.notDeleted);
      await assertMayChangeAdmin(tx as Tx, request, id);
      // Their sessions ended with the delete; any left (none should be) end with a new password or e-mail.
      if (setsCredentials(changes, current.email)) await endSessions(app, { adminId: id }, tx as Tx);
      // Another active admin may have taken the e-mail meanwhile: the partial unique index answers 409.
      await tx
        .update(admins)
        .set({ ...changes, deletedAt: null, updatedAt: now() })
        .where(eq(admins.admin_id, id));
    });
  });

  // ---- Role ---------------------------------------------------------------------------------------

  /**
   * Sets (or with null removes) the role; nobody changes their own role (they could lock themself out). An admin
   * promoted to superadmin has all their sessions ended: they sign in again to act as one.
   */
  const setRole = (request: FastifyRequest, id: number, roleId: number | null) =>
    changeAdmin(request, id, (roleId === null ? adminOperations.removeRole : adminOperations.setRole).audit, async (tx) => {
      const current = await lockActiveAdmin(tx, id);
      await assertMayChangeAdmin(tx as Tx, request, id);
      assertMayGrantRole(request, roleId);
      if (current.role_id === roleId) return;
      if (id === request.admin.admin_id) throw new HttpError(409, adminTexts.changeOwnRole);
      // An unknown role is refused by the foreign key (400 'El rol no existe').
      await tx.update(admins).set({ role_id: roleId, updatedAt: now() }).where(eq(admins.admin_id, id));
      if (roleId === SUPERADMIN_ROLE_ID) await endSessions(app, { adminId: id }, tx);
    });

  route(app, adminOperations.setRole, ({ params: { id }, body: { role_id }, request }) => setRole(request, id, role_id));

  // The spec sends {role_id} with DELETE too; as with every DELETE, the path is what counts.
  route(app, adminOperations.removeRole, ({ params: { id }, request }) => setRole(request, id, null));

  // ---- Organizations and accounts -------------------------------------------------------------------

  // Only the active admin's, and only by whoever may change that admin (the superadmin rule, inside the write).
  const mayChangeLinks: LinkStore['check'] = async (tx, { ownerId, request }) => {
    await lockActiveAdmin(tx, ownerId);
    await assertMayChangeAdmin(tx, request, ownerId);
  };
  linkRoutes(app, adminOrganizationsLink, {
    junction: { table: adminOrganizations, owner: adminOrganizations.admin_id, item: adminOrganizations.organization_id },
    owners: adminRows,
    items: organizationRows,
    check: mayChangeLinks,
  });
  linkRoutes(app, adminAccountsLink, {
    junction: { table: adminAccounts, owner: adminAccounts.admin_id, item: adminAccounts.account_id },
    owners: adminRows,
    items: accountRows,
    check: mayChangeLinks,
  });

  // ---- Bulk creation --------------------------------------------------------------------------------

  /** The declaration's body, checked as the route does it: the envelope with this brand's dashboards, then each entry. */
  const bulkCreate = { ...adminOperations.bulkCreate, body: adminBulkSchema(app.ctx.config.brand) };

  /**
   * POST admin_bulk {account_id, organization_id, dashboard, admins}: every entry is checked (schema,
   * e-mails repeated in the batch or taken by an active admin, unknown roles) and the account must belong
   * to the organization. Any problem: 400 with every failing entry in resource.errors. Otherwise one
   * transaction creates them all, linked to the account and the organization: all or nothing.
   */
  // Creating admins, many at once: the permission to create admins.
  route(app, bulkCreate, async ({ body, request }) => {
    for (const raw of body.admins) assertMayGrantRole(request, (raw as { role_id?: number } | null)?.role_id);
    const problems = new Map<number, string[]>();
    const addProblem = (index: number, message: string) => {
      const list = problems.get(index) ?? [];
      if (!list.includes(message)) list.push(message);
      problems.set(index, list);
    };

    const entries = body.admins.map((raw, index) => {
      const result = adminBulkEntrySchema.safeParse(raw);
      if (!result.success) for (const message of entryMessages(result.error.issues, raw)) addProblem(index, message);
      // The e-mail and the role on their own, so an entry with another problem is still checked for them.
      const fields = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
      const email = adminBulkEntrySchema.shape.email.safeParse(fields.email);
      const role = adminBulkEntrySchema.shape.role_id.safeParse(fields.role_id);
      return {
        entry: result.success ? result.data : undefined,
        shownEmail: typeof fields.email === 'string' ? fields.email.trim() : null,
        email: email.success ? email.data.toLowerCase() : undefined,
        roleId: role.success ? role.data : undefined,
      };
    });

    const seen = new Set<string>();
    entries.forEach(({ email }, index) => {
      if (email === undefined) return;
      if (seen.has(email)) addProblem(index, adminTexts.repeatedEmail);
      seen.add(email);
    });

    const emails = [...seen];
    if (emails.length > 0) {
      // Served by admins_email_active_uq (lower(email) where deleted_at is null).
      const taken = await db
        .select({ email: sql<string>`lower(${admins.email})` })
        .from(admins)
        .where(and(inArray(sql`lower(${admins.email})`, emails), isNull(admins.deletedAt)));
      const takenEmails = new Set(taken.map((row) => row.email));
      entries.forEach(({ email }, index) => {
        if (email !== undefined && takenEmails.has(email)) addProblem(index, adminTexts.duplicateEmail);
      });
    }

    const roleIds = [...new Set(entries.flatMap(({ roleId }) => (roleId === undefined ? [] : [roleId])))];
    if (roleIds.length > 0) {
      const known = await db.select({ role_id: roles.role_id }).from(roles).where(inArray(roles.role_id, roleIds));
      const knownIds = new Set(known.map((row) => row.role_id));
      entries.forEach(({ roleId }, index) => {
        if (roleId !== undefined && !knownIds.has(roleId)) addProblem(index, notFoundText.role);
      });
    }

    const [account] = await db
      .select({ organization_id: accounts.organization_id })
      .from(accounts)
      .where(eq(accounts.account_id, body.account_id))
      .limit(1);
    const accountProblem = !account
      ? notFoundText.account
      : account.organization_id !== body.organization_id
        ? adminTexts.accountNotInOrganization
        : undefined;

    if (problems.size > 0 || accountProblem) {
      const errors = [...problems.entries()]
        .sort(([a], [b]) => a - b)
        .map(([index, messages]) => ({ index, email: entries[index].shownEmail, messages }));
      const texts = [accountProblem, errors.length > 0 ? adminTexts.withErrors(errors.length) : undefined];
      // The declaration's refusedResource: every failing entry.
      throw new HttpError(400, texts.filter(Boolean).join('. '), {}, undefined, { resource: { errors } });
    }

    // Hashed before the transaction, so it holds the database only for the inserts.
    const valid = entries.map(({ entry }) => entry!);
    const noPassword = valid.some((entry) => entry.password === undefined) ? unusableHash() : undefined;
    const hashes = await Promise.all(
      valid.map((entry) => (entry.password === undefined ? noPassword! : hashPassword(entry.password))),
    );
    // One audit row per created admin, with the admin as created.
    const { entries: created } = await audited(request, { rows: adminRows, resource: adminContract.path, action: bulkCreate.audit, id: (ids: number[]) => ids }, async (tx) => {
      // A concurrent creation of one of these e-mails, or the account deleted meanwhile, makes one of
      // these statements fail: the transaction rolls back and nothing is left behind.
      const inserted = await tx
        .insert(admins)
        .values(
          valid.map((entry, index) => ({
            first_name: entry.first_name,
            last_name: entry.last_name,
            email: entry.email.toLowerCase(),
            password_hash: hashes[index],
            role_id: entry.role_id,
            organization_id_creator: body.organization_id,
            dashboard: body.dashboard,
          })),
        )
        .returning({ admin_id: admins.admin_id });
      const ids = inserted.map((row) => row.admin_id);
      await tx.insert(adminAccounts).values(ids.map((admin_id) => ({ admin_id, account_id: body.account_id })));
      await tx
        .insert(adminOrganizations)
        .values(ids.map((admin_id) => ({ admin_id, organization_id: body.organization_id })));
      return ids;
    });
    return created.map((entry) => entry.after);
  });
}
