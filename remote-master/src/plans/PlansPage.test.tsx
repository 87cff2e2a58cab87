// What is particular to plans and plan groups: their tabs, 'Mostrar todos los planes', the plan dialog, their own columns.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import type { planContract, RowOf } from '@console/contracts';
import App from '../App';
import { describeRouteTabs } from '../tabs.testing';

type Plan = RowOf<typeof planContract>;

const basico = {
  plan_group_id: 1,
  name: 'Básicos',
  description: 'Los de siempre',
  service_id: 2,
  Service: { service_id: 2, title: 'WhatsApp' },
  createdAt: '2026-01-20T12:00:00.000Z',
};
const sueltos = { ...basico, plan_group_id: 2, name: 'Sueltos', service_id: null, Service: null };
const plan: Plan = {
  plan_id: 1,
  name: 'Inicial',
  description: '',
  features: '',
  price: 100,
  max_users: 50,
  cost_per_user: 0,
  active_days: 30,
  is_offer: false,
  is_free_trial: false,
  enabled: true,
  plan_group_id: 1,
  Plan_Group: { plan_group_id: 1, name: 'Básicos' },
  createdAt: '2026-01-20T12:00:00.000Z',
};
const viejo: Plan = { ...plan, plan_id: 2, name: 'Viejo', enabled: false, plan_group_id: null, Plan_Group: null };

const plans = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'plan');
const renderPage = (route = '/master/plans') => renderWithConsole(<App />, { route, path: '/master/*' });
const cellsOf = async (name: string) => {
  const row = (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell').map((cell) => cell.textContent);
};

/** A server that lists the enabled plans, or all of them with showAll=1; a new plan joins them, disabled. */
function planServer() {
  const all: Plan[] = [plan, viejo];
  return mockApi({
    'GET plan': (r) => ok(r.query.showAll === '1' ? all : all.filter((p) => p.enabled), { hasNextPage: false }),
    'GET plan_group': ok([basico, sueltos], { hasNextPage: false }),
    'POST plan': (r) => {
      const created: Plan = { ...plan, ...(r.body as Partial<Plan>), plan_id: 3, Plan_Group: null };
      all.unshift(created);
      return ok(created);
    },
  });
}

describeRouteTabs('Planes y grupos de planes', [['/master/plans', 'Planes'], ['/master/plan-groups', 'Grupos de planes']], () => {
  planServer();
});

describe('Planes', () => {
  it("shows each plan's state ('Activo' / 'Apagado') and its group's name or 'Ninguno'", async () => {
    planServer();
    await renderPage('/master/plans?showAll=1');
    expect(await cellsOf('Inicial')).toEqual(expect.arrayContaining(['Activo', 'Básicos']));
    expect(await cellsOf('Viejo')).toEqual(expect.arrayContaining(['Apagado', 'Ninguno']));
  });

  it("'Mostrar todos los planes' asks for showAll=1, kept in the URL; unticked, only the enabled ones", async () => {
    const requests = planServer();
    const { location } = await renderPage();
    await screen.findByRole('cell', { name: 'Inicial' });
    expect(screen.queryByRole('cell', { name: 'Viejo' })).not.toBeInTheDocument();
    expect(plans(requests)[0].query).not.toHaveProperty('showAll');
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: 'Mostrar todos los planes' });
    await user.click(box);
    expect(await screen.findByRole('cell', { name: 'Viejo' })).toBeInTheDocument();
    expect(plans(requests).at(-1)?.query).toMatchObject({ showAll: '1', page: '1' });
    expect(new URLSearchParams(location().search).get('showAll')).toBe('1');
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Viejo' })).not.toBeInTheDocument());
    expect(plans(requests).at(-1)?.query).not.toHaveProperty('showAll');
    expect(new URLSearchParams(location().search).has('showAll')).toBe(false);
  });

  it('creates: steps of 50 and 5, a price above 0, a disabled offer by default; then shows all plans, the new one too', async () => {
    const requests = planServer();
    const { location } = await renderPage();
    await screen.findByRole('cell', { name: 'Inicial' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear plan' }));
    for (const [label, step] of [
      ['Precio', '50'],
      ['Máximo de usuarios', '50'],
      ['Costo por usuario', '50'],
      ['Días activos', '5'],
    ]) {
      expect(dialog.getByLabelText(label)).toHaveAttribute('step', step);
      expect(dialog.getByLabelText(label)).toHaveAttribute('min', '0');
    }
    const create = dialog.getByRole('button', { name: 'Crear' });
    await user.type(dialog.getByLabelText('Nombre'), 'Nuevo');
    await user.type(dialog.getByLabelText('Precio'), '0');
    await user.type(dialog.getByLabelText('Máximo de usuarios'), '100');
    await user.type(dialog.getByLabelText('Días activos'), '30');
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('Revisa el precio.');
    await user.clear(dialog.getByLabelText('Precio'));
    await user.type(dialog.getByLabelText('Precio'), '150');
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText('Plan creado con éxito')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Nuevo',
      price: 150,
      max_users: 100,
      active_days: 30,
      enabled: false,
      is_offer: true,
      is_free_trial: false,
    });
    expect(await screen.findByRole('cell', { name: 'Nuevo' })).toBeInTheDocument();
    expect(plans(requests).at(-1)?.query).toMatchObject({ showAll: '1' });
    expect(new URLSearchParams(location().search).get('showAll')).toBe('1');
    expect(screen.getByRole('checkbox', { name: 'Mostrar todos los planes' })).toBeChecked();
  });
});

describe('Grupos de planes', () => {
  it("numbers the rows across pages and shows the service's title or 'Ninguno'", async () => {
    planServer();
    await renderPage('/master/plan-groups');
    // The row's tick, its toggle, its cells.
    expect(await cellsOf('Básicos')).toEqual(['', '▸', '1', 'Básicos', 'Los de siempre', 'WhatsApp', '20 ene, 2026']);
    expect(await cellsOf('Sueltos')).toEqual(['', '▸', '2', 'Sueltos', 'Los de siempre', 'Ninguno', '20 ene, 2026']);
  });

  it('numbers page 2 from 26', async () => {
    planServer();
    await renderPage('/master/plan-groups?page=2');
    expect((await cellsOf('Básicos'))[2]).toBe('26');
    expect((await cellsOf('Sueltos'))[2]).toBe('27');
  });

  it("creates a group: 'Grupo creado con éxito'", async () => {
    const requests = mockApi({
      'GET plan_group': ok([basico], { hasNextPage: false }),
      'GET service': ok([{ service_id: 2, name: 'whatsapp', title: 'WhatsApp' }], { hasNextPage: false }),
      'POST plan_group': (r) => ok({ ...basico, ...(r.body as object), plan_group_id: 3 }),
    });
    await renderPage('/master/plan-groups');
    await screen.findByRole('cell', { name: 'Básicos' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear grupo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear grupo' }));
    await user.type(dialog.getByLabelText('Nombre'), 'Premium');
    await user.type(dialog.getByLabelText('Descripción'), 'Los mejores');
    await waitFor(() => expect(dialog.getByRole('option', { name: 'WhatsApp' })).toBeInTheDocument());
    await user.selectOptions(dialog.getByLabelText('Servicio'), 'WhatsApp');
    await user.click(dialog.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Grupo creado con éxito')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: 'plan_group',
      body: { name: 'Premium', description: 'Los mejores', service_id: 2 },
    });
  });
});
