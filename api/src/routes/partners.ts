/**
 * Partners (spec 1 §2.8, §2.9, §4, §5, §7.4; spec 2 §2): the contract's list, create and update, and
 *
 *   POST   partner/{brand}/approvePartner, /rejectPartner {partner_id, state}   1 approves, another integer rejects
 *   GET    partner/{id}/organizations                    its organizations (set with PATCH organization/{id})
 *   GET    partner/{id}/packages                         its packages (the package list, paged)
 *   POST   partner/{id}/package/{package_id}             409 'El paquete ya se encuentra asociado'
 *   DELETE partner/{id}/package/{package_id}             404 when it was not associated
 *   GET    partner/{id}/certifications                   its certifications with status, score, attempts
 *   POST   partner/{id}/assign_certification             {certification_id, status?: 'available'}: starts 'available'
 *   PATCH  partner/{id}/update_certification             {partner_certification_id, status?, score?, attempts?}
 *   DELETE partner/{id}/remove_certification/{partner_certification_id}
 *   GET    certified_partners, certified_partners/{id}   partners with a certification in status 'certified'
 *
 * Every write is audited on the partner, whose row (GET partner/{id}) carries its packages and certifications.
 */
import {
  APPROVE_STATE,
  awaitsDecision,
  certifiedPartnerContract,
  partnerContract,
  partnerDecisionOperations,
  partnerOperations,
  partnerPackagesLink,
  partnerTexts,
  ROW_VERSION,
  type AuditAction,
  type PartnerStatus,
} from '@console/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { organizations, packages, partnerCertifications, partnerPackages, partners } from '../db/schema';
import { audited } from '../lib/audit';
import { versionWhere } from '../lib/versions';
import { badRequest, HttpError, notFound } from '../lib/http';
import { linkRoutes } from '../lib/link';
import { route } from '../lib/operation';
import { exists, linkedItems } from '../lib/query';
import { contractRows, listRoute, resourceList, resourceRoutes, type ResourceDescription } from '../lib/resource';
import type { Tx } from '../db/client';
import { organizationResource } from './organizations';
import { packageResource, packageRows } from './packages';

/**
 * total_accounts is derived, not stored: the accounts of the partner's organizations, counted per row
 * through the organizations_partner_idx and accounts_organization_idx indexes.
 */
// Written out in SQL: drizzle leaves column names unqualified in a one-table select, which a
// correlated subquery cannot have.
const totalAccounts = sql<number>`(
  select count(*)::int from "accounts" a
  inner join "organizations" o on o."organization_id" = a."organization_id"
  where o."partner_id" = "partners"."partner_id"
)`;

/** A partner's certifications as the partner's row and GET partner/{id}/certifications answer them. */
const certificationFields = sql`json_build_object(
  'partner_certification_id', pc."partner_certification_id",
  'certification_id', pc."certification_id",
  'Certification', json_build_object('name', c."name", 'title', c."title"),
  'status', pc."status",
  'score', pc."score",
  'attempts', pc."attempts",
  'last_attempt_date', to_char(pc."last_attempt_date" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  '${sql.raw(ROW_VERSION)}', pc.xmin::text
)`;
const partnerCertificationsOf = sql`coalesce((
  select json_agg(${certificationFields} order by c."name", pc."partner_certification_id")
  from "partner_certifications" pc inner join "certifications" c on c."certification_id" = pc."certification_id"
  where pc."partner_id" = "partners"."partner_id"
), '[]'::json)`;

const partnerResource: ResourceDescription = {
  contract: partnerContract,
  table: partners,
  columns: { total_accounts: totalAccounts },
  // One partner (and its audit trail) carries what is linked to it.
  detail: {
    Packages: linkedItems({
      owner: partners.partner_id,
      link: [partnerPackages.partner_id, partnerPackages.package_id],
      item: packages.package_id,
      fields: { package_id: packages.package_id, name: packages.name, type: packages.type },
    }),
    Certifications: partnerCertificationsOf,
  },
  list: { search: { name: partners.business_name } },
  // An unknown service is refused by the foreign key (400 'El servicio no existe').
  create: { values: (body) => ({ ...body, status: 'pre_register' }) },
};
export const partnerRows = contractRows(partnerResource);
const resource = partnerContract.path;
const partnerNotFound = partnerContract.texts.notFound;

/** The certified partners' view: those with at least one certification in status 'certified'. */
const isCertified = sql`exists (select 1 from "partner_certifications" pc where pc."partner_id" = "partners"."partner_id" and pc."status" = 'certified')`;
const certifiedPartnerResource: ResourceDescription = {
  contract: certifiedPartnerContract,
  table: partners,
  // A view of the partners: read with the partners' permission.
  permission: resource,
  columns: {
    certifications: sql<number>`(select count(*)::int from "partner_certifications" pc where pc."partner_id" = "partners"."partner_id" and pc."status" = 'certified')`,
    Certifications: sql`coalesce((
      select json_agg(json_build_object(
        'certification_id', c."certification_id",
        'title', c."title",
        'Partner_Certification', json_build_object(
          'last_attempt_date', to_char(pc."last_attempt_date" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        )
      ) order by c."title", c."certification_id")
      from "partner_certifications" pc inner join "certifications" c on c."certification_id" = pc."certification_id"
      where pc."partner_id" = "partners"."partner_id" and pc."status" = 'certified'
    ), '[]'::json)`,
    // Served by organizations_partner_idx.
    Organizations: sql`coalesce((
      select json_agg(json_build_object('organization_id', o."organization_id", 'name', o."name", 'partner_id', o."partner_id") order by o."name", o."organization_id")
      from "organizations" o where o."partner_id" = "partners"."partner_id"
    ), '[]'::json)`,
  },
  list: { search: { name: partners.business_name }, where: () => [isCertified] },
};

/** The certifications of one partner, in one query (a partner holds a handful: the certifications there are). */
async function certificationsOf(tx: Tx, partnerId: number, where?: SQL) {
  const result = await tx.execute(sql`
    select coalesce(json_agg(${certificationFields} order by c."name", pc."partner_certification_id"), '[]'::json) as rows
    from "partner_certifications" pc inner join "certifications" c on c."certification_id" = pc."certification_id"
    where pc."partner_id" = ${partnerId} ${where ? sql`and ${where}` : sql``}`);
  return (result as unknown as { rows: { rows: Record<string, unknown>[] }[] }).rows[0].rows;
}

export default async function partnerRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  resourceRoutes(app, partnerResource);
  resourceRoutes(app, certifiedPartnerResource);

  /** A write of something linked to the partner, audited on it (404 when there is no such partner). */
  const onPartner = <T>(
    request: FastifyRequest,
    id: number,
    action: AuditAction,
    write: (tx: Tx, before: Record<string, unknown>) => Promise<T>,
    version?: (tx: Tx) => Promise<string | undefined>,
  ) =>
    audited(request, { rows: partnerRows, resource, id, action, version }, async (tx, before) => {
      if (!before) throw notFound(partnerNotFound);
      return write(tx, before);
    });
  const partnerExists = async (id: number) => {
    if (!(await exists(db, partners, partners.partner_id, id))) throw notFound(partnerNotFound);
  };

  // ---- Approval (spec 1 §4, RULINGS 2) -----------------------------------------------------------------
  const decisions = partnerDecisionOperations(app.ctx.config.brand);
  for (const decision of [decisions.approvePartner, decisions.rejectPartner]) {
    route(app, decision, async ({ body: { partner_id, state }, request }) => {
      // The state decides, whichever of the two paths: 1 approves, any other integer rejects.
      if (typeof state !== 'number' || !Number.isInteger(state)) throw badRequest(partnerTexts.invalidState, 'state');
      const status: PartnerStatus = state === APPROVE_STATE ? 'approved' : 'rejected';
      // Recorded as the decision taken: the audit action of its own call.
      const action = (status === 'approved' ? decisions.approvePartner : decisions.rejectPartner).audit;
      const { entries } = await onPartner(request, partner_id, action, async (tx, before) => {
        if (!awaitsDecision(before.status as PartnerStatus)) throw new HttpError(409, partnerTexts.alreadyDecided);
        await tx.update(partners).set({ status, updatedAt: app.ctx.now() }).where(eq(partners.partner_id, partner_id));
      });
      return entries[0].after;
    });
  }

  // ---- Organizations (their partner_id: PATCH organization/{id}, routes/organizations.ts) ----------------
  const organizationList = resourceList(db, organizationResource);
  listRoute(app, partnerOperations.organizations, async ({ params: { id }, query }) => {
    await partnerExists(id);
    return organizationList.list(query, eq(organizations.partner_id, id));
  });

  // ---- Packages: GET partner/{id}/packages, POST and DELETE partner/{id}/package/{package_id} ------------
  linkRoutes(app, partnerPackagesLink, {
    junction: { table: partnerPackages, owner: partnerPackages.partner_id, item: partnerPackages.package_id },
    owners: partnerRows,
    items: packageRows,
    list: resourceList(db, packageResource),
  });

  // ---- Certifications ----------------------------------------------------------------------------------
  route(app, partnerOperations.certifications, async ({ params: { id } }) => {
    await partnerExists(id);
    return certificationsOf(db, id);
  });

  /** One certification link of the partner, as answered; 404 when the partner has no such link. */
  const link = async (tx: Tx, partnerId: number, linkId: number) => {
    const [row] = await certificationsOf(tx, partnerId, sql`pc."partner_certification_id" = ${linkId}`);
    if (!row) throw notFound(partnerTexts.certificationNotLinked);
    return row;
  };

  route(app, partnerOperations.assignCertification, async ({ params: { id }, body: { certification_id }, request }) => {
    const { result } = await onPartner(request, id, partnerOperations.assignCertification.audit, async (tx) => {
      // Unknown certification (foreign key) → 400, already assigned (unique index) → 409.
      const [created] = await tx
        .insert(partnerCertifications)
        .values({ partner_id: id, certification_id, status: 'available' })
        .returning({ id: partnerCertifications.partner_certification_id });
      return link(tx, id, created.id);
    });
    return result;
  });

  route(app, partnerOperations.updateCertification, async ({ params: { id }, body: { partner_certification_id, ...changes }, request }) => {
    const mine = and(eq(partnerCertifications.partner_certification_id, partner_certification_id), eq(partnerCertifications.partner_id, id));
    const { result } = await onPartner(
      request,
      id,
      partnerOperations.updateCertification.audit,
      async (tx) => {
        const now = app.ctx.now();
        const updated = await tx
          .update(partnerCertifications)
          .set({
            ...changes,
            // Another attempt: its date is the certified partners' 'last attempt date'.
            ...(changes.attempts !== undefined && {
              last_attempt_date: sql`case when ${changes.attempts} > ${partnerCertifications.attempts} then ${now.toISOString()}::timestamptz else ${partnerCertifications.last_attempt_date} end`,
            }),
            updatedAt: now,
          })
          .where(mine)
          .returning({ id: partnerCertifications.partner_certification_id });
        if (updated.length === 0) throw notFound(partnerTexts.certificationNotLinked);
        return link(tx, id, partner_certification_id);
      },
      // If-Match names the version of the partner's certification the editor saw (each carries its own).
      (tx) => versionWhere(tx, partnerCertifications, mine),
    );
    return result;
  });

  route(app, partnerOperations.removeCertification, async ({ params: { id, partner_certification_id }, request }) => {
    const mine = and(eq(partnerCertifications.partner_certification_id, partner_certification_id), eq(partnerCertifications.partner_id, id));
    const { entries } = await onPartner(
      request,
      id,
      partnerOperations.removeCertification.audit,
      async (tx) => {
        const removed = await tx.delete(partnerCertifications).where(mine).returning({ id: partnerCertifications.partner_certification_id });
        if (removed.length === 0) throw notFound(partnerTexts.certificationNotLinked);
      },
      (tx) => versionWhere(tx, partnerCertifications, mine),
    );
    return entries[0].after;
  });
}
