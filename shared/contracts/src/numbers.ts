/**
 * The console's one way to write a number or an amount of money, as Mexican Spanish writes them: thousands
 * grouped with a comma, decimals after a point ('4,500.00', '362.5', '$1.00'). Forms keep the bare number.
 */
/** The console's locale for the numbers and dates people read and type (the date picker uses it too). */
export const CONSOLE_LOCALE = 'es-MX';
const formats = new Map<string, Intl.NumberFormat>();

function format(decimals: number, fixed: boolean) {
  const key = `${decimals}:${fixed}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(CONSOLE_LOCALE, { minimumFractionDigits: fixed ? decimals : 0, maximumFractionDigits: decimals });
    formats.set(key, found);
  }
  return found;
}

const missing = (value: number | null | undefined): value is null | undefined => value === null || value === undefined || Number.isNaN(value);

/** '1,234', '362.5' (up to `decimals`, 2 by default); '-' when there is no number. */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  return missing(value) ? '-' : format(decimals, false).format(value);
}

/** '$4,500.00' (always two decimals; a negative amount '-$12.50'); '-' when there is none. */
export function formatMoney(value: number | null | undefined): string {
  if (missing(value)) return '-';
  return `${value < 0 ? '-' : ''}$${format(2, true).format(Math.abs(value))}`;
}
