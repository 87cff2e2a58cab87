/**
 * The particular routes of an account's settings (routes/account-settings.ts, and the status form's PATCH in
 * routes/accounts.ts), described for OpenAPI. The generic calls of `plan_payment` and `web_pay_credential` come
 * from their contracts.
 */
import { accountConfigurationContract, accountStatusContract, planPaymentContract, planPaymentSummaryQuery, webPayCredentialContract, type AnyContract } from '@console/contracts';
import { z } from 'zod';
import { idParams } from '../lib/http';
import { strictListQuery } from '../lib/resource';
import type { Operation } from './document';

const staff = { caller: 'staff' as const };

/** A paged list of one account's items (GET account/{id}/{what}), with the contract's list query. */
const accountList = (id: string, what: string, contract: AnyContract, summary: string): Operation => ({
  ...staff,
  id,
  method: 'GET',
  path: `/api/account/:id/${what}`,
  summary,
  tag: contract.path,
  params: idParams,
  query: strictListQuery(contract.schemas.list),
  resource: z.array(contract.schemas.row),
  paged: true,
});

export function operations(): Operation[] {
  const configuration = { ...staff, path: '/api/account/:id/configuration', tag: accountConfigurationContract.path, params: idParams, resource: accountConfigurationContract.schemas.row };
  return [
    accountList('account.planPayments', 'plan_payments', planPaymentContract, 'Los pagos del plan de una cuenta, los más nuevos primero'),
    {
      ...staff,
      id: 'account.planPaymentSummary',
      method: 'GET',
      path: '/api/account/:id/plan_payment/download_summary',
      summary:
        'Los pagos de la cuenta creados de init_date a final_date (ambos días incluidos, en la zona horaria de la cuenta; UTC si no tiene), ' +
        'en orden de creación, en CSV (UTF-8 con BOM, RFC 4180, fechas AAAA-MM-DD HH:mm en esa zona), enviado por partes',
      tag: planPaymentContract.path,
      params: idParams,
      query: planPaymentSummaryQuery,
      resource: z.string(),
      download: true,
    },
    accountList('account.webPayCredentials', 'web_pay_credentials', webPayCredentialContract, 'Las credenciales de pago web de una cuenta (nunca su contraseña ni su llave)'),
    {
      ...staff,
      id: 'account.updateStatus',
      method: 'PATCH',
      path: '/api/account/:id/status',
      summary: "Cambia los campos enviados del status de la cuenta (los de solo lectura se rechazan) y fija updated_at, el último cambio de status",
      tag: 'account',
      params: idParams,
      body: accountStatusContract.schemas.update,
      resource: accountStatusContract.schemas.row,
    },
    { ...configuration, id: 'account.configuration', method: 'GET', summary: 'La configuración de la cuenta, con el monto máximo de envíos gratis de su status' },
    {
      ...configuration,
      id: 'account.updateConfiguration',
      method: 'PATCH',
      summary:
        "Cambia los campos enviados de la configuración (max_free_shippings_amount, en el status de la cuenta); el bloque siguiente al cerrar un caso debe ser de un flujo de la cuenta (400 si no)",
      body: accountConfigurationContract.schemas.update,
    },
  ];
}
