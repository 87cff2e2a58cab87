/** The end-to-end run serves everything on its own ports, so it never collides with `npm start`. */
export const e2ePorts = {
  PORT_HOST: '3100',
  PORT_MASTER: '3101',
  PORT_PARTNERS: '3102',
  PORT_CERTIFICATIONS: '3103',
  PORT_ORGANIZATION: '3104',
  PORT_ACCOUNT: '3105',
  PORT_API: '4100',
};
export const HOST_URL = `http://localhost:${e2ePorts.PORT_HOST}`;
export const API_URL = `http://localhost:${e2ePorts.PORT_API}`;

/** Debian's Chromium (Playwright cannot download its own browsers on these machines). */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
