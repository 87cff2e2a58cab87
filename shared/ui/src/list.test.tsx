import { act, fireEvent, screen } from '@testing-library/react';
import { Paginator, SearchBox, useListState } from './index';
import { renderWithConsole } from './testing';

function List() {
  const list = useListState({ debounceMs: 300 });
  return (
    <>
      <SearchBox label="Buscar" value={list.search} onChange={list.setSearch} />
      <Paginator page={list.page} limit={list.limit} hasNextPage onPageChange={list.setPage} onLimitChange={list.setLimit} />
      <output>{JSON.stringify(list.params)}</output>
    </>
  );
}

const params = () => JSON.parse(screen.getByRole('status').textContent ?? '{}');

describe('useListState', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the search, page and size from the URL', async () => {
    await renderWithConsole(<List />, { route: '/list?name=acme&page=3&limit=50' });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('acme');
    expect(screen.getByText('Página 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Filas por página')).toHaveValue('50');
    expect(params()).toEqual({ page: 3, limit: 50, name: 'acme' });
  });

  it('ignores a page size that is not offered', async () => {
    await renderWithConsole(<List />, { route: '/list?limit=7' });
    expect(params()).toEqual({ page: 1, limit: 25 });
  });

  it('applies a search after the debounce and goes back to page 1', async () => {
    const { location } = await renderWithConsole(<List />, { route: '/list?page=4' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'ac' } });
    act(() => jest.advanceTimersByTime(299));
    expect(params()).toEqual({ page: 4, limit: 25 });
    act(() => jest.advanceTimersByTime(1));
    expect(params()).toEqual({ page: 1, limit: 25, name: 'ac' });
    expect(location().search).toBe('?name=ac');
  });

  it('restarts the debounce on every keystroke', async () => {
    await renderWithConsole(<List />, { route: '/list' });
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    fireEvent.change(box, { target: { value: 'a' } });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'ac' } });
    act(() => jest.advanceTimersByTime(200));
    expect(params()).toEqual({ page: 1, limit: 25 });
    act(() => jest.advanceTimersByTime(100));
    expect(params()).toEqual({ page: 1, limit: 25, name: 'ac' });
  });

  it('applies an emptied search at once', async () => {
    const { location } = await renderWithConsole(<List />, { route: '/list?name=acme&page=2' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: '' } });
    expect(params()).toEqual({ page: 1, limit: 25 });
    expect(location().search).toBe('');
  });

  it('keeps the page in the URL and goes back to page 1 when the size changes', async () => {
    const { location } = await renderWithConsole(<List />, { route: '/list?name=acme' });
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(location().search).toBe('?name=acme&page=3');
    fireEvent.change(screen.getByLabelText('Filas por página'), { target: { value: '100' } });
    expect(params()).toEqual({ page: 1, limit: 100, name: 'acme' });
    expect(location().search).toBe('?name=acme&limit=100');
  });
});

describe('Paginator', () => {
  async function renderPaginator(page: number, hasNextPage: boolean) {
    const onPageChange = jest.fn();
    const onLimitChange = jest.fn();
    await renderWithConsole(
      <Paginator page={page} limit={25} hasNextPage={hasNextPage} onPageChange={onPageChange} onLimitChange={onLimitChange} />,
    );
    return { onPageChange, onLimitChange };
  }

  it('offers the next page only when the API says there is one', async () => {
    await renderPaginator(1, false);
    expect(screen.getByText('Página 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('moves between pages', async () => {
    const { onPageChange } = await renderPaginator(2, true);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('offers the sizes 25, 50, 100, 200 and 300', async () => {
    const { onLimitChange } = await renderPaginator(1, true);
    const sizes = screen.getAllByRole('option').map((option) => option.textContent);
    expect(sizes).toEqual(['25', '50', '100', '200', '300']);
    fireEvent.change(screen.getByLabelText('Filas por página'), { target: { value: '200' } });
    expect(onLimitChange).toHaveBeenCalledWith(200);
  });
});

describe('useListState with two searches', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function TwoSearches() {
    const list = useListState({
      searches: [
        { param: 'name', debounceMs: 800 },
        { param: 'email', debounceMs: 400 },
      ],
    });
    return (
      <>
        <SearchBox label="Buscar por nombre" value={list.searches.name} onChange={(text) => list.setSearchOf('name', text)} />
        <SearchBox label="Buscar por correo" value={list.searches.email} onChange={(text) => list.setSearchOf('email', text)} />
        <Paginator page={list.page} limit={list.limit} hasNextPage onPageChange={list.setPage} onLimitChange={list.setLimit} />
        <output>{JSON.stringify(list.params)}</output>
      </>
    );
  }
  const type = (label: string, value: string) => fireEvent.change(screen.getByRole('searchbox', { name: label }), { target: { value } });

  it('restores both searches from the URL', async () => {
    await renderWithConsole(<TwoSearches />, { route: '/admins?name=ana&email=ana%40acme.com&page=2' });
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveValue('ana');
    expect(screen.getByRole('searchbox', { name: 'Buscar por correo' })).toHaveValue('ana@acme.com');
    expect(params()).toEqual({ page: 2, limit: 25, name: 'ana', email: 'ana@acme.com' });
  });

  it('applies each search after its own debounce, typing in one not delaying the other', async () => {
    const { location } = await renderWithConsole(<TwoSearches />, { route: '/admins' });
    type('Buscar por nombre', 'ana');
    act(() => jest.advanceTimersByTime(500));
    type('Buscar por correo', 'acme');
    act(() => jest.advanceTimersByTime(299));
    expect(params()).toEqual({ page: 1, limit: 25 });
    // 800 ms after the name was typed, whatever happened in the other box.
    act(() => jest.advanceTimersByTime(1));
    expect(params()).toEqual({ page: 1, limit: 25, name: 'ana' });
    act(() => jest.advanceTimersByTime(99));
    expect(params()).toEqual({ page: 1, limit: 25, name: 'ana' });
    act(() => jest.advanceTimersByTime(1));
    expect(params()).toEqual({ page: 1, limit: 25, name: 'ana', email: 'acme' });
    expect(location().search).toBe('?name=ana&email=acme');
  });

  it('keeps a pending search when the page changes meanwhile, and does not drop the page change', async () => {
    const { location } = await renderWithConsole(<TwoSearches />, { route: '/admins?email=acme' });
    type('Buscar por nombre', 'ana');
    act(() => jest.advanceTimersByTime(400));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(location().search).toBe('?email=acme&page=2');
    act(() => jest.advanceTimersByTime(400));
    // The search applies on time and, as any search, goes back to page 1.
    expect(location().search).toBe('?email=acme&name=ana');
  });

  it('a search emptied and a filter applied at once right after both hold: the emptied one does not come back', async () => {
    function SearchAndFilter() {
      const list = useListState({ searches: [{ param: 'name', debounceMs: 800 }, { param: 'topics', debounceMs: 0 }] });
      return (
        <>
          <SearchBox label="Buscar por nombre" value={list.searches.name} onChange={(text) => list.setSearchOf('name', text)} />
          <SearchBox label="Temas" value={list.searches.topics} onChange={(text) => list.setSearchOf('topics', text)} />
        </>
      );
    }
    const { location } = await renderWithConsole(<SearchAndFilter />, { route: '/questions?name=ana' });
    type('Buscar por nombre', '');
    type('Temas', '3');
    act(() => jest.advanceTimersByTime(1000));
    expect(location().search).toBe('?topics=3');
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveValue('');
  });

  it('empties one search at once and leaves the other as it is', async () => {
    const { location } = await renderWithConsole(<TwoSearches />, { route: '/admins?name=ana&email=acme' });
    type('Buscar por correo', '');
    expect(params()).toEqual({ page: 1, limit: 25, name: 'ana' });
    expect(location().search).toBe('?name=ana');
  });
});
