/**
 * The audit trail (issue 9): every successful staff write records, in its own transaction, who, what, when,
 * from where and the record's row before and after (never a secret); GET audit lists it newest first with
 * its filters; nothing changes or deletes it.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import type { AuditAction } from '@console/contracts';
import { accounts, admins, auditLog, certifications, components, flows, lists, organizations, packages, plans, platforms, roles, sequences, shortUrls } from '../src/db/schema';
import { audited, notAuditedText, requireAudit } from '../src/lib/audit';
import { roleRows } from '../src/routes/roles';
import { accessTokenFor, backgroundEnded, bearer, demoApi, json, type Method } from './helpers';

const t = demoApi();
const db = t.db;

const call = (method: Method, url: string, payload?: unknown, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.app.inject({
    method,
    url,
    headers: options.headers ?? t.headers,
    remoteAddress: options.remoteAddress,
    ...(payload !== undefined && { payload: payload as object }),
  });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- audit rows are read loosely, field by field
type AuditRow = Record<string, any>;
/** The audit rows after `audit_id`, oldest first (as the table holds them, without the join). */
const rowsAfter = async (auditId: number) =>
  (await db().select().from(auditLog).where(sql`${auditLog.audit_id} > ${auditId}`).orderBy(auditLog.audit_id)) as AuditRow[];
const lastAuditId = async () => (await db().select({ id: sql<number>`coalesce(max(${auditLog.audit_id}), 0)::int` }).from(auditLog))[0].id;
/** The audit rows a call wrote, and its answer. */
async function recorded(method: Method, url: string, payload?: unknown, options?: Parameters<typeof call>[3]) {
  const since = await lastAuditId();
  const response = await call(method, url, payload, options);
  return { response, rows: await rowsAfter(since) };
}
const listAudit = async (query: string) => {
  const response = await call('GET', `/api/audit?${query}`);
  expect([query, response.statusCode]).toEqual([query, 200]);
  return json(response) as { resource: AuditRow[]; pagination: { hasNextPage: boolean } };
};

let serial = 0;
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(serial += 1)}`;
const email = (name: string) => `${unique(name).replace(' ', '.')}@example.com`;
const idOf = (response: LightMyRequestResponse, key: string) => json(response).resource[key] as number;

describe('every write route of the staff API records its change', () => {
  /** The ids of the records the walk creates, by resource. */
  const ids: Record<string, number> = {};
  /** A demo account and its organization, to link to an admin. */
  let account: { account_id: number; organization_id: number };
  /** Items of that account's bot, for a package built from it. */
  const bot = { flow: 0, sequence: 0, list: 0 };
  /** The items a path names after the record's id (a milestone's service_id, role_id, component_id). */
  const items: Record<string, number> = { service_id: 1, role_id: 2 };
  beforeAll(async () => {
    [account] = await db().select({ account_id: accounts.account_id, organization_id: accounts.organization_id }).from(accounts).orderBy(accounts.account_id).limit(1);
    const mine = <T extends typeof flows | typeof sequences | typeof lists>(table: T) => eq(table.account_id, account.account_id);
    [{ id: bot.flow }] = await db().select({ id: flows.flow_id }).from(flows).where(mine(flows)).limit(1);
    [{ id: bot.sequence }] = await db().select({ id: sequences.sequence_id }).from(sequences).where(mine(sequences)).limit(1);
    [{ id: bot.list }] = await db().select({ id: lists.list_id }).from(lists).where(mine(lists)).limit(1);
    [{ component_id: items.component_id }] = await db().select({ component_id: components.component_id }).from(components).limit(1);
    [{ package_id: items.package_id }] = await db().select({ package_id: packages.package_id }).from(packages).limit(1);
    [{ certification_id: items.certification_id }] = await db().select({ certification_id: certifications.certification_id }).from(certifications).limit(1);
    [{ plan_id: items.plan_id }] = await db().select({ plan_id: plans.plan_id }).from(plans).limit(1);
    [{ id: sibling }] = await db()
      .select({ id: accounts.account_id })
      .from(accounts)
      .where(and(eq(accounts.organization_id, account.organization_id), ne(accounts.account_id, account.account_id)))
      .limit(1);
  });
  /** Another account of that organization (a merge's origin). */
  let sibling = 0;
  /** A merge's job, once it ended: the bot version it recorded. */
  const mergedVersion = async (response: LightMyRequestResponse) => {
    const jobId = idOf(response, 'job_id');
    await backgroundEnded(t.app);
    const job = json(await call('GET', `/api/bot_version/job/${jobId}`)).resource;
    return [job.bot_version_id as number];
  };
  /** A create's new record: kept for the next steps under its resource. */
  const created = (resource: string) => (response: LightMyRequestResponse) => [(ids[resource] = idOf(response, `${resource}_id`))];
  const attribute = () => ({ name: unique('atributo'), title: 'Atributo', type: 'text', default_value: 'x', frontend_type: 'select', data: ['a', 'b'] });
  const bulkEntry = (n: number) => ({ first_name: 'Carga', last_name: `Auditada ${n}`, email: email('carga'), role_id: 3 });
  type Step = [string, AuditAction, (() => unknown)?, ((response: LightMyRequestResponse) => number[] | Promise<number[]>)?, string?];
  /** A short link made through the shortener (it answers the link itself; the record is found by its code). */
  const shorten: Step = ['POST /api/tooling/url-shortener', 'create', () => ({ target: `https://example.com/${unique('destino').replace(' ', '-')}` }), async (response) => {
    const code = (json(response).resource as string).split('/s/')[1];
    const [link] = await db().select({ id: shortUrls.short_url_id }).from(shortUrls).where(eq(shortUrls.code, code));
    return [(ids.short_url = link.id)];
  }, 'short_url'];

  /**
   * Every guarded write route, in an order that makes each call succeed (create, change, then delete): the
   * route as registered, the action it records, its body, and the records it changes (default: the one of
   * its path, whose resource is the path's first segment).
   */
  const walk: Step[] = [
    ['POST /api/platform', 'create', () => ({ name: unique('plataforma'), title: 'Título' }), created('platform')],
    ['PATCH /api/platform/:id', 'update', () => ({ title: 'Otro título' })],
    ['DELETE /api/platform/:id', 'delete'],
    ['POST /api/permission', 'create', () => ({ name: unique('permiso'), resource: 'report', read: true }), created('permission')],
    ['PATCH /api/permission/:id', 'update', () => ({ create: true })],
    ['POST /api/role', 'create', () => ({ name: unique('rol'), description: 'Rol de prueba', type: 'staff' }), created('role')],
    ['PATCH /api/role/:id', 'update', () => ({ description: 'Otra descripción' })],
    ['PUT /api/role/:id/permission', 'permission.assign', () => ({ permission_id: ids.permission })],
    ['DELETE /api/role/:id/permission', 'permission.remove', () => ({ permission_id: ids.permission })],
    ['DELETE /api/permission/:id', 'delete'],
    ['POST /api/organization', 'create', () => ({ name: unique('Organización') }), created('organization')],
    ['PATCH /api/organization/:id', 'update', () => ({ name: unique('Organización') })],
    ['POST /api/account', 'create', () => ({ name: unique('Cuenta'), organization_id: ids.organization }), created('account')],
    ['PATCH /api/account/:id', 'update', () => ({ is_active: false })],
    // The organization area (issue 14): its admins, billing, subscriptions held and entities.
    [
      'POST /api/organization/:id/admins',
      'create',
      () => ({ first_name: 'Orga', last_name: 'Nización', email: email('orga'), password: 'secreto1', role_id: null }),
      (response) => [idOf(response, 'admin_id')],
      'admin',
    ],
    ['POST /api/organization/:id/billing', 'billing.set', () => ({ business_name: 'Empresa S.A.', tax_id: 'EMP010101AAA', email: email('factura') }), () => [ids.organization], 'billing'],
    ['POST /api/organization/:id/subscriptions', 'create', () => ({ subscription_id: 1 }), created('organization_subscription'), 'organization_subscription'],
    ['POST /api/organization_subscription', 'create', () => ({ organization_id: ids.organization, subscription_id: 2 }), created('organization_subscription')],
    ['DELETE /api/organization_subscription/:id', 'delete'],
    ['POST /api/entity', 'create', () => ({ name: unique('Entidad'), organization_id: ids.organization }), created('entity')],
    ['PATCH /api/entity/:id', 'update', () => ({ name: unique('Entidad') })],
    ['POST /api/entity/:id/associateAccount', 'account.assign', () => ({ account_id: ids.account })],
    ['POST /api/entity/:id/disassociateAccount', 'account.remove', () => ({ account_id: ids.account })],
    ['POST /api/attribute', 'create', () => ({ entity_id: ids.entity, name: unique('campo'), type: 'int' }), created('attribute')],
    ['PATCH /api/attribute/:id', 'update', () => ({ type: 'decimal' })],
    ['DELETE /api/attribute/:id', 'delete'],
    ['POST /api/entity/:id/attributes', 'create', () => ({ name: unique('campo'), type: 'varchar' }), (response) => [idOf(response, 'attribute_id')], 'attribute'],
    ['DELETE /api/entity/:id', 'delete'],
    ['DELETE /api/account/:id', 'delete'],
    ['DELETE /api/organization/:id', 'delete'],
    ['POST /api/partner', 'create', () => ({ business_name: unique('Partner'), service_id: 1 }), created('partner')],
    // A partner's detail (issue 12): its data, packages, certifications, approval; then one to reject.
    ['PATCH /api/partner/:id', 'update', () => ({ level: 3, contact_name: 'Ana Auditada' })],
    ['POST /api/partner/:id/package/:package_id', 'package.assign'],
    ['DELETE /api/partner/:id/package/:package_id', 'package.remove'],
    ['POST /api/partner/:id/assign_certification', 'certification.assign', () => ({ certification_id: items.certification_id }), (response) => {
      items.partner_certification_id = idOf(response, 'partner_certification_id');
      return [ids.partner];
    }],
    ['PATCH /api/partner/:id/update_certification', 'certification.update', () => ({ partner_certification_id: items.partner_certification_id, score: 91.25, attempts: 1 })],
    ['DELETE /api/partner/:id/remove_certification/:partner_certification_id', 'certification.remove'],
    ['POST /api/partner/konverza/approvePartner', 'partner.approve', () => ({ partner_id: ids.partner, state: 1 })],
    ['POST /api/partner', 'create', () => ({ business_name: unique('Partner'), service_id: 1 }), created('partner')],
    ['POST /api/partner/konverza/rejectPartner', 'partner.reject', () => ({ partner_id: ids.partner, state: 0 })],
    ['POST /api/bpayment_credential', 'create', () => ({ partner_id: ids.partner, username: 'auditada', password: 'secreto1' }), created('bpayment_credential')],
    ['PATCH /api/bpayment_credential/:id', 'update', () => ({ token: 'tok_auditado' })],
    ['DELETE /api/bpayment_credential/:id', 'delete'],
    ['POST /api/invoice', 'create', () => ({ partner_id: ids.partner, account_id: account.account_id, total_paid: 100 }), created('invoice')],
    ['PATCH /api/invoice/:id', 'update', () => ({ total_paid: 150.5 })],
    ['DELETE /api/invoice/:id', 'delete'],
    ['POST /api/active_account', 'create', () => ({ partner_id: ids.partner, account_id: account.account_id, business_name: 'Auditada', plan_id: items.plan_id }), (response) => {
      // Its extra days are added under its account (POST account/{id}/extra_days).
      ids.account = account.account_id;
      return created('active_account')(response);
    }],
    ['PATCH /api/active_account/:id', 'update', () => ({ business_name: 'Auditada otra' })],
    ['POST /api/account/:id/extra_days', 'days.add', () => ({ active_account_id: ids.active_account, extra_days: 5 }), () => [ids.active_account], 'active_account'],
    ['DELETE /api/active_account/:id', 'delete'],
    ['PATCH /api/active_account/:id/restore', 'restore'],
    ['DELETE /api/active_account', 'delete', () => ({ items: [{ id: ids.active_account }] })],
    ['PATCH /api/active_account/restore', 'restore', () => ({ items: [{ id: ids.active_account }] })],
    ['POST /api/admin', 'create', () => ({ first_name: 'Audi', last_name: 'Toría', email: email('audi'), password: 'secreto1', role_id: null }), created('admin')],
    ['PATCH /api/admin/:id', 'update', () => ({ first_name: 'Audita' })],
    ['POST /api/admin/:id/assignOrganization', 'organization.assign', () => ({ organization_id: account.organization_id })],
    ['POST /api/admin/:id/removeOrganization', 'organization.remove', () => ({ organization_id: account.organization_id })],
    ['POST /api/admin/:id/assignAccount', 'account.assign', () => ({ account_id: account.account_id })],
    ['POST /api/admin/:id/removeAccount', 'account.remove', () => ({ account_id: account.account_id })],
    ['PUT /api/admin/:id/role', 'role.set', () => ({ role_id: 2 })],
    ['DELETE /api/admin/:id/role', 'role.remove', () => ({ role_id: 2 })],
    ['DELETE /api/admin/:id', 'delete'],
    ['PATCH /api/admin/restore', 'restore', () => ({ items: [{ id: ids.admin }] })],
    ['DELETE /api/admin/:id', 'delete'],
    ['PATCH /api/admin/:id/restore', 'restore'],
    ['DELETE /api/role/:id', 'delete'],
    // The catalogue (document 2).
    ['POST /api/parameter', 'create', () => ({ name: 'Parámetro', code: unique('codigo'), data_type: 'string' }), created('parameter')],
    ['PATCH /api/parameter/:id', 'update', () => ({ data_type: 'number' })],
    ['DELETE /api/parameter/:id', 'delete'],
    ['POST /api/subscription', 'create', () => ({ name: 'Suscripción', description: 'De prueba' }), created('subscription')],
    ['PATCH /api/subscription/:id', 'update', () => ({ months: 3 })],
    ['DELETE /api/subscription/:id', 'delete'],
    ['POST /api/shipping', 'create', () => ({ order_id: 'ORD-1', destination_name: 'Ana' }), created('shipping')],
    ['PATCH /api/shipping/:id', 'update', () => ({ status: 'entregado' })],
    ['DELETE /api/shipping/:id', 'delete'],
    // It answers the link itself; the record is found by its code. Two links: one deleted alone, one as a selection.
    shorten,
    ['DELETE /api/short_url', 'delete', () => ({ items: [{ id: ids.short_url }] })],
    shorten,
    ['DELETE /api/short_url/:id', 'delete'],
    ['POST /api/waba', 'create', () => ({ name: 'WABA', business_account_id: String(Date.now()), access_token: 'EAAsecreto' }), created('waba')],
    ['PATCH /api/waba/:id', 'update', () => ({ access_token: 'EAAotro' })],
    ['POST /api/whatsapp', 'create', () => ({ waba_id: ids.waba, phone_number: `+52${String(Date.now()).slice(-10)}`, api_token: 'x' }), (response) => [(ids.whatsapp = idOf(response, 'model_id'))]],
    ['PATCH /api/whatsapp/:id', 'update', () => ({ display_name: 'Ventas' })],
    ['DELETE /api/whatsapp/:id', 'delete'],
    ['DELETE /api/waba/:id', 'delete'],
    ['POST /api/extension', 'create', () => ({ name: 'auditada', description: 'd', runtime: 'python3.7', input: 'i', output: 'o', status: 'activa', version: '1', handler: 'main.handler', file_name: 'a.zip' }), created('extension')],
    ['PATCH /api/extension/:id', 'update', () => ({ version: '2', toUpdate: 'configuration' })],
    ['POST /api/extension/associate', 'account.assign', () => ({ extension_id: ids.extension, account_id: account.account_id }), () => [ids.extension], 'extension'],
    ['POST /api/extension/disassociate', 'account.remove', () => ({ extension_id: ids.extension, account_id: account.account_id }), () => [ids.extension], 'extension'],
    ['DELETE /api/extension/:id', 'delete'],
    ['POST /api/plugin', 'create', () => ({ name: 'Plugin', description: 'De prueba' }), created('plugin')],
    ['PATCH /api/plugin/:id', 'update', () => ({ show_on_sidebar: true })],
    ['POST /api/plugin/:id/associateOrganization', 'organization.assign', () => ({ organization_id: account.organization_id })],
    ['POST /api/plugin/:id/removeOrganization', 'organization.remove', () => ({ organization_id: account.organization_id })],
    ['POST /api/plugin_attribute', 'create', () => ({ plugin_id: ids.plugin, ...attribute() }), created('plugin_attribute')],
    ['PATCH /api/plugin_attribute/:id', 'update', () => ({ title: 'Otro título' })],
    ['DELETE /api/plugin_attribute/:id', 'delete'],
    ['POST /api/plugin/:id/attributes', 'create', attribute, (response) => [idOf(response, 'plugin_attribute_id')], 'plugin_attribute'],
    ['DELETE /api/plugin/:id', 'delete'],
    ['POST /api/language', 'create', () => ({ name: 'Idioma', locale: unique('xx').replace(' ', '-') }), created('language')],
    ['PATCH /api/language/:id', 'update', () => ({ name: 'Otro idioma' })],
    ['DELETE /api/language/:id', 'delete'],
    ['POST /api/component', 'create', () => ({ name: 'Componente', icon: 'box' }), created('component')],
    ['PATCH /api/component/:id', 'update', () => ({ icon: 'square' })],
    ['DELETE /api/component/:id', 'delete'],
    ['POST /api/plan_group', 'create', () => ({ name: 'Grupo', description: 'De prueba' }), created('plan_group')],
    ['PATCH /api/plan_group/:id', 'update', () => ({ service_id: 1 })],
    ['POST /api/plan', 'create', () => ({ name: 'Plan', price: 100, max_users: 50, active_days: 30, plan_group_id: ids.plan_group }), created('plan')],
    ['PATCH /api/plan/:id', 'update', () => ({ enabled: true })],
    ['DELETE /api/plan/:id', 'delete'],
    ['DELETE /api/plan_group/:id', 'delete'],
    ['POST /api/view', 'create', () => ({ name: 'Vista', slug: unique('vista').replace(' ', '-') }), created('view')],
    ['PATCH /api/view/:id', 'update', () => ({ description: 'Otra' })],
    ['DELETE /api/view/:id', 'delete'],
    ['POST /api/custom_view', 'create', () => ({ name: 'Vista', slug: unique('personal').replace(' ', '-') }), created('custom_view')],
    ['PATCH /api/custom_view/:id', 'update', () => ({ description: 'Otra' })],
    ['POST /api/custom_view/:id/associateAccount', 'account.assign', () => ({ account_id: account.account_id })],
    ['POST /api/custom_view/:id/disassociateAccount', 'account.remove', () => ({ account_ids: [account.account_id] })],
    ['DELETE /api/custom_view/:id', 'delete'],
    ['POST /api/email_template', 'create', () => ({ external_template_id: 'd-1', name: unique('Template') }), created('email_template')],
    ['PATCH /api/email_template/:id', 'update', () => ({ title: 'Otro título' })],
    ['DELETE /api/email_template/:id', 'delete'],
    // Packages and what they bundle (document 2), an account's variables (document 3).
    ['POST /api/user_attribute', 'create', () => ({ name: unique('variable'), type: 'text', account_id: account.account_id }), created('user_attribute')],
    ['PATCH /api/user_attribute/:id', 'update', () => ({ type: 'number' })],
    ['POST /api/package', 'create', () => ({ name: unique('Paquete'), category: 'Ventas', account_id: account.account_id }), created('package')],
    ['PATCH /api/package/:id', 'update', () => ({ description: 'Otra' })],
    ['POST /api/package/:id/flow', 'flow.assign', () => ({ flow_id: bot.flow })],
    ['DELETE /api/package/:id/flow', 'flow.remove', () => ({ flow_id: bot.flow })],
    ['POST /api/package/:id/sequence', 'sequence.assign', () => ({ sequence_id: bot.sequence })],
    ['DELETE /api/package/:id/sequence', 'sequence.remove', () => ({ sequence_id: bot.sequence })],
    ['POST /api/package/:id/user_attribute', 'user_attribute.assign', () => ({ user_attribute_id: ids.user_attribute })],
    ['DELETE /api/package/:id/user_attribute', 'user_attribute.remove', () => ({ user_attribute_id: ids.user_attribute })],
    ['POST /api/package/:id', 'list.assign', () => ({ Lists: [bot.list] })],
    ['DELETE /api/package/:id/list', 'list.remove', () => ({ list_id: bot.list })],
    ['POST /api/package_attribute', 'create', () => ({ package_id: ids.package, name: unique('color').replace(' ', '_'), type: 'text', value: '1e5a5f' }), created('package_attribute')],
    ['PATCH /api/package_attribute/:id', 'update', () => ({ required: true })],
    ['DELETE /api/package_attribute/:id', 'delete'],
    ['DELETE /api/package/:id', 'delete'],
    ['DELETE /api/user_attribute/:id', 'delete'],
    ['POST /api/milestone', 'create', () => ({ title: 'Auditado', type: 'fix', description: '<p>Nota</p>' }), created('milestone')],
    ['PATCH /api/milestone/:id', 'update', () => ({ status: 'released' })],
    ['PUT /api/milestone/:id/service/:service_id', 'service.assign'],
    ['DELETE /api/milestone/:id/service/:service_id', 'service.remove'],
    ['PUT /api/milestone/:id/role/:role_id', 'role.set'],
    ['DELETE /api/milestone/:id/role/:role_id', 'role.remove'],
    ['PUT /api/milestone/:id/component/:component_id', 'component.assign'],
    ['DELETE /api/milestone/:id/component/:component_id', 'component.remove'],
    ['DELETE /api/milestone/:id', 'delete'],
    // Certifications (routes/certifications.ts): topics, an exam and its build, a question and its answers, a resource.
    ['POST /api/certification_topic', 'create', () => ({ name: unique('Tema') }), (response) => [(ids.certification_topic = items.c_t_id = idOf(response, 'c_t_id'))]],
    ['PATCH /api/certification_topic/:id', 'update', () => ({ classification: 'Técnico' })],
    ['POST /api/certification', 'create', () => ({ name: 'Certificación', title: 'Auditada' }), created('certification')],
    ['PATCH /api/certification/:id', 'update', () => ({ enable: false })],
    ['DELETE /api/certification/:id', 'delete'],
    ['POST /api/question', 'create', () => ({ value: '¿Auditada?', difficulty: 2 }), created('question')],
    ['PATCH /api/question/:id', 'update', () => ({ points: 3 })],
    ['POST /api/question/:id/assign_topic', 'topic.assign', () => ({ topics: [items.c_t_id] })],
    ['POST /api/question/:id/answer', 'answer.create', () => ({ value: 'Sí' }), async (response) => {
      items.question_answer_id = json(response).resource.Question_Answers[0].question_answer_id;
      return [ids.question];
    }],
    ['PATCH /api/question/:id/answer/:question_answer_id', 'answer.update', () => ({ value: 'Claro que sí' })],
    ['POST /api/question/:id/answer/:question_answer_id', 'answer.correct'],
    ['POST /api/certification_exam', 'create', () => ({ name: 'Examen auditado' }), created('certification_exam')],
    ['PATCH /api/certification_exam/:id', 'update', () => ({ duration: 30 })],
    ['POST /api/certification_exam/:id/assign_topic', 'topic.assign', () => ({ topics: [items.c_t_id] })],
    ['POST /api/certification_exam/:id/build_exam', 'exam.build', () => ({ topics: [items.c_t_id], difficulty: [2, 2] })],
    ['POST /api/certification_exam/:id/remove_topic', 'topic.remove', () => ({ topics: [items.c_t_id] })],
    ['DELETE /api/certification_exam/:id', 'delete'],
    ['DELETE /api/question/:id/answer/:question_answer_id', 'answer.remove'],
    ['POST /api/question/:id/remove_topic', 'topic.remove', () => ({ topics: [items.c_t_id] })],
    ['DELETE /api/question/:id', 'delete'],
    ['POST /api/certification_resource', 'create', () => ({ name: 'Recurso auditado' }), created('certification_resource')],
    ['PATCH /api/certification_resource/:id', 'update', () => ({ enabled: false })],
    ['POST /api/certification_resource/:id/assign_topic', 'topic.assign', () => ({ topics: [items.c_t_id] })],
    ['POST /api/certification_resource/:id/remove_topic', 'topic.remove', () => ({ topics: [items.c_t_id] })],
    ['DELETE /api/certification_resource/:id', 'delete'],
    ['DELETE /api/certification_topic/:id', 'delete'],
    // An account's users, their values and breadcrumbs (issue 15): a demo user of the account with values, found
    // once a write of the account (its first step) has run; its values and the account's breadcrumbs, then the user.
    ['PATCH /api/account/:id', 'update', () => ({ is_active: true }), async () => {
      const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
      [{ user_id: ids.user, platform_id: items.platform_id }] = await rows<{ user_id: number; platform_id: number }>(sql`select u.user_id, u.platform_id
        from users u where u.account_id = ${account.account_id} and u.deleted_at is null
          and (select count(*) from user_attribute_values v where v.user_id = u.user_id) >= 2 order by u.user_id limit 1`);
      items.user_id = ids.user;
      [{ id: ids.user_attribute_value }, { id: items.value_b }] = await rows<{ id: number }>(sql`select user_attribute_value_id as id
        from user_attribute_values where user_id = ${ids.user} order by user_attribute_value_id limit 2`);
      [{ id: ids.breadcrumb }, { id: items.crumb_a }, { id: items.crumb_b }, { id: items.crumb_c }] = await rows<{ id: number }>(sql`select breadcrumb_id as id
        from breadcrumbs where account_id = ${account.account_id} order by breadcrumb_id limit 4`);
      return [ids.account];
    }],
    ['PATCH /api/user/:id', 'update', () => ({ first_name: 'Auditada' })],
    ['PATCH /api/user/:id/updateBotStatus', 'update', () => ({ user_id: ids.user, platform: items.platform_id, bot_enabled: false })],
    ['PATCH /api/user_attribute_value/:id', 'update', () => ({ value: 'Auditado' })],
    [
      'PATCH /api/account/:id/user_attributes/:user_id',
      'update',
      () => ({ user_attribute_value_ids: [items.value_b, ids.user_attribute_value], value: 'En lote' }),
      () => [ids.user_attribute_value, items.value_b],
      'user_attribute_value',
    ],
    ['PATCH /api/breadcrumb/:id', 'update', () => ({ error_log: null })],
    ['DELETE /api/breadcrumb/:id', 'delete'],
    ['DELETE /api/breadcrumb', 'delete', () => ({ items: [{ id: items.crumb_c }] }), () => [items.crumb_c]],
    ['DELETE /api/account/:id/breadcrumbs', 'delete', () => ({ breadcrumb_ids: [items.crumb_b, items.crumb_a] }), () => [items.crumb_a, items.crumb_b], 'breadcrumb'],
    ['DELETE /api/user/:id', 'delete'],
    ['PATCH /api/user/:id/restore', 'restore'],
    ['DELETE /api/user', 'delete', () => ({ items: [{ id: ids.user }] })],
    ['PATCH /api/user/restore', 'restore', () => ({ items: [{ id: ids.user }] })],
    ['DELETE /api/user/:id/hard', 'delete.hard'],
    // An account's settings (issue 16), of the first account: its status form (then one of its payments is found), a
    // payment's reference, a web pay credential, its configuration form.
    ['PATCH /api/account/:id/status', 'status.update', () => ({ bot_enabled: true, top_product: 'Producto auditado' }), async (response) => {
      ids.plan_payment = json(await call('GET', `/api/account/${account.account_id}/plan_payments?limit=1`)).resource[0].plan_payment_id;
      return [idOf(response, 'account_status_id')];
    }, 'account_status'],
    ['PATCH /api/plan_payment/:id', 'update', () => ({ reference: 'PAY-2026-AUDITADO' })],
    [
      'POST /api/web_pay_credential',
      'create',
      () => ({ account_id: account.account_id, company_id: 'SNBX', branch_id: '01SNBXBRNCH', user: 'auditado', password: 'secreto1', key: 'llave1', data0: '9265655113', username: 'auditado', merchant: 'Comercio auditado' }),
      (response) => [(ids.web_pay_credential = idOf(response, 'web_paycredential_id'))],
    ],
    ['PATCH /api/web_pay_credential/:id', 'update', () => ({ password: '', merchant: 'Comercio renombrado' })],
    ['DELETE /api/web_pay_credential/:id', 'delete'],
    ['PATCH /api/account/:id/configuration', 'configuration.update', () => ({ case_queue_type: 'per_agent', max_free_shippings_amount: 99.5 }), (response) => [idOf(response, 'account_configuration_id')], 'account_configuration'],
    // An account merge answers its job; the bot version is recorded (and audited) when the job ends.
    ['POST /api/bot_version/merge_update', 'bot.merge', () => ({ origin_account: sibling, target_account: account.account_id }), mergedVersion],
    ['POST /api/bot_version/force_update', 'bot.force_update', () => ({ origin_account: sibling, target_account: account.account_id, exclude: ['Flows'] }), mergedVersion],
    // An account's links (issue 15) on a new account, recorded on it: a platform (its settings, its connection), a
    // language, a model; its lists, an admin and an extension created in it.
    ['POST /api/account', 'create', () => ({ name: unique('Cuenta'), organization_id: account.organization_id }), async (response) => {
      [{ id: ids.platform }] = await db().select({ id: platforms.platform_id }).from(platforms).where(eq(platforms.name, 'twitter'));
      items.platform_id = ids.platform;
      return created('account')(response);
    }],
    ['POST /api/platform/:id/associateAccount', 'platform.assign', () => ({ account_id: ids.account }), () => [ids.account], 'account'],
    ['PATCH /api/account/:id/platform/:platform_id', 'platform.update', () => ({ confidence: 0.65 }), async () => {
      // A local fake of the providers for the next two calls (an X profile, a Facebook token's pages); it stops after them.
      const { createServer } = await import('node:http');
      const provider = createServer((request, response) => {
        const pages = request.url?.startsWith('/me/accounts');
        response.writeHead(200, { 'content-type': 'application/json', connection: 'close' });
        response.end(JSON.stringify(pages ? { data: [] } : { data: { id: '42', name: 'Perfil auditado', username: 'perfil_auditado' } }));
        if (pages) provider.close();
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(provider.address() as { port: number }).port}`;
      t.app.ctx.config.social = { facebook: base, twitter: { url: base, consumerKey: 'clave-de-la-app', consumerSecret: 'secreto-de-la-app' } };
      return [ids.account];
    }],
    ['POST /api/account/:id/platform/:platform_id', 'platform.connect', () => ({ access_token: 'token', secret_token: 'secreto' })],
    // It lists a token's pages and writes nothing.
    ['POST /api/facebook/pages', 'platform.connect', () => ({ facebook_access_token: 'token' }), () => {
      t.app.ctx.config.social = {};
      return [];
    }],
    ['POST /api/platform/:id/disassociateAccount', 'platform.remove', () => ({ account_id: ids.account }), () => [ids.account], 'account'],
    ['POST /api/language', 'create', () => ({ name: 'Idioma', locale: unique('xx').replace(' ', '-') }), created('language')],
    ['POST /api/language/:id/associateAccount', 'language.assign', () => ({ account_id: ids.account }), () => [ids.account], 'account'],
    ['POST /api/language/:id/disassociateAccount', 'language.remove', () => ({ account_id: ids.account }), async () => {
      items.model_id = json(await call('GET', '/messaging/model?limit=1')).resource[0].model_id;
      return [ids.account];
    }, 'account'],
    ['POST /messaging/account/:id/models', 'model.assign', () => ({ model_id: items.model_id })],
    ['DELETE /messaging/account/:id/models/:model_id', 'model.remove'],
    ['POST /messaging/list', 'create', () => ({ name: unique('Lista'), account_id: ids.account }), created('list')],
    ['PATCH /messaging/list/:id', 'update', () => ({ name: unique('Lista') })],
    ['DELETE /messaging/list/:id', 'delete'],
    ['POST /messaging/account/:id/lists', 'create', () => ({ name: unique('Lista') }), (response) => [(items.item_id = idOf(response, 'list_id'))], 'list'],
    ['PATCH /messaging/account/:id/lists/:item_id', 'update', () => ({ name: unique('Lista') }), () => [items.item_id], 'list'],
    ['DELETE /messaging/account/:id/lists/:item_id', 'delete', undefined, () => [items.item_id], 'list'],
    ['POST /api/account/:id/admins', 'create', () => ({ first_name: 'Cuen', last_name: 'Tista', email: email('cuenta'), password: 'secreto1', role_id: null }), (response) => [idOf(response, 'admin_id')], 'admin'],
    ['POST /api/account/:id/extensions', 'create', () => ({ name: 'cuenta-auditada', description: 'd', runtime: 'python3.7', input: 'i', output: 'o', status: 'activa', version: '1', handler: 'main.handler', file_name: 'a.zip' }), (response) => [idOf(response, 'extension_id')], 'extension'],
    ['DELETE /api/account/:id', 'delete', undefined, () => {
      const deleted = ids.account;
      ids.account = account.account_id;
      return [deleted];
    }],
    // An account's integrations (issue 16), in the demo account: a webhook, a lambda, its templates copied between two of its platforms.
    [
      'POST /api/webhooks',
      'create',
      () => ({ account_id: account.account_id, name: unique('Webhook'), url: 'https://hooks.example.com/auditado', method: 'post', outgoing_type: 'message', headers: { 'X-Api-Key': 'clave' } }),
      async (response) => {
        const { rows } = (await db().execute(sql`select platform_id from message_templates where account_id = ${account.account_id}
          group by platform_id order by count(*) desc, platform_id limit 2`)) as unknown as { rows: { platform_id: number }[] };
        [items.source, items.target] = rows.map((row) => row.platform_id);
        return [(ids.webhooks = idOf(response, 'webhook_id'))];
      },
    ],
    ['PATCH /api/webhooks/:id', 'update', () => ({ is_incoming: true })],
    ['DELETE /api/webhooks/:id', 'delete'],
    [
      'POST /api/lambda',
      'create',
      () => ({ account_id: account.account_id, name: unique('auditada'), description: 'd', arn: 'arn:aws:lambda:us-east-1:123456789012:function:auditada', version: '1', runtime: 'nodejs18.x', isSimple: 1 }),
      created('lambda'),
    ],
    ['PATCH /api/lambda/:id', 'update', () => ({ version: '2' })],
    ['DELETE /api/lambda/:id', 'delete'],
    ['POST /api/tooling/platform-mirror', 'templates.mirror', () => ({ account_id: account.account_id, source: items.source, target: items.target }), () => [account.account_id], 'account'],
    [
      'POST /api/admin_bulk',
      'bulk.create',
      () => ({ ...account, admins: [bulkEntry(1), bulkEntry(2)] }),
      (response) => (json(response).resource as { admin_id: number }[]).map((admin) => admin.admin_id),
    ],
  ];

  /**
   * The machine's DELETE {path} (a list's ticked rows) of every resource whose single delete the walk makes: just
   * before its last one, one more record made by the create step nearest before it, deleted through the bulk call
   * (the walk's record is kept for the steps after it); unless the walk has its own step for it.
   */
  const steps = walk.flatMap((step, index): Step[] => {
    const single = /^DELETE (\/(?:api|messaging)\/(\w+))\/:id$/.exec(step[0]);
    const last = single && !walk.slice(index + 1).some(([route]) => route === step[0]) && !walk.some(([route]) => route === `DELETE ${single[1]}`);
    const create = last && walk.slice(0, index).reverse().find(([route, action]) => route === `POST ${single[1]}` && action === 'create');
    if (!single || !create) return [step];
    const [, base, resource] = single;
    let kept = 0;
    return [
      [create[0], 'create', create[2], (response) => {
        kept = ids[resource];
        return create[3] ? create[3](response) : [];
      }, create[4]],
      [`DELETE ${base}`, 'delete', () => ({ items: [{ id: ids[resource] }] }), () => {
        const deleted = ids[resource];
        ids[resource] = kept;
        return [deleted];
      }],
      step,
    ];
  });

  it('each one, when it succeeds, writes one audit row per record it changed, by the caller, from their address', async () => {
    // The guarded write routes: those that answer 401 without a token (the sign-in calls are public).
    const writes = t.routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && /^\/(api|messaging)\//.test(route.url));
    const guarded: string[] = [];
    for (const route of writes) {
      const response = await t.app.inject({ method: route.method as Method, url: route.url.replace(/:[A-Za-z_]+/g, '1'), payload: {} });
      if (response.statusCode === 401) guarded.push(`${route.method} ${route.url}`);
    }
    // A new write route needs its step here: this is what proves it is audited. An upload stores a file, not a
    // record (routes/uploads.ts): it is logged; the record pointing to the file is audited when saved. A client
    // error report is telemetry (routes/client-errors.ts).
    // The release routes change the release store, not this database: their records are checked where a store is
    // configured (releases.test.ts).
    const writesNoRecord = ['POST /api/utils/uploadToS3', 'POST /api/client-errors', 'POST /api/releases/:app/promote', 'POST /api/releases/:app/rollback'];
    expect(guarded.filter((route) => !writesNoRecord.includes(route) && !steps.some(([stepRoute]) => stepRoute === route))).toEqual([]);
    expect(steps.map(([route]) => route).filter((route) => !guarded.includes(route))).toEqual([]);

    for (const [route, action, body, records, recordResource] of steps) {
      const [method, pattern] = route.split(' ') as [Method, string];
      const resource = pattern.split('/')[2].replace(/_bulk$/, '');
      const url = pattern.replace(':id', String(ids[resource])).replace(/:(\w+)/g, (_, name: string) => String(items[name]));
      const since = await lastAuditId();
      const response = await call(method, url, body?.());
      expect([route, response.statusCode < 300 ? 'ok' : response.body]).toEqual([route, 'ok']);
      // Before the rows are read: a merge records its change when its job ends.
      const changed = records ? await records(response) : [ids[resource]];
      const rows = await rowsAfter(since);
      expect([route, rows.map((row) => [row.admin_id, row.resource, row.action, row.resource_id, row.address])]).toEqual([
        route,
        changed.map((id) => [1, recordResource ?? resource, action, String(id), '127.0.0.1']),
      ]);
    }
  });

  it('a successful write that skipped the audit is answered 500 outside production, and logged in production', async () => {
    const logged: string[] = [];
    const build = async (production: boolean) => {
      const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
      app.decorate('ctx', { config: { production } } as never);
      await app.register(async (scope) => {
        requireAudit(scope);
        scope.post('/forgot', async () => ({ success: true }));
        scope.post('/refused', async (_request, reply) => reply.code(409).send({ success: false }));
        scope.get('/read', async () => ({ success: true }));
      });
      await app.ready();
      return app;
    };
    const development = await build(false);
    const forgot = await development.inject({ method: 'POST', url: '/forgot' });
    expect([forgot.statusCode, json(forgot)]).toEqual([500, { success: false, resource: null, error: notAuditedText }]);
    // Reads and refusals write nothing: nothing to record.
    expect((await development.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
    expect((await development.inject({ method: 'POST', url: '/refused' })).statusCode).toBe(409);
    await development.close();

    const production = await build(true);
    logged.length = 0;
    expect((await production.inject({ method: 'POST', url: '/forgot' })).statusCode).toBe(200);
    expect(logged.map((line) => JSON.parse(line).msg)).toEqual(['write not recorded in the audit trail']);
    await production.close();
  });
});

describe('what an audit row holds', () => {
  it('an update: the fields before and after, who, when (the app clock) and from where', async () => {
    const [organization] = await db().select().from(organizations).limit(1);
    const name = unique('Renombrada');
    const { response, rows } = await recorded('PATCH', `/api/organization/${organization.organization_id}`, { name }, { remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(200);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ admin_id: 1, resource: 'organization', resource_id: String(organization.organization_id), action: 'update', address: '203.0.113.9' });
    expect(row.at).toEqual(t.clock.now());
    expect(row.before).toEqual({ ...json(response).resource, name: organization.name, _version: expect.any(String) });
    expect(row.before._version).not.toBe(row.after._version);
    expect(row.after).toEqual(json(response).resource);
    expect(row.after.name).toBe(name);
  });

  it('a link: the admin with its organizations before and after', async () => {
    const [admin] = await db().select({ admin_id: admins.admin_id }).from(admins).where(and(isNull(admins.deletedAt), ne(admins.role_id, 1))).limit(1);
    const [organization] = await db().select().from(organizations).orderBy(sql`${organizations.organization_id} desc`).limit(1);
    const { rows } = await recorded('POST', `/api/admin/${admin.admin_id}/assignOrganization`, { organization_id: organization.organization_id });
    const [row] = rows;
    const linked = { organization_id: organization.organization_id, name: organization.name };
    expect(row.action).toBe('organization.assign');
    expect(row.before.Organizations).not.toContainEqual(linked);
    expect(row.after.Organizations).toContainEqual(linked);
  });

  it('a delete: the row as it was and nothing after; a soft delete: the row with its deletion date', async () => {
    const created = json(await call('POST', '/api/platform', { name: unique('efímera'), title: 'Efímera' })).resource;
    const hard = await recorded('DELETE', `/api/platform/${created.platform_id}`);
    expect(hard.rows.map((row) => [row.action, row.before, row.after])).toEqual([['delete', created, null]]);

    const admin = json(await call('POST', '/api/admin', { first_name: 'Borra', last_name: 'Ble', email: email('borrable'), password: 'secreto1', role_id: null })).resource;
    const soft = await recorded('DELETE', `/api/admin/${admin.admin_id}`);
    const [row] = soft.rows;
    expect(row.before.deletedAt).toBeNull();
    expect(row.after.deletedAt).toEqual(expect.any(String));
    expect(row.after).toEqual(json(soft.response).resource);
  });

  it('a bulk creation: one row per admin created, each as created', async () => {
    const [account] = await db().select({ account_id: accounts.account_id, organization_id: accounts.organization_id }).from(accounts).limit(1);
    const emails = [1, 2, 3].map((n) => email(`masiva${n}`));
    const { response, rows } = await recorded('POST', '/api/admin_bulk', {
      account_id: account.account_id,
      organization_id: account.organization_id,
      admins: emails.map((email, n) => ({ first_name: 'Masiva', last_name: `Auditada ${n}`, email, role_id: 3, password: 'secreto1' })),
    });
    expect(response.statusCode).toBe(201);
    const created = json(response).resource as AuditRow[];
    expect(rows.map((row) => [row.action, row.resource_id, row.before, row.after])).toEqual(
      created.map((admin) => ['bulk.create', String(admin.admin_id), null, admin]),
    );
    expect(rows.map((row) => row.after.email)).toEqual(emails);
  });

  it('never a password nor its hash: not on create, not when the password changes', async () => {
    const secret = 'Secreto9';
    const { response, rows: created } = await recorded('POST', '/api/admin', {
      first_name: 'Clave',
      last_name: 'Nueva',
      email: email('clave'),
      password: secret,
      role_id: null,
    });
    const id = idOf(response, 'admin_id');
    const { rows: changed } = await recorded('PATCH', `/api/admin/${id}`, { password: 'Secreto10' });
    expect(changed).toHaveLength(1);
    const [hash] = await db().select({ hash: admins.password_hash }).from(admins).where(eq(admins.admin_id, id));
    const stored = JSON.stringify([...created, ...changed]);
    const answered = (await call('GET', `/api/audit?resource=admin&resource_id=${id}`)).body;
    for (const text of [stored, answered]) {
      expect(text).not.toMatch(/password|secreto|scrypt/i);
      expect(text).not.toContain(hash.hash);
    }
  });

  it('a failed write leaves no audit row, and a failed audit row undoes its write', async () => {
    // Refused inside the transaction, after the record's row was read: nothing recorded.
    const refused = await recorded('DELETE', '/api/role/1');
    expect(refused.response.statusCode).toBe(409);
    expect(refused.rows).toEqual([]);

    const [platform] = await db().select().from(platforms).limit(1);
    // The audit insert fails (a constraint that refuses this resource): the update goes with it.
    await db().execute(sql`alter table audit_log add constraint audit_test_refuses check (resource <> 'platform') not valid`);
    try {
      const failed = await recorded('PATCH', `/api/platform/${platform.platform_id}`, { title: 'No debe quedar' });
      expect(failed.response.statusCode).toBeGreaterThanOrEqual(400);
      expect(failed.rows).toEqual([]);
    } finally {
      await db().execute(sql`alter table audit_log drop constraint audit_test_refuses`);
    }
    const [after] = await db().select().from(platforms).where(eq(platforms.platform_id, platform.platform_id));
    expect(after.title).toBe(platform.title);
  });

  it('is written by one helper that takes the record, the action and the write', async () => {
    // audited() outside a route: the request gives who and from where.
    const [role] = await db().select().from(roles).where(eq(roles.role_id, 2));
    const request = { server: t.app, admin: { admin_id: 1 }, ip: '198.51.100.4', headers: {} } as never;
    const since = await lastAuditId();
    const { entries } = await audited(request, { rows: roleRows, resource: 'role', id: 2, action: 'update' }, async (tx) => {
      await tx.update(roles).set({ description: 'Soporte técnico (revisado)' }).where(eq(roles.role_id, 2));
    });
    const [row] = await rowsAfter(since);
    expect(entries).toEqual([{ id: 2, before: row.before, after: row.after }]);
    expect(row).toMatchObject({ admin_id: 1, resource: 'role', resource_id: '2', action: 'update', address: '198.51.100.4' });
    expect([row.before.description, row.after.description]).toEqual([role.description, 'Soporte técnico (revisado)']);
  });
});

describe('GET audit', () => {
  /** Moves the app clock to a moment (the audit's `at` is the app clock's). */
  const at = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
  let otherAdmin: number;

  beforeAll(async () => {
    // A second superadmin, so rows of two admins exist; three changes of one platform over two days.
    const [other] = await db().select({ admin_id: admins.admin_id }).from(admins).where(and(eq(admins.role_id, 1), isNull(admins.deletedAt), ne(admins.admin_id, 1))).limit(1);
    otherAdmin = other.admin_id;
    const [platform] = await db().select().from(platforms).orderBy(platforms.platform_id).limit(1);
    for (const [when, who] of [['2031-01-10T12:00:00.000Z', 1], ['2031-01-11T23:30:00.000Z', otherAdmin], ['2031-01-12T00:30:00.000Z', 1]] as const) {
      at(when);
      const response = await call('PATCH', `/api/platform/${platform.platform_id}`, { title: `Título ${when}` }, { headers: bearer(await accessTokenFor(t.app, who)) });
      expect(response.statusCode).toBe(200);
    }
  });

  it('lists newest first, paged (limit + 1), each row with its admin', async () => {
    const page = await listAudit('limit=3');
    expect(page.resource.map((row) => row.at)).toEqual(['2031-01-12T00:30:00.000Z', '2031-01-11T23:30:00.000Z', '2031-01-10T12:00:00.000Z']);
    expect(page.pagination.hasNextPage).toBe(true);
    const [newest] = page.resource;
    expect(Object.keys(newest).sort()).toEqual(['Admin', 'action', 'address', 'admin_id', 'after', 'at', 'audit_id', 'before', 'resource', 'resource_id', '_version'].sort());
    expect(newest.Admin).toEqual({ admin_id: 1, first_name: 'Ada', last_name: 'Administradora', email: 'admin@example.com' });
    const whole = await listAudit('limit=300');
    const order = whole.resource.map((row) => [Date.parse(row.at), row.audit_id]);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
  });

  it('filters by admin, by resource and by record (never by record alone)', async () => {
    const byOther = await listAudit(`admin_id=${otherAdmin}`);
    expect(byOther.resource.length).toBeGreaterThan(0);
    expect(byOther.resource.every((row) => row.admin_id === otherAdmin)).toBe(true);
    const [first] = (await listAudit('limit=1')).resource;
    const record = await listAudit(`resource=platform&resource_id=${first.resource_id}&limit=300`);
    expect(record.resource.map((row) => row.audit_id)).toContain(first.audit_id);
    expect(record.resource.every((row) => row.resource === 'platform' && row.resource_id === first.resource_id)).toBe(true);
    const platformsOnly = await listAudit('resource=platform&limit=300');
    expect(platformsOnly.resource.length).toBeGreaterThanOrEqual(record.resource.length);
    expect(platformsOnly.resource.every((row) => row.resource === 'platform')).toBe(true);
    const alone = await call('GET', `/api/audit?resource_id=${first.resource_id}`);
    expect([alone.statusCode, json(alone).error]).toEqual([400, 'Elige el recurso del registro (campo resource)']);
  });

  it('filters by dates: a day is a whole (UTC) day, a moment is exact, both ends included', async () => {
    const ats = async (query: string) => (await listAudit(`${query}&limit=300`)).resource.map((row) => row.at);
    expect(await ats('from=2031-01-11')).toEqual(['2031-01-12T00:30:00.000Z', '2031-01-11T23:30:00.000Z']);
    expect(await ats('from=2031-01-10&to=2031-01-11')).toEqual(['2031-01-11T23:30:00.000Z', '2031-01-10T12:00:00.000Z']);
    expect(await ats('from=2031-01-11T23:30:00Z&to=2031-01-12T00:30:00.000Z')).toEqual(['2031-01-12T00:30:00.000Z', '2031-01-11T23:30:00.000Z']);
    // An offset is a moment too: 23:30 UTC is 20:30 at -03:00.
    expect(await ats('from=2031-01-11T20:00:00-03:00&to=2031-01-11T21:00:00-03:00')).toEqual(['2031-01-11T23:30:00.000Z']);
    for (const bad of ['from=ayer', 'to=2031-13-01', 'from=2031-01-11T25:00:00Z', 'admin_id=abc', 'sort=at']) {
      expect([bad, (await call('GET', `/api/audit?${bad}`)).statusCode]).toEqual([bad, 400]);
    }
  });

  it('answers one row, and keeps the rows of an admin who is gone (Admin null)', async () => {
    const [gone] = await db()
      .insert(auditLog)
      .values({ admin_id: 999_999, resource: 'organization', resource_id: '1', action: 'update', address: null, before: { name: 'A' }, after: { name: 'B' } })
      .returning({ audit_id: auditLog.audit_id });
    const one = await call('GET', `/api/audit/${gone.audit_id}`);
    expect(one.statusCode).toBe(200);
    expect(json(one).resource).toMatchObject({ audit_id: gone.audit_id, admin_id: 999_999, Admin: null, before: { name: 'A' }, after: { name: 'B' } });
    expect(json(await call('GET', '/api/audit/2000000000'))).toEqual({ success: false, resource: null, error: 'El registro de auditoría no existe' });
  });

  it('cannot be changed or deleted: no write route, and the database refuses it', async () => {
    // The trail, a record of it and its CSV: reads only.
    expect(t.routes.filter((route) => route.url.startsWith('/api/audit')).map((route) => route.method).sort()).toEqual(['GET', 'GET', 'GET', 'HEAD', 'HEAD', 'HEAD']);
    const [row] = (await listAudit('limit=1')).resource;
    for (const [method, url] of [['POST', '/api/audit'], ...(['PUT', 'PATCH', 'DELETE'] as const).map((m) => [m, `/api/audit/${row.audit_id}`])] as [Method, string][]) {
      expect([method, url, (await call(method, url, {})).statusCode]).toEqual([method, url, 405]);
    }
    await expect(db().execute(sql`update audit_log set action = 'nada' where audit_id = ${row.audit_id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log where audit_id = ${row.audit_id}`)).rejects.toThrow();
    expect((await listAudit('limit=1')).resource[0]).toEqual(row);
  });
});
