/**
 * One button size per role, across the console: a screen's own actions (create), a row's actions (Guardar,
 * Eliminar, Agregar, the paginator), and the actions inside a table cell (Entrar, a row's toggle).
 */
export const BUTTON_SIZE = { page: 'md', row: 'sm', cell: 'xs' } as const;
