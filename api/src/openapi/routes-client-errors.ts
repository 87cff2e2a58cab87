/** Release health (routes/client-errors.ts), described for OpenAPI. */
import { CLIENT_ERROR_LIMITS, clientErrorReportSchema } from '@console/contracts';
import { z } from 'zod';
import type { Operation } from './document';

export function operations(): Operation[] {
  return [
    {
      caller: 'staff',
      id: 'client-errors.report',
      method: 'POST',
      path: '/api/client-errors',
      summary:
        'Informa de un error en el navegador (no capturado, promesa rechazada, código que no cargó, error de pantalla) con la ' +
        `aplicación, su versión, la pantalla y la pila. El mensaje se guarda hasta ${CLIENT_ERROR_LIMITS.message} caracteres y la pila hasta ` +
        `${CLIENT_ERROR_LIMITS.stack}, sin nada que parezca un token o un correo; el cuerpo, hasta 16 KB. Cualquier administrador con ` +
        'sesión; un número limitado por sesión cada 10 minutos (429). Responde 202 sin contenido',
      tag: 'client-errors',
      body: clientErrorReportSchema,
      resource: z.null(),
      status: 202,
      refusals: [429],
    },
  ];
}
