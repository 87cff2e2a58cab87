/**
 * The console served by Debian's nginx instead of `console.mjs static` (`pnpm --filter e2e test:nginx`): the
 * configuration `console.mjs nginx-config` generates from the rules `static` applies, run as the current user with
 * everything it writes under a prefix folder of its own. The API and the rest are the main run's.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from './playwright.config';
import { HOST_URL, e2ePorts, serverEnv } from './ports';

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
// One folder per set of ports: two checkouts side by side (E2E_PORT_OFFSET) keep theirs apart.
const prefix = path.join(tmpdir(), `console-nginx-${e2ePorts.PORT_HOST}`);
const conf = path.join(prefix, 'nginx.conf');
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
const [api] = base.webServer as WebServer[];

export default defineConfig({
  ...base,
  testDir: './nginx',
  webServer: [
    api,
    {
      command: `node ../scripts/console.mjs nginx-config --out ${conf} && ${nginx} -e stderr -g 'daemon off;' -c ${conf} -p ${prefix}`,
      url: `${HOST_URL}/config.json`,
      env: serverEnv,
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
