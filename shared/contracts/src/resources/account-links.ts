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
import { accountContract } from './account';

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
export const PLATFORM_CONNECT_PATH = 'platform_connect';
export const FACEBOOK_PAGES_PATH = 'facebook/pages';

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
  platformLinked: 'La plataforma ya se encuentra asociada',
  platformNotLinked: 'La plataforma no está asociada a la cuenta',
  platformAssociated: 'Plataforma asociada',
  platformRemoved: 'Plataforma desasociada',
  languageLinked: 'El idioma ya se encuentra asociado',
  languageNotLinked: 'El idioma no está asociado a la cuenta',
  languageAssociated: 'Idioma asociado',
  languageRemoved: 'Idioma desasociado',
  modelLinked: 'El modelo ya se encuentra asociado',
  modelNotLinked: 'El modelo no está asociado a la cuenta',
  modelAssociated: 'Modelo asociado',
  modelRemoved: 'Modelo desasociado',
  entityAssociated: 'Entidad asociada',
  entityRemoved: 'Entidad desasociada',
  extensionAssociated: 'Extensión asociada con éxito',
  extensionRemoved: 'Extensión removida de la cuenta',
  adminAssociated: 'Administrador asociado',
  adminRemoved: 'Administrador desasociado',
  adminLinked: 'El administrador ya se encuentra asociado',
  connected: 'Plataforma conectada',
  notConnectable: 'La plataforma no admite conexión desde la consola',
  notConfigured: (provider: ConnectProvider) => `La conexión con ${PROVIDER_NAMES[provider]} no está configurada en el servidor.`,
  facebookPagesFailed: 'Error obteniendo páginas de Facebook.',
  connectFailed: 'Error conectando cuenta',
  connectRequestFailed: 'Ocurrió un error conectando la plataforma.',
  pageNotFound: 'La página no está entre las que administra ese token',
  noPages: 'Ese token no administra ninguna página',
} as const;

/** Where an account's items are listed (and created in it). */
export const accountPath = (accountId: number, what: 'platforms' | 'languages' | 'models' | 'sam_models' | 'admins' | 'extensions' | 'lists') =>
  `${accountContract.path}/${accountId}/${what}`;
/** One platform of an account: GET, PATCH (its configuration) and POST (connect). */
export const accountPlatformPath = (accountId: number, platformId: number) => `${accountContract.path}/${accountId}/platform/${platformId}`;
