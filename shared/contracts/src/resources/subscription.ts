/** Subscriptions (spec 2 §3, §5): what an organization subscribes to — accounts allowed, price, months. */
import { defineContract } from '../contract';
import { number, text } from '../fields';

export const subscriptionContract = defineContract({
  path: 'subscription',
  id: 'subscription_id',
  names: { one: 'suscripción', many: 'suscripciones', gender: 'f' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, required: true }),
    max_accounts: number('Máximo de cuentas', { int: true, min: 0, default: 0 }),
    price: number('Precio', { min: 0, money: true, default: 0 }),
    months: number('Meses', { noun: 'los meses', int: true, min: 0, default: 1 }),
  },
  list: { search: ['name'], sort: ['subscription_id', 'name', 'price'] },
});
