import { useState, type Key } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@console/core';
import { DataTable, RecentCards, type Column } from './index';
import type { DataTableProps } from './DataTable';
import type { RowSelection } from './tableTypes';
import { renderWithConsole } from './testing';

interface Row {
  id: number;
  name: string;
}
const columns: Column<Row>[] = [
  { header: 'ID', cell: (row) => row.id },
  { header: 'Nombre', cell: (row) => row.name },
];

describe('DataTable', () => {
  // A long page scrolls the window; every test starts at its top.
  beforeEach(() => {
    window.scrollY = 0;
  });

  it('renders only the rows near the viewport of a long page (300 rows), and the rest as it scrolls', async () => {
    // jsdom has no layout: every row group measures 40 px, the window is 768 px high.
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'TBODY' ? 40 : 0;
    });
    const rows = Array.from({ length: 300 }, (_, index) => ({ id: index + 1, name: `Fila ${index + 1}` }));
    await renderWithConsole(<DataTable label="Largas" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Largas' });
    const shown = within(table).getAllByText(/^Fila \d+$/);
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(60);
    expect(within(table).getByText('Fila 1')).toBeInTheDocument();
    expect(within(table).queryByText('Fila 300')).not.toBeInTheDocument();
    // The spacer keeps the table as tall as all its rows, so the scrollbar tells where the page ends.
    await act(async () => {
      window.scrollY = 290 * 40;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await within(table).findByText('Fila 300')).toBeInTheDocument();
    expect(within(table).queryByText('Fila 1')).not.toBeInTheDocument();
  });

  it('keeps an opened row of a long page rendered while the page scrolls away, so what was typed stays', async () => {
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'TBODY' ? 40 : 0;
    });
    const rows = Array.from({ length: 300 }, (_, index) => ({ id: index + 1, name: `Fila ${index + 1}` }));
    const expand = {
      label: (row: Row) => `Editar ${row.name}`,
      render: (row: Row) => <input aria-label={`Notas de ${row.name}`} />,
    };
    await renderWithConsole(<DataTable label="Largas" columns={columns} rows={rows} rowKey={(r) => r.id} expand={expand} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar Fila 2' }));
    await user.type(screen.getByLabelText('Notas de Fila 2'), 'sin guardar');
    await act(async () => {
      window.scrollY = 290 * 40;
      window.dispatchEvent(new Event('scroll'));
    });
    const table = screen.getByRole('table', { name: 'Largas' });
    expect(await within(table).findByText('Fila 300')).toBeInTheDocument();
    // Rows near the top went away, the opened one did not; spacers keep every row's place.
    expect(within(table).queryByText('Fila 1')).not.toBeInTheDocument();
    expect(within(table).queryByText('Fila 150')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notas de Fila 2')).toHaveValue('sin guardar');
    // In order: the header's body, a spacer for row 1, row 2, a spacer for the rows between, the last rows.
    const groups = Array.from(table.querySelectorAll('tbody')).slice(1);
    expect(groups[0]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('data-index', '1');
    expect(groups[2]).toHaveAttribute('aria-hidden', 'true');
    const near = groups.slice(3).map((group) => Number(group.getAttribute('data-index')));
    expect(near).toEqual(near.map((_, i) => near[0] + i));
    expect(near[near.length - 1]).toBe(299);
    const gap = parseFloat((groups[2].querySelector('td') as HTMLElement).style.height);
    expect(gap).toBeGreaterThanOrEqual((near[0] - 2) * 40);
    await act(async () => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await within(table).findByText('Fila 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Notas de Fila 2')).toHaveValue('sin guardar');
  });

  it('renders a row per item under the declared headers', async () => {
    await renderWithConsole(
      <DataTable label="Organizaciones" columns={columns} rows={[{ id: 1, name: 'Acme' }, { id: 2, name: 'Globex' }]} rowKey={(r) => r.id} />,
    );
    const table = screen.getByRole('table', { name: 'Organizaciones' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['ID', 'Nombre']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((td) => td.textContent))).toEqual([
      ['1', 'Acme'],
      ['2', 'Globex'],
    ]);
  });

  it("says 'No hay resultados' when empty", async () => {
    await renderWithConsole(<DataTable label="T" columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByText('No hay resultados')).toBeInTheDocument();
  });

  it('shows a busy skeleton, not the empty text, while loading', async () => {
    await renderWithConsole(<DataTable label="T" columns={columns} rows={[]} rowKey={(r) => r.id} loading />);
    expect(screen.queryByText('No hay resultados')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('DataTable with expandable rows', () => {
  const rows: Row[] = [
    { id: 1, name: 'Acme' },
    { id: 2, name: 'Globex' },
  ];
  const expand = {
    label: (row: Row) => `Editar ${row.name}`,
    render: (row: Row) => <input aria-label={`Notas de ${row.name}`} />,
  };
  const renderTable = (props: Partial<DataTableProps<Row>> = {}) =>
    renderWithConsole(<DataTable label="Organizaciones" columns={columns} rows={rows} rowKey={(r) => r.id} expand={expand} {...props} />);

  it('opens a row below itself with its toggle, mounting it only once opened', async () => {
    await renderTable();
    const table = screen.getByRole('table', { name: 'Organizaciones' });
    // A header for the toggles' column, named for assistive technology only.
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Editar', 'ID', 'Nombre']);
    const toggle = screen.getByRole('button', { name: 'Editar Acme' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Notas de Acme')).not.toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Notas de Acme')).toBeVisible();
    // The edit row spans the whole table, right below its row.
    const editRow = (toggle.closest('tr') as HTMLElement).nextElementSibling as HTMLElement;
    expect(within(editRow).getByRole('cell')).toHaveAttribute('colspan', '3');
    expect(screen.queryByLabelText('Notas de Globex')).not.toBeInTheDocument();
  });

  it('keeps a closed row mounted, hidden, so what was typed survives', async () => {
    await renderTable();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Editar Acme' });
    await user.click(toggle);
    await user.type(screen.getByLabelText('Notas de Acme'), 'cliente grande');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Notas de Acme')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByLabelText('Notas de Acme')).toBeVisible();
    expect(screen.getByLabelText('Notas de Acme')).toHaveValue('cliente grande');
  });

  it('opens rows independently', async () => {
    await renderTable();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar Acme' }));
    await user.click(screen.getByRole('button', { name: 'Editar Globex' }));
    expect(screen.getByLabelText('Notas de Acme')).toBeVisible();
    expect(screen.getByLabelText('Notas de Globex')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Editar Acme' }));
    expect(screen.getByLabelText('Notas de Acme')).not.toBeVisible();
    expect(screen.getByLabelText('Notas de Globex')).toBeVisible();
  });

  it('re-renders only the row that opens', async () => {
    const drawn: string[] = [];
    const counted: Column<Row>[] = [
      {
        header: 'Nombre',
        cell: (row) => {
          drawn.push(row.name);
          return row.name;
        },
      },
    ];
    await renderTable({ columns: counted });
    drawn.length = 0;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Editar Globex' }));
    expect(drawn.length).toBeGreaterThan(0);
    expect(new Set(drawn)).toEqual(new Set(['Globex']));
  });

  it('sets highlighted rows apart', async () => {
    await renderTable({ highlight: (row) => row.id === 2 });
    const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr');
    expect(rowOf('Globex')).toHaveAttribute('data-highlighted');
    expect(rowOf('Acme')).not.toHaveAttribute('data-highlighted');
  });

  it('shows as many skeleton cells as columns, toggle included, while loading', async () => {
    await renderTable({ rows: [], loading: true });
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(3);
    expect(within(bodyRows[0]).getAllByRole('cell')).toHaveLength(3);
  });
});

describe('RecentCards', () => {
  beforeEach(() => useAuthStore.setState({ recent: {} }));

  it('shows nothing without recent items', async () => {
    await renderWithConsole(<RecentCards kind="organizations" title="Recientes" to={(item) => `/o/${item.id}`} />);
    expect(screen.queryByRole('region', { name: 'Recientes' })).not.toBeInTheDocument();
  });

  it('links the 4 most recent items, and opening one makes it the most recent', async () => {
    const { remember } = useAuthStore.getState();
    for (let id = 1; id <= 6; id += 1) remember('organizations', { id, name: `Org ${id}` });
    const { location } = await renderWithConsole(
      <RecentCards kind="organizations" title="Recientes" to={(item) => `/o/${item.id}`} />,
    );
    const region = screen.getByRole('region', { name: 'Recientes' });
    expect(within(region).getAllByRole('link').map((a) => a.textContent)).toEqual(['Org 6', 'Org 5', 'Org 4', 'Org 3']);
    await userEvent.setup().click(within(region).getByRole('link', { name: 'Org 4' }));
    expect(location().pathname).toBe('/o/4');
    expect(useAuthStore.getState().recent.organizations[0]).toEqual({ id: 4, name: 'Org 4' });
  });

  it('shows only the items kept by the filter', async () => {
    const { remember } = useAuthStore.getState();
    remember('accounts', { id: 1, name: 'Bot A', parentId: 10 });
    remember('accounts', { id: 2, name: 'Bot B', parentId: 20 });
    await renderWithConsole(
      <RecentCards kind="accounts" title="Recientes" to={(item) => `/a/${item.id}`} filter={(item) => item.parentId === 10} />,
    );
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Bot A']);
  });
});

describe('DataTable with a selection', () => {
  const rows: Row[] = [
    { id: 1, name: 'Acme' },
    { id: 2, name: 'Globex' },
    { id: 3, name: 'Initech' },
  ];
  /** The table with its selection kept as a screen keeps it; `changes` records every selection it was given. */
  function Selectable({ changes = [], disabled, ...props }: Partial<DataTableProps<Row>> & { changes?: number[][]; disabled?: boolean }) {
    const [selected, setSelected] = useState<ReadonlySet<Key>>(() => new Set());
    const selection: RowSelection<Row> = {
      selected,
      onChange: (next) => {
        changes.push([...next].map(Number).sort());
        setSelected(next);
      },
      label: (row) => `Seleccionar ${row.name}`,
      allLabel: 'Seleccionar todas',
      disabled,
    };
    return <DataTable label="Organizaciones" columns={columns} rows={rows} rowKey={(r) => r.id} selection={selection} {...props} />;
  }

  it('ticks rows one by one, the header tick indeterminate while only some are', async () => {
    const changes: number[][] = [];
    await renderWithConsole(<Selectable changes={changes} />);
    const user = userEvent.setup();
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todas' });
    expect(all).not.toBeChecked();
    expect(all).not.toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Globex' }));
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Globex' })).toBeChecked();
    expect(all).toBePartiallyChecked();
    expect(screen.getByRole('cell', { name: 'Globex' }).closest('tr')).toHaveAttribute('data-selected');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Acme' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Initech' }));
    expect(all).toBeChecked();
    expect(all).not.toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Acme' }));
    expect(changes).toEqual([[2], [1, 2], [1, 2, 3], [2, 3]]);
  });

  it('ticks and unticks every row shown with the header tick', async () => {
    const changes: number[][] = [];
    await renderWithConsole(<Selectable changes={changes} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Acme' }));
    // Some ticked: the header ticks them all; all ticked: it unticks them all.
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas' }));
    expect(screen.getAllByRole('checkbox', { name: /^Seleccionar (Acme|Globex|Initech)$/ }).every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas' }));
    expect(changes).toEqual([[1], [1, 2, 3], []]);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Acme' })).not.toBeChecked();
  });

  it('puts the ticks in a column of their own, spanned by an opened row', async () => {
    const expand = { label: (row: Row) => `Editar ${row.name}`, render: (row: Row) => <p>Detalle de {row.name}</p> };
    await renderWithConsole(<Selectable expand={expand} />);
    const table = screen.getByRole('table', { name: 'Organizaciones' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'Editar', 'ID', 'Nombre']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Editar Acme' }));
    expect(screen.getByText('Detalle de Acme').closest('td')).toHaveAttribute('colspan', '4');
  });

  it('offers nothing to tick while disabled, nor a header tick while loading', async () => {
    const { unmount } = await renderWithConsole(<Selectable disabled />);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Acme' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todas' })).toBeDisabled();
    unmount();
    await renderWithConsole(<Selectable rows={[]} loading />);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todas' })).toBeDisabled();
    // Skeleton cells for the ticks too.
    expect(within(screen.getAllByRole('row')[1]).getAllByRole('cell')).toHaveLength(3);
  });

  it('re-renders only the row whose tick changes', async () => {
    const drawn: string[] = [];
    const counted: Column<Row>[] = [
      {
        header: 'Nombre',
        cell: (row) => {
          drawn.push(row.name);
          return row.name;
        },
      },
    ];
    await renderWithConsole(<Selectable columns={counted} />);
    drawn.length = 0;
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Seleccionar Globex' }));
    expect(drawn.length).toBeGreaterThan(0);
    expect(new Set(drawn)).toEqual(new Set(['Globex']));
  });

  it('keeps a long page virtualised, its ticks working and the header tick covering every row of the page', async () => {
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'TBODY' ? 40 : 0;
    });
    window.scrollY = 0;
    const long = Array.from({ length: 300 }, (_, index) => ({ id: index + 1, name: `Fila ${index + 1}` }));
    const changes: number[][] = [];
    await renderWithConsole(<Selectable rows={long} changes={changes} />);
    const table = screen.getByRole('table', { name: 'Organizaciones' });
    const shown = within(table).getAllByRole('checkbox', { name: /^Seleccionar Fila \d+$/ });
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(60);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Fila 3' }));
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todas' })).toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas' }));
    expect(changes[1]).toHaveLength(300);
    await act(async () => {
      window.scrollY = 290 * 40;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await within(table).findByRole('checkbox', { name: 'Seleccionar Fila 300' })).toBeChecked();
  });
});
