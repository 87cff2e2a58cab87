/**
 * The codes of generated short links (routes/tooling.ts): a row id scrambled by a fixed bijection of
 * [0, 62⁶) and written in base 62, six characters. Deterministic, never repeated, not guessable in sequence.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SPACE = 62n ** 6n;
/** Odd and not a multiple of 31, so coprime with 62⁶ = 2⁶·31⁶: multiplying by it permutes [0, 62⁶). */
const MULTIPLIER = 1_580_030_173n;
const OFFSET = 9_876_543_211n;

/** The six-character code of a row id. */
export function shortCode(id: number): string {
  let n = (BigInt(id) * MULTIPLIER + OFFSET) % SPACE;
  let code = '';
  for (let i = 0; i < 6; i += 1) {
    code = ALPHABET[Number(n % 62n)] + code;
    n /= 62n;
  }
  return code;
}

/** The id the next link will have (taken from its sequence, so its code can be made before the insert). */
export async function nextShortUrlId(tx: Tx): Promise<number> {
  const next = (await tx.execute(sql`select nextval(pg_get_serial_sequence('short_urls', 'short_url_id'))::int as id`)) as unknown as { rows: { id: number }[] };
  return next.rows[0].id;
}
