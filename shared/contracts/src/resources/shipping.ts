/**
 * Shipping data (document 3 §3): the orders sent through the carrier (Kanguro), listed at master level.
 * The status is free text (no transitions, §4). An order and its addressee are what a person must give;
 * the carrier's references are filled in as the shipment moves.
 */
import { defineContract } from '../contract';
import { email, flag, number, text, timestamp } from '../fields';

export const shippingContract = defineContract({
  path: 'shipping',
  id: 'shipping_id',
  names: { one: 'envío', many: 'envíos', gender: 'm' },
  fields: {
    order_id: text('ID de orden', { max: 100, required: true }),
    pickup_location_id: number('ID de punto de recolección', { int: true, min: 0, nullable: true }),
    total: number('Total', { min: 0, step: 0.01, money: true, default: 0 }),
    destination_name: text('Nombre del destinatario', { max: 200, required: true }),
    destination_email: email('Correo del destinatario', { nullable: true }),
    destination_home_phone: text('Teléfono del destinatario', { max: 50, default: '' }),
    destination_street: text('Calle', { gender: 'f', max: 200, default: '' }),
    destination_street_number: text('Número exterior', { max: 50, default: '' }),
    destination_colony: text('Colonia', { gender: 'f', max: 200, default: '' }),
    destination_city: text('Ciudad', { gender: 'f', max: 200, default: '' }),
    destination_state: text('Estado', { max: 200, default: '' }),
    destination_zip: text('Código postal', { max: 20, default: '' }),
    destination_notes: text('Notas de entrega', { noun: 'las notas de entrega', max: 2000, multiline: true, default: '' }),
    kanguro_uuid: text('UUID de Kanguro', { max: 100, default: '' }),
    status: text('Estado del envío', { max: 100, default: '', state: true }),
    kanguro_order_id: text('ID de orden en Kanguro', { max: 100, default: '' }),
    rate_id: text('ID de tarifa', { max: 100, default: '' }),
    error: text('Error', { max: 2000, multiline: true, default: '' }),
    is_free: flag('Envío gratis', { noun: 'si el envío es gratis', default: false }),
    details: text('Detalles', { noun: 'los detalles', max: 2000, multiline: true, default: '' }),
    service: text('Servicio', { max: 100, default: '' }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  label: (shipping) => shipping.order_id,
  list: { search: ['order_id', 'destination_name'], sort: ['shipping_id', 'order_id', 'total', 'createdAt'] },
});
