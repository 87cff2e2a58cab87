import { useState, type Key } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineContract, text, timestamp, type RowOf } from '@console/contracts';
import { DataTable, Paginator, ResourceScreen, contractColumns, type Column } from './index';
import type { RowSelection, TableSort } from './tableTypes';
import { PHONE_QUERY } from './phone';
import { mockApi, ok, renderWithConsole } from './testing';

/** A window of a phone's width: only the phone query matches. */
function phoneWidth() {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === PHONE_QUERY,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}
afterEach(() => jest.restoreAllMocks());

interface Row {
  id: number;
  name: string;
  kind: string;
  created: string;
}
const rows: Row[] = [
  { id: 1, name: 'Acme', kind: 'Bot', created: '01/02/2026' },
  { id: 2, name: 'Globex', kind: 'Chat', created: '03/04/2026' },
];
const columns: Column<Row>[] = [
  { header: 'ID', cell: (row) => row.id, phone: 'line' },
  { header: 'Nombre', cell: (row) => row.name, sort: 'name' },
  { header: 'Tipo', cell: (row) => row.kind },
  { header: 'Creado', cell: (row) => row.created, phone: 'hidden' },
  { header: '', cell: (row) => <button type="button">{`Entrar a ${row.name}`}</button> },
];
const expand = { label: (row: Row) => `Editar ${row.name}`, render: (row: Row) => <input aria-label={`Nombre de ${row.name}`} defaultValue={row.name} /> };

function Cards({ onSort }: { onSort?: (sort: string) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set());
  const selection: RowSelection<Row> = { selected, onChange: setSelected, label: (row) => `Seleccionar ${row.name}`, allLabel: 'Seleccionar todos' };
  const sort: TableSort = { value: '', onChange: (value) => onSort?.(value) };
  return <DataTable label="Cuentas" columns={columns} rows={rows} rowKey={(row) => row.id} expand={expand} selection={selection} sort={sort} />;
}

describe('a list on a phone', () => {
  it('shows each row as a card: the key column as its name, the action and the toggle beside it, the other columns as lines', async () => {
    phoneWidth();
    await renderWithConsole(<Cards />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Cuentas' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const acme = within(list).getByRole('listitem', { name: 'Acme' });
    // The key column's header is said to screen readers; the row's action and its toggle are on the card.
    expect(acme).toHaveTextContent(/^Nombre: Acme/);
    expect(within(acme).getByRole('button', { name: 'Entrar a Acme' })).toBeVisible();
    expect(within(acme).getByRole('button', { name: 'Editar Acme' })).toHaveAttribute('aria-expanded', 'false');
    // Every other column is a line, its header beside its value; the hidden one waits for the row to open.
    const terms = within(acme).getAllByRole('term').map((term) => term.textContent);
    const values = within(acme).getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['ID', 'Tipo']);
    expect(values).toEqual(['1', 'Bot']);
    expect(within(acme).queryByText('01/02/2026')).not.toBeInTheDocument();
  });

  it('opens the edit row inside the card, with the hidden columns; what was typed survives closing it', async () => {
    phoneWidth();
    await renderWithConsole(<Cards />);
    const user = userEvent.setup();
    const acme = screen.getByRole('listitem', { name: 'Acme' });
    await user.click(within(acme).getByRole('button', { name: 'Editar Acme' }));
    expect(within(acme).getByRole('button', { name: 'Editar Acme' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(acme).getByText('Creado')).toBeVisible();
    expect(within(acme).getByText('01/02/2026')).toBeVisible();
    await user.clear(within(acme).getByLabelText('Nombre de Acme'));
    await user.type(within(acme).getByLabelText('Nombre de Acme'), 'Acme SA');
    await user.click(within(acme).getByRole('button', { name: 'Editar Acme' }));
    expect(within(acme).getByLabelText('Nombre de Acme')).not.toBeVisible();
    await user.click(within(acme).getByRole('button', { name: 'Editar Acme' }));
    expect(within(acme).getByLabelText('Nombre de Acme')).toHaveValue('Acme SA');
  });

  it('ticks rows on their cards and all of them above the list, and orders the list with a select', async () => {
    phoneWidth();
    const onSort = jest.fn();
    await renderWithConsole(<Cards onSort={onSort} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Globex' }));
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todos' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Acme' })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Nombre, descendente');
    expect(onSort).toHaveBeenCalledWith('-name');
  });

  it('a row without an edit row opens to show its hidden columns', async () => {
    phoneWidth();
    await renderWithConsole(<DataTable label="Cuentas" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const globex = screen.getByRole('listitem', { name: 'Globex' });
    const more = within(globex).getByRole('button', { name: 'Ver más datos', description: 'Globex' });
    expect(within(globex).queryByText('03/04/2026')).not.toBeInTheDocument();
    await userEvent.setup().click(more);
    expect(within(globex).getByText('03/04/2026')).toBeVisible();
  });

  it('a long page renders only the cards near the viewport, and the rest as it scrolls', async () => {
    phoneWidth();
    // jsdom has no layout: every card measures 150 px, the window is 768 px high.
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'LI' ? 150 : 0;
    });
    window.scrollY = 0;
    const many = Array.from({ length: 300 }, (_, index) => ({ id: index + 1, name: `Cuenta ${index + 1}`, kind: 'Bot', created: '-' }));
    await renderWithConsole(<DataTable label="Largas" columns={columns} rows={many} rowKey={(row) => row.id} />);
    const list = screen.getByRole('list', { name: 'Largas' });
    expect(within(list).getByRole('listitem', { name: 'Cuenta 1' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
    expect(within(list).queryByRole('listitem', { name: 'Cuenta 300' })).not.toBeInTheDocument();
    await act(async () => {
      window.scrollY = 295 * 150;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await within(list).findByRole('listitem', { name: 'Cuenta 300' })).toBeInTheDocument();
    expect(within(list).queryByRole('listitem', { name: 'Cuenta 1' })).not.toBeInTheDocument();
    window.scrollY = 0;
  });

  it('the paginator fits one line: the size labelled for screen readers only, arrows named Anterior and Siguiente', async () => {
    phoneWidth();
    const onPageChange = jest.fn();
    await renderWithConsole(<Paginator page={2} limit={25} hasNextPage onPageChange={onPageChange} onLimitChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(nav).toHaveTextContent(/^Filas por página.*Página 2›$/);
    expect(within(nav).getByLabelText('Filas por página')).toHaveValue('25');
    const previous = within(nav).getByRole('button', { name: 'Anterior' });
    expect(previous).toHaveTextContent('‹');
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('a wide window keeps the table and the paginator in words', async () => {
    await renderWithConsole(
      <>
        <Cards />
        <Paginator page={2} limit={25} hasNextPage onPageChange={() => {}} onLimitChange={() => {}} />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Cuentas' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Creado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveTextContent('Siguiente');
  });
});

const noteContract = defineContract({
  path: 'note',
  id: 'note_id',
  names: { one: 'nota', many: 'notas', gender: 'f' },
  fields: { title: text('Título', { max: 100, required: true }), name: text('Nombre', { max: 100 }), createdAt: timestamp('Creada') },
  list: { sort: ['note_id'] },
  label: (note) => note.title,
});
type Note = RowOf<typeof noteContract>;

describe("a contract's columns on a phone", () => {
  it('the id is a line and the name the title, unless a column says otherwise', () => {
    const byDefault = contractColumns(noteContract, ['note_id', 'title', 'name', 'createdAt']);
    expect(byDefault.map((column) => column.phone)).toEqual(['line', undefined, 'key', undefined]);
    const declared = contractColumns(noteContract, ['note_id', { field: 'title', phone: 'key' }, 'name', { field: 'createdAt', phone: 'hidden' }]);
    expect(declared.map((column) => [column.header, column.phone])).toEqual([
      ['ID', 'line'],
      ['Título', 'key'],
      ['Nombre', undefined],
      ['Creada', 'hidden'],
    ]);
  });

  it("a resource screen's rows are cards named by their title, edited in the card", async () => {
    phoneWidth();
    const note: Note = { note_id: 4, title: 'Plan de enero', name: 'Ana', createdAt: null };
    const requests = mockApi({ 'GET note': ok([note], { hasNextPage: false }), 'PATCH note/4': ok({ ...note, title: 'Plan de febrero' }) });
    await renderWithConsole(<ResourceScreen contract={noteContract} columns={['note_id', { field: 'title', phone: 'key' }, 'name']} />);
    const card = await screen.findByRole('listitem', { name: 'Plan de enero' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Editar Plan de enero' }));
    const title = within(card).getByRole('textbox', { name: /Título/ });
    await user.clear(title);
    await user.type(title, 'Plan de febrero');
    await user.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nota actualizada')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ title: 'Plan de febrero' });
  });
});
