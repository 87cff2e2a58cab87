/** Money as the whole console writes it ('$1,234.50'); the API answers exact cents. */
export { formatMoney } from '@console/contracts';

/** A calendar day ('2026-03-01') as 'DD MMM, YYYY', read as that day wherever the browser is. */
export { formatDate } from '@console/contracts';
export const dayOf = (day: string) => `${day}T12:00:00`;
