/**
 * The message catalogue (spec section 8 of each document) and the standard texts of a resource, built from
 * its Spanish names: never hand-typed per screen.
 */
import type { Gender } from './fields';
import { formatNumber } from './numbers';

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
  | 'habilitando'
  | 'conectando'
  | 'restaurando';

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
  exportCsv: 'Exportar CSV',
  dataReadFailed: 'Error obteniendo datos. Intenta de nuevo.',
  dataSendFailed: 'Error al enviar datos. Intenta de nuevo.',
} as const;

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The standard texts of a resource's screen and API, built from its names. */
export interface ResourceTexts {
  /** The list screen's title and the menu's label: 'Plataformas'. */
  title: string;
  /** The create button and dialog: 'Crear plataforma'. */
  createTitle: string;
  created: string;
  updated: string;
  deleted: string;
  /** A soft-deleted record taken back ('Deshacer'): 'Usuario restaurado'. */
  restored: string;
  /** The API's 409 to a restore of a record that is not deleted: 'El usuario no está eliminado'. */
  notDeleted: string;
  /** The API's 404: 'La plataforma no existe'. */
  notFound: string;
  /** The delete dialog's title: 'Eliminar plataforma'. */
  deleteTitle: string;
  /** The search box: 'Buscar plataforma'. */
  search: string;
  /** A list with nothing in it yet (no search applied): 'Todavía no hay plataformas.' */
  empty: string;
  /** The button of an empty list that opens the create dialog: 'Crear la primera plataforma'. */
  createFirst: string;
  /** The item as the delete question names it: 'la plataforma Web', 'al administrador Ana Ruiz'. */
  what(label: string): string;
  /** '¿Deseas eliminar la plataforma Web? No se puede deshacer esta acción.' */
  confirmDelete(label: string): string;
  /** A row's toggle: 'Editar Web'. */
  edit(label: string): string;
  /** Ticked rows as the bulk delete's question names them: 'la plataforma seleccionada', 'las 3 plataformas seleccionadas'. */
  selected(count: number): string;
  /** The bulk delete's dialog: 'Eliminar plataformas'. */
  deleteManyTitle: string;
  /** The bulk delete's toast: '1 plataforma eliminada', '3 plataformas eliminadas'. */
  deletedMany(count: number): string;
  /** The toast after its 'Deshacer': '1 usuario restaurado', '3 usuarios restaurados'. */
  restoredMany(count: number): string;
  /**
   * A write refused because the record changed since it was read (409): 'Ana Ruiz cambió esta plataforma el 27 nov,
   * 2026 a las 14:03.' — who and when from the audit trail, when it has them.
   */
  changedMeanwhile(who: string | null, when: string | null): string;
  /** The title of what the editor is shown then: 'La plataforma cambió mientras la editabas'. */
  changedWhileEditing: string;
}

export function resourceTexts(
  { one, many, gender, person }: { one: string; many: string; gender: Gender; person?: boolean },
  overrides: Partial<Omit<ResourceTexts, 'what' | 'confirmDelete' | 'edit' | 'changedMeanwhile' | 'selected' | 'deletedMany' | 'restoredMany'>> = {},
): ResourceTexts {
  const f = gender === 'f';
  const the = f ? 'la' : 'el';
  // '¿Deseas eliminar al administrador Ana?': a person takes the preposition 'a' (a + el = al).
  const what = (label: string) => `${person ? (f ? 'a la' : 'al') : the} ${one} ${label}`;
  // '3 plataformas eliminadas': how many records, and what was done to them (a participle's stem).
  const counted = (count: number, done: string) => `${formatNumber(count)} ${count === 1 ? one : many} ${done}${f ? 'a' : 'o'}${count === 1 ? '' : 's'}`;
  return {
    title: capital(many),
    createTitle: `Crear ${one}`,
    created: `${capital(one)} ${f ? 'creada' : 'creado'} con éxito`,
    updated: `${capital(one)} ${f ? 'actualizada' : 'actualizado'}`,
    deleted: `${capital(one)} ${f ? 'eliminada' : 'eliminado'}`,
    restored: `${capital(one)} ${f ? 'restaurada' : 'restaurado'}`,
    notDeleted: `${capital(the)} ${one} no está ${f ? 'eliminada' : 'eliminado'}`,
    notFound: `${capital(the)} ${one} no existe`,
    deleteTitle: `Eliminar ${one}`,
    search: `Buscar ${one}`,
    empty: `Todavía no hay ${many}.`,
    createFirst: `Crear ${f ? 'la primera' : 'el primer'} ${one}`,
    changedWhileEditing: `${capital(the)} ${one} cambió mientras ${f ? 'la' : 'lo'} editabas`,
    deleteManyTitle: `Eliminar ${many}`,
    ...overrides,
    what,
    confirmDelete: (label) => messages.confirmDelete(what(label)),
    edit: (label) => `Editar ${label}`,
    selected: (count) => {
      const to = person ? 'a ' : '';
      if (count === 1) return `${to}${the} ${one} ${f ? 'seleccionada' : 'seleccionado'}`.replace(/^a el /, 'al ');
      return `${to}${f ? 'las' : 'los'} ${formatNumber(count)} ${many} ${f ? 'seleccionadas' : 'seleccionados'}`;
    },
    deletedMany: (count) => counted(count, 'eliminad'),
    restoredMany: (count) => counted(count, 'restaurad'),
    changedMeanwhile: (who, when) => {
      const record = `${f ? 'esta' : 'este'} ${one}`;
      if (!who) return `${capital(record)} cambió desde que ${f ? 'la' : 'lo'} abriste${when ? ` (${when})` : ''}.`;
      return `${who} cambió ${record}${when ? ` ${when}` : ''}.`;
    },
  };
}
