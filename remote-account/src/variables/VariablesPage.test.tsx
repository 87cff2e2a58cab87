import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithConsole } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

const variable = (user_attribute_id: number, name: string, type: string) => ({ user_attribute_id, name, type, account_id: 7, createdAt: '2026-02-10T12:00:00.000Z' });
const ciudad = variable(1, 'ciudad', 'text');
const legado = variable(2, 'cp_legado', 'zipcode');

describe('Variables de una cuenta', () => {
  it('offers the type as a select; a stored type of another kind stays, and another one can be chosen', async () => {
    const requests = mockApi({
      'GET account/7': ok(ventas),
      'GET account/7/user_attributes': ok([ciudad, legado], { hasNextPage: false }),
      'PATCH user_attribute/2': (r) => ok({ ...legado, ...(r.body as object) }),
    });
    await renderWithConsole(<App />, { route: '/account/7/variables', path: '/account/:account_id/*' });
    const table = await screen.findByRole('table', { name: 'Variables de Bot ventas' });
    expect(await within(table).findByText('Texto')).toBeInTheDocument();
    expect(within(table).getByText('zipcode')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar cp_legado' }));
    const type = await screen.findByRole('combobox', { name: 'Tipo' });
    expect(type).toHaveValue('zipcode');
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Elige el tipo',
      'Texto',
      'Número',
      'Sí / No',
      'Fecha',
      'Correo',
      'Teléfono',
      'JSON',
      'zipcode',
    ]);
    await user.selectOptions(type, 'Número');
    const save = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Variable actualizada')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toMatchObject([{ method: 'PATCH', path: 'user_attribute/2', body: { type: 'number' } }]);
  });
});
