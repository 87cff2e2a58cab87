import { useMemo } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { useIsFetching } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { defineContract, idParams, idSchema, link, MAX_LIST_LIMIT, operation, refusalText, rowSchema, strictListQuery, text, z, type Access, type RowOf } from '@console/contracts';
import { Links, ResourceScreen, useLinkScreen, type LinkScreenOptions, type SelectSource } from './index';
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
const boxContract = defineContract({
  path: 'box',
  id: 'box_id',
  names: { one: 'caja', many: 'cajas', gender: 'f' },
  fields: { name: text('Nombre', { max: 100, required: true }) },
  list: { search: ['name'], sort: ['box_id'] },
});
type Tool = RowOf<typeof toolContract>;
const toolRow = rowSchema(toolContract);
const LIST = 'box/1/tools';
const common = { tag: 'tool', params: idParams, answer: toolRow } as const;
const boxTools = operation({ ...common, id: 'box.tools', method: 'GET', path: 'box/:id/tools', summary: 'Las herramientas de una caja', query: strictListQuery(toolContract.schemas.list), answer: z.array(toolRow), paged: true, texts: { verb: 'obteniendo', what: 'herramientas' } });
const boxBody = z.strictObject({ box_id: idSchema });
const associateBox = operation({ ...common, id: 'tool.associateBox', method: 'POST', path: 'tool/:id/associateBox', summary: 'Asocia', body: boxBody, texts: { verb: 'asociando', what: 'herramienta' } });
const disassociateBox = operation({ ...common, id: 'tool.disassociateBox', method: 'POST', path: 'tool/:id/disassociateBox', summary: 'Desasocia', body: boxBody, texts: { verb: 'desasociando', what: 'herramienta' } });
const boxToolsLink = link({
  owner: boxContract,
  item: toolContract,
  view: 'screen',
  linked: { op: boxTools },
  add: { op: associateBox, owner: { body: 'box_id' }, item: { path: 'id' } },
  remove: { op: disassociateBox, owner: { body: 'box_id' }, item: { path: 'id' } },
});

function BoxTools({ source, refuse }: { source?: SelectSource<Tool> | null; refuse?: (tool: Tool) => string | undefined }) {
  const options = useMemo<LinkScreenOptions<Tool>>(
    () => ({ ...(source !== undefined && { source: source ?? undefined }), refuse: refuse as LinkScreenOptions<Tool>['refuse'] }),
    [source, refuse],
  );
  const links = useLinkScreen(boxToolsLink, 1, options);
  return <ResourceScreen contract={toolContract} columns={['tool_id', 'name']} listPath={links.listPath} actions={links.actions} rowActions={links.rowActions} />;
}

// The link as every screen that has one is checked (the suite runs it for each of them).
describeResourceScreen({
  contract: toolContract,
  route: '/box/1/tools',
  mountedAt: '/box/:box_id/tools',
  render: () => <BoxTools />,
  listPath: LIST,
  association: {
    link: boxToolsLink,
    candidates: { contract: toolContract, path: 'tool' },
    associate: (id) => ({ path: `tool/${id}/associateBox`, body: { box_id: 1 } }),
    dissociate: (id) => ({ path: `tool/${id}/disassociateBox`, body: { box_id: 1 } }),
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

describe('useLinkScreen', () => {
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

// ---- The sections: a box's tools ticked for 'Remover selección', or removed one by one with 'Quitar' ----------

const boxGet = operation({ tag: 'box', params: idParams, id: 'box.get', method: 'GET', path: 'box/:id', summary: 'Una caja', answer: z.object({ box_id: z.number(), Tools: z.array(toolRow) }), texts: { verb: 'obteniendo', what: 'caja' } });
const removeTools = operation({ ...common, id: 'box.removeTools', method: 'POST', path: 'box/:id/removeTools', summary: 'Quita', body: z.strictObject({ tool_ids: z.array(idSchema) }), texts: { verb: 'removiendo', what: 'herramientas' } });
const addTool = operation({ ...common, id: 'box.addTool', method: 'POST', path: 'box/:id/addTool', summary: 'Agrega', body: z.strictObject({ tool_id: idSchema }), texts: { verb: 'asociando', what: 'herramienta' } });
const removeTool = operation({ ...common, id: 'box.removeTool', method: 'POST', path: 'box/:id/removeTool', summary: 'Quita una', body: z.strictObject({ tool_id: idSchema }), texts: { verb: 'removiendo', what: 'herramienta' } });
const section = (view: 'selection' | 'rows') =>
  link({
    owner: boxContract,
    item: toolContract,
    view,
    linked: { op: boxGet, field: 'Tools' },
    add: { op: addTool, owner: { path: 'id' }, item: { body: 'tool_id' } },
    remove: view === 'selection' ? { op: removeTools, owner: { path: 'id' }, item: { body: 'tool_ids', list: true } } : { op: removeTool, owner: { path: 'id' }, item: { body: 'tool_id' } },
  });
const boxAccess = (update: boolean): Access => ({ superadmin: false, grants: [{ resource: 'box', read: true, create: false, update, delete: false }] });

describe('<Links>', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("'selection': warns of a tool in the box already, then removes the ticked ones in one call with the plural words", async () => {
    let inBox = [martillo, llave];
    const requests = mockApi({
      'GET box/1': () => ok({ box_id: 1, Tools: inBox }),
      'GET tool': ok([martillo, llave, sierra], { hasNextPage: false }),
      'POST box/1/removeTools': () => ((inBox = []), ok(martillo)),
    });
    await renderWithConsole(<Links link={section('selection')} ownerId={1} />, { access: boxAccess(true) });
    const tools = within(await screen.findByRole('region', { name: 'Herramientas asociadas' }));
    await tools.findByRole('cell', { name: 'Llave' });
    const user = userEvent.setup();
    await user.click(tools.getByRole('combobox', { name: 'Agregar herramienta' }));
    await user.click(await screen.findByRole('option', { name: 'Martillo' }));
    await user.click(tools.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('La herramienta ya se encuentra asociada')).toBeInTheDocument();
    await user.click(tools.getByRole('checkbox', { name: 'Seleccionar todas las herramientas' }));
    await user.click(tools.getByRole('button', { name: 'Remover selección' }));
    expect(await screen.findByText('Herramientas removidas con éxito')).toBeInTheDocument();
    expect(await tools.findByText('Sin herramientas asociadas')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([{ method: 'POST', path: 'box/1/removeTools', query: {}, body: { tool_ids: [1, 2] } }]);
  });

  it("'rows': a tool another tab took out is warned about, not sent; 'Quitar' sends one call for its row", async () => {
    let inBox = [martillo, llave];
    const requests = mockApi({
      'GET box/1': () => ok({ box_id: 1, Tools: inBox }),
      'POST box/1/removeTool': () => ok(llave),
    });
    await renderWithConsole(<Links link={section('rows')} ownerId={1} />, { access: boxAccess(true) });
    const tools = within(await screen.findByRole('region', { name: 'Herramientas asociadas' }));
    await tools.findByRole('cell', { name: 'Martillo' });
    const user = userEvent.setup();
    inBox = [llave];
    await user.click(tools.getByRole('button', { name: 'Quitar Martillo' }));
    expect(await screen.findByText('Error removiendo la herramienta')).toBeInTheDocument();
    await user.click(tools.getByRole('button', { name: 'Quitar Llave' }));
    expect(await screen.findByText('Herramienta removida con éxito')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([{ method: 'POST', path: 'box/1/removeTool', query: {}, body: { tool_id: 2 } }]);
  });

  it('offers nothing to change to a role that may not update the box; says why when the links need another permission', async () => {
    mockApi({ 'GET box/1': ok({ box_id: 1, Tools: [martillo] }) });
    // The box's own form says why it is read-only: the section does not say it again.
    const { unmount } = await renderWithConsole(<Links link={section('rows')} ownerId={1} />, { access: boxAccess(false) });
    let tools = within(await screen.findByRole('region', { name: 'Herramientas asociadas' }));
    await tools.findByRole('cell', { name: 'Martillo' });
    expect(tools.queryByRole('button')).not.toBeInTheDocument();
    expect(tools.queryByText(refusalText('update', 'cajas'))).not.toBeInTheDocument();
    unmount();
    // Links written as the tools' update: the box's form cannot say why, the section does.
    await renderWithConsole(<Links link={{ ...section('rows'), permission: toolContract }} ownerId={1} />, { access: boxAccess(true) });
    tools = within(await screen.findByRole('region', { name: 'Herramientas asociadas' }));
    await tools.findByRole('cell', { name: 'Martillo' });
    expect(tools.queryByRole('button')).not.toBeInTheDocument();
    expect(tools.getByText(refusalText('update', 'herramientas'))).toBeInTheDocument();
  });

  it('a deleted box’s open links do not toast the 404 that the delete causes', async () => {
    let deleted = false;
    const box = { box_id: 1, name: 'Caja azul' };
    const requests = mockApi({
      'GET box': () => ok(deleted ? [] : [box], { hasNextPage: false }),
      'GET box/1': () => (deleted ? fail(404, 'La caja no existe') : ok({ ...box, Tools: [martillo] })),
      'DELETE box/1': () => ((deleted = true), ok(box)),
    });
    const edit = { extra: (row: RowOf<typeof boxContract>) => <Links link={section('rows')} ownerId={row.box_id} /> };
    /** How many of the page's reads are under way (the query cache's own count). */
    function Reading() {
      return <span data-testid="reading">{useIsFetching()}</span>;
    }
    await renderWithConsole(
      <>
        <Reading />
        <ResourceScreen contract={boxContract} columns={['box_id', 'name']} edit={edit} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Caja azul' }));
    expect(await screen.findByRole('cell', { name: 'Martillo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('Caja eliminada')).toBeInTheDocument();
    // The delete refreshed the box's queries: its links were read again, and answered 404.
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET' && r.path === 'box/1')).toHaveLength(2));
    // Every read has answered (a failed one is reported before its read ends).
    await waitFor(() => expect(screen.getByTestId('reading')).toHaveTextContent('0'));
    expect(screen.queryByText('Error obteniendo caja.')).not.toBeInTheDocument();
    expect(screen.queryByText('La caja no existe')).not.toBeInTheDocument();
  });
});
