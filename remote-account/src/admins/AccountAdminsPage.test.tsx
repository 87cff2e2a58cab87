import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { superadminOnlyText } from '@console/contracts';
import { mockApi, ok, renderWithConsole } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

const admin = (admin_id: number, first_name: string, email: string, role: { role_id: number; name: string } | null) => ({
  admin_id,
  first_name,
  last_name: 'Pérez',
  email,
  role_id: role?.role_id ?? null,
  partner_id: null,
  organization_id_creator: null,
  createdAt: '2026-11-05T12:00:00.000Z',
  deletedAt: null,
  Role: role,
});
const ana = admin(5, 'Ana', 'ana@example.com', { role_id: 3, name: 'Soporte' });
const root = admin(1, 'Raíz', 'root@example.com', { role_id: 1, name: 'Konverza' });
// A Nerd: may update admins, is no superadmin.
const nerd = { superadmin: false, grants: [{ resource: 'admin', read: true, create: false, update: true, delete: false }] };

describe('Administradores de una cuenta', () => {
  it("names each candidate with its e-mail; a superadmin's row cannot be dissociated by anyone else, and says why", async () => {
    mockApi({
      'GET account/7': ok(ventas),
      'GET account/7/admins': ok([ana, root], { hasNextPage: false }),
      'GET admin': ok([ana, root], { hasNextPage: false }),
      'GET role': ok([], { hasNextPage: false }),
    });
    await renderWithConsole(<App />, { route: '/account/7/admins', path: '/account/:account_id/*', access: nerd });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Raíz Pérez' }));
    const dissociate = await screen.findByRole('button', { name: 'Desasociar' });
    expect(dissociate).toBeDisabled();
    expect(dissociate).toHaveAccessibleDescription(superadminOnlyText);
    await user.click(screen.getByRole('button', { name: 'Asociar administrador' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Asociar administrador' }));
    await user.click(dialog.getByRole('combobox', { name: 'Administrador' }));
    expect(await screen.findByRole('option', { name: 'Ana Pérez (ana@example.com)' })).toBeInTheDocument();
  });
});
