import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { partnerContract } from '@console/contracts';
import { resourceClient, useResourceRecord } from '@console/ui';
import { ok } from '@console/ui/testing';
import { registerAreaRemotes, resetAreaRemotes } from '../remotes/registry';
import { AppRoutes } from '../routes/AppRoutes';
import { mockConsoleApi, registerTestRemotes, renderAt, resetSession, signInForTest } from '../test/helpers';
import { resetRemoteAreas } from './RemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;

/** The partners remote's screen of a partner: it reads its record (the query the shell's breadcrumb shares). */
function PartnerScreen() {
  const partner = useResourceRecord(resourceClient(partnerContract), 12);
  return <h1>{partner.data ? partner.data.business_name : 'Cargando'}</h1>;
}

/** The partners remote: a partner's page reads the partner, its invoices' page does not. */
function PartnersRemote() {
  return useLocation().pathname.endsWith('/invoice') ? <h1>Facturas</h1> : <PartnerScreen />;
}

beforeEach(() => {
  resetSession();
  resetAreaRemotes();
  resetRemoteAreas();
  registerTestRemotes(registerAreaRemotes);
  load.mockReset();
  load.mockImplementation(async (id: string) => ({ default: id === 'partners/App' ? PartnersRemote : () => <h1>{`Remoto ${id}`}</h1> }));
  signInForTest();
});
afterEach(() => jest.restoreAllMocks());

const crumbs = () => screen.getByRole('navigation', { name: 'Ruta' });

describe('breadcrumb names', () => {
  it("names a record by what its screen read, never by its id; the organization by its name", async () => {
    const requests = mockConsoleApi({ 'GET partner/12': ok({ partner_id: 12, business_name: 'Distribuidora Sur' }) });
    renderAt('/master/partners/12', <AppRoutes />);
    await screen.findByRole('heading', { name: 'Distribuidora Sur' });
    expect(within(crumbs()).getByText('Distribuidora Sur')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs()).getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/master/partners');
    expect(within(crumbs()).queryByText('12')).not.toBeInTheDocument();
    // Read once, by the screen: the breadcrumb asks nothing of its own.
    expect(requests.filter((request) => request.path === 'partner/12')).toHaveLength(1);
  });

  it("a record no screen has read yet is named by its screen's title", async () => {
    mockConsoleApi();
    renderAt('/master/partners/12/invoice', <AppRoutes />);
    await screen.findByRole('heading', { name: 'Facturas' });
    expect(within(crumbs()).getByRole('link', { name: 'Partner' })).toHaveAttribute('href', '/master/partners/12');
    expect(within(crumbs()).queryByText('12')).not.toBeInTheDocument();
  });

  it('an organization by its name, left out while it loads', async () => {
    mockConsoleApi({ 'GET organization/7': ok({ organization_id: 7, name: 'Acme Corp' }) });
    renderAt('/organization/7/accounts', <AppRoutes />);
    expect(await within(await screen.findByRole('navigation', { name: 'Ruta' })).findByRole('link', { name: 'Acme Corp' })).toHaveAttribute(
      'href',
      '/organization/7',
    );
    expect(within(crumbs()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Organización', 'Acme Corp', 'Cuentas']);
  });
});
