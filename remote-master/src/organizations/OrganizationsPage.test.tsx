import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@console/core';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

const acme = { organization_id: 1, name: 'Acme', service_id: null, partner_id: null, createdAt: '2026-11-05T12:00:00.000Z', _version: 'v1' };
const globex = { organization_id: 2, name: 'Globex', service_id: 3, partner_id: null, createdAt: '2026-01-20T12:00:00.000Z', _version: 'v2' };

const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'organization');
const renderPage = (route = '/master/organizations') => renderWithConsole(<App />, { route, path: '/master/*' });

beforeEach(() => useAuthStore.setState({ recent: {} }));

describe('Organizaciones', () => {
  it('lists the first page of organizations', async () => {
    const requests = mockApi({ 'GET organization': ok([acme, globex], { hasNextPage: false }) });
    await renderPage('/master');
    expect(screen.getByRole('heading', { name: 'Organizaciones' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Organizaciones' });
    const row = (await within(table).findByRole('link', { name: 'Acme' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(1)).toEqual(['1', 'Acme', '05 nov, 2026']);
    expect(within(table).getByRole('link', { name: 'Globex' })).toHaveAttribute('href', '/organization/2/accounts');
    expect(lists(requests)).toEqual([{ method: 'GET', path: 'organization', query: { page: '1', limit: '25', total: 'true' }, body: undefined }]);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('remembers an opened organization and shows it among the recent ones', async () => {
    mockApi({ 'GET organization': ok([acme, globex], { hasNextPage: false }) });
    const { location } = await renderPage();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Globex' }));
    expect(location().pathname).toBe('/organization/2/accounts');
    expect(useAuthStore.getState().recent.organizations).toEqual([{ id: 2, name: 'Globex' }]);
  });

  it("corrects an organization's name in its row (beyond spec 2.6): the name alone, from the row's version, 'Organización actualizada'", async () => {
    let stored = [acme, globex];
    const requests = mockApi({
      'GET organization': () => ok(stored, { hasNextPage: false }),
      'PATCH organization/1': (r) => {
        const updated = { ...acme, ...(r.body as object), _version: 'v3' };
        stored = [updated, globex];
        return ok(updated);
      },
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Acme' }));
    const form = within(screen.getByRole('form', { name: 'Editar Acme' }));
    expect(form.queryByLabelText('Servicio')).not.toBeInTheDocument();
    expect(form.queryByLabelText('Partner')).not.toBeInTheDocument();
    const save = form.getByRole('button', { name: 'Guardar' });
    await user.clear(form.getByLabelText('Nombre'));
    expect(await form.findByText('Introduce el nombre')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(form.getByLabelText('Nombre'), 'Acme Corporativo');
    await user.click(save);
    expect(await screen.findByText('Organización actualizada')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([
      { method: 'PATCH', path: 'organization/1', query: {}, body: { name: 'Acme Corporativo' }, ifMatch: '"v1"' },
    ]);
    const table = screen.getByRole('table', { name: 'Organizaciones' });
    expect(await within(table).findByRole('link', { name: 'Acme Corporativo' })).toHaveAttribute('href', '/organization/1/accounts');
  });

  it('links the recent organizations', async () => {
    useAuthStore.getState().remember('organizations', { id: 9, name: 'Umbrella' });
    mockApi({ 'GET organization': ok([], { hasNextPage: false }) });
    await renderPage();
    const recent = screen.getByRole('region', { name: 'Organizaciones recientes' });
    expect(within(recent).getByRole('link', { name: 'Umbrella' })).toHaveAttribute('href', '/organization/9/accounts');
  });
});
