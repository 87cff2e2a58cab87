import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { setConfig, useAuthStore } from '@console/core';
import { ok } from '@console/ui/testing';
import { registerAreaRemotes, resetAreaRemotes } from '../remotes/registry';
import { AppRoutes } from '../routes/AppRoutes';
import { AREA_FILES, MASTER_MENU, areaFiles, mockConsoleApi, renderAt, resetSession, signInForTest, registerTestRemotes } from '../test/helpers';
import { resetRemoteAreas } from './RemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;

let requests: ReturnType<typeof mockConsoleApi>;

const RECORDS = {
  'GET organization/7': ok({ organization_id: 7, name: 'Acme Corp' }),
  'GET account/5': ok({ account_id: 5, name: 'Bot Uno', organization_id: 7 }),
};

beforeEach(() => {
  resetSession();
  resetAreaRemotes();
  resetRemoteAreas();
  registerTestRemotes(registerAreaRemotes);
  load.mockReset();
  load.mockImplementation(async (id: string) => ({ default: () => <h1>{`Remoto ${id}`}</h1> }));
  signInForTest();
  requests = mockConsoleApi(RECORDS);
});
afterEach(() => jest.restoreAllMocks());

// jsdom applies no media queries: the page is laid out as on a small screen, where the side column is
// hidden (display: none below md) and the drawer carries the menu. `hidden: true` reads the side column.
const areaFilesBody = (remote: keyof typeof AREA_FILES) => AREA_FILES[remote];
const sideMenu = (title: string) => screen.getByRole('navigation', { name: `Menú ${title}`, hidden: true });
const link = (menu: HTMLElement, name: string) => within(menu).getByRole('link', { name, hidden: true });

describe('shell', () => {
  it('toolbar: brand from the config linking to root, and Cerrar sesión to /logout', async () => {
    setConfig({ brand: 'Botlers' });
    renderAt('/master/organizations', <AppRoutes />);
    await screen.findByText('Remoto master/App');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Botlers' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/logout');
  });

  it('master menu: the screens the remotes declare, in the spec order, the current one highlighted', async () => {
    renderAt('/master/organizations', <AppRoutes />);
    await screen.findByText('Remoto master/App');
    const menu = sideMenu('Master');
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(MASTER_MENU);
    expect(link(menu, 'Organizaciones')).toHaveAttribute('aria-current', 'page');
    expect(link(menu, 'Partners')).not.toHaveAttribute('aria-current');
    // The document names the screen.
    expect(document.title).toBe('Organizaciones · Konverza');
  });

  it("a role's menu lists only what it may read; a screen it may not read says why instead of loading", async () => {
    const read = (resource: string) => ({ resource, read: true, create: false, update: false, delete: false });
    requests = mockConsoleApi({
      ...RECORDS,
      'GET admin/me': ok({ admin_id: 2, role_id: 2, access: { superadmin: false, grants: [read('organization'), read('admin')] } }),
    });
    renderAt('/master/permissions', <AppRoutes />);
    expect(await screen.findByText('No tienes permiso para ver permisos.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Permisos', level: 1 })).toBeInTheDocument();
    const links = within(sideMenu('Master')).getAllByRole('link', { hidden: true });
    expect(links.map((l) => l.textContent)).toEqual(['Organizaciones', 'Administradores']);
    expect(load).not.toHaveBeenCalled();
  });

  it("a remote that cannot be read costs only its own entries and screens, and 'Reintentar' reads it again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let partnersOnline = false;
    mockConsoleApi({
      ...RECORDS,
      ...areaFiles({ partners: { status: 503, body: { error: 'offline' } } }),
      'GET http://localhost:3002/area.json': () => (partnersOnline ? { body: areaFilesBody('partners') } : { status: 503, body: {} }),
    });
    const user = userEvent.setup();
    renderAt('/master/partners', <AppRoutes />);
    expect(await screen.findByText('No se pudo cargar esta sección.')).toBeInTheDocument();
    const menu = sideMenu('Master');
    await within(menu).findByRole('link', { name: 'Organizaciones', hidden: true });
    expect(within(menu).queryByRole('link', { name: 'Partners', hidden: true })).not.toBeInTheDocument();
    expect(within(menu).getByText('Algunas secciones no se pudieron cargar.')).toBeInTheDocument();
    partnersOnline = true;
    await user.click(screen.getAllByRole('button', { name: 'Reintentar' })[0]);
    expect(await screen.findByText('Remoto partners/App')).toBeInTheDocument();
    expect(await within(menu).findByRole('link', { name: 'Partners', hidden: true })).toBeInTheDocument();
  });

  it('/master opens the index its remote declares; an undeclared path is not found', async () => {
    const { location } = renderAt('/master', <AppRoutes />);
    await screen.findByText('Remoto master/App');
    expect(location().pathname).toBe('/master/organizations');
  });

  it('a path of an area that no remote declares says so, in the shell', async () => {
    renderAt('/master/no-existe', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Esta página no existe' })).toBeInTheDocument();
    // Its countdown runs on the clock from the moment it shows (which second it reads by now depends on how busy
    // the machine is; the countdown itself, on a fake clock: NotFoundPage.test.tsx).
    expect(screen.getByRole('timer')).toHaveTextContent(/^Serás redirigido en (10|[1-9]) s$/);
    expect(sideMenu('Master')).toBeInTheDocument();
  });

  it("after moving to another screen the focus goes to its heading; a skip link leads to the content", async () => {
    const user = userEvent.setup();
    renderAt('/master/organizations', <AppRoutes />);
    await screen.findByText('Remoto master/App');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#contenido');
    await user.click(link(sideMenu('Master'), 'Roles'));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Remoto master/App'));
    expect(document.activeElement?.tagName).toBe('H1');
    expect(document.title).toBe('Roles · Konverza');
  });

  it("the partners entry stays highlighted on its section's other screens", async () => {
    renderAt('/master/assing-accounts', <AppRoutes />);
    await screen.findByText('Remoto partners/App');
    expect(link(sideMenu('Master'), 'Partners')).toHaveAttribute('aria-current', 'page');
  });

  it('organization menu: its name from the API, Cuentas, and a way back to master', async () => {
    renderAt('/organization/7/accounts', <AppRoutes />);
    await screen.findByText('Remoto organization/App');
    const menu = sideMenu('Organización');
    expect(await within(menu).findByText('Acme Corp')).toBeInTheDocument();
    expect(link(menu, 'Cuentas')).toHaveAttribute('href', '/organization/7/accounts');
    expect(link(menu, 'Cuentas')).toHaveAttribute('aria-current', 'page');
    expect(link(menu, 'Volver a Master')).toHaveAttribute('href', '/master');
    await waitFor(() => expect(document.title).toBe('Cuentas · Acme Corp · Konverza'));
    expect(requests.filter((r) => r.path === 'organization/7')).toHaveLength(1);
    // Visiting makes it a recent organization (the master list's cards).
    expect(useAuthStore.getState().recent.organizations).toEqual([{ id: 7, name: 'Acme Corp' }]);
  });

  it("account menu: its name and a 'Cuentas' link back to its organization's accounts", async () => {
    renderAt('/account/5/personalization', <AppRoutes />);
    await screen.findByText('Remoto account/App');
    const menu = sideMenu('Cuenta');
    expect(await within(menu).findByText('Bot Uno')).toBeInTheDocument();
    expect(link(menu, 'Cuentas')).toHaveAttribute('href', '/organization/7/accounts');
    expect(link(menu, 'Personalización')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Personalización · Bot Uno · Konverza'));
  });

  it('on small screens the menu opens in a drawer, and following a link closes it', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/master/organizations', <AppRoutes />);
    await screen.findByText('Remoto master/App');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'Partners' }));
    expect(await screen.findByText('Remoto partners/App')).toBeInTheDocument();
    expect(location().pathname).toBe('/master/partners');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("breadcrumb from the path segments: the screens' titles, the account by its name", async () => {
    renderAt('/account/5/personalization', <AppRoutes />);
    await screen.findByText('Remoto account/App');
    const crumbs = screen.getByRole('navigation', { name: 'Ruta' });
    expect(within(crumbs).getByText('Cuenta')).toBeInTheDocument();
    expect(await within(crumbs).findByRole('link', { name: 'Bot Uno' })).toHaveAttribute('href', '/account/5');
    expect(within(crumbs).queryByText('5')).not.toBeInTheDocument();
    expect(within(crumbs).getByText('Personalización')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the progress bar while a request is pending', async () => {
    renderAt('/master/organizations', <AppRoutes />);
    await screen.findByText('Remoto master/App');
    expect(screen.queryByTestId('progress-bar')).not.toBeInTheDocument();
    act(() => useAuthStore.getState().requestStarted());
    expect(screen.getByTestId('progress-bar')).toBeInTheDocument();
    act(() => useAuthStore.getState().requestEnded());
    expect(screen.queryByTestId('progress-bar')).not.toBeInTheDocument();
  });

  it('reports the singletons it was given (e2e identity check)', async () => {
    renderAt('/master/organizations', <AppRoutes />);
    await screen.findByText('Remoto master/App');
    const reports = (window as unknown as { __CONSOLE_SINGLETONS__?: Record<string, Record<string, unknown>> }).__CONSOLE_SINGLETONS__;
    expect(Object.keys(reports?.host ?? {}).sort()).toEqual(['api', 'chakra', 'query', 'react', 'reactDom', 'router', 'store']);
    expect(reports?.host.store).toBe(useAuthStore);
  });
});
