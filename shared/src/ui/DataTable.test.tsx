import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@console/shared';
import { DataTable, RecentCards, type Column } from './index';
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
