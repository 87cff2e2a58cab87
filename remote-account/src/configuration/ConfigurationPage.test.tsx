// What is particular to the configuration: its controls (the queue's select, times in their units, switches, the
// image aspect), the close-case next block chosen by flow then block (a flow's blocks read only once it is chosen,
// the saved one preselected with its flow, 'Eliminar selección' sends null), only the changed fields sent, the fixed
// failure texts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

const configuration = {
  account_configuration_id: 12,
  account_id: 7,
  auto_reactivation_time: 30,
  case_queue_type: 'on_demand',
  close_case_time: 24,
  close_case_next_block_id: null as number | null,
  case_time_out: 2,
  case_assignment_times: 3,
  case_emergency_action: '',
  emergency_admin: '',
  emergency_group: '',
  emergency_sms: '',
  case_email_custom_content: 'Gracias por escribirnos.',
  payment_link_life_time: 60,
  graph_nlp_enabled: false,
  always_send_case_email: true,
  add_unique_payment_reference: false,
  save_activity_logs: true,
  country_code: 'MX',
  image_aspect_ratio: 'horizontal',
  max_free_shippings_amount: 500,
  createdAt: '2026-02-10T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};
/** A flow as the account's list gives it (without its blocks). */
const flow = (flow_id: number, name: string) => ({ flow_id, name, account_id: 7, createdAt: '2026-02-10T12:00:00.000Z' });
const flows = [flow(1, 'Bienvenida'), flow(2, 'Soporte')];
/** GET flow/{id}: one flow with its blocks. */
const withBlocks = (flow_id: number, blocks: [number, string][]) => ({
  ...flows.find((candidate) => candidate.flow_id === flow_id)!,
  Blocks: blocks.map(([block_id, name]) => ({ block_id, name })),
});

function server(saved: Partial<typeof configuration> = {}, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET account/7': ok(ventas),
    'GET account/7/configuration': ok({ ...configuration, ...saved }),
    'GET account/7/flows': ok(flows, { hasNextPage: false }),
    'GET flow/1': ok(withBlocks(1, [[11, 'Saludo'], [12, 'Menú']])),
    'GET flow/2': ok(withBlocks(2, [[21, 'Encuesta'], [22, 'Despedida']])),
    'GET block/22': ok({ block_id: 22, name: 'Despedida', flow_id: 2 }),
    'PATCH account/7/configuration': (r) => ok({ ...configuration, ...saved, ...(r.body as object) }),
    ...extra,
  });
}
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
/** The reads of one flow (its blocks). */
const flowReads = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path.startsWith('flow/')).map((r) => r.path);
const open = () => renderWithConsole(<App />, { route: '/account/7/configuration', path: '/account/:account_id/*' });
const form = async () => within(await screen.findByRole('form', { name: 'Editar Configuración' }));
/** The select once its options have arrived. */
const options = async (select: HTMLElement, name: string) => waitFor(() => within(select).getByRole('option', { name }));

describe('Configuración', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows every field with its control: the queue as a select, times in their units, switches, the aspect, the long text', async () => {
    server();
    await open();
    expect(await screen.findByRole('heading', { name: 'Configuración de Bot ventas' })).toBeInTheDocument();
    const fields = await form();
    expect(fields.getByLabelText('Tipo de cola de casos')).toHaveDisplayValue('A demanda');
    expect(within(fields.getByLabelText('Tipo de cola de casos')).getByRole('option', { name: 'Por agente' })).toBeInTheDocument();
    expect(fields.getByLabelText('Tiempo de reactivación (minutos)')).toHaveValue(30);
    expect(fields.getByLabelText('Cierre de caso (horas)')).toHaveValue(24);
    expect(fields.getByLabelText('Tiempo de espera del caso (horas)')).toHaveValue(2);
    expect(fields.getByLabelText('Vigencia del enlace de pago (minutos)')).toHaveValue(60);
    expect(fields.getByLabelText('Monto máximo de envíos gratis')).toHaveValue(500);
    expect(fields.getByRole('checkbox', { name: 'Enviar siempre el correo del caso' })).toBeChecked();
    expect(fields.getByRole('checkbox', { name: 'NLP de grafo' })).not.toBeChecked();
    expect(fields.getByLabelText('Relación de aspecto de imágenes (Messenger)')).toHaveDisplayValue('Horizontal (1.91:1)');
    expect(fields.getByLabelText('Contenido del correo del caso').tagName).toBe('TEXTAREA');
    expect(within(screen.getByLabelText('Solo lectura')).getByText('12')).toBeInTheDocument();
  });

  it("chooses the next block by flow, then block: the account's flows loaded at once, a flow's blocks (GET flow/{id}) only once it is chosen", async () => {
    const requests = server();
    await open();
    const fields = await form();
    const user = userEvent.setup({ delay: null });
    expect(fields.getByText('Sin bloque siguiente')).toBeInTheDocument();
    expect(fields.queryByLabelText('Bloque')).not.toBeInTheDocument();
    await options(fields.getByLabelText('Flujo'), 'Soporte');
    expect(requests.find((r) => r.path === 'account/7/flows')?.query).toEqual({ limit: '2500' });
    expect(flowReads(requests)).toEqual([]);
    await user.selectOptions(fields.getByLabelText('Flujo'), 'Soporte');
    const blocks = fields.getByLabelText('Bloque');
    await options(blocks, 'Encuesta');
    expect(within(blocks).getAllByRole('option').map((option) => option.textContent)).toEqual(['Elige un bloque', 'Encuesta', 'Despedida']);
    expect(flowReads(requests)).toEqual(['flow/2']);
    // Another flow, its own blocks.
    await user.selectOptions(fields.getByLabelText('Flujo'), 'Bienvenida');
    await options(fields.getByLabelText('Bloque'), 'Saludo');
    expect(flowReads(requests)).toEqual(['flow/2', 'flow/1']);
    // Back to the first: its blocks as read then.
    await user.selectOptions(fields.getByLabelText('Flujo'), 'Soporte');
    await options(fields.getByLabelText('Bloque'), 'Encuesta');
    expect(flowReads(requests)).toEqual(['flow/2', 'flow/1']);
    await user.selectOptions(fields.getByLabelText('Bloque'), 'Encuesta');
    expect(fields.getByText('Bloque elegido: Encuesta (Soporte)')).toBeInTheDocument();
    // Saved with the rest, and only what changed.
    await user.click(fields.getByRole('checkbox', { name: 'NLP de grafo' }));
    await user.click(fields.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Configuración actualizada')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      { method: 'PATCH', path: 'account/7/configuration', query: {}, body: { close_case_next_block_id: 21, graph_nlp_enabled: true } },
    ]);
    // The chosen block was known from its flow: never read on its own.
    expect(requests.some((r) => r.path.startsWith('block/'))).toBe(false);
  });

  it("preselects the saved block with its flow (GET block/{id}?language_id=1); 'Eliminar selección' sends null", async () => {
    const requests = server({ close_case_next_block_id: 22 });
    await open();
    const fields = await form();
    expect(await fields.findByText('Bloque elegido: Despedida (Soporte)')).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'block/22')?.query).toEqual({ language_id: '1' });
    await waitFor(() => expect(fields.getByLabelText('Flujo')).toHaveDisplayValue('Soporte'));
    // The saved block's flow is the chosen one: its blocks, and no other flow's.
    await waitFor(() => expect(fields.getByLabelText('Bloque')).toHaveDisplayValue('Despedida'));
    expect(flowReads(requests)).toEqual(['flow/2']);
    const user = userEvent.setup({ delay: null });
    await user.click(fields.getByRole('button', { name: 'Eliminar selección' }));
    expect(fields.getByText('Sin bloque siguiente')).toBeInTheDocument();
    expect(fields.queryByLabelText('Bloque')).not.toBeInTheDocument();
    expect(fields.getByRole('button', { name: 'Eliminar selección' })).toBeDisabled();
    await user.click(fields.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Configuración actualizada')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'PATCH', path: 'account/7/configuration', query: {}, body: { close_case_next_block_id: null } }]);
  });

  it('says why the flows cannot be chosen to a role that may not read them, and reads none', async () => {
    const requests = server({ close_case_next_block_id: 22 });
    const access = { superadmin: false, grants: [{ resource: 'account', read: true, create: false, update: true, delete: false }] };
    await renderWithConsole(<App />, { route: '/account/7/configuration', path: '/account/:account_id/*', access });
    const fields = await form();
    expect(fields.getByText('No tienes permiso para ver flujos.')).toBeInTheDocument();
    expect(fields.getByText('Bloque elegido: #22')).toBeInTheDocument();
    expect(fields.getByLabelText('Flujo')).toBeDisabled();
    expect(requests.some((r) => r.path === 'account/7/flows' || r.path.startsWith('block/') || r.path.startsWith('flow/'))).toBe(false);
  });

  it("says 'Error al enviar datos. Intenta de nuevo.' when the update fails, keeping what was typed", async () => {
    server({}, { 'PATCH account/7/configuration': fail(400, 'El código de país son 2 letras mayúsculas (MX, CO)') });
    await open();
    const fields = await form();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(fields.getByLabelText('Tipo de cola de casos'), 'Por agente');
    await user.click(fields.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Error al enviar datos. Intenta de nuevo.')).toBeInTheDocument();
    expect(screen.getByText('El código de país son 2 letras mayúsculas (MX, CO)')).toBeInTheDocument();
    expect(fields.getByLabelText('Tipo de cola de casos')).toHaveDisplayValue('Por agente');
    expect(fields.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
  });

  it("says 'Error obteniendo datos. Intenta de nuevo.' when the configuration cannot be read", async () => {
    server({}, { 'GET account/7/configuration': fail(500, 'Base de datos no disponible') });
    await open();
    await waitFor(() => expect(screen.getAllByText('Error obteniendo datos. Intenta de nuevo.')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
