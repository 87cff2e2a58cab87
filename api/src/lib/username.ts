/** A readable, unique account username: the name's slug plus the account id ('tienda_el_sol_ventas_42'). */
export function accountUsername(name: string, accountId: number): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return `${slug || 'cuenta'}_${accountId}`;
}
