/** Jump anywhere (routes/search.ts), described for OpenAPI. */
import { SEARCH_LIMIT_MAX, searchQuerySchema, searchResultSchema } from '@console/contracts';
import type { Operation } from './document';

export function operations(): Operation[] {
  return [
    {
      caller: 'staff',
      id: 'search',
      method: 'GET',
      path: '/api/search',
      summary:
        `Salta a cualquier registro: organizaciones, cuentas, partners, administradores y, con account_id, usuarios de esa cuenta cuyo id, ` +
        `nombre o correo coinciden con q (hasta ${SEARCH_LIMIT_MAX}). Orden: id exacto, luego nombre o correo que empieza por q, luego que lo ` +
        'contiene (desde 3 caracteres); dentro de cada uno, por tipo y nombre. Solo los tipos que el rol puede ver; nunca los borrados. ' +
        'Cada resultado nombra la ruta que lo abre',
      tag: 'search',
      query: searchQuerySchema,
      resource: searchResultSchema,
    },
  ];
}
