/** Money as people read it: two decimals, thousands grouped ('1,234.50'). The API answers exact cents. */
const MONEY = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatMoney = (value: number | null | undefined) => (value === null || value === undefined ? '-' : `$${MONEY.format(value)}`);

/** A calendar day ('2026-03-01') as 'DD MMM, YYYY', read as that day wherever the browser is. */
export { formatDate } from '@console/contracts';
export const dayOf = (day: string) => `${day}T12:00:00`;
