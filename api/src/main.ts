/** `pnpm --filter api start`: starts the API on PORT (4000) and HOST (127.0.0.1). */
import { StartupError } from './config';
import { start } from './server';

start()
  .then((started) => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      started.app.log.info(`${signal}: closing`);
      started.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
  })
  .catch((error: unknown) => {
    if (error instanceof StartupError) {
      console.error(`No se puede iniciar la API: ${error.message}`);
    } else {
      console.error('No se puede iniciar la API:', error);
    }
    process.exit(1);
  });
