/** Spanish dates: 'DD MMM, YYYY' ('05 nov, 2026') and 'DD MMMM, YYYY' ('05 noviembre, 2026'). */
const SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const LONG = [
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio',
  'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
];

function parts(value: string | number | Date | null | undefined) {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
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

/** 'DD MMMM, YYYY'; '-' when there is no valid date. */
export function formatDateLong(value: string | number | Date | null | undefined): string {
  const p = parts(value);
  return p ? `${p.day} ${LONG[p.month]}, ${p.year}` : '-';
}
