/**
 * The particular routes of an account's links (routes/account-links.ts, lists.ts, and the account's admins and
 * extensions in admins.ts and extensions.ts), described for OpenAPI. The generic calls of `list` and `model`
 * come from their contracts.
 */
import {
  accountLinkSchema,
  accountPlatformContract,
  adminContract,
  extensionContract,
  facebookPageSchema,
  facebookPagesSchema,
  languageContract,
  listContract,
  modelContract,
  modelLinkSchema,
  platformConnectSchema,
  platformConnectStatusSchema,
  type AnyContract,
} from '@console/contracts';
import { z } from 'zod';
import { idParams, idSchema } from '../lib/http';
import { strictListQuery } from '../lib/resource';
import { accountModelParams, accountPlatformParams } from '../routes/account-links';
import type { Operation } from './document';

const staff = { caller: 'staff' as const };
const listItemParams = z.strictObject({ id: idSchema, item_id: idSchema });

/** A paged list of one account's items (GET account/{id}/{what}), with the contract's list query. */
const accountList = (id: string, path: string, contract: AnyContract, summary: string, row: z.ZodType = contract.schemas.row): Operation => ({
  ...staff,
  id,
  method: 'GET',
  path,
  summary,
  tag: contract.path,
  params: idParams,
  query: strictListQuery(contract.schemas.list),
  resource: z.array(row),
  paged: true,
});

export function operations(): Operation[] {
  const platformRow = accountPlatformContract.schemas.row;
  const platformTag = { ...staff, tag: accountPlatformContract.path };
  const modelRow = modelContract.schemas.row;
  const listRow = listContract.schemas.row;
  return [
    // ---- An account's platforms (routes/account-links.ts) ----------------------------------------------
    accountList('account.platforms', '/api/account/:id/platforms', accountPlatformContract, 'Las plataformas de una cuenta: su configuración y su conexión (nunca sus tokens)'),
    {
      ...platformTag,
      id: 'account.platform',
      method: 'GET',
      path: '/api/account/:id/platform/:platform_id',
      summary: 'Una plataforma de la cuenta (404 si no está asociada)',
      params: accountPlatformParams,
      resource: platformRow,
    },
    {
      ...platformTag,
      id: 'account.platformUpdate',
      method: 'PATCH',
      path: '/api/account/:id/platform/:platform_id',
      summary: 'Configura una plataforma de la cuenta: bot activo, modo de respuesta, confianza (de 0 a 1, dos decimales)',
      params: accountPlatformParams,
      body: accountPlatformContract.schemas.update,
      resource: platformRow,
    },
    {
      ...platformTag,
      id: 'account.platformConnect',
      method: 'POST',
      path: '/api/account/:id/platform/:platform_id',
      summary:
        'Conecta una plataforma de la cuenta: Facebook y Messenger {external_id, access_token} (una página que administra ese token de usuario; ' +
        'se guarda el token de la página), Twitter {access_token, secret_token}. 503 si el proveedor no está configurado, 502 si falla',
      params: accountPlatformParams,
      body: platformConnectSchema,
      resource: platformRow,
      refusals: [502, 503],
    },
    {
      ...platformTag,
      id: 'platform.associateAccount',
      method: 'POST',
      path: '/api/platform/:id/associateAccount',
      summary: 'Asocia la plataforma a una cuenta (409 si ya lo está); responde la plataforma de la cuenta',
      params: idParams,
      body: accountLinkSchema,
      resource: platformRow,
      refusals: [409],
    },
    {
      ...platformTag,
      id: 'platform.disassociateAccount',
      method: 'POST',
      path: '/api/platform/:id/disassociateAccount',
      summary: 'Desasocia la plataforma de una cuenta, con su conexión (404 si no estaba asociada); responde la plataforma como estaba',
      params: idParams,
      body: accountLinkSchema,
      resource: platformRow,
    },
    {
      ...platformTag,
      id: 'facebook.pages',
      method: 'POST',
      path: '/api/facebook/pages',
      summary: 'Las páginas que administra un token de usuario de Facebook (sin sus tokens). 503 si Facebook no está configurado, 502 si falla',
      body: facebookPagesSchema,
      resource: z.array(facebookPageSchema),
      refusals: [502, 503],
    },
    {
      ...platformTag,
      id: 'platform.connectStatus',
      method: 'GET',
      path: '/api/platform_connect',
      summary: 'Qué proveedores de conexión están configurados en el servidor',
      resource: platformConnectStatusSchema,
    },

    // ---- An account's languages -------------------------------------------------------------------------
    accountList('account.languages', '/api/account/:id/languages', languageContract, 'Los idiomas de una cuenta'),
    ...(
      [
        ['associateAccount', 'Asocia el idioma a una cuenta (409 si ya lo está); responde el idioma', [409]],
        ['disassociateAccount', 'Desasocia el idioma de una cuenta (404 si no estaba asociado); responde el idioma', []],
      ] as const
    ).map(
      ([what, summary, refusals]): Operation => ({
        ...staff,
        id: `language.${what}`,
        method: 'POST',
        path: `/api/language/:id/${what}`,
        summary,
        tag: languageContract.path,
        params: idParams,
        body: accountLinkSchema,
        resource: languageContract.schemas.row,
        refusals: [...refusals],
      }),
    ),

    // ---- An account's admins and extensions (routes/admins.ts, extensions.ts) ----------------------------
    accountList('account.admins', '/api/account/:id/admins', adminContract, 'Los administradores activos asociados a una cuenta'),
    {
      ...staff,
      id: 'account.createAdmin',
      method: 'POST',
      path: '/api/account/:id/admins',
      summary: 'Crea un administrador (como POST admin) asociado a la cuenta, en una transacción',
      tag: adminContract.path,
      params: idParams,
      body: adminContract.schemas.create,
      resource: adminContract.schemas.row,
      status: 201,
      refusals: [409],
    },
    accountList('account.extensions', '/api/account/:id/extensions', extensionContract, 'Las extensiones instaladas en una cuenta'),
    {
      ...staff,
      id: 'account.createExtension',
      method: 'POST',
      path: '/api/account/:id/extensions',
      summary: 'Crea una extensión (como POST extension) instalada en la cuenta, en una transacción',
      tag: extensionContract.path,
      params: idParams,
      body: extensionContract.schemas.create,
      resource: extensionContract.schemas.row,
      status: 201,
      refusals: [409],
    },

    // ---- Messaging API: an account's models and lists (routes/account-links.ts, lists.ts) ----------------
    accountList('account.models', '/messaging/account/:id/models', modelContract, 'Los modelos de una cuenta'),
    {
      ...staff,
      id: 'account.model',
      method: 'GET',
      path: '/messaging/account/:id/models/:model_id',
      summary: 'Un modelo de la cuenta (404 si no está asociado)',
      tag: modelContract.path,
      params: accountModelParams,
      resource: modelRow,
    },
    accountList(
      'account.samModels',
      '/messaging/account/:id/sam_models',
      modelContract,
      'Todos los modelos (SAM), cada uno diciendo si la cuenta lo tiene (associated)',
      modelRow.extend({ associated: z.boolean() }),
    ),
    {
      ...staff,
      id: 'account.associateModel',
      method: 'POST',
      path: '/messaging/account/:id/models',
      summary: 'Asocia un modelo a la cuenta (409 si ya lo está); responde el modelo',
      tag: modelContract.path,
      params: idParams,
      body: modelLinkSchema,
      resource: modelRow,
      refusals: [409],
    },
    {
      ...staff,
      id: 'account.dissociateModel',
      method: 'DELETE',
      path: '/messaging/account/:id/models/:model_id',
      summary: 'Desasocia un modelo de la cuenta (404 si no estaba asociado); responde el modelo',
      tag: modelContract.path,
      params: accountModelParams,
      resource: modelRow,
    },
    accountList('account.lists', '/messaging/account/:id/lists', listContract, 'Las listas de una cuenta, las más recientes primero'),
    {
      ...staff,
      id: 'account.createList',
      method: 'POST',
      path: '/messaging/account/:id/lists',
      summary: 'Crea una lista en la cuenta (la de la ruta, aunque el cuerpo diga otra)',
      tag: listContract.path,
      params: idParams,
      body: z.strictObject({ name: listContract.fields.name.rule, account_id: listContract.fields.account_id.rule.optional() }),
      resource: listRow,
      status: 201,
      refusals: [409],
    },
    {
      ...staff,
      id: 'account.getList',
      method: 'GET',
      path: '/messaging/account/:id/lists/:item_id',
      summary: 'Una lista de la cuenta (404 si es de otra)',
      tag: listContract.path,
      params: listItemParams,
      resource: listRow,
    },
    {
      ...staff,
      id: 'account.updateList',
      method: 'PATCH',
      path: '/messaging/account/:id/lists/:item_id',
      summary: 'Cambia el nombre de una lista de la cuenta',
      tag: listContract.path,
      params: listItemParams,
      body: listContract.schemas.update,
      resource: listRow,
      refusals: [409],
    },
    {
      ...staff,
      id: 'account.deleteList',
      method: 'DELETE',
      path: '/messaging/account/:id/lists/:item_id',
      summary: 'Elimina una lista de la cuenta',
      tag: listContract.path,
      params: listItemParams,
      resource: listRow,
      refusals: [409],
    },
  ];
}
