import { defineConfig } from 'drizzle-kit';

/**
 * Generation only (`pnpm --filter api db:generate`): the migrations in ./drizzle are applied at start-up
 * by drizzle's migrator, to PGlite or to PostgreSQL (DATABASE_URL) alike.
 */
export default defineConfig({
  dialect: 'postgresql',
  driver: 'pglite',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  dbCredentials: { url: process.env.DATA_DIR ?? './.data/pglite' },
});
