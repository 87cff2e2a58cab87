/**
 * Plans and plan groups (spec 2 §2–§5, §8): one page with a tab each. A plan group may belong to a service;
 * a plan may belong to a group. New plans start disabled, as an offer, not a free trial; a list shows the
 * enabled plans unless asked for all (`showAll=1`).
 */
import { z } from '../zod';
import { defineContract } from '../contract';
import { flag, number, reference, text, timestamp } from '../fields';
import { serviceContract } from './service';

export const planGroupContract = defineContract({
  path: 'plan_group',
  id: 'plan_group_id',
  names: { one: 'grupo', many: 'grupos', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, required: true }),
    service_id: reference('Servicio', () => serviceContract, { nullable: true, lookup: 'select', nullLabel: 'Ninguno' }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  joined: { Service: z.object({ service_id: z.number(), title: z.string() }).nullable() },
  texts: { title: 'Grupos de planes' },
  list: { search: ['name'], sort: ['plan_group_id', 'name', 'createdAt'] },
});

export const planContract = defineContract({
  path: 'plan',
  id: 'plan_id',
  names: { one: 'plan', many: 'planes', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    description: text('Descripción', { gender: 'f', max: 2000, multiline: true, default: '' }),
    features: text('Características', { noun: 'las características', max: 4000, multiline: true, default: '' }),
    price: number('Precio', { min: 0, step: 50, money: true, positive: true, required: true }),
    max_users: number('Máximo de usuarios', { int: true, min: 0, step: 50, positive: true, required: true }),
    cost_per_user: number('Costo por usuario', { min: 0, step: 50, money: true, default: 0 }),
    active_days: number('Días activos', { noun: 'los días activos', int: true, min: 0, step: 5, positive: true, required: true }),
    is_offer: flag('Oferta', { noun: 'si es una oferta', default: true }),
    is_free_trial: flag('Prueba gratuita', { noun: 'si es una prueba gratuita', gender: 'f', default: false }),
    enabled: flag('Estado', { default: false, states: ['Activo', 'Apagado'] }),
    plan_group_id: reference('Grupo', () => planGroupContract, { nullable: true, lookup: 'select', nullLabel: 'Ninguno' }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  joined: { Plan_Group: z.object({ plan_group_id: z.number(), name: z.string() }).nullable() },
  list: {
    search: ['name'],
    // Without it, only the enabled plans (the 'show all plans' box sends showAll=1).
    filters: { showAll: z.enum(['1', '0'], { error: 'showAll debe ser 1 o 0' }).optional() },
    sort: ['plan_id', 'name', 'price', 'createdAt'],
  },
});
