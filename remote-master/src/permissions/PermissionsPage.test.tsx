// What is particular to the permissions screen: a permission's resource reads as the resource's Spanish name.
import { screen, within } from '@testing-library/react';
import { mockApi, ok, renderWithConsole } from '@console/ui/testing';
import App from '../App';

const permission = {
  permission_id: 30,
  name: 'Gestionar credenciales de pago',
  description: 'Permiso de credenciales de pago',
  resource: 'web_pay_credential',
  read: true,
  create: true,
  update: false,
  delete: false,
  createdAt: '2026-11-05T12:00:00.000Z',
};

describe('Permisos', () => {
  it("shows a permission's resource by its Spanish name, its code in the title", async () => {
    mockApi({ 'GET permission': ok([permission], { hasNextPage: false }) });
    await renderWithConsole(<App />, { route: '/master/permissions', path: '/master/*' });
    const row = (await screen.findByRole('cell', { name: 'Gestionar credenciales de pago' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Credencial de pago')).toHaveAttribute('title', 'web_pay_credential');
    expect(within(row).queryByText('web_pay_credential')).not.toBeInTheDocument();
  });
});
