import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@console/core';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

const acme = { organization_id: 1, name: 'Acme' };
const globex = { organization_id: 2, name: 'Globex' };
const bot = {
  account_id: 7,
  name: 'Bot Ventas',
  type: 'konverza_free',
  organization_id: 1,
  is_active: true,
  createdAt: '2026-11-05T12:00:00.000Z',
  Organization: acme,
};
const helpdesk = { ...bot, account_id: 8, name: 'Mesa de ayuda', organization_id: 2, Organization: globex };

const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'account');
const renderPage = (route = '/master/accounts') => renderWithConsole(<App />, { route, path: '/master/*' });
const table = () => screen.getByRole('table', { name: 'Cuentas' });

beforeEach(() => useAuthStore.setState({ recent: {} }));

describe('Cuentas (master)', () => {
  it('lists accounts with their organization, date and links', async () => {
    const requests = mockApi({ 'GET account': ok([bot, helpdesk], { hasNextPage: false }) });
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Cuentas' })).toBeInTheDocument();
    const row = (await within(table()).findByRole('link', { name: 'Bot Ventas' })).closest('tr') as HTMLElement;
    // The row's tick, its toggle, its cells.
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '',
      '▸',
      '7',
      'Bot Ventas',
      'Acme',
      'Gratuita',
      'Sí',
      '05 nov, 2026',
      'Entrar',
    ]);
    expect(within(row).getByRole('link', { name: 'Bot Ventas' })).toHaveAttribute('href', '/account/7/personalization');
    expect(within(row).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/organization/1/accounts');
    expect(lists(requests)[0].query).toEqual({ page: '1', limit: '25', total: 'true' });
  });

  it("remembers an entered account among the recent ones, with its organization", async () => {
    mockApi({ 'GET account': ok([bot, helpdesk], { hasNextPage: false }) });
    const { location } = await renderPage();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Entrar a Bot Ventas' }));
    expect(location().pathname).toBe('/account/7/personalization');
    expect(useAuthStore.getState().recent.accounts).toEqual([{ id: 7, name: 'Bot Ventas', parentId: 1 }]);
  });

  it("remembers an account opened from its name too", async () => {
    mockApi({ 'GET account': ok([bot, helpdesk], { hasNextPage: false }) });
    const { location } = await renderPage();
    await userEvent.setup().click(await within(table()).findByRole('link', { name: 'Mesa de ayuda' }));
    expect(location().pathname).toBe('/account/8/personalization');
    expect(useAuthStore.getState().recent.accounts).toEqual([{ id: 8, name: 'Mesa de ayuda', parentId: 2 }]);
  });

  it('shows the 4 most recent accounts as cards linking to personalization', async () => {
    const { remember } = useAuthStore.getState();
    ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'].forEach((name, i) => remember('accounts', { id: 20 + i, name, parentId: 3 }));
    mockApi({ 'GET account': ok([], { hasNextPage: false }) });
    await renderPage();
    const recent = screen.getByRole('region', { name: 'Cuentas recientes' });
    expect(within(recent).getAllByRole('link').map((l) => l.textContent)).toEqual(['Cinco', 'Cuatro', 'Tres', 'Dos']);
    expect(within(recent).getByRole('link', { name: 'Cinco' })).toHaveAttribute('href', '/account/24/personalization');
  });

  it('shows no recent cards before any account was entered', async () => {
    mockApi({ 'GET account': ok([bot], { hasNextPage: false }) });
    await renderPage();
    await within(table()).findByRole('link', { name: 'Bot Ventas' });
    expect(screen.queryByRole('region', { name: 'Cuentas recientes' })).not.toBeInTheDocument();
  });
});
