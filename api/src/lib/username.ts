/**
 * Plain lower-case ASCII, every run of other characters replaced by `separator`:
 * slug('Sebastián Núñez') → 'sebastiannunez', slug('Tienda El Sol', '_') → 'tienda_el_sol'.
 */
export function slug(text: string, separator = ''): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator);
}

/** A readable, unique account username: the name's slug plus the account id ('tienda_el_sol_ventas_42'). */
export function accountUsername(name: string, accountId: number): string {
  const base = slug(name, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return `${base || 'cuenta'}_${accountId}`;
}
