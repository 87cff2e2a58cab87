import { expect, test } from '@playwright/test';
import { formatDateTime } from '@console/contracts';
import { HOST_URL, e2ePorts } from '../ports';
import { signIn } from './session';

const MASTER = `http://localhost:${e2ePorts.PORT_MASTER}`;

test("'Versiones' shows every deploy's own version and build time; an unreachable remote is 'Sin conexión'", async ({ page, request }) => {
  await page.route(`http://localhost:${e2ePorts.PORT_PARTNERS}/**`, (route) => route.abort('connectionrefused'));
  await signIn(page, request);
  const stamps = {
    host: await (await request.get(`${HOST_URL}/version.json`)).json(),
    master: await (await request.get(`${MASTER}/version.json`)).json(),
  };

  await page.getByRole('navigation', { name: 'Menú Master' }).first().getByRole('link', { name: 'Versiones' }).click();
  await expect(page.getByRole('heading', { name: 'Versiones', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Versiones' });
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

  await expect(row('Partners')).toContainText('Sin conexión');
  await expect(row('Partners')).toContainText(`http://localhost:${e2ePorts.PORT_PARTNERS}/mf-manifest.json`);
  await expect(row('Host')).toContainText(`${HOST_URL}/`);
  await expect(row('Host')).toContainText(formatDateTime(stamps.host.builtAt));
  await expect(row('Master')).toContainText(`${MASTER}/mf-manifest.json`);
  await expect(row('Master')).toContainText(formatDateTime(stamps.master.builtAt));
  for (const name of ['Host', 'Master', 'Certificaciones', 'Organización', 'Cuenta']) {
    await expect(row(name)).toContainText('Disponible');
    await expect(row(name)).toContainText(/1\.0\.0.*\d+ ms/);
  }
});
