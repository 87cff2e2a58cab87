/**
 * The routes that are not a contract's generic calls, described once here (method, path, summary, what they
 * take and answer), from the schemas the route modules validate with. A route added to the API without its
 * description here fails test/openapi.test.ts; so does a description of a route that does not exist.
 */
import {
  accountContract,
  adminAccountSchema,
  adminBulkEntrySchema,
  adminBulkSchema,
  adminContract,
  adminOrganizationSchema,
  adminRoleSchema,
  loginRequestSchema,
  logoutRequestSchema,
  customViewAccountRemovalSchema,
  customViewAccountSchema,
  customViewContract,
  MAX_BULK_ADMINS,
  pluginAttributeContract,
  rolePermissionSchema,
  roleContract,
  sendTwoFactorTokenSchema,
  UPLOADS,
  urlShortenerSchema,
  extensionAccountSchema,
  extensionContract,
  flowContract,
  PACKAGE_ITEMS,
  packageAttributeContract,
  packageContract,
  packageItemSchema,
  packageListsSchema,
  sequenceContract,
  userAttributeContract,
  MILESTONE_LINKS,
  milestoneContract,
  type MilestoneLinkKind,
  whatsappNumberContract,
  accountStatusContract,
  billingContract,
  billingSchema,
  botVersionContract,
  entityAccountSchema,
  entityAttributeContract,
  entityContract,
  forceUpdateSchema,
  mergeJobSchema,
  mergeUpdateSchema,
  organizationSubscriptionContract,
  pluginContract,
  pluginOrganizationSchema,
  socialSignInRequestSchema,
  validateTwoFactorTokenSchema,
} from '@console/contracts';
import { z } from 'zod';
import { idParams, pagedQuery } from '../lib/http';
import { strictListQuery } from '../lib/resource';
import { milestoneLinkParams } from '../routes/milestones';
import type { Operation } from './document';

const roleRef = z.object({ role_id: z.number().int(), name: z.string() });
/** What a sign-in answers (auth/sessions.ts issueSession, plus the role). */
const session = z.object({ token: z.string(), refreshToken: z.string(), Role: roleRef });
const valid = z.object({ valid: z.literal(true) });

/** GET admin/me (routes/me.ts): the caller and what their role grants (Access of @console/contracts). */
const me = z.object({
  admin_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role_id: z.number().int().nullable(),
  partner_id: z.number().int().nullable(),
  access: z.object({
    superadmin: z.boolean(),
    grants: z.array(
      z.object({ resource: z.string(), read: z.boolean(), create: z.boolean(), update: z.boolean(), delete: z.boolean() }),
    ),
  }),
});

/** GET account/{id}/status (routes/accounts.ts accountStatusColumns). */
const accountStatus = z.object({
  account_status_id: z.number().int(),
  account_name: z.string(),
  bot_template: z.string().nullable(),
  source: z.string().nullable(),
  account_type: z.string().nullable(),
  payment_enabled: z.boolean(),
  payment_validated: z.boolean(),
  bot_enabled: z.boolean(),
  products_enabled: z.number().int(),
  kanguro_status: z.string().nullable(),
  max_free_shippings: z.number().int(),
  max_free_shippings_amount: z.number(),
  free_shippings_count: z.number().int(),
  total_amount_free_shippings: z.number(),
  shippings_count: z.number().int(),
  total_amount_shippings: z.number(),
  free_shippings_end_date: z.string().nullable(),
  top_product: z.string().nullable(),
  updated_at: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET messaging account/{id}/lists (routes/lists.ts). */
const list = z.object({ list_id: z.number().int(), name: z.string(), account_id: z.number().int(), createdAt: z.string() });

/** The particular routes of the API (the brand names one of admin_bulk's dashboards). */
export function particularOperations(brand: string): Operation[] {
  const adminRow = adminContract.schemas.row;
  const staff = { caller: 'staff' as const };
  const signIn = { caller: 'public' as const, tag: 'sign-in' };
  const service = { caller: 'public' as const, tag: 'service' };
  const adminWrite = (id: string, method: Operation['method'], path: string, summary: string, body?: z.ZodType, refusals?: number[]): Operation => ({
    ...staff,
    id,
    method,
    path,
    summary,
    tag: 'admin',
    params: idParams,
    ...(body && { body }),
    resource: adminRow,
    ...(refusals && { refusals }),
  });

  return [
    { ...service, id: 'health', method: 'GET', path: '/health', summary: 'La API está en marcha', resource: z.object({ status: z.literal('ok') }) },
    { ...service, id: 'openapi', method: 'GET', path: '/api/openapi.json', summary: 'Esta descripción (OpenAPI 3.1)', resource: z.unknown(), raw: true },

    // ---- Extensions (routes/extensions.ts) -------------------------------------------------------------
    {
      ...staff,
      id: 'extension.associate',
      method: 'POST',
      path: '/api/extension/associate',
      summary: 'Instala una extensión en una cuenta (409 si ya lo está); responde la extensión con sus cuentas',
      tag: 'extension',
      body: extensionAccountSchema,
      resource: extensionContract.schemas.row,
      refusals: [404, 409],
    },
    {
      ...staff,
      id: 'extension.disassociate',
      method: 'POST',
      path: '/api/extension/disassociate',
      summary: 'Retira una extensión de una cuenta (404 si no estaba instalada)',
      tag: 'extension',
      body: extensionAccountSchema,
      resource: extensionContract.schemas.row,
      refusals: [404],
    },

    // ---- Milestones (routes/milestones.ts) -------------------------------------------------------------
    ...(Object.keys(MILESTONE_LINKS) as MilestoneLinkKind[]).flatMap((kind): Operation[] => {
      const { id, one } = MILESTONE_LINKS[kind];
      const name = kind.charAt(0).toUpperCase() + kind.slice(1);
      const common = { ...staff, path: `/api/milestone/:id/${kind}/:${id}`, tag: 'milestone', params: milestoneLinkParams(kind), resource: milestoneContract.schemas.row };
      return [
        { ...common, id: `milestone.link${name}`, method: 'PUT', summary: `Asocia un ${one} al milestone (idempotente: uno ya asociado queda igual); 400 si no existe` },
        { ...common, id: `milestone.unlink${name}`, method: 'DELETE', summary: `Desasocia un ${one} del milestone (404 si no estaba asociado)` },
      ];
    }),

    // ---- WhatsApp Business (routes/waba.ts) -------------------------------------------------------------
    {
      ...staff,
      id: 'waba.numbers',
      method: 'GET',
      path: '/api/waba/:id/numbers',
      summary: 'Los números de una cuenta de WhatsApp Business (sin sus tokens)',
      tag: 'whatsapp',
      params: idParams,
      query: strictListQuery(whatsappNumberContract.schemas.list),
      resource: z.array(whatsappNumberContract.schemas.row),
      paged: true,
    },

    // ---- An account's bot: flows, sequences, variables (routes/account-items.ts) ------------------------
    ...(
      [
        ['flows', flowContract, 'Los flujos de una cuenta, cada uno con sus bloques'],
        ['sequences', sequenceContract, 'Las secuencias de una cuenta'],
        ['user_attributes', userAttributeContract, 'Las variables (atributos de usuario) de una cuenta'],
      ] as const
    ).map(
      ([what, contract, summary]): Operation => ({
        ...staff,
        id: `account.${what}`,
        method: 'GET',
        path: `/api/account/:id/${what}`,
        summary,
        tag: contract.path,
        params: idParams,
        query: strictListQuery(contract.schemas.list),
        resource: z.array(contract.schemas.row),
        paged: true,
      }),
    ),
    {
      ...staff,
      id: 'block.get',
      method: 'GET',
      path: '/api/block/:id',
      summary: 'Un bloque de un flujo (language_id se acepta: el nombre de un bloque no se traduce)',
      tag: 'flow',
      params: idParams,
      query: z.strictObject({ language_id: z.coerce.number().int().positive().optional() }),
      resource: z.object({ block_id: z.number().int(), name: z.string(), flow_id: z.number().int() }),
    },

    // ---- Packages and what they bundle (routes/packages.ts) --------------------------------------------
    {
      ...staff,
      id: 'package.attributes',
      method: 'GET',
      path: '/api/package/:id/attributes',
      summary: 'Los atributos de un paquete',
      tag: 'package_attribute',
      params: idParams,
      query: strictListQuery(packageAttributeContract.schemas.list),
      resource: z.array(packageAttributeContract.schemas.row),
      paged: true,
    },
    ...(['flow', 'sequence', 'user_attribute'] as const).flatMap((kind): Operation[] => {
      const item = PACKAGE_ITEMS[kind];
      const { one, many } = item.contract.names;
      return [
        {
          ...staff,
          id: `package.${item.list}`,
          method: 'GET',
          path: `/api/package/:id/${item.list}`,
          summary: `Lo que el paquete incluye: sus ${many}`,
          tag: 'package',
          params: idParams,
          query: strictListQuery(item.contract.schemas.list),
          resource: z.array(item.contract.schemas.row),
          paged: true,
        },
        {
          ...staff,
          id: `package.add_${kind}`,
          method: 'POST',
          path: `/api/package/:id/${kind}`,
          summary: `Agrega ${one === 'flujo' ? 'un' : 'una'} ${one} de la cuenta del paquete (400 si es de otra cuenta; 409 '${item.texts.linked}')`,
          tag: 'package',
          params: idParams,
          body: packageItemSchema(kind),
          resource: packageContract.schemas.row,
          refusals: [409],
        },
      ];
    }),
    ...(Object.keys(PACKAGE_ITEMS) as (keyof typeof PACKAGE_ITEMS)[]).map(
      (kind): Operation => ({
        ...staff,
        id: `package.remove_${kind}`,
        method: 'DELETE',
        path: `/api/package/:id/${kind}`,
        summary: `Remueve del paquete: ${PACKAGE_ITEMS[kind].contract.names.one} (404 '${PACKAGE_ITEMS[kind].texts.notLinked}')`,
        tag: 'package',
        params: idParams,
        body: packageItemSchema(kind),
        resource: packageContract.schemas.row,
      }),
    ),
    {
      ...staff,
      id: 'package.addLists',
      method: 'POST',
      path: '/api/package/:id',
      summary: "Agrega listas de la cuenta del paquete (Lists: sus ids); todas o ninguna (409 'La lista ya se encuentra en el paquete')",
      tag: 'package',
      params: idParams,
      body: packageListsSchema,
      resource: packageContract.schemas.row,
      refusals: [409],
    },

    // ---- The URL shortener (routes/tooling.ts) ---------------------------------------------------------
    {
      ...staff,
      id: 'tooling.urlShortener',
      method: 'POST',
      path: '/api/tooling/url-shortener',
      summary: 'Acorta una URL: el código lo elige el servidor (el mismo destino, el mismo enlace) o es el nombre personalizado; responde el enlace corto',
      tag: 'short_url',
      body: urlShortenerSchema,
      resource: z.string(),
      refusals: [409],
    },
    {
      ...service,
      id: 'shortLink',
      method: 'GET',
      path: '/s/:code',
      summary: 'Un enlace corto: redirige a su destino',
      tag: 'short_url',
      params: z.object({ code: z.string() }),
      resource: z.unknown(),
      status: 302,
      refusals: [404],
    },

    // ---- Uploads (routes/uploads.ts) -----------------------------------------------------------------
    {
      ...staff,
      id: 'utils.uploadToS3',
      method: 'POST',
      path: '/api/utils/uploadToS3',
      summary: `Sube un archivo: imagen png, jpg o gif (bucket ${UPLOADS.image.bucket}, hasta 5 MB) o código .zip (bucket ${UPLOADS.code.bucket}, hasta 20 MB); el tipo se juzga por el contenido`,
      tag: 'uploads',
      multipart: {
        type: 'object',
        properties: {
          file: { type: 'string', contentMediaType: 'application/octet-stream' },
          bucket: { enum: Object.values(UPLOADS).map((upload) => upload.bucket) },
        },
        required: ['file', 'bucket'],
      },
      resource: z.object({ url: z.string(), name: z.string(), bucket: z.string(), size: z.number().int(), type: z.string() }),
      refusals: [502],
    },
    {
      ...service,
      id: 'files.get',
      method: 'GET',
      path: '/files/:bucket/:name',
      summary: 'Un archivo subido y guardado en el disco de la API (público, inmutable)',
      tag: 'uploads',
      params: z.object({ bucket: z.string(), name: z.string() }),
      resource: z.unknown(),
      download: true,
      refusals: [404],
    },

    // ---- Sign-in (routes/auth.ts): rate limited per client address; the code also per e-mail ----------
    {
      ...signIn,
      id: 'signin.sendCode',
      method: 'POST',
      path: '/api/send_two_factor_token',
      summary: 'Comprueba las credenciales y envía por correo un código de acceso de 6 dígitos',
      body: sendTwoFactorTokenSchema,
      resource: valid,
      refusals: [401, 429, 502],
    },
    {
      ...signIn,
      id: 'signin.validateCode',
      method: 'POST',
      path: '/api/validate_two_factor_token',
      summary: 'Comprueba el código de acceso (400 si es incorrecto o caducó)',
      body: validateTwoFactorTokenSchema,
      resource: valid,
      refusals: [429],
    },
    {
      ...signIn,
      id: 'signin.login',
      method: 'POST',
      path: '/api/auth/login',
      summary: 'Inicia sesión con las credenciales y el código validado: token de acceso y de renovación',
      body: loginRequestSchema,
      resource: session,
      refusals: [401, 403, 429],
    },
    {
      ...signIn,
      id: 'signin.social',
      method: 'POST',
      path: '/api/auth/social',
      summary: 'Inicia sesión con el token de un proveedor social',
      body: socialSignInRequestSchema,
      resource: session,
      refusals: [403, 404, 429, 502],
    },
    {
      id: 'signin.refresh',
      method: 'GET',
      path: '/api/token/refresh',
      summary: 'Renueva los tokens con el token de renovación (enviado como bearer)',
      tag: 'sign-in',
      caller: 'refresh',
      resource: z.object({ token: z.string(), refreshToken: z.string() }),
      refusals: [403],
    },
    {
      ...signIn,
      id: 'signin.logout',
      method: 'POST',
      path: '/api/auth/logout',
      summary: 'Cierra la sesión de un token de renovación (uno desconocido se ignora)',
      body: logoutRequestSchema,
      resource: z.null(),
    },

    {
      ...staff,
      id: 'admin.me',
      method: 'GET',
      path: '/api/admin/me',
      summary: 'El administrador de la sesión y lo que su rol le permite',
      tag: 'admin',
      resource: me,
    },

    // ---- Roles (routes/roles.ts) -------------------------------------------------------------------
    {
      ...staff,
      id: 'role.linkPermission',
      method: 'PUT',
      path: '/api/role/:id/permission',
      summary: 'Asocia un permiso a un rol (409 si ya lo está)',
      tag: 'role',
      params: idParams,
      body: rolePermissionSchema,
      resource: roleContract.schemas.row,
      refusals: [409],
    },
    {
      ...staff,
      id: 'role.unlinkPermission',
      method: 'DELETE',
      path: '/api/role/:id/permission',
      summary: 'Desasocia un permiso de un rol (404 si no lo está)',
      tag: 'role',
      params: idParams,
      body: rolePermissionSchema,
      resource: roleContract.schemas.row,
    },

    // ---- Admins (routes/admins.ts) -----------------------------------------------------------------
    {
      ...adminWrite(
        'admin.restore',
        'PATCH',
        '/api/admin/:id/restore',
        'Habilita un administrador eliminado, con cambios opcionales (409 si no está eliminado)',
        adminContract.schemas.update,
        [409],
      ),
      optionalBody: true,
    },
    adminWrite('admin.setRole', 'PUT', '/api/admin/:id/role', 'Asigna el rol de un administrador (nadie cambia el suyo)', adminRoleSchema, [409]),
    adminWrite('admin.removeRole', 'DELETE', '/api/admin/:id/role', 'Retira el rol de un administrador (el cuerpo se ignora)', undefined, [409]),
    adminWrite('admin.assignOrganization', 'POST', '/api/admin/:id/assignOrganization', 'Asocia una organización a un administrador', adminOrganizationSchema, [
      409,
    ]),
    adminWrite('admin.removeOrganization', 'POST', '/api/admin/:id/removeOrganization', 'Desasocia una organización de un administrador', adminOrganizationSchema),
    adminWrite('admin.assignAccount', 'POST', '/api/admin/:id/assignAccount', 'Asocia una cuenta a un administrador', adminAccountSchema, [409]),
    adminWrite('admin.removeAccount', 'POST', '/api/admin/:id/removeAccount', 'Desasocia una cuenta de un administrador', adminAccountSchema),
    {
      ...staff,
      id: 'admin.bulkCreate',
      method: 'POST',
      path: '/api/admin_bulk',
      summary: 'Crea hasta 500 administradores de una cuenta a la vez: todos o ninguno',
      tag: 'admin',
      // The route checks the envelope first, then every entry (so it can answer all the failing ones).
      body: adminBulkSchema(brand).extend({ admins: z.array(adminBulkEntrySchema).min(1).max(MAX_BULK_ADMINS) }),
      resource: z.array(adminRow),
      status: 201,
      refusedResource: z.object({
        errors: z.array(z.object({ index: z.number().int(), email: z.string().nullable(), messages: z.array(z.string()) })),
      }),
      refusals: [409],
    },

    // ---- Organizations and accounts (routes/organizations.ts, accounts.ts) ----------------------------
    {
      ...staff,
      id: 'organization.accounts',
      method: 'GET',
      path: '/api/organization/:id/accounts',
      summary: 'Las cuentas de una organización: la lista de cuentas, solo de esa organización',
      tag: 'organization',
      params: idParams,
      query: strictListQuery(accountContract.schemas.list),
      resource: z.array(accountContract.schemas.row),
      paged: true,
    },
    {
      ...staff,
      id: 'account.status',
      method: 'GET',
      path: '/api/account/:id/status',
      summary: 'El status de una cuenta',
      tag: 'account',
      params: idParams,
      resource: accountStatus,
    },

    // ---- The catalogue (routes/plugins.ts, custom-views.ts) ------------------------------------------
    {
      ...staff,
      id: 'plugin.attributes',
      method: 'GET',
      path: '/api/plugin/:id/attributes',
      summary: 'Los atributos de un plugin: la lista de atributos, solo de ese plugin',
      tag: 'plugin_attribute',
      params: idParams,
      query: strictListQuery(pluginAttributeContract.schemas.list),
      resource: z.array(pluginAttributeContract.schemas.row),
      paged: true,
    },
    {
      ...staff,
      id: 'plugin.createAttribute',
      method: 'POST',
      path: '/api/plugin/:id/attributes',
      summary: 'Crea un atributo del plugin (el plugin es el de la ruta: un plugin_id del cuerpo se ignora)',
      tag: 'plugin_attribute',
      params: idParams,
      body: pluginAttributeContract.schemas.create,
      resource: pluginAttributeContract.schemas.row,
      status: 201,
      refusals: [409],
    },
    {
      ...staff,
      id: 'custom_view.associateAccount',
      method: 'POST',
      path: '/api/custom_view/:id/associateAccount',
      summary: "Asocia una cuenta a una vista personalizada (409 'La cuenta ya se encuentra asociada')",
      tag: 'custom_view',
      params: idParams,
      body: customViewAccountSchema,
      resource: customViewContract.schemas.row,
      refusals: [409],
    },
    {
      ...staff,
      id: 'custom_view.disassociateAccount',
      method: 'POST',
      path: '/api/custom_view/:id/disassociateAccount',
      summary: 'Desasocia una cuenta (account_id) o varias a la vez (account_ids); todas o ninguna (404 si alguna no está asociada)',
      tag: 'custom_view',
      params: idParams,
      body: customViewAccountRemovalSchema,
      resource: customViewContract.schemas.row,
    },

    // ---- The organization area (routes/organization-area.ts, admins.ts, plugins.ts, entities.ts) ----------
    ...(
      [
        ['admins', adminContract, 'Los administradores activos de una organización, cada uno con sus cuentas de esa organización (Accounts)'],
        ['subscriptions', organizationSubscriptionContract, 'Las suscripciones de una organización, con su fecha de vencimiento'],
        ['plugins', pluginContract, 'Los plugins asignados a una organización'],
        ['entities', entityContract, 'Las entidades de una organización'],
        ['account_status', accountStatusContract, 'El status de cada cuenta de una organización'],
      ] as const
    ).map(
      ([what, contract, summary]): Operation => ({
        ...staff,
        id: `organization.${what}`,
        method: 'GET',
        path: `/api/organization/:id/${what}`,
        summary,
        tag: 'organization',
        params: idParams,
        query: strictListQuery(contract.schemas.list),
        resource: z.array(contract.schemas.row),
        paged: true,
      }),
    ),
    {
      ...staff,
      id: 'organization.createAdmin',
      method: 'POST',
      path: '/api/organization/:id/admins',
      summary: 'Crea un administrador (como POST admin) asociado a la organización, en una transacción',
      tag: 'organization',
      params: idParams,
      body: adminContract.schemas.create,
      resource: adminRow,
      status: 201,
      refusals: [409],
    },
    {
      ...staff,
      id: 'organization.takeSubscription',
      method: 'POST',
      path: '/api/organization/:id/subscriptions',
      summary:
        'La organización toma una suscripción: expire_date = hoy + los meses de la suscripción; 409 si sus cuentas no caben en sus suscripciones vigentes',
      tag: 'organization',
      params: idParams,
      body: organizationSubscriptionContract.schemas.create,
      resource: organizationSubscriptionContract.schemas.row,
      status: 201,
      refusals: [409],
    },
    {
      ...staff,
      id: 'organization.billing',
      method: 'GET',
      path: '/api/organization/:id/billing',
      summary: 'Los datos de facturación de una organización (null si aún no tiene)',
      tag: 'organization',
      params: idParams,
      resource: billingContract.schemas.row.nullable(),
    },
    {
      ...staff,
      id: 'organization.setBilling',
      method: 'POST',
      path: '/api/organization/:id/billing',
      summary: 'Guarda los datos de facturación completos de una organización (los crea la primera vez)',
      tag: 'organization',
      params: idParams,
      body: billingSchema,
      resource: billingContract.schemas.row,
    },
    ...(['associateOrganization', 'removeOrganization'] as const).map(
      (action): Operation => ({
        ...staff,
        id: `plugin.${action}`,
        method: 'POST',
        path: `/api/plugin/:id/${action}`,
        summary:
          action === 'associateOrganization'
            ? 'Asigna el plugin a una organización (409 si ya lo está); responde el plugin con sus organizaciones'
            : 'Retira el plugin de una organización (404 si no lo estaba)',
        tag: 'plugin',
        params: idParams,
        body: pluginOrganizationSchema,
        resource: pluginContract.schemas.row,
        refusals: action === 'associateOrganization' ? [409] : [],
      }),
    ),
    {
      ...staff,
      id: 'entity.attributes',
      method: 'GET',
      path: '/api/entity/:id/attributes',
      summary: 'Los atributos de una entidad',
      tag: 'entity',
      params: idParams,
      query: strictListQuery(entityAttributeContract.schemas.list),
      resource: z.array(entityAttributeContract.schemas.row),
      paged: true,
    },
    {
      ...staff,
      id: 'entity.createAttribute',
      method: 'POST',
      path: '/api/entity/:id/attributes',
      summary: 'Crea un atributo de la entidad (la entidad es la de la ruta: un entity_id del cuerpo se ignora)',
      tag: 'entity',
      params: idParams,
      body: entityAttributeContract.schemas.create,
      resource: entityAttributeContract.schemas.row,
      status: 201,
      refusals: [409],
    },
    ...(['associateAccount', 'disassociateAccount'] as const).map(
      (action): Operation => ({
        ...staff,
        id: `entity.${action}`,
        method: 'POST',
        path: `/api/entity/:id/${action}`,
        summary:
          action === 'associateAccount'
            ? "Asocia la entidad a una cuenta de su organización (409 'La cuenta ya se encuentra asociada')"
            : 'Desasocia la entidad de una cuenta (404 si no lo estaba)',
        tag: 'entity',
        params: idParams,
        body: entityAccountSchema,
        resource: entityContract.schemas.row,
        refusals: action === 'associateAccount' ? [409] : [],
      }),
    ),
    {
      ...staff,
      id: 'account.entities',
      method: 'GET',
      path: '/api/account/:id/entities',
      summary: 'Las entidades asociadas a una cuenta',
      tag: 'entity',
      params: idParams,
      query: strictListQuery(entityContract.schemas.list),
      resource: z.array(entityContract.schemas.row),
      paged: true,
    },
    // ---- Account merge and bot versions (routes/bot-versions.ts) ---------------------------------------
    {
      ...staff,
      id: 'account.botVersions',
      method: 'GET',
      path: '/api/account/:id/bot_versions',
      summary: 'Las versiones del bot de una cuenta, la más reciente primero: cuándo, quién, origen, modo, elementos por grupo',
      tag: 'bot_version',
      params: idParams,
      query: strictListQuery(botVersionContract.schemas.list),
      resource: z.array(botVersionContract.schemas.row),
      paged: true,
    },
    ...(
      [
        ['merge_update', mergeUpdateSchema, 'Combinación: agrega a la cuenta destino lo que le falta de la cuenta origen (por nombre), sin borrar nada'],
        ['force_update', forceUpdateSchema, 'Actualización forzada: cada grupo no ignorado de la cuenta destino queda igual al de la cuenta origen'],
      ] as const
    ).map(
      ([action, body, summary]): Operation => ({
        ...staff,
        id: `bot_version.${action}`,
        method: 'POST',
        path: `/api/bot_version/${action}`,
        summary: `${summary}. Guarda antes una versión del bot destino; se hace en segundo plano, en una transacción: responde el trabajo`,
        tag: 'bot_version',
        body,
        resource: mergeJobSchema,
        status: 202,
        refusals: [409],
      }),
    ),
    {
      ...staff,
      id: 'bot_version.job',
      method: 'GET',
      path: '/api/bot_version/job/:id',
      summary: 'Una combinación de cuentas: su avance, lo que cambió en cada grupo o su error',
      tag: 'bot_version',
      params: idParams,
      resource: mergeJobSchema,
    },
    // ---- Messaging API (routes/lists.ts) ------------------------------------------------------------
    {
      ...staff,
      id: 'messaging.lists',
      method: 'GET',
      path: '/messaging/account/:id/lists',
      summary: 'Las listas de una cuenta, las más recientes primero',
      tag: 'messaging',
      params: idParams,
      query: pagedQuery,
      resource: z.array(list),
      paged: true,
    },
    {
      ...staff,
      id: 'messaging.templates',
      method: 'GET',
      path: '/messaging/templates/:id',
      summary: 'Un paquete con sus listas (Lists)',
      tag: 'messaging',
      params: idParams,
      resource: packageContract.schemas.row,
    },
  ];
}
