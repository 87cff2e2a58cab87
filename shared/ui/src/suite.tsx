/**
 * The generic screen suite: what every screen built on <ResourceScreen> does, checked against its contract
 * with a fake API, so a screen's own test file covers only what is particular to it.
 *
 *   describeResourceScreen({ contract: platformContract, route: '/master/platforms', render: () => <App /> });
 *
 * It checks: the list (rows, the contract's columns), paging kept in the URL, each search after its debounce,
 * sorting by a header, the create dialog (disabled and saying what is missing until the rule holds, the body
 * sent, the toast, cleared when closed), the edit row (only the changed field sent, the toast), delete (the
 * question, 'Cancelar' sends nothing, 'Sí, eliminar' deletes, 'Deshacer' where it restores), the ticked rows deleted at once, 'Exportar CSV' (the
 * list's searches and order, no page), a failed list (the catalogue message), the
 * association of items with the screen's record where it has one (useLinkScreen: 'Asociar' waits for a
 * choice, the call, the toast, an item associated already warned and not sent, 'Desasociar' asked first), and
 * for a role that may only read the resource: nothing it may not do is offered, and the screen says why.
 */
import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getConfig } from '@console/core';
import { MAX_LIST_LIMIT, ROW_VERSION, exportPath, formatWhen, messages, refusalText, type Access, type AnyContract, type AnyField, type Conflict, type Link, type ReferenceTarget, type RowOf } from '@console/contracts';
import { SAVE_WAITS } from './reason';
import { permissionOf } from './resource';
import { conflict, fail, mockApi, ok, renderWithConsole, type ApiRequest, type Reply } from './harness';

type Row = Record<string, unknown>;
type User = ReturnType<typeof userEvent.setup>;

/** A sample value of a zod schema (the contract's joined objects), by its definition's type. */
function sampleOf(schema: unknown, n: number): unknown {
  const def = (schema as { _zod: { def: { type: string; innerType?: unknown; shape?: Record<string, unknown>; entries?: Record<string, string> } } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, sampleOf(value, n)]));
    case 'nullable':
    case 'default':
      return sampleOf(def.innerType, n);
    case 'optional':
      return undefined;
    case 'array':
      return [];
    case 'number':
      return n;
    case 'boolean':
      return n % 2 === 0;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    default:
      return `Texto ${n}`;
  }
}

/** What the suite types into a field of that kind (a value every contract rule of that kind accepts). */
function typedValue(field: AnyField): string {
  switch (field.kind) {
    case 'email':
      return 'prueba@example.com';
    case 'url':
      return 'https://example.com/imagen.png';
    case 'number':
      // Above zero where the rule says so, on the control's step (a price steps by 50).
      return String(field.positive ? (field.step ?? 1) : (field.min ?? 1));
    case 'color':
      return 'a1b2c3';
    case 'secret':
      return 'secreto1';
    case 'date':
      return '2026-01-15';
    default:
      return field.format?.example(1) ?? 'Prueba';
  }
}

/** A row of the contract's resource: every field a plausible value, '<label> <n>' for texts. */
export function sampleRow<C extends AnyContract>(contract: C, n: number): RowOf<C> {
  const row: Row = { [contract.id]: n };
  for (const [key, field] of Object.entries(contract.fields) as [string, AnyField][]) {
    if (field.secret) continue;
    switch (field.kind) {
      case 'number':
      case 'reference':
        row[key] = n;
        break;
      case 'flag':
        row[key] = n % 2 === 1;
        break;
      case 'choice':
        row[key] = field.options?.[0]?.value ?? null;
        break;
      case 'timestamp':
        // A live row: the soft-delete stamp stays empty.
        row[key] = key === contract.softDelete ? null : `2026-0${(n % 9) + 1}-1${n % 10}T12:00:00.000Z`;
        break;
      case 'color':
        row[key] = '1e5a5f';
        break;
      case 'email':
        row[key] = `persona${n}@example.com`;
        break;
      case 'url':
        row[key] = `https://example.com/${n}.png`;
        break;
      case 'date':
        row[key] = '2026-03-01';
        break;
      case 'json':
        row[key] = field.nullable ? null : {};
        break;
      default:
        row[key] = field.format ? field.format.example(n) : `${field.label} ${n}`;
    }
  }
  for (const [key, schema] of Object.entries(contract.joined ?? {})) row[key] = sampleOf(schema, n);
  row[ROW_VERSION] = `v${n}`;
  return row as RowOf<C>;
}

/** How the fake API answers a call of a contract's API: the main API's by its path, the messaging API's by its whole address. */
function routeOf(api: AnyContract['api']) {
  const base = api === 'messaging' ? getConfig().messagingUrl : '';
  return (method: string, path: string) => `${method} ${base}${path}`;
}

/** Rows of a reference's target, for its selectors: '<Nombre> n'. */
function targetRows(target: ReferenceTarget): Row[] {
  return [1, 2, 3].map((n) => ({ [target.id]: n, name: `${target.names.one} ${n}`, title: `${target.names.one} ${n}` }));
}

/** A write the screen should send (POST unless told). */
export interface ExpectedCall {
  method?: string;
  path: string;
  body?: unknown;
}

/** The items of the screen are linked to its record (useLinkScreen of @console/ui): the words come from the link. */
export interface AssociationSuite {
  link: Link;
  /** Where the dialog's candidates come from: GET {path}, rows of {contract} (1, listed already, and 3). */
  candidates: { contract: AnyContract; path: string };
  /** The call that associates candidate `id`, and the one that dissociates row `id`, as the API expects them. */
  associate(id: number): ExpectedCall;
  dissociate(id: number): ExpectedCall;
}

export interface ResourceScreenSuite<C extends AnyContract> {
  contract: C;
  /** The screen as the console mounts it: the remote's App. */
  render(): ReactElement;
  /** Where the screen is: '/master/platforms'. */
  route: string;
  /** The route pattern the App is mounted at: '/master/*'. */
  mountedAt: string;
  /** The list the screen loads, when not GET {path}: 'organization/7/accounts'. */
  listPath?: string;
  /** Where the screen creates, when not POST {path}: 'plugin/1/attributes'. */
  createPath?: string;
  /** Where a row is updated and deleted, when not {path}/{id}: (id) => `account/7/platform/${id}`. */
  itemPath?(id: number): string;
  /** Parameters every list call carries ({ show_deleted: 'true' }). */
  params?: Record<string, string>;
  /** Further answers the screen needs. */
  api?: Record<string, Reply | ((request: ApiRequest) => Reply)>;
  /** The screen's title, when it is not the contract's. */
  title?: string;
  /** The title's heading level: 2 for a list that is a section of another screen. */
  level?: 1 | 2;
  /** What the screen leaves out of the machine ('export': it has a CSV of its own, or none). */
  without?: ('create' | 'edit' | 'remove' | 'export')[];
  /** Where the screen goes once it has created a row (its detail), instead of staying on the list. */
  createdPath?(created: RowOf<C>): string;
  association?: AssociationSuite;
  /** The sample rows as the API answers them, where the contract's check ties fields (an incoming webhook has no outgoing type). */
  sample?(row: RowOf<C>): RowOf<C>;
}

export function describeResourceScreen<C extends AnyContract>(suite: ResourceScreenSuite<C>) {
  const { contract } = suite;
  const listPath = suite.listPath ?? contract.path;
  const title = suite.title ?? contract.texts.title;
  const sample = (n: number) => (suite.sample ?? ((row: RowOf<C>) => row))(sampleRow(contract, n));
  const rows = [sample(1), sample(2)];
  const label = (row: RowOf<C>) => contract.label(row);
  const [first] = rows;
  const route = routeOf(contract.api);
  const itemPath = suite.itemPath ?? ((id: number) => `${contract.path}/${id}`);

  /** Answers the list, every reference's selector, and the suite's extras; `list` replaces the list's answer. */
  function fakeApi(extra: Record<string, Reply | ((request: ApiRequest) => Reply)> = {}) {
    const lookups: Record<string, Reply> = {};
    for (const field of Object.values(contract.fields) as AnyField[]) {
      if (field.kind === 'reference' && field.target) {
        const target = field.target();
        lookups[`GET ${target.path}`] = ok(targetRows(target), { hasNextPage: false });
        for (const n of [1, 2, 3]) lookups[`GET ${target.path}/${n}`] = ok(targetRows(target)[n - 1]);
      }
    }
    return mockApi({ ...lookups, [route('GET', listPath)]: ok(rows, { hasNextPage: true }), ...suite.api, ...extra });
  }
  // The list's pages (a screen may also load every item at once, as a selector does: not a page of the table).
  const lists = (requests: ApiRequest[]) =>
    requests.filter((r) => r.method === 'GET' && r.path === listPath && r.query.limit !== String(MAX_LIST_LIMIT));
  const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');
  const open = (access?: Access) => renderWithConsole(suite.render(), { route: suite.route, path: suite.mountedAt, access });
  const table = () => screen.getByRole('table', { name: title });
  /** The screen, once its list has arrived (a title may depend on a record that loads first). */
  const loaded = async () => {
    await screen.findByRole('table', { name: title });
    await within(table()).findAllByText(label(first), { exact: false });
  };
  const has = (part: 'create' | 'edit' | 'remove') =>
    !suite.without?.includes(part) &&
    (part === 'create' ? contract.canCreate : part === 'edit' ? contract.canUpdate : contract.canRemove);

  async function openRow(user: User, row: RowOf<C>) {
    const toggle = await within(table()).findByRole('button', { name: contract.texts.edit(label(row)) });
    await user.click(toggle);
    return within((toggle.closest('tr') as HTMLElement).nextElementSibling as HTMLElement);
  }

  /** Ana Ruiz's save that made a row stale: the 409 of a delete from the version before it. */
  const anasChange = (current: RowOf<C>) =>
    conflict('Ana Ruiz cambió el registro.', { version: 'v9', admin: { admin_id: 5, name: 'Ana Ruiz' }, at: '2026-11-27T14:03:00.000Z', current });

  /**
   * A delete's question as a person answers it (`ask` opens it): 'Cancelar' sends nothing; 'Sí, eliminar' of rows
   * Ana changed meanwhile asks again, naming her change; confirmed, it deletes.
   */
  async function deleteThroughAnasChange(user: User, requests: ApiRequest[], { ask, title, question }: { ask(): Promise<void>; title: string; question: string }) {
    await ask();
    let dialog = within(await screen.findByRole('alertdialog', { name: title }));
    expect(dialog.getByText(question)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(writes(requests)).toEqual([]);
    await ask();
    dialog = within(await screen.findByRole('alertdialog', { name: title }));
    await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
    const whatChanged = contract.texts.changedMeanwhile('Ana Ruiz', formatWhen('2026-11-27T14:03:00.000Z'));
    dialog = within(await screen.findByRole('alertdialog', { name: title }));
    expect(await dialog.findByText(`${whatChanged} ${question}`)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
  }

  /**
   * From here on the test runs on jest's clock, once the screen has loaded on the real one: a search's debounce
   * (half a second) is then moved on by waitFor, which advances jest's timers while it waits, instead of being
   * waited out by an idle core, box after box. What is checked stays the same: nothing is sent at once, the
   * search goes out after the debounce. The real clock comes back after each test (afterEach below).
   */
  function debounceOnFakeClock() {
    jest.useFakeTimers();
  }

  /** Fills a control as a person would; answers the value the API should receive. */
  async function fill(user: User, scope: ReturnType<typeof within>, field: AnyField): Promise<unknown> {
    // Switches keep their default; JSON is typed where a screen's own test needs it; uploads have upload.test.tsx.
    if (field.kind === 'flag' || field.kind === 'json' || field.upload) return undefined;
    const control = scope.getByLabelText(field.label);
    if (field.kind === 'choice') {
      const option = field.options![0];
      await user.selectOptions(control, option.label);
      return option.value;
    }
    if (field.labels) {
      const [value, optionLabel] = Object.entries(field.labels)[0];
      await user.selectOptions(control, optionLabel);
      return Number(value);
    }
    // A text the screen offers as a choice (a variable's type): its first option.
    if (field.kind === 'text' && control instanceof HTMLSelectElement) {
      const option = [...control.options].find((o) => o.value !== '')!;
      await user.selectOptions(control, option);
      return option.value;
    }
    if (field.kind === 'reference') {
      const target = field.target!();
      const name = `${target.names.one} 1`;
      if (field.lookup === 'select') {
        await waitFor(() => expect(within(control).getByRole('option', { name })).toBeInTheDocument());
        await user.selectOptions(control, name);
      } else {
        await user.click(control);
        await user.click(await screen.findByRole('option', { name }));
        // The list closes and gives the focus back to its field a moment later: wait for that, or the next
        // field's paste may land here (seen under CI's load).
        await waitFor(() => expect(screen.queryByRole('option', { name })).not.toBeInTheDocument());
        await waitFor(() => expect(control).toHaveFocus());
      }
      return 1;
    }
    const value = typedValue(field);
    await user.clear(control);
    // Pasted: one change per field (typing key by key re-validates a long form once per character).
    await user.paste(value);
    return field.kind === 'number' ? Number(value) : value;
  }

  describe(`${title}: the resource machine over its contract`, () => {
    beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
    afterEach(() => jest.useRealTimers());

    it('lists the rows under its title, each named as the contract names it', async () => {
      const requests = fakeApi();
      await open();
      expect(await screen.findByRole('heading', { name: title, level: suite.level ?? 1 })).toBeInTheDocument();
      await loaded();
      for (const row of rows) expect(within(table()).getAllByText(label(row), { exact: false })).not.toHaveLength(0);
      // A list's first page asks for its total (useResourceList).
      expect(lists(requests)[0].query).toEqual({ page: '1', limit: '25', total: 'true', ...suite.params });
    });

    it("pages with 'Siguiente', kept in the URL", async () => {
      const requests = fakeApi();
      const { location } = await open();
      await loaded();
      await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Siguiente' }));
      // Whether page 2 asks for the total depends on page 1's answer (resource.test.tsx).
      await waitFor(() => expect({ ...lists(requests).at(-1)?.query, total: undefined }).toEqual({ page: '2', limit: '25', ...suite.params }));
      expect(new URLSearchParams(location().search).get('page')).toBe('2');
    });

    it('searches with each search box, after its debounce', async () => {
      const requests = fakeApi();
      await open();
      await loaded();
      const boxes = screen.queryAllByRole('searchbox');
      const params = contract.list?.search ?? [];
      expect(boxes).toHaveLength(params.length);
      const user = userEvent.setup({ delay: null });
      debounceOnFakeClock();
      for (const [index, box] of boxes.entries()) {
        await user.type(box, 'abc');
        // Not at once: after the box's debounce.
        expect(lists(requests).some((r) => r.query[params[index]] === 'abc')).toBe(false);
        await waitFor(() => expect(lists(requests).at(-1)?.query[params[index]]).toBe('abc'));
        await user.clear(box);
      }
    });

    it('sorts by a header the contract sorts by: ascending, then descending', async () => {
      const requests = fakeApi();
      await open();
      await loaded();
      const sortable = within(table())
        .getAllByRole('columnheader')
        .filter((header) => header.hasAttribute('aria-sort'));
      if (contract.sorts.length === 0) return expect(sortable).toHaveLength(0);
      expect(sortable.length).toBeGreaterThan(0);
      const user = userEvent.setup({ delay: null });
      await user.click(within(sortable[0]).getByRole('button'));
      await waitFor(() => expect(sortable[0]).toHaveAttribute('aria-sort', 'ascending'));
      const key = lists(requests).at(-1)?.query.sort as string;
      expect(contract.sorts).toContain(key);
      await user.click(within(sortable[0]).getByRole('button'));
      await waitFor(() => expect(lists(requests).at(-1)?.query.sort).toBe(`-${key}`));
    });

    it("says in the table's place that the list failed, never 'No hay resultados', and 'Reintentar' loads it", async () => {
      let down = true;
      fakeApi({ [route('GET', listPath)]: () => (down ? fail(500, 'Base de datos no disponible') : ok(rows, { hasNextPage: true })) });
      await open();
      await screen.findByRole('table', { name: title });
      const failure = await within(table()).findByRole('alert');
      expect(failure).toHaveTextContent('No se pudo cargar la lista.');
      expect(failure).toHaveTextContent(`Error obteniendo ${contract.names.many}.`);
      expect(within(table()).queryByText('No hay resultados')).not.toBeInTheDocument();
      // The toast says it too, with the server's words.
      expect(screen.getByText('Base de datos no disponible')).toBeInTheDocument();
      down = false;
      await userEvent.setup({ delay: null }).click(within(failure).getByRole('button', { name: 'Reintentar' }));
      await loaded();
      expect(within(table()).queryByRole('alert')).not.toBeInTheDocument();
    });

    if (!suite.without?.includes('export')) {
      it("'Exportar CSV' saves every row the list shows: its searches and its order, no page or size", async () => {
        const csv = exportPath(listPath);
        const requests = fakeApi({ [route('GET', csv)]: ok('') });
        // What the browser is asked to save (jsdom saves nothing).
        Object.assign(URL, { createObjectURL: () => 'blob:lista', revokeObjectURL: () => undefined });
        const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
        await open();
        await loaded();
        const user = userEvent.setup({ delay: null });
        debounceOnFakeClock();
        const expected: Record<string, string> = { ...suite.params };
        const [box] = screen.queryAllByRole('searchbox');
        if (box) {
          const param = contract.list!.search![0];
          await user.type(box, 'abc');
          await waitFor(() => expect(lists(requests).at(-1)?.query[param]).toBe('abc'));
          expected[param] = 'abc';
        }
        const sortable = within(table()).getAllByRole('columnheader').find((header) => header.hasAttribute('aria-sort'));
        if (sortable) {
          await user.click(within(sortable).getByRole('button'));
          await waitFor(() => expect(lists(requests).at(-1)?.query.sort).toBeDefined());
          expected.sort = lists(requests).at(-1)!.query.sort;
        }
        await user.click(screen.getByRole('button', { name: messages.exportCsv }));
        await waitFor(() => expect(saved).toHaveBeenCalled());
        expect(requests.filter((r) => r.path === csv).map((r) => r.query)).toEqual([expected]);
      });
    }

    if (has('create')) {
      it("creates: 'Crear' says what is missing until the rule holds, sends the body, toasts, and the dialog clears", async () => {
        const created = sample(9);
        const createPath = suite.createPath ?? contract.path;
        const requests = fakeApi({ [route('POST', createPath)]: ok(created) });
        const { location } = await open();
        await loaded();
        const user = userEvent.setup({ delay: null });
        await user.click(await screen.findByRole('button', { name: contract.texts.createTitle }));
        const dialog = within(await screen.findByRole('dialog', { name: contract.texts.createTitle }));
        const create = dialog.getByRole('button', { name: 'Crear' });
        const fields = (contract.createFields as string[])
          .map((key) => [key, contract.fields[key] as AnyField] as const)
          .filter(([, field]) => dialog.queryAllByLabelText(field.label).length > 0);
        if (fields.some(([, field]) => field.required)) {
          expect(create).toBeDisabled();
          expect(create).toHaveAccessibleDescription(/^Completa /);
        }
        const sent: Row = {};
        for (const [key, field] of fields) {
          const value = await fill(user, dialog, field);
          if (value !== undefined) sent[key] = value;
        }
        await waitFor(() => expect(create).toBeEnabled());
        await user.click(create);
        expect(await screen.findByText(contract.texts.created)).toBeInTheDocument();
        const [post] = writes(requests);
        expect(post).toMatchObject({ method: 'POST', path: createPath, body: sent });
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        if (suite.createdPath) return void (await waitFor(() => expect(location().pathname).toBe(suite.createdPath!(created))));
        // Opened again, it starts empty.
        await user.click(screen.getByRole('button', { name: contract.texts.createTitle }));
        const again = within(await screen.findByRole('dialog', { name: contract.texts.createTitle }));
        const textField = fields.find(([, field]) => field.kind === 'text');
        if (textField) expect(again.getByLabelText(textField[1].label)).toHaveValue('');
      });
    }

    if (has('edit')) {
      /**
       * Changes one field of an opened row as a person would: a free text gets ' editado' (it stays valid); without
       * one, a fixed value becomes another. Answers the field and the body a save sends.
       */
      async function changeOneField(user: User, row: ReturnType<typeof within>) {
        const shown = (contract.updateFields as string[])
          .map((name) => [name, contract.fields[name] as AnyField] as const)
          .filter(([, candidate]) => row.queryAllByLabelText(candidate.label).length > 0);
        const text = shown.find(([, candidate]) => candidate.kind === 'text' && !candidate.format);
        const choice = shown.find(([, candidate]) => candidate.kind === 'choice' && (candidate.options?.length ?? 0) > 1);
        const [key, field] = (text ?? choice)!;
        const control = row.getByLabelText(field.label) as HTMLInputElement | HTMLSelectElement;
        if (text) {
          // Clicked into (the caret at the end, as `type` puts it), then pasted: one change, not one render of
          // the whole row per character (what these tests check is the save, not typing).
          await user.click(control);
          await user.paste(' editado');
          return { key, field, body: { [key]: control.value } };
        }
        const other = field.options!.find((option) => String(option.value) !== control.value)!;
        await user.selectOptions(control, other.label);
        return { key, field, body: { [key]: other.value } };
      }

      /** Another value of a field, saved by someone else: a text of its own, or a choice neither side holds. */
      const someoneElses = (field: AnyField, values: unknown[], n: number) =>
        field.kind === 'choice' ? (field.options!.find((option) => !values.includes(option.value)) ?? field.options![0]).value : `Cambio de Ana ${n}`;

      it("edits a row: 'Guardar' waits for a change and sends only the changed field, from the row's version, then toasts", async () => {
        const requests = fakeApi({ [route('PATCH', itemPath(1))]: (r) => ok({ ...first, ...(r.body as Row) }) });
        await open();
        await loaded();
        const user = userEvent.setup({ delay: null });
        const row = await openRow(user, first);
        const save = row.getByRole('button', { name: 'Guardar' });
        expect(save).toBeDisabled();
        expect(save).toHaveAccessibleDescription(SAVE_WAITS);
        const { body } = await changeOneField(user, row);
        await waitFor(() => expect(save).toBeEnabled());
        await user.click(save);
        expect(await screen.findByText(contract.texts.updated)).toBeInTheDocument();
        expect(writes(requests)).toEqual([{ method: 'PATCH', path: itemPath(1), query: {}, body, ifMatch: '"v1"' }]);
      });

      it("a save someone's change made stale opens both changes side by side: 'Descartar los míos' takes theirs, 'Conservar mis cambios' saves over it", async () => {
        // Ana saves the same field first, moving the row's version on.
        let theirRow = first as Row;
        let version = 1;
        const ana = (r: ApiRequest): Conflict => {
          const [[key, mine]] = Object.entries(r.body as Row);
          version += 1;
          theirRow = { ...theirRow, [key]: someoneElses(contract.fields[key] as AnyField, [mine, theirRow[key]], version), [ROW_VERSION]: `v${version}` };
          return { version: `v${version}`, admin: { admin_id: 5, name: 'Ana Ruiz' }, at: '2026-11-27T14:03:00.000Z', current: theirRow };
        };
        const requests = fakeApi({
          [route('GET', listPath)]: () => ok([theirRow, rows[1]], { hasNextPage: true }),
          // Ana saves just before each of the first two saves; the third is made from her last version.
          [route('PATCH', itemPath(1))]: (r) => (version < 3 ? conflict('Ana Ruiz cambió el registro.', ana(r)) : ok({ ...theirRow, ...(r.body as Row) })),
        });
        await open();
        await loaded();
        const user = userEvent.setup({ delay: null });
        const opened = () =>
          within((within(table()).getByRole('button', { name: contract.texts.edit(label(theirRow as RowOf<C>)) }).closest('tr') as HTMLElement).nextElementSibling as HTMLElement);
        const changed = await changeOneField(user, await openRow(user, first));
        const saveStale = async () => {
          // The change validated first (as in the edit test): 'Guardar' is enabled once the form has taken it.
          await waitFor(() => expect(opened().getByRole('button', { name: 'Guardar' })).toBeEnabled());
          await user.click(opened().getByRole('button', { name: 'Guardar' }));
          return within(await screen.findByRole('alertdialog', { name: contract.texts.changedWhileEditing }));
        };

        let dialog = await saveStale();
        expect(dialog.getByText(contract.texts.changedMeanwhile('Ana Ruiz', formatWhen('2026-11-27T14:03:00.000Z')), { exact: false })).toBeInTheDocument();
        expect(dialog.getByRole('columnheader', { name: 'Guardado por Ana Ruiz' })).toBeInTheDocument();
        const line = within(dialog.getByRole('cell', { name: changed.field.label }).closest('tr') as HTMLElement);
        expect(line.getAllByRole('cell')).toHaveLength(3);
        // No error toast besides the dialog.
        expect(screen.queryByText(`Error actualizando ${contract.names.one}.`)).not.toBeInTheDocument();
        // Dropped: the form holds what Ana saved, and nothing is left to save.
        await user.click(dialog.getByRole('button', { name: 'Descartar los míos' }));
        await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        if (changed.field.kind === 'text') {
          await waitFor(() => expect(opened().getByLabelText(changed.field.label)).toHaveValue(String(theirRow[changed.key])));
        }
        await waitFor(() => expect(opened().getByRole('button', { name: 'Guardar' })).toBeDisabled());

        // Changed again, and again made stale: kept, saved over Ana's new version.
        const again = await changeOneField(user, opened());
        dialog = await saveStale();
        await user.click(dialog.getByRole('button', { name: 'Conservar mis cambios' }));
        expect(await screen.findByText(contract.texts.updated)).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(writes(requests).map(({ body, ifMatch }) => ({ body, ifMatch }))).toEqual([
          { body: changed.body, ifMatch: '"v1"' },
          { body: again.body, ifMatch: '"v2"' },
          { body: again.body, ifMatch: '"v3"' },
        ]);
      });
    }

    if (has('remove')) {
      it("deletes after the question: 'Cancelar' sends nothing; 'Sí, eliminar' of a row changed meanwhile asks again, naming the change, then deletes", async () => {
        const theirRow = { ...first, [ROW_VERSION]: 'v9' };
        const requests = fakeApi({
          [route('DELETE', itemPath(1))]: (r) => (r.ifMatch === '"v9"' ? ok({ ...theirRow, [ROW_VERSION]: 'v10' }) : anasChange(theirRow)),
          [route('PATCH', `${contract.path}/1/restore`)]: ok(first),
        });
        await open();
        await loaded();
        const user = userEvent.setup({ delay: null });
        const row = await openRow(user, first);
        await deleteThroughAnasChange(user, requests, {
          ask: () => user.click(row.getByRole('button', { name: 'Eliminar' })),
          title: contract.texts.deleteTitle,
          question: contract.texts.confirmDelete(label(first)),
        });
        expect(await screen.findByText(contract.texts.deleted)).toBeInTheDocument();
        expect(writes(requests)).toMatchObject([
          { method: 'DELETE', path: itemPath(1), ifMatch: '"v1"' },
          { method: 'DELETE', path: itemPath(1), ifMatch: '"v9"' },
        ]);
        // A soft delete the contract restores: 'Deshacer' in its toast takes it back, as the delete answered it.
        if (contract.restorable) {
          await user.click(screen.getByRole('button', { name: 'Deshacer' }));
          expect(await screen.findByText(contract.texts.restored)).toBeInTheDocument();
          expect(writes(requests).at(-1)).toMatchObject({ method: 'PATCH', path: `${contract.path}/1/restore`, ifMatch: '"v10"' });
        }
      });
    }

    // A list of the contract's own calls (no item path of a parent's): its selection is deleted at once.
    if (has('remove') && !suite.itemPath) {
      it("deletes the ticked rows at once after the question, each at its version; one someone changed asks again, naming the change", async () => {
        const theirRow = { ...rows[1], [ROW_VERSION]: 'v9' };
        const requests = fakeApi({
          [route('DELETE', contract.path)]: (r) => ((r.body as { items: { version?: string }[] }).items[1].version === 'v9' ? ok([first, theirRow]) : anasChange(theirRow)),
        });
        await open();
        await loaded();
        const user = userEvent.setup({ delay: null });
        const remove = screen.getByRole('button', { name: 'Eliminar selección' });
        expect(remove).toBeDisabled();
        expect(remove).toHaveAccessibleDescription(/^Marca (los|las) /);
        await user.click(within(table()).getByRole('checkbox', { name: 'Seleccionar todo' }));
        await deleteThroughAnasChange(user, requests, {
          ask: () => user.click(screen.getByRole('button', { name: 'Eliminar selección (2)' })),
          title: contract.texts.deleteManyTitle,
          question: messages.confirmDelete(contract.texts.selected(2)),
        });
        expect(await screen.findByText(contract.texts.deletedMany(2))).toBeInTheDocument();
        const id = (row: RowOf<C>) => (row as Row)[contract.id];
        expect(writes(requests).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
          { method: 'DELETE', path: contract.path, body: { items: [{ id: id(first), version: 'v1' }, { id: id(rows[1]), version: 'v2' }] } },
          { method: 'DELETE', path: contract.path, body: { items: [{ id: id(first), version: 'v1' }, { id: id(rows[1]), version: 'v9' }] } },
        ]);
      });
    }

    if (suite.association) {
      const association = suite.association;
      const { one } = contract.names;
      const associateTitle = `Asociar ${one}`;
      const source = association.candidates.contract;
      const candidates = [sampleRow(source, 1), sampleRow(source, 3)];
      /** The fake API with the candidates, and the whole list (one load) saying what is associated already. */
      const associationApi = (extra: Record<string, Reply | ((request: ApiRequest) => Reply)> = {}) =>
        fakeApi({
          [routeOf(source.api)('GET', association.candidates.path)]: ok(candidates, { hasNextPage: false }),
          [route('GET', listPath)]: (r) => ok(rows, { hasNextPage: r.query.limit !== String(MAX_LIST_LIMIT) }),
          ...extra,
        });
      const expected = (call: ExpectedCall) => ({ method: call.method ?? 'POST', path: call.path, query: {}, body: call.body });
      async function openDialog(user: User) {
        await user.click(screen.getByRole('button', { name: associateTitle }));
        return within(await screen.findByRole('dialog', { name: associateTitle }));
      }
      async function choose(user: User, dialog: ReturnType<typeof within>, candidate: RowOf<AnyContract>) {
        await user.click(dialog.getByRole('combobox'));
        const name = source.label(candidate);
        await user.click(await screen.findByRole('option', { name: (option) => option.includes(name) }));
      }

      it(`'${associateTitle}': 'Asociar' waits for a choice, sends it, toasts, and the dialog clears`, async () => {
        const call = association.associate(3);
        const requests = associationApi({ [route(call.method ?? 'POST', call.path)]: ok(first) });
        await open();
        await loaded();
        const user = userEvent.setup({ delay: null });
        const dialog = await openDialog(user);
        const submit = dialog.getByRole('button', { name: 'Asociar' });
        expect(submit).toBeDisabled();
        expect(submit).toHaveAccessibleDescription(/^Elige /);
        await choose(user, dialog, candidates[1]);
        await waitFor(() => expect(submit).toBeEnabled());
        await user.click(submit);
        expect(await screen.findByText(association.link.texts.added)).toBeInTheDocument();
        expect(writes(requests)).toEqual([expected(call)]);
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        // Opened again, nothing is chosen.
        const again = await openDialog(user);
        expect(again.getByRole('combobox')).toHaveValue('');
        expect(again.getByRole('button', { name: 'Asociar' })).toBeDisabled();
      });

      it('warns of an item associated already instead of sending it', async () => {
        const requests = associationApi();
        await open();
        await loaded();
        const user = userEvent.setup({ delay: null });
        const dialog = await openDialog(user);
        await choose(user, dialog, candidates[0]);
        const submit = dialog.getByRole('button', { name: 'Asociar' });
        await waitFor(() => expect(submit).toBeEnabled());
        await user.click(submit);
        expect(await screen.findByText(association.link.texts.duplicate)).toBeInTheDocument();
        expect(writes(requests)).toEqual([]);
      });

      it("'Desasociar' asks first: 'Cancelar' sends nothing, 'Sí, desasociar' dissociates and toasts", async () => {
        const call = association.dissociate(1);
        const requests = associationApi({ [route(call.method ?? 'POST', call.path)]: ok(first) });
        await open();
        await loaded();
        const user = userEvent.setup({ delay: null });
        const row = await openRow(user, first);
        await user.click(row.getByRole('button', { name: 'Desasociar' }));
        let dialog = within(await screen.findByRole('alertdialog', { name: `Desasociar ${one}` }));
        expect(dialog.getByText(`¿Deseas desasociar ${contract.texts.what(label(first))} ${association.link.texts.from}?`)).toBeInTheDocument();
        await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(writes(requests)).toEqual([]);
        await user.click(row.getByRole('button', { name: 'Desasociar' }));
        dialog = within(await screen.findByRole('alertdialog', { name: `Desasociar ${one}` }));
        await user.click(dialog.getByRole('button', { name: 'Sí, desasociar' }));
        expect(await screen.findByText(association.link.texts.removed)).toBeInTheDocument();
        expect(writes(requests)).toEqual([expected(call)]);
      });
    }

    if (has('create') || has('edit') || has('remove') || suite.association) {
      it('for a role that may only read it: create disabled, the row read-only, no delete, each with the reason', async () => {
        // Its writes' permission may be another resource's (an account's platforms are the account's).
        const { resource, many } = permissionOf(contract);
        const readOnly: Access = {
          superadmin: false,
          grants: [...new Set([contract.path, resource])].map((path) => ({ resource: path, read: true, create: false, update: false, delete: false })),
        };
        fakeApi();
        await open(readOnly);
        await loaded();
        // Nothing to tick: the selection is for deleting.
        expect(screen.queryByRole('checkbox', { name: 'Seleccionar todo' })).not.toBeInTheDocument();
        if (has('create')) {
          const create = screen.getByRole('button', { name: contract.texts.createTitle });
          expect(create).toBeDisabled();
          expect(create).toHaveAccessibleDescription(refusalText('create', many));
        }
        if (suite.association) {
          const associate = screen.getByRole('button', { name: `Asociar ${contract.names.one}` });
          expect(associate).toBeDisabled();
          expect(associate).toHaveAccessibleDescription(refusalText('update', suite.association.link.permission.names.many));
        }
        if (has('edit') || has('remove') || suite.association) {
          const row = await openRow(userEvent.setup({ delay: null }), first);
          expect(row.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
          expect(row.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
          if (has('edit')) {
            expect(row.getByText(refusalText('update', many))).toBeInTheDocument();
            for (const textbox of row.queryAllByRole('textbox')) expect(textbox).toBeDisabled();
          }
          if (has('remove')) expect(row.getByText(refusalText('delete', many))).toBeInTheDocument();
          if (suite.association) {
            const dissociate = row.getByRole('button', { name: 'Desasociar' });
            expect(dissociate).toBeDisabled();
            expect(dissociate).toHaveAccessibleDescription(refusalText('update', suite.association.link.permission.names.many));
          }
        }
      });
    }
  });
}
