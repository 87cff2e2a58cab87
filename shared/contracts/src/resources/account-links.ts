/**
 * What an account is linked to (document 3 §2–§7), beside its admins, entities and extensions (whose links
 * their own contracts describe): its platforms — each with the bot's switch, its responding mode, its
 * confidence and the external account it is connected to (a Facebook page, a Twitter profile) —, its
 * languages, and its models (messaging API: the account's models, chosen from the SAM models).
 *
 *   GET   account/{id}/platforms                          the account's platforms (paged, search by name)
 *   GET   account/{id}/platform/{platform_id}             one of them
 *   PATCH account/{id}/platform/{platform_id}             {enabled?, responding_mode?, confidence?}
 *   POST  account/{id}/platform/{platform_id}             connect: facebook and messenger {external_id, access_token}
 *                                                         (a page of that user token); twitter {access_token, secret_token}
 *   POST  platform/{id}/associateAccount, /disassociateAccount    {account_id}
 *   POST  facebook/pages                                  {facebook_access_token} → the pages it manages (never their tokens)
 *   GET   platform_connect                                which providers the server can reach
 *   GET   account/{id}/languages; POST language/{id}/associateAccount, /disassociateAccount   {account_id}
 *   messaging: GET account/{id}/models, /models/{model_id}, /sam_models; POST account/{id}/models {model_id};
 *              DELETE account/{id}/models/{model_id}
 *
 * These links are the account's configuration: they need the permission to update accounts, and the audit
 * trail records them on the account ('platform.assign', 'language.remove', 'model.assign'…).
 */
import { z } from '../zod';
import { defineContract } from '../contract';
import { choice, flag, number, readOnly, reference, secret, text, timestamp } from '../fields';
import { idParams, operation, itemParams } from '../operation';
import { accountContract, accountList } from './account';
import { languageContract } from './language';
import { platformContract } from './platform';

export const RESPONDING_MODES = { auto: 'Automático', manual: 'Manual' } as const;

/** The platforms whose external account is connected from the console (spec 3 §3), and the provider of each. */
export const CONNECT_PROVIDERS = { facebook: 'facebook', messenger: 'facebook', twitter: 'twitter' } as const;
export type ConnectProvider = (typeof CONNECT_PROVIDERS)[keyof typeof CONNECT_PROVIDERS];
export const PROVIDER_NAMES: Record<ConnectProvider, string> = { facebook: 'Facebook', twitter: 'Twitter' };
/** The provider that connects a platform (by its name), or undefined when it is not connected from here. */
export const connectProviderOf = (platformName: string): ConnectProvider | undefined =>
  (CONNECT_PROVIDERS as Record<string, ConnectProvider>)[platformName];

/** The external account a platform of the account is connected to (its tokens are write-only). */
export const platformSubscriptionSchema = z.object({
  /** The platform's name ('facebook'). */
  platform: z.string(),
  /** The page's or profile's id at the provider. */
  external_id: z.string(),
  name: z.string(),
  subscribed: z.boolean(),
});

export const accountPlatformContract = defineContract({
  path: 'account_platform',
  id: 'platform_id',
  names: { one: 'plataforma', many: 'plataformas', gender: 'f' },
  permission: accountContract.path,
  audit: false,
  fields: {
    // The catalogue platform's, as the account's platforms are shown.
    name: readOnly(text('Nombre', { max: 100 })),
    title: readOnly(text('Título', { max: 200 })),
    description: readOnly(text('Descripción', { gender: 'f', multiline: true })),
    icon: readOnly(text('Icono', { max: 100 })),
    enabled: flag('Bot activo', { noun: 'si el bot está activo en la plataforma', default: true, states: ['Activo', 'Apagado'] }),
    responding_mode: choice('Modo de respuesta', RESPONDING_MODES, { default: 'auto' }),
    // Spec 3 §5, §9: from 0 to 1, in steps of 0.01.
    confidence: number('Confianza', { gender: 'f', min: 0, max: 1, step: 0.01, decimals: 2, default: 0.8 }),
    createdAt: timestamp('Fecha de asociación', { gender: 'f' }),
  },
  joined: { Subscription: platformSubscriptionSchema.nullable() },
  list: { search: ['name'], sort: ['platform_id', 'name', 'createdAt'], defaultSort: 'platform_id' },
  create: false,
  update: ['enabled', 'responding_mode', 'confidence'],
  remove: false,
});
export type AccountPlatformRow = typeof accountPlatformContract.$row;

const accountRule = reference('Cuenta', () => accountContract, { gender: 'f' }).rule;
/** POST platform/{id}/associateAccount, language/{id}/associateAccount and their removals. */
export const accountLinkSchema = z.strictObject({ account_id: accountRule });

const token = (label: string) => secret(label, { max: 2000, required: true }).rule;
/** POST facebook/pages: the Facebook user token whose pages are listed. */
export const facebookPagesSchema = z.strictObject({ facebook_access_token: token('Token de acceso de Facebook') });
/** A page as facebook/pages answers it: never its token (the server reads it again when the page is connected). */
export const facebookPageSchema = z.object({ id: z.string(), name: z.string(), category: z.string() });
export type FacebookPage = z.infer<typeof facebookPageSchema>;

/**
 * POST account/{id}/platform/{platform_id}: connect the platform. Facebook and Messenger take the chosen
 * page and the user token that manages it; Twitter the profile's access token and secret.
 */
export const platformConnectSchema = z.union([
  z.strictObject({
    external_id: z.string().trim().min(1, 'Elige una página').max(100, 'Elige una página').regex(/^[\w.-]+$/, 'Elige una página'),
    access_token: token('Token de acceso'),
  }),
  z.strictObject({ access_token: token('Token de acceso'), secret_token: token('Token secreto') }),
]);

/** GET platform_connect: which providers the server is configured to reach. */
export const platformConnectStatusSchema = z.object({ facebook: z.boolean(), twitter: z.boolean() });

/** A model the messaging service answers with (the SAM models are every model an account may use). */
export const MODEL_TYPES = {
  intents: 'Intenciones',
  entities: 'Entidades',
  faq: 'Preguntas frecuentes',
  sentiment: 'Sentimiento',
} as const;

export const modelContract = defineContract({
  path: 'model',
  id: 'model_id',
  api: 'messaging',
  names: { one: 'modelo', many: 'modelos', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    type: choice('Tipo', MODEL_TYPES, { required: true }),
    created_at: timestamp('Fecha de creación', { gender: 'f' }),
  },
  // The SAM models of an account (GET account/{id}/sam_models) say whether the account has each.
  joined: { associated: z.boolean().optional() },
  list: { search: ['name'], sort: ['model_id', 'name', 'created_at'] },
  // Trained and published by the models service: read-only here.
  create: false,
  update: false,
  remove: false,
});
export type ModelRow = typeof modelContract.$row;

/** POST account/{id}/models (messaging API): associate a SAM model. */
export const modelLinkSchema = z.strictObject({ model_id: reference('Modelo', () => modelContract).rule });

export const accountLinkTexts = {
  connected: 'Plataforma conectada',
  notConnectable: 'La plataforma no admite conexión desde la consola',
  notConfigured: (provider: ConnectProvider) => `La conexión con ${PROVIDER_NAMES[provider]} no está configurada en el servidor.`,
  facebookPagesFailed: 'Error obteniendo páginas de Facebook.',
  connectFailed: 'Error conectando cuenta',
  connectRequestFailed: 'Ocurrió un error conectando la plataforma.',
  pageNotFound: 'La página no está entre las que administra ese token',
  noPages: 'Ese token no administra ninguna página',
} as const;

/** account/{id}/platform/{platform_id}. */
export const accountPlatformParams = itemParams('platform_id');
/** account/{id}/models/{model_id} (messaging API). */
export const accountModelParams = itemParams('model_id');

/** The links are the account's configuration: writing them needs the permission to update accounts. */
const updatesAccount = { resource: accountContract.path, action: 'update' } as const;
const platformRow = accountPlatformContract.schemas.row;
const accountPlatform = { tag: accountPlatformContract.path, params: accountPlatformParams, answer: platformRow } as const;
const platformLink = { method: 'POST', tag: accountPlatformContract.path, params: idParams, body: accountLinkSchema, answer: platformRow, permission: updatesAccount } as const;

/**
 * An account's platforms: listed, read, configured and connected below the account; associated and dissociated
 * from the platform; the Facebook pages of a user token and which providers the server reaches
 * (api/src/routes/account-links.ts).
 */
export const accountPlatformOperations = {
  // Built from the account's link rows, not the machine's list: no CSV export (a few rows, shown whole).
  ofAccount: {
    ...accountList({
      id: 'account.platforms',
      what: 'platforms',
      contract: accountPlatformContract,
      summary: 'Las plataformas de una cuenta: su configuración y su conexión (nunca sus tokens)',
      reads: platformContract.path,
    }),
    exported: false as const,
  },
  get: operation({
    ...accountPlatform,
    id: 'account.platform',
    method: 'GET',
    path: 'account/:id/platform/:platform_id',
    summary: 'Una plataforma de la cuenta (404 si no está asociada)',
    permission: { resource: platformContract.path, action: 'read' },
    texts: { verb: 'obteniendo', what: accountPlatformContract.names.one },
  }),
  update: operation({
    ...accountPlatform,
    id: 'account.platformUpdate',
    method: 'PATCH',
    path: 'account/:id/platform/:platform_id',
    summary: 'Configura una plataforma de la cuenta: bot activo, modo de respuesta, confianza (de 0 a 1, dos decimales)',
    body: accountPlatformContract.schemas.update,
    audit: 'platform.update',
    texts: { verb: 'actualizando', what: accountPlatformContract.names.one },
  }),
  connect: operation({
    ...accountPlatform,
    id: 'account.platformConnect',
    method: 'POST',
    path: 'account/:id/platform/:platform_id',
    summary:
      'Conecta una plataforma de la cuenta: Facebook y Messenger {external_id, access_token} (una página que administra ese token de usuario; ' +
      'se guarda el token de la página), Twitter {access_token, secret_token}. 503 si el proveedor no está configurado, 502 si falla',
    body: platformConnectSchema,
    refusals: [502, 503],
    audit: 'platform.connect',
    texts: { verb: 'conectando', what: accountPlatformContract.names.one },
  }),
  associate: operation({
    ...platformLink,
    id: 'platform.associateAccount',
    path: 'platform/:id/associateAccount',
    summary: 'Asocia la plataforma a una cuenta (409 si ya lo está); responde la plataforma de la cuenta',
    refusals: [409],
    audit: 'platform.assign',
    texts: { verb: 'asociando', what: platformContract.names.one },
  }),
  dissociate: operation({
    ...platformLink,
    id: 'platform.disassociateAccount',
    path: 'platform/:id/disassociateAccount',
    summary: 'Desasocia la plataforma de una cuenta, con su conexión (404 si no estaba asociada); responde la plataforma como estaba',
    audit: 'platform.remove',
    texts: { verb: 'desasociando', what: platformContract.names.one },
  }),
  facebookPages: operation({
    id: 'facebook.pages',
    method: 'POST',
    path: 'facebook/pages',
    summary: 'Las páginas que administra un token de usuario de Facebook (sin sus tokens). 503 si Facebook no está configurado, 502 si falla',
    tag: accountPlatformContract.path,
    body: facebookPagesSchema,
    answer: z.array(facebookPageSchema),
    refusals: [502, 503],
    permission: updatesAccount,
    texts: { verb: 'obteniendo', what: 'páginas de Facebook' },
  }),
  connectStatus: operation({
    id: 'platform.connectStatus',
    method: 'GET',
    path: 'platform_connect',
    summary: 'Qué proveedores de conexión están configurados en el servidor',
    tag: accountPlatformContract.path,
    answer: platformConnectStatusSchema,
    permission: 'open',
    texts: { verb: 'obteniendo', what: 'conexiones de plataformas' },
  }),
};

const languageLink = { method: 'POST', tag: languageContract.path, params: idParams, body: accountLinkSchema, answer: languageContract.schemas.row, permission: updatesAccount } as const;

/** An account's languages: listed below the account, associated and dissociated from the language (api/src/routes/account-links.ts). */
export const accountLanguageOperations = {
  ofAccount: accountList({ id: 'account.languages', what: 'languages', contract: languageContract, summary: 'Los idiomas de una cuenta' }),
  associate: operation({
    ...languageLink,
    id: 'language.associateAccount',
    path: 'language/:id/associateAccount',
    summary: 'Asocia el idioma a una cuenta (409 si ya lo está); responde el idioma',
    refusals: [409],
    audit: 'language.assign',
    texts: { verb: 'asociando', what: languageContract.names.one },
  }),
  dissociate: operation({
    ...languageLink,
    id: 'language.disassociateAccount',
    path: 'language/:id/disassociateAccount',
    summary: 'Desasocia el idioma de una cuenta (404 si no estaba asociado); responde el idioma',
    audit: 'language.remove',
    texts: { verb: 'desasociando', what: languageContract.names.one },
  }),
};

const modelRow = modelContract.schemas.row;
const readsModels = { resource: modelContract.path, action: 'read' } as const;
const accountModel = { api: 'messaging', tag: modelContract.path, answer: modelRow } as const;

/** Messaging API: an account's models, chosen from the SAM models (api/src/routes/account-links.ts accountModelRoutes). */
export const accountModelOperations = {
  ofAccount: accountList({ id: 'account.models', what: 'models', contract: modelContract, summary: 'Los modelos de una cuenta' }),
  get: operation({
    ...accountModel,
    id: 'account.model',
    method: 'GET',
    path: 'account/:id/models/:model_id',
    summary: 'Un modelo de la cuenta (404 si no está asociado)',
    params: accountModelParams,
    permission: readsModels,
    texts: { verb: 'obteniendo', what: modelContract.names.one },
  }),
  sam: accountList({
    id: 'account.samModels',
    what: 'sam_models',
    contract: modelContract,
    summary: 'Todos los modelos (SAM), cada uno diciendo si la cuenta lo tiene (associated)',
    row: modelRow.extend({ associated: z.boolean() }) as unknown as z.ZodType<ModelRow & { associated: boolean }>,
  }),
  associate: operation({
    ...accountModel,
    id: 'account.associateModel',
    method: 'POST',
    path: 'account/:id/models',
    summary: 'Asocia un modelo a la cuenta (409 si ya lo está); responde el modelo',
    params: idParams,
    body: modelLinkSchema,
    refusals: [409],
    audit: 'model.assign',
    texts: { verb: 'asociando', what: modelContract.names.one },
  }),
  dissociate: operation({
    ...accountModel,
    id: 'account.dissociateModel',
    method: 'DELETE',
    path: 'account/:id/models/:model_id',
    summary: 'Desasocia un modelo de la cuenta (404 si no estaba asociado); responde el modelo',
    params: accountModelParams,
    audit: 'model.remove',
    texts: { verb: 'desasociando', what: modelContract.names.one },
  }),
};
