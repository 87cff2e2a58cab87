/** Accounts, the bots of an organization (spec 1 §2.7, §3; spec 3 §3, §5). */
import { z } from '../zod';
import { defineContract } from '../contract';
import { choice, color, flag, readOnly, reference, text, timestamp, url } from '../fields';
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
  list: { search: ['name'], sort: ['account_id', 'name', 'createdAt'] },
  create: ['name', 'organization_id', 'type'],
  update: ['name', 'type', 'is_active', 'main_color_dashboard', 'timezone', 'image_dashboard'],
});
