import { useMemo } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiCall } from '@console/core';
import { defineContract, MAX_LIST_LIMIT, refusalText, text, type Access, type RowOf } from '@console/contracts';
import { ResourceScreen, resourceClient, useAssociation, type Association, type SelectSource } from './index';
import { describeResourceScreen, fail, mockApi, ok, renderWithConsole, type ApiRequest, type Reply } from './testing';

/** Tools kept in boxes: a box's tools are associated with it and dissociated from it. */
const toolContract = defineContract({
  path: 'tool',
  id: 'tool_id',
  names: { one: 'herramienta', many: 'herramientas', gender: 'f' },
  fields: { name: text('Nombre', { max: 100, required: true }) },
  list: { search: ['name'], sort: ['tool_id', 'name'] },
  create: false,
  update: false,
  remove: false,
});
type Tool = RowOf<typeof toolContract>;
const tools = resourceClient(toolContract);
const LIST = 'box/1/tools';

function BoxTools({ source = tools, refuse }: { source?: SelectSource<Tool> | null; refuse?: (tool: Tool) => string | undefined }) {
  const association = useMemo<Association<typeof toolContract, Tool>>(
    () => ({
      client: tools,
      listPath: LIST,
      source: source ?? undefined,
      itemLabel: (tool) => tool.name,
      from: 'de la caja',
      associate: (id) => apiCall('asociando', 'herramienta', () => api.post(`tool/${id}/associateBox`, { json: { box_id: 1 } })),
      dissociate: (tool) => apiCall('desasociando', 'herramienta', () => api.post(`tool/${tool.tool_id}/disassociateBox`, { json: { box_id: 1 } })),
      texts: { linked: 'La herramienta ya está en la caja', associated: 'Herramienta asociada', removed: 'Herramienta desasociada' },
      permission: { resource: 'box', many: 'cajas' },
      refuse,
    }),
    [source, refuse],
  );
  return <ResourceScreen contract={toolContract} columns={['tool_id', 'name']} listPath={LIST} {...useAssociation(association)} />;
}

// The association as every screen that has one is checked (the suite runs it for each of them).
describeResourceScreen({
  contract: toolContract,
  route: '/box/1/tools',
  mountedAt: '/box/:box_id/tools',
  render: () => <BoxTools />,
  listPath: LIST,
  association: {
    candidates: { contract: toolContract, path: 'tool' },
    associate: (id) => ({ path: `tool/${id}/associateBox`, body: { box_id: 1 } }),
    dissociate: (id) => ({ path: `tool/${id}/disassociateBox`, body: { box_id: 1 } }),
    texts: { linked: 'La herramienta ya está en la caja', associated: 'Herramienta asociada', removed: 'Herramienta desasociada' },
    from: 'de la caja',
    refused: refusalText('update', 'cajas'),
  },
});

const martillo = { tool_id: 1, name: 'Martillo' };
const llave = { tool_id: 2, name: 'Llave' };
const sierra = { tool_id: 3, name: 'Sierra' };
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
function server(extra: Record<string, Reply | ((request: ApiRequest) => Reply)> = {}, { whole = true } = {}) {
  return mockApi({
    'GET tool': ok([martillo, llave, sierra], { hasNextPage: false }),
    // The whole list (one load) says what is in the box, unless there is more than one load holds.
    [`GET ${LIST}`]: (r) => ok([martillo], { hasNextPage: r.query.limit === String(MAX_LIST_LIMIT) ? !whole : false }),
    ...extra,
  });
}
const renderTools = (ui = <BoxTools />, access?: Access) =>
  renderWithConsole(ui, { route: '/box/1/tools', path: '/box/:box_id/tools', access });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Martillo');
  await user.click(screen.getByRole('button', { name: 'Asociar herramienta' }));
  return within(await screen.findByRole('dialog', { name: 'Asociar herramienta' }));
}
async function choose(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>, name: string) {
  await user.click(dialog.getByRole('combobox', { name: 'Herramienta' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('useAssociation', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("says what 'Asociar' waits for, and 'Cancelar' forgets the choice", async () => {
    const requests = server();
    await renderTools();
    const user = userEvent.setup();
    let dialog = await openDialog(user);
    expect(dialog.getByRole('button', { name: 'Asociar' })).toHaveAccessibleDescription('Elige una herramienta.');
    await choose(user, dialog, 'Sierra');
    expect(dialog.getByRole('button', { name: 'Asociar' })).toBeEnabled();
    expect(dialog.queryByText('Elige una herramienta.')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(user);
    expect(dialog.getByRole('combobox', { name: 'Herramienta' })).toHaveValue('');
    expect(dialog.getByRole('button', { name: 'Asociar' })).toBeDisabled();
    expect(writes(requests)).toEqual([]);
  });

  it("keeps the choice when the server refuses, and shows the server's words", async () => {
    const requests = server({ 'POST tool/3/associateBox': fail(409, 'La herramienta ya está en otra caja') });
    await renderTools();
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await choose(user, dialog, 'Sierra');
    await user.click(dialog.getByRole('button', { name: 'Asociar' }));
    expect(await screen.findByText('Error asociando herramienta.')).toBeInTheDocument();
    expect(screen.getByText('La herramienta ya está en otra caja')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Herramienta' })).toHaveValue('Sierra');
    expect(writes(requests)).toHaveLength(1);
  });

  it('leaves an item it cannot know about to the server: the list is longer than one load', async () => {
    const requests = server({ 'POST tool/1/associateBox': fail(409, 'La herramienta ya está en la caja') }, { whole: false });
    await renderTools();
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await choose(user, dialog, 'Martillo');
    await user.click(dialog.getByRole('button', { name: 'Asociar' }));
    expect(await screen.findByText('La herramienta ya está en la caja')).toBeInTheDocument();
    expect(writes(requests)).toMatchObject([{ path: 'tool/1/associateBox' }]);
  });

  it('waits for the candidates it depends on before offering the dialog', async () => {
    server();
    await renderTools(<BoxTools source={null} />);
    await screen.findByText('Martillo');
    const associate = screen.getByRole('button', { name: 'Asociar herramienta' });
    expect(associate).toBeDisabled();
    expect(associate).toHaveAccessibleDescription('Cargando…');
  });

  it('follows the permission the links need, and a refusal of one row, each saying why', async () => {
    server();
    const refuse = (tool: Tool) => (tool.tool_id === 1 ? 'La herramienta está prestada.' : undefined);
    await renderTools(<BoxTools refuse={refuse} />, { superadmin: false, grants: [{ resource: 'box', read: true, create: false, update: true, delete: false }] });
    const user = userEvent.setup();
    await screen.findByText('Martillo');
    expect(screen.getByRole('button', { name: 'Asociar herramienta' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Editar Martillo' }));
    const dissociate = await screen.findByRole('button', { name: 'Desasociar' });
    expect(dissociate).toBeDisabled();
    expect(dissociate).toHaveAccessibleDescription('La herramienta está prestada.');
  });

  it('refuses both to a role that may not update what the links belong to', async () => {
    server();
    await renderTools(<BoxTools />, { superadmin: false, grants: [{ resource: 'tool', read: true, create: true, update: true, delete: true }] });
    const user = userEvent.setup();
    await screen.findByText('Martillo');
    expect(screen.getByRole('button', { name: 'Asociar herramienta' })).toHaveAccessibleDescription(refusalText('update', 'cajas'));
    await user.click(screen.getByRole('button', { name: 'Editar Martillo' }));
    expect(await screen.findByRole('button', { name: 'Desasociar' })).toHaveAccessibleDescription(refusalText('update', 'cajas'));
  });
});
