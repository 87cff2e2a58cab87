/** Spanish dates: 'DD MMM, YYYY' ('05 nov, 2026') and 'DD MMMM, YYYY' ('05 noviembre, 2026'). */
const SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const LONG = [
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio',
  'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
];

function parts(value: string | number | Date | null | undefined, utc = false) {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (utc) {
    return { day: pad(d.getUTCDate()), month: d.getUTCMonth(), year: d.getUTCFullYear(), time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` };
  }
  return { day: pad(d.getDate()), month: d.getMonth(), year: d.getFullYear(), time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

/** 'DD MMM, YYYY'; '-' when there is no valid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const p = parts(value);
  return p ? `${p.day} ${SHORT[p.month]}, ${p.year}` : '-';
}

/** 'DD MMM, YYYY HH:mm' (local time, 24 h); '-' when there is no valid date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const p = parts(value);
  return p ? `${p.day} ${SHORT[p.month]}, ${p.year} ${p.time}` : '-';
}

/**
 * A moment inside a sentence: 'el 05 nov, 2026 a las 14:03' in local time; `utc` (a server, which does not know
 * the reader's zone): in UTC, and says so ('… a las 14:03 UTC'). null when there is no valid date.
 */
export function formatWhen(value: string | number | Date | null | undefined, { utc = false } = {}): string | null {
  const p = parts(value, utc);
  return p ? `el ${p.day} ${SHORT[p.month]}, ${p.year} a las ${p.time}${utc ? ' UTC' : ''}` : null;
}

/** 'DD MMMM, YYYY'; '-' when there is no valid date. */
export function formatDateLong(value: string | number | Date | null | undefined): string {
  const p = parts(value);
  return p ? `${p.day} ${LONG[p.month]}, ${p.year}` : '-';
}
