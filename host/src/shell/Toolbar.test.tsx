import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleProviders, FULL_ACCESS } from '@console/ui';
import { setColorMode } from '@console/ui/color-mode';
import { ok } from '@console/ui/testing';
import { mockConsoleApi, renderAt, resetSession, signInForTest } from '../test/helpers';
import { Toolbar } from './Toolbar';

const renderToolbar = () =>
  renderAt(
    '/master/organizations',
    <ConsoleProviders>
      <Toolbar onOpenMenu={() => undefined} />
    </ConsoleProviders>,
  );

const ME = { admin_id: 4, first_name: 'Ana', last_name: 'Pérez', email: 'ana@example.com', role_id: 1, access: FULL_ACCESS };

beforeEach(() => {
  resetSession();
  localStorage.clear();
});
// Back to the system's mode (light in jsdom): forgets the choice and takes the class off.
afterEach(() => act(() => setColorMode('light')));

describe('toolbar', () => {
  it("names the signed-in admin (from the access's own admin/me read) and their role", async () => {
    signInForTest({ role_id: 1, name: 'Konverza' });
    const requests = mockConsoleApi({ 'GET admin/me': ok(ME) });
    renderToolbar();
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Ana Pérez')).toBeInTheDocument();
    // The superadmin role carries the brand's name: it reads as what it is.
    expect(within(header).getByText('Superadministrador')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/logout');
    expect(requests.filter((request) => request.path === 'admin/me')).toHaveLength(1);
  });

  it('any other role by its name', async () => {
    signInForTest({ role_id: 7, name: 'Nerd' });
    mockConsoleApi({ 'GET admin/me': ok({ ...ME, first_name: 'Luis', last_name: 'Gómez', role_id: 7 }) });
    renderToolbar();
    expect(await screen.findByText('Luis Gómez')).toBeInTheDocument();
    expect(screen.getByText('Nerd')).toBeInTheDocument();
    expect(screen.queryByText('Superadministrador')).not.toBeInTheDocument();
  });

  it("'Modo oscuro' switches the page to dark, and the browser remembers it", async () => {
    signInForTest();
    mockConsoleApi();
    const user = userEvent.setup();
    const { unmount } = renderToolbar();
    const toggle = screen.getByRole('button', { name: 'Modo oscuro' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem('console-color-mode')).toBe('dark');

    // Next visit: still dark.
    unmount();
    renderToolbar();
    const again = screen.getByRole('button', { name: 'Modo oscuro' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    await user.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
