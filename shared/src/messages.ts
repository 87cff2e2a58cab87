/** The message catalogue (spec section 8 of each document). Texts are built here, never hand-typed per screen. */

export type Verb =
  | 'obteniendo'
  | 'creando'
  | 'actualizando'
  | 'eliminando'
  | 'asociando'
  | 'desasociando'
  | 'agregando'
  | 'removiendo'
  | 'construyendo'
  | 'combinando'
  | 'habilitando';

/**
 * Spanish names of the resources, singular and plural, for the messages above
 * ('Error obteniendo organizaciones.', 'Error creando organización.'). Add names here, never inline.
 */
export const resourceNames = {
  organization: { one: 'organización', many: 'organizaciones' },
  account: { one: 'cuenta', many: 'cuentas' },
  accountStatus: { one: 'status de la cuenta', many: 'status de cuentas' },
  partner: { one: 'partner', many: 'partners' },
  service: { one: 'servicio', many: 'servicios' },
  certification: { one: 'certificación', many: 'certificaciones' },
  role: { one: 'rol', many: 'roles' },
  permission: { one: 'permiso', many: 'permisos' },
  admin: { one: 'administrador', many: 'administradores' },
} as const;

/** When the server answered without success. */
export const serverErrorMessage = (verb: Verb, resource: string) => `Error ${verb} ${resource}.`;
/** When the request itself failed (network, time-out, unreadable answer). */
export const requestErrorMessage = (verb: Verb, resource: string) => `Ocurrió un error ${verb} ${resource}.`;

export const messages = {
  noAccess: 'No tienes acceso a este dashboard.',
  unexpected: 'Ocurrió un error inesperado.',
  wrongCredentials: 'Correo o contraseña incorrectos',
  wrongCode: 'Código de acceso incorrecto o caducado',
  socialFailed: 'Ocurrió un error iniciando sesión.',
  adminNotFound: 'Error iniciando sesión.',
  noSocialPlatform: 'No se indicó plataforma para inicio de sesión.',
  notFoundPage: 'Esta página no existe',
  checkData: 'Verifica los datos e intenta de nuevo',
  imageType: 'Sube una imagen jpg o png',
  imageUpload: 'Error subiendo imagen. Intenta de nuevo.',
  confirmDelete: (what: string) => `¿Deseas eliminar ${what}? No se puede deshacer esta acción.`,
  confirmYes: 'Sí, eliminar',
  confirmNo: 'Cancelar',
  retry: 'Reintentar',
  dataReadFailed: 'Error obteniendo datos. Intenta de nuevo.',
  dataSendFailed: 'Error al enviar datos. Intenta de nuevo.',
} as const;
