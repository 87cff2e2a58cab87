/**
 * Starting the API: configuration, database (migrated), first-start data, then listen.
 * Every reason to refuse is a StartupError with a clear message (main.ts prints it and exits 1).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app';
import { withSigningSecret } from './auth/secret';
import { loadConfig, type Config } from './config';
import { bootstrap } from './bootstrap';
import { openDatabase, type DbHandle } from './db/client';

export interface Started {
  app: FastifyInstance;
  config: Config;
  database: DbHandle;
  url: string;
  stop(): Promise<void>;
}

export async function start(
  env: Record<string, string | undefined> = process.env,
  options: Pick<BuildOptions, 'logger' | 'print'> & { listen?: boolean } = {},
): Promise<Started> {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const first = await bootstrap(database.db, config);
    const app = buildApp({ config: await withSigningSecret(database.db, config), db: database.db, logger: options.logger, print });
    let url = `http://${config.host}:${config.port}`;
    if (options.listen === false) await app.ready();
    else url = await app.listen({ port: config.port, host: config.host });

    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
    print(`API de ${config.brand} escuchando en ${url} — base de datos: ${where}`);
    if (first.kind === 'demo') {
      print(`Datos de demostración creados. Entra con ${first.email} / ${first.password}`);
    } else if (first.kind === 'admin') {
      print(`Superadministrador creado: ${first.email}`);
    }
    if (!config.smtpUrl) {
      print(
        config.production
          ? 'SMTP_URL no está definido: los códigos de acceso se guardan en la bandeja local y se escriben en este registro.'
          : `Sin SMTP: los códigos de acceso se escriben aquí y en ${url}/dev/outbox`,
      );
    }
    return {
      app,
      config,
      database,
      url,
      async stop() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
