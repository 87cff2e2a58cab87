/** Accounts, the bots of an organization (spec 1 §2.7, §3; spec 3 §3, §5). */
import { z } from '../zod';
import { defineContract, type AnyContract, type RowOf } from '../contract';
import { choice, color, flag, readOnly, reference, text, timestamp, url } from '../fields';
import { idParams, operation, strictListQuery } from '../operation';
import { organizationContract } from './organization';

/** The account types (RULINGS 3: new accounts are 'konverza_free'). */
export const ACCOUNT_TYPES = {
  konverza_free: 'Gratuita',
  konverza_pro: 'Pro',
  konverza_enterprise: 'Empresarial',
} as const;
export const ACCOUNT_TYPE_DEFAULT = 'konverza_free';

export const accountContract = defineContract({
  path: 'account',
  id: 'account_id',
  names: { one: 'cuenta', many: 'cuentas', gender: 'f' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    username: readOnly(text('Usuario', { max: 250, nullable: true })),
    type: choice('Tipo', ACCOUNT_TYPES, { default: ACCOUNT_TYPE_DEFAULT }),
    organization_id: reference('Organización', () => organizationContract, { gender: 'f', required: true }),
    is_active: flag('Activa', { noun: 'si la cuenta está activa', default: true }),
    main_color_dashboard: color('Color principal', { nullable: true }),
    timezone: text('Zona horaria', { gender: 'f', max: 100, nullable: true }),
    image_dashboard: url('Imagen', { gender: 'f', nullable: true, upload: 'image' }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  joined: { Organization: z.object({ organization_id: z.number(), name: z.string() }) },
  // A selector names an account with its organization where names repeat ('Tienda · Grupo Sol').
  choice: ['name', 'Organization'],
  list: { search: ['name'], sort: ['account_id', 'name', 'createdAt'] },
  create: ['name', 'organization_id', 'type'],
  update: ['name', 'type', 'is_active', 'main_color_dashboard', 'timezone', 'image_dashboard'],
});

/**
 * GET account/{id}/{what}: one account's items of `contract`, paged, with its list query (strict), on its API,
 * read with the permission of `reads` (default the items' own: an account's lambdas need 'lambda'), 404 for an
 * unknown account. `row`: what each item answers when it is not the contract's row. Its answer is typed as the
 * contract's rows (the contract's row schema itself is typed loosely).
 *
 *   accountList({ id: 'account.lambdas', what: 'lambdas', contract: lambdaContract, summary: 'Las lambdas de una cuenta' })
 */
export function accountList<C extends AnyContract, R extends z.ZodType = z.ZodType<RowOf<C>>>(spec: {
  id: string;
  what: string;
  contract: C;
  summary: string;
  reads?: string;
  row?: R;
}) {
  const { id, what, contract, summary, reads = contract.permission ?? contract.path } = spec;
  return operation({
    id,
    method: 'GET',
    path: `${accountContract.path}/:id/${what}`,
    api: contract.api === 'messaging' ? 'messaging' : 'api',
    summary,
    tag: contract.path,
    params: idParams,
    query: strictListQuery(contract.schemas.list),
    answer: z.array((spec.row ?? contract.schemas.row) as R),
    paged: true,
    permission: { resource: reads, action: 'read' },
    texts: { verb: 'obteniendo', what: contract.names.many },
  });
}
