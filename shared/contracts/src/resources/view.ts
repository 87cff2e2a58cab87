/**
 * Views and custom views (spec 2 §2, §3, §5, §8): web views by name, description and path (slug). A custom
 * view is also linked to accounts (custom_view/{id}/associateAccount and /disassociateAccount); one custom
 * view (GET custom_view/{id}, every write) carries them.
 */
import { z } from '../zod';
import { defineContract } from '../contract';
import { reference, text } from '../fields';
import { idParams, operation } from '../operation';
import { accountContract } from './account';

const viewFields = {
  name: text('Nombre', { max: 200, required: true }),
  description: text('Descripción', { gender: 'f', max: 2000, multiline: true, default: '' }),
  slug: text('Ruta', { gender: 'f', max: 200, required: true }),
};

export const viewContract = defineContract({
  path: 'view',
  id: 'view_id',
  names: { one: 'vista', many: 'vistas', gender: 'f' },
  fields: viewFields,
  list: { search: ['name'], sort: ['view_id', 'name', 'slug'] },
});

export const customViewContract = defineContract({
  path: 'custom_view',
  id: 'custom_view_id',
  names: { one: 'vista personalizada', many: 'vistas personalizadas', gender: 'f' },
  fields: viewFields,
  joined: { Accounts: z.array(z.object({ account_id: z.number(), name: z.string() })).optional() },
  list: { search: ['name'], sort: ['custom_view_id', 'name', 'slug'] },
});

const accountRule = reference('Cuenta', () => accountContract, { gender: 'f' }).rule;
/** The most accounts one call removes ('Remover selección' of a whole page). */
export const MAX_ACCOUNTS_PER_REMOVAL = 300;

/** POST custom_view/{id}/associateAccount. */
export const customViewAccountSchema = z.strictObject({ account_id: accountRule });
/** POST custom_view/{id}/disassociateAccount: one account (`account_id`) or a selection at once (`account_ids`). */
export const customViewAccountRemovalSchema = z
  .strictObject({
    account_id: accountRule.optional(),
    account_ids: z
      .array(accountRule, { error: 'Elige las cuentas' })
      .min(1, 'Elige al menos una cuenta')
      .max(MAX_ACCOUNTS_PER_REMOVAL, `Elige hasta ${MAX_ACCOUNTS_PER_REMOVAL} cuentas`)
      .optional(),
  })
  .refine((body) => (body.account_id === undefined) !== (body.account_ids === undefined), 'Elige una cuenta (account_id) o varias (account_ids)');

/** The accounts linked to a custom view (api/src/routes/custom-views.ts): each answers the custom view with its accounts. */
export const customViewOperations = {
  associateAccount: operation({
    id: 'custom_view.associateAccount',
    method: 'POST',
    path: 'custom_view/:id/associateAccount',
    summary: "Asocia una cuenta a una vista personalizada (409 'La cuenta ya se encuentra asociada')",
    tag: 'custom_view',
    params: idParams,
    body: customViewAccountSchema,
    answer: customViewContract.schemas.row,
    refusals: [409],
    audit: 'account.assign',
    texts: { verb: 'asociando', what: accountContract.names.one },
  }),
  disassociateAccount: operation({
    id: 'custom_view.disassociateAccount',
    method: 'POST',
    path: 'custom_view/:id/disassociateAccount',
    summary: 'Desasocia una cuenta (account_id) o varias a la vez (account_ids); todas o ninguna (404 si alguna no está asociada)',
    tag: 'custom_view',
    params: idParams,
    body: customViewAccountRemovalSchema,
    answer: customViewContract.schemas.row,
    audit: 'account.remove',
    texts: { verb: 'removiendo', what: accountContract.names.many },
  }),
};
