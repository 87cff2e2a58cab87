/** After the run (jest globalTeardown): global-setup.ts's demo dump or template database goes. */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_DUMP, DEMO_TEMPLATE, onServer } from './global-setup';

export default async function globalTeardown() {
  const file = process.env[DEMO_DUMP];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const template = process.env[DEMO_TEMPLATE];
  if (template && process.env.DATABASE_URL) await onServer(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
}
