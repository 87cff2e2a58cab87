// What is particular to e-mail templates: 'Sendgrid' by default, and a name no other template has (whatever its case).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

const template = (email_template_id: number, name: string) => ({
  email_template_id,
  external_template_id: `d-${email_template_id}`,
  name,
  title: '',
  description: '',
  email_platform: 'Sendgrid',
  createdAt: '2026-01-20T12:00:00.000Z',
});
const bienvenida = template(1, 'Bienvenida');
const recordatorio = template(2, 'Recordatorio');
const TAKEN = 'Ya existe un template con ese nombre';

const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const renderPage = () => renderWithConsole(<App />, { route: '/master/email-templates', path: '/master/*' });
const templateServer = () =>
  mockApi({
    'GET email_template': ok([bienvenida, recordatorio], { hasNextPage: false }),
    'POST email_template': (r) => ok({ ...template(3, ''), ...(r.body as object) }),
    'PATCH email_template/1': (r) => ok({ ...bienvenida, ...(r.body as object) }),
  });

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('Templates de email', () => {
  it("creates with 'Sendgrid' by default, refusing a name another template has in any case", async () => {
    const requests = templateServer();
    await renderPage();
    await screen.findByRole('cell', { name: 'Bienvenida' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear template de email' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear template de email' }));
    expect(dialog.getByLabelText('Plataforma de email')).toHaveValue('Sendgrid');
    const create = dialog.getByRole('button', { name: 'Crear' });
    await user.type(dialog.getByLabelText('ID del template'), 'd-9');
    await user.type(dialog.getByLabelText('Nombre'), 'BIENVENIDA');
    expect(await dialog.findByText(TAKEN)).toBeInTheDocument();
    expect(create).toBeDisabled();

    await retype(user, dialog.getByLabelText('Nombre'), 'Despedida');
    await waitFor(() => expect(dialog.queryByText(TAKEN)).not.toBeInTheDocument());
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText('Template de email creado con éxito')).toBeInTheDocument();
    expect(writes(requests)).toMatchObject([
      { method: 'POST', path: 'email_template', body: { external_template_id: 'd-9', name: 'Despedida', email_platform: 'Sendgrid' } },
    ]);
  });

  it("in a row, its own name in another case is accepted, another template's is not", async () => {
    const requests = templateServer();
    await renderPage();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Editar Bienvenida' });
    await user.click(toggle);
    const row = within((toggle.closest('tr') as HTMLElement).nextElementSibling as HTMLElement);
    const name = row.getByLabelText('Nombre');
    const save = row.getByRole('button', { name: 'Guardar' });

    await retype(user, name, 'recordatorio');
    expect(await row.findByText(TAKEN)).toBeInTheDocument();
    expect(save).toBeDisabled();

    await retype(user, name, 'BIENVENIDA');
    await waitFor(() => expect(save).toBeEnabled());
    expect(row.queryByText(TAKEN)).not.toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Template de email actualizado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'PATCH', path: 'email_template/1', query: {}, body: { name: 'BIENVENIDA' } }]);
  });
});
