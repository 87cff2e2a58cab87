/**
 * The particular routes of an account's integrations (routes/account-integrations.ts, and its WhatsApp numbers in
 * routes/waba.ts), described for OpenAPI. The generic calls of `webhooks`, `lambda`, `message_template`, `waba` and
 * `whatsapp` come from their contracts.
 */
import {
  lambdaContract,
  messageTemplateContract,
  platformMirrorAnswer,
  platformMirrorSchema,
  whatsappNumberContract,
  type AnyContract,
} from '@console/contracts';
import { z } from 'zod';
import { idParams } from '../lib/http';
import { strictListQuery } from '../lib/resource';
import type { Operation } from './document';

const staff = { caller: 'staff' as const };

/** A paged list of one account's items (GET account/{id}/{what}), with the contract's list query. */
const accountList = (id: string, path: string, contract: AnyContract, summary: string): Operation => ({
  ...staff,
  id,
  method: 'GET',
  path,
  summary,
  tag: contract.path,
  params: idParams,
  query: strictListQuery(contract.schemas.list),
  resource: z.array(contract.schemas.row),
  paged: true,
});

export function operations(): Operation[] {
  return [
    accountList('account.lambdas', '/api/account/:id/lambdas', lambdaContract, 'Las lambdas de una cuenta (404 si la cuenta no existe)'),
    accountList(
      'account.templates',
      '/api/account/:id/templates',
      messageTemplateContract,
      'Las plantillas de mensajes de una cuenta, por nombre; `platform` las de una de sus plataformas',
    ),
    {
      ...staff,
      id: 'tooling.platformMirror',
      method: 'POST',
      path: '/api/tooling/platform-mirror',
      summary:
        'Clona las plantillas de una plataforma de la cuenta en otra: crea las que le faltan a la de destino e iguala el contenido de las ' +
        'del mismo nombre; nunca elimina. Ambas plataformas deben estar asociadas a la cuenta y ser diferentes. Responde cuántas creó, ' +
        'actualizó y dejó como estaban',
      tag: messageTemplateContract.path,
      body: platformMirrorSchema,
      resource: platformMirrorAnswer,
    },
    accountList(
      'account.whatsappList',
      '/api/account/:id/whatsapp_list',
      whatsappNumberContract,
      'Los números de WhatsApp de una cuenta, de la cuenta de WhatsApp Business que sea (sin sus tokens)',
    ),
  ];
}
