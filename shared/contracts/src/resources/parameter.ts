/** Parameters (spec 2 §3, §5): a name, a code and the type of data it holds. */
import { defineContract } from '../contract';
import { choice, text } from '../fields';

/** The five data types, as people read them (spec 2 §3). */
export const PARAMETER_DATA_TYPES = {
  string: 'Texto plano',
  password: 'Contraseña',
  number: 'Número',
  boolean: 'Booleano',
  next_block: 'Siguiente bloque',
} as const;

export const parameterContract = defineContract({
  path: 'parameter',
  id: 'parameter_id',
  names: { one: 'parámetro', many: 'parámetros', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 200, required: true }),
    code: text('Código', { max: 100, required: true }),
    data_type: choice('Tipo de dato', PARAMETER_DATA_TYPES, { required: true }),
  },
  list: { search: ['name'], sort: ['parameter_id', 'name', 'code'] },
});
