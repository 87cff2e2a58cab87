/** Languages (spec 2 §3, §5): a name and its locale. */
import { defineContract } from '../contract';
import { text, timestamp } from '../fields';

export const languageContract = defineContract({
  path: 'language',
  id: 'language_id',
  names: { one: 'idioma', many: 'idiomas', gender: 'm' },
  fields: {
    name: text('Nombre', { max: 100, required: true }),
    locale: text('Locale', { max: 20, required: true }),
    createdAt: timestamp('Fecha de creación', { gender: 'f' }),
  },
  list: { search: ['name'], sort: ['language_id', 'name', 'locale', 'createdAt'] },
});
