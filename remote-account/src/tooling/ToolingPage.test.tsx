import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalText, type Access } from '@console/contracts';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest, type Reply } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

const platform = (platform_id: number, name: string, title: string) => ({
  platform_id,
  name,
  title,
  description: '',
  icon: '',
  enabled: true,
  responding_mode: 'auto',
  confidence: 0.8,
  createdAt: '2026-02-10T12:00:00.000Z',
  Subscription: null,
});
const platforms = [platform(4, 'whatsapp', 'WhatsApp'), platform(2, 'messenger', 'Messenger'), platform(3, 'webchat', 'Chat web')];
let templateId = 0;
const template = (platform_id: number, name: string, content: string) => ({
  message_template_id: ++templateId,
  account_id: 7,
  platform_id,
  name,
  content,
  updatedAt: '2026-03-0' + String(platform_id) + 'T12:00:00.000Z',
});
// WhatsApp → Messenger: 'pago_recibido' is created, 'menu_principal' overwritten, 'bienvenida' the same; 'horario' stays.
const templates: Record<string, ReturnType<typeof template>[]> = {
  4: [template(4, 'bienvenida', '¡Hola!'), template(4, 'menu_principal', '1) Pedidos 2) Envíos'), template(4, 'pago_recibido', 'Recibimos tu pago.')],
  2: [template(2, 'bienvenida', '¡Hola!'), template(2, 'horario', 'De 9 a 18.'), template(2, 'menu_principal', '1) Pedidos')],
};

type Routes = Record<string, Reply | ((request: ApiRequest) => Reply)>;
const server = (extra: Routes = {}) =>
  mockApi({
    'GET account/7': ok(ventas),
    'GET account/7/platforms': ok(platforms, { hasNextPage: false }),
    'GET account/7/templates': (r) => ok(templates[r.query.platform] ?? [], { hasNextPage: false }),
    ...extra,
  });
const renderPage = (access?: Access) => renderWithConsole(<App />, { route: '/account/7/tooling', path: '/account/:account_id/*', access });
const mirrors = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'POST' && r.path === 'tooling/platform-mirror').map((r) => r.body);

async function choose(source: string, target: string) {
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText(/Plataforma de origen/), source);
  await user.selectOptions(screen.getByLabelText(/Plataforma de destino/), target);
  return user;
}

describe('Herramientas de una cuenta: clonar plantillas entre plataformas', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("'Clonar' waits for two different platforms: the one chosen on a side is disabled on the other", async () => {
    server();
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Herramientas de Bot ventas', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Acción')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Clonar plantillas entre plataformas']);
    const source = await screen.findByLabelText(/Plataforma de origen/);
    const target = screen.getByLabelText(/Plataforma de destino/);
    const clone = screen.getByRole('button', { name: 'Clonar' });
    expect(clone).toBeDisabled();
    const user = userEvent.setup();
    await user.selectOptions(source, 'WhatsApp');
    expect(within(target).getByRole('option', { name: 'WhatsApp' })).toBeDisabled();
    expect(within(target).getByRole('option', { name: 'Messenger' })).toBeEnabled();
    expect(clone).toBeDisabled();
    await user.selectOptions(target, 'Messenger');
    expect(within(source).getByRole('option', { name: 'Messenger' })).toBeDisabled();
    expect(within(source).getByRole('option', { name: 'WhatsApp' })).toBeEnabled();
    expect(clone).toBeEnabled();
    // Back to nothing on one side: disabled again.
    await user.selectOptions(source, 'Elige una plataforma');
    expect(clone).toBeDisabled();
  });

  it("shows both platforms' templates and what a copy does; asks first; sends the account and both platforms; toasts the counts and refreshes", async () => {
    const requests = server({ 'POST tooling/platform-mirror': ok({ created: 1, updated: 1, unchanged: 1 }) });
    await renderPage();
    const user = await choose('WhatsApp', 'Messenger');
    const preview = await screen.findByRole('table', { name: 'Plantillas de WhatsApp y Messenger' });
    await within(preview).findByText('pago_recibido');
    const effect = (name: string) => (within(preview).getByText(name).closest('tr') as HTMLElement).lastElementChild?.textContent;
    expect(effect('bienvenida')).toBe('Sin cambios');
    expect(effect('horario')).toBe('Se conserva');
    expect(effect('menu_principal')).toBe('Se sobrescribe');
    expect(effect('pago_recibido')).toBe('Se crea');
    expect(screen.getByText('WhatsApp: 3 plantillas · Messenger: 3 plantillas. Al clonar: 1 nueva, 1 sobrescrita, 1 sin cambios.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clonar' }));
    let question = within(await screen.findByRole('alertdialog', { name: 'Clonar plantillas' }));
    expect(
      question.getByText(
        'Se copiarán las plantillas de WhatsApp a Messenger. Se creará 1 plantilla y se sobrescribirá 1 plantilla de Messenger con el mismo nombre. Las demás plantillas de Messenger no cambian. ¿Deseas continuar?',
      ),
    ).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mirrors(requests)).toEqual([]);

    const loads = requests.filter((r) => r.path === 'account/7/templates').length;
    await user.click(screen.getByRole('button', { name: 'Clonar' }));
    question = within(await screen.findByRole('alertdialog', { name: 'Clonar plantillas' }));
    await user.click(question.getByRole('button', { name: 'Sí, clonar' }));
    expect(await screen.findByText('Se han clonado las plantillas correctamente.')).toBeInTheDocument();
    expect(screen.getByText('1 creada, 1 actualizada, 1 sin cambios.')).toBeInTheDocument();
    expect(mirrors(requests)).toEqual([{ account_id: 7, source: 4, target: 2 }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(requests.filter((r) => r.path === 'account/7/templates').length).toBeGreaterThan(loads));
  });

  it("says a failed copy in the spec's words, with the server's text below", async () => {
    server({ 'POST tooling/platform-mirror': fail(400, 'La plataforma no está asociada a la cuenta') });
    await renderPage();
    const user = await choose('Chat web', 'WhatsApp');
    await user.click(screen.getByRole('button', { name: 'Clonar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Clonar plantillas' })).getByRole('button', { name: 'Sí, clonar' }));
    expect(await screen.findByText('Ha ocurrido un error al clonar las plantillas, intenta más tarde.')).toBeInTheDocument();
    expect(screen.getByText('La plataforma no está asociada a la cuenta')).toBeInTheDocument();
  });

  it("says when the account's platforms cannot be read (toast and inline), and reads them again", async () => {
    server({ 'GET account/7/platforms': fail(500, 'Base de datos no disponible') });
    await renderPage();
    await waitFor(() => expect(screen.getAllByText('Ha ocurrido un error al obtener las plataformas disponibles.')).toHaveLength(2));
    expect(screen.queryByLabelText(/Plataforma de origen/)).not.toBeInTheDocument();
    server();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText(/Plataforma de origen/)).toBeInTheDocument();
  });

  it('a role that may not update the account may not clone, and is told why', async () => {
    server();
    await renderPage({ superadmin: false, grants: [{ resource: 'message_template', read: true, create: false, update: false, delete: false }] });
    await choose('WhatsApp', 'Messenger');
    expect(screen.getByRole('button', { name: 'Clonar' })).toBeDisabled();
    expect(screen.getByText(refusalText('update', 'cuentas'))).toBeInTheDocument();
  });
});
