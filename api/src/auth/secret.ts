/**
 * The secret that signs access tokens (and keys the login codes' and refresh successors' HMACs). Production
 * gives it (JWT_SECRET, config.ts refuses to start without). Otherwise it is generated on first start and kept
 * in the database — inside the data folder with the embedded PGlite, and shared by every API instance of one
 * PostgreSQL server — so it survives restarts and nobody can forge a token from the repository's code.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config, RunConfig } from '../config';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

const NAME = 'jwt';

export async function withSigningSecret(db: Db, config: Config): Promise<RunConfig> {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  // Two instances starting at once: the first insert wins and both read it.
  await db.insert(appSecrets).values({ name: NAME, value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [kept] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, NAME));
  return { ...config, jwtSecret: kept.value };
}
