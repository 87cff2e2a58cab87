import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

const envio = {
  lambda_id: 3,
  account_id: 7,
  name: 'calcular-envio',
  description: 'Calcula el costo y el tiempo de entrega según el código postal del cliente.',
  arn: 'arn:aws:lambda:us-east-1:123456789012:function:calcular-envio',
  version: '4',
  runtime: 'nodejs18.x',
  isSimple: 1,
  createdAt: '2026-02-10T12:00:00.000Z',
};

const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
const renderPage = () => renderWithConsole(<App />, { route: '/account/7/lambdas', path: '/account/:account_id/*' });

describe('Lambdas de una cuenta', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('creates with one of the seven runtimes; the body carries isSimple 1, which the form does not show', async () => {
    const requests = mockApi({
      'GET account/7': ok(ventas),
      'GET account/7/lambdas': ok([envio], { hasNextPage: false }),
      'POST lambda': (r) => ok({ ...envio, ...(r.body as object), lambda_id: 4 }),
    });
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Lambdas de Bot ventas' });
    expect(await within(table).findByText('calcular-envio')).toBeInTheDocument();
    expect(within(table).getByText('Node.js 18')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear lambda' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear lambda' }));
    const runtime = dialog.getByLabelText('Entorno de ejecución');
    expect(within(runtime).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual([
      '',
      'nodejs14.x',
      'nodejs16.x',
      'nodejs18.x',
      'python3.7',
      'python3.7.8',
      'python3.9',
      'python3.10',
    ]);
    expect(dialog.queryByLabelText('Simple')).not.toBeInTheDocument();
    const create = dialog.getByRole('button', { name: 'Crear' });
    expect(create).toHaveAccessibleDescription('Completa el nombre, la descripción, el ARN, la versión y el entorno de ejecución.');
    await user.type(dialog.getByLabelText('Nombre'), 'validar-rfc');
    await user.type(dialog.getByLabelText('Descripción'), 'Valida el RFC del cliente.');
    await user.type(dialog.getByLabelText('ARN'), 'arn:aws:lambda:us-east-1:123456789012:function:validar-rfc');
    await user.type(dialog.getByLabelText('Versión'), '2');
    await user.selectOptions(runtime, 'Python 3.9');
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText('Lambda creada')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      {
        method: 'POST',
        path: 'lambda',
        body: {
          account_id: 7,
          name: 'validar-rfc',
          description: 'Valida el RFC del cliente.',
          arn: 'arn:aws:lambda:us-east-1:123456789012:function:validar-rfc',
          version: '2',
          runtime: 'python3.9',
          isSimple: 1,
        },
      },
    ]);
  });

  it('deletes with DELETE lambda/{id} and no body', async () => {
    const requests = mockApi({
      'GET account/7': ok(ventas),
      'GET account/7/lambdas': ok([envio], { hasNextPage: false }),
      'DELETE lambda/3': ok(envio),
    });
    await renderPage();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Editar calcular-envio' });
    await user.click(toggle);
    const row = within((toggle.closest('tr') as HTMLElement).nextElementSibling as HTMLElement);
    await user.click(row.getByRole('button', { name: 'Eliminar' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Eliminar lambda' }));
    await user.click(question.getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('Lambda eliminada')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'DELETE', path: 'lambda/3', body: undefined }]);
  });
});
