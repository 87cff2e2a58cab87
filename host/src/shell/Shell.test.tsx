import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { setConfig, useAuthStore } from '@console/shared';
import { mockApi, ok } from '@console/shared/ui/testing';
import { registerAreaRemotes, resetAreaRemotes } from '../remotes/registry';
import { AppRoutes } from '../routes/AppRoutes';
import { renderAt, resetSession, signInForTest, registerTestRemotes } from '../test/helpers';
import { resetRemoteAreas } from './RemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;

let requests: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetSession();
  resetAreaRemotes();
  resetRemoteAreas();
  registerTestRemotes(registerAreaRemotes);
  load.mockReset();
  load.mockImplementation(async (id: string) => ({ default: () => <h1>{`Remoto ${id}`}</h1> }));
  signInForTest();
  requests = mockApi({
    'GET organization/7': ok({ organization_id: 7, name: 'Acme Corp' }),
    'GET account/5': ok({ account_id: 5, name: 'Bot Uno', organization_id: 7 }),
  });
});
afterEach(() => jest.restoreAllMocks());

// jsdom applies no media queries: the page is laid out as on a small screen, where the side column is
// hidden (display: none below md) and the drawer carries the menu. `hidden: true` reads the side column.
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

  it('master menu: the screens that exist, in order, the current one highlighted', async () => {
    renderAt('/master/organizations', <AppRoutes />);
    await screen.findByText('Remoto master/App');
    const menu = sideMenu('Master');
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Partners', '/master/partners'],
      ['Organizaciones', '/master/organizations'],
      ['Cuentas', '/master/accounts'],
      ['Administradores', '/master/admins'],
      ['Roles', '/master/roles'],
      ['Permisos', '/master/permissions'],
      ['Certificaciones', '/master/certifications'],
    ]);
    expect(link(menu, 'Organizaciones')).toHaveAttribute('aria-current', 'page');
    expect(link(menu, 'Partners')).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('Master · Konverza');
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
    await waitFor(() => expect(document.title).toBe('Acme Corp · Organización · Konverza'));
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
    await waitFor(() => expect(document.title).toBe('Bot Uno · Cuenta · Konverza'));
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

  it('breadcrumb from the path segments: Spanish labels, ids as they are', async () => {
    renderAt('/account/5/personalization', <AppRoutes />);
    await screen.findByText('Remoto account/App');
    const crumbs = screen.getByRole('navigation', { name: 'Ruta' });
    expect(within(crumbs).getByText('Cuenta')).toBeInTheDocument();
    expect(within(crumbs).getByRole('link', { name: '5' })).toHaveAttribute('href', '/account/5');
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
