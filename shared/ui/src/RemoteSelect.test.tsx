import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { organizationContract } from '@console/contracts';
import { FormDialog, RemoteSelect, resourceClient, type RemoteSelectProps } from './index';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest } from './testing';

interface Organization {
  organization_id: number;
  name: string;
}
const organizations = resourceClient(organizationContract) as unknown as RemoteSelectProps<Organization>['resource'];

const acme = { organization_id: 1, name: 'Acme' };
const globex = { organization_id: 2, name: 'Globex' };
const initech = { organization_id: 3, name: 'Initech' };
const all = [acme, globex, initech];
const many = Array.from({ length: 2500 }, (_, index) => ({ organization_id: index + 1, name: `Organización ${index + 1}` }));

/** The fake API filters by name, as the server does. */
const byName = (rows: Organization[]) => (request: ApiRequest) =>
  ok(rows.filter((row) => row.name.toLowerCase().includes((request.query.name ?? '').toLowerCase())));

const lists = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === 'organization');

function Harness({ initial = null, onChange, ...props }: Partial<RemoteSelectProps<Organization>> & { initial?: Organization | null }) {
  const [value, setValue] = useState<Organization | null>(initial);
  return (
    <>
      <RemoteSelect<Organization>
        label="Organización"
        placeholder="Buscar organización"
        resource={organizations}
        itemLabel={(o) => o.name}
        value={value}
        onChange={(item) => {
          setValue(item);
          onChange?.(item);
        }}
        {...props}
      />
      <output>{value ? value.name : 'ninguna'}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Organización' });
const options = () => screen.queryAllByRole('option');
const labels = () => options().map((option) => option.textContent);

describe('RemoteSelect', () => {
  it('opens on focus, loads up to 2500 items through the list call and shows them', async () => {
    const requests = mockApi({ 'GET organization': byName(all) });
    await renderWithConsole(<Harness />);
    expect(input()).toHaveAttribute('placeholder', 'Buscar organización');
    // Nothing loads before the selector is used.
    expect(lists(requests)).toHaveLength(0);
    await userEvent.setup().tab();
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('option', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(labels()).toEqual(['Acme', 'Globex', 'Initech']);
    expect(lists(requests)).toEqual([{ method: 'GET', path: 'organization', query: { limit: '2500' }, body: undefined }]);
  });

  it("says 'Cargando…' while loading and 'No hay resultados' when nothing matches", async () => {
    let answer: (value: Response) => void = () => undefined;
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    await renderWithConsole(<Harness />);
    await userEvent.setup().click(input());
    expect(await screen.findByText('Cargando…')).toBeInTheDocument();
    await act(async () =>
      answer(new Response(JSON.stringify({ success: true, resource: [] }), { headers: { 'content-type': 'application/json' } })),
    );
    expect(await screen.findByText('No hay resultados')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('searches by name 500 ms after typing stops, and at once when the text is emptied', async () => {
    jest.useFakeTimers();
    try {
      const requests = mockApi({ 'GET organization': byName(all) });
      await renderWithConsole(<Harness />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(input());
      await screen.findByRole('option', { name: 'Globex' });
      await user.type(input(), 'glo');
      await act(async () => jest.advanceTimersByTime(499));
      expect(lists(requests)).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(1));
      await waitFor(() => expect(labels()).toEqual(['Globex']));
      expect(lists(requests)).toHaveLength(2);
      expect(lists(requests)[1].query).toEqual({ limit: '2500', name: 'glo' });
      // Emptied: the full list (cached) shows at once, without waiting for any timer.
      await user.clear(input());
      await act(async () => undefined);
      expect(labels()).toEqual(['Acme', 'Globex', 'Initech']);
      expect(lists(requests)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends the extra parameters and honours another debounce', async () => {
    jest.useFakeTimers();
    try {
      const requests = mockApi({ 'GET organization': byName(all) });
      await renderWithConsole(<Harness params={{ service_id: 3 }} debounceMs={200} />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(input());
      await user.type(input(), 'ac');
      await act(async () => jest.advanceTimersByTime(200));
      await waitFor(() => expect(lists(requests)).toHaveLength(2));
      expect(lists(requests).map((r) => r.query)).toEqual([
        { service_id: '3', limit: '2500' },
        { service_id: '3', limit: '2500', name: 'ac' },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('selects with a click, shows the label, marks the option selected and clears with "Quitar selección"', async () => {
    mockApi({ 'GET organization': byName(all) });
    const onChange = jest.fn();
    await renderWithConsole(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Quitar selección' })).not.toBeInTheDocument();
    await user.click(input());
    await user.click(await screen.findByRole('option', { name: 'Globex' }));
    expect(onChange).toHaveBeenLastCalledWith(globex);
    expect(screen.getByRole('status')).toHaveTextContent('Globex');
    expect(input()).toHaveValue('Globex');
    await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'false'));

    await user.click(input());
    expect(await screen.findByRole('option', { name: 'Globex' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Acme' })).not.toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Quitar selección' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status')).toHaveTextContent('ninguna');
    expect(input()).toHaveValue('');
  });

  it('stays closed after a choice, though the machine gives the focus back a frame late, after the user moved on', async () => {
    jest.useFakeTimers();
    try {
      mockApi({ 'GET organization': byName(all) });
      await renderWithConsole(
        <>
          <Harness />
          <input aria-label="Razón social" />
        </>,
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(input());
      await user.click(await screen.findByRole('option', { name: 'Globex' }));
      // The focus moves on to the next field before the next frame (a busy machine's frames come late)...
      const next = screen.getByRole('textbox', { name: 'Razón social' });
      act(() => next.focus());
      // ...and then the frames come: the one where the combobox's machine gives the focus back to its input.
      await act(async () => jest.advanceTimersByTime(100));
      expect(input()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(input()).toHaveValue('Globex');
      expect(next).toHaveFocus();
      // Focused anew by the user (as by Tab), it opens.
      act(() => input().focus());
      await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'true'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('stays closed after a choice made while a search is pending and another loads', async () => {
    jest.useFakeTimers();
    try {
      const requests = mockApi({ 'GET organization': byName(all) });
      // The searches' answers wait for release().
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const fetchMock = jest.mocked(globalThis.fetch);
      const answer = fetchMock.getMockImplementation()!;
      fetchMock.mockImplementation(async (input, init) => {
        if (new Request(input, init).url.includes('name=')) await held;
        return answer(input, init);
      });
      await renderWithConsole(<Harness />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(input());
      await screen.findByRole('option', { name: 'Globex' });
      await user.type(input(), 'glo');
      await act(async () => undefined);
      await act(async () => jest.advanceTimersByTime(500));
      // 'glo' is loading (the full list stays shown), 'glob' waits for its debounce: Globex is chosen meanwhile.
      await user.type(input(), 'b');
      await user.click(screen.getByRole('option', { name: 'Globex' }));
      expect(input()).toHaveValue('Globex');
      await act(async () => release());
      await act(async () => jest.advanceTimersByTime(1000));
      expect(input()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(input()).toHaveValue('Globex');
      // 'glob' was never searched.
      expect(lists(requests).map((r) => r.query.name)).toEqual([undefined, 'glo']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the label of a value given from outside', async () => {
    mockApi({ 'GET organization': byName(all) });
    await renderWithConsole(<Harness initial={initech} />);
    expect(input()).toHaveValue('Initech');
    expect(screen.getByRole('button', { name: 'Quitar selección' })).toBeInTheDocument();
  });

  it('is driven by the keyboard: arrows move, Enter selects, Escape closes and restores the label', async () => {
    mockApi({ 'GET organization': byName(all) });
    const onChange = jest.fn();
    await renderWithConsole(<Harness onChange={onChange} initial={acme} />);
    const user = userEvent.setup();
    await user.click(input());
    await screen.findByRole('option', { name: 'Acme' });
    await user.keyboard('{ArrowDown}');
    const active = () => input().getAttribute('aria-activedescendant');
    await waitFor(() => expect(active()).toBe(screen.getByRole('option', { name: 'Acme' }).id));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(active()).toBe(screen.getByRole('option', { name: 'Initech' }).id));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(active()).toBe(screen.getByRole('option', { name: 'Globex' }).id));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(globex);
    expect(input()).toHaveValue('Globex');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    // Typing then Escape: nothing is chosen and the chosen label comes back.
    await user.type(input(), 'xyz');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input()).toHaveValue('Globex');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps only a window of 2500 options in the DOM, and scrolls to the last one with the keyboard', async () => {
    // jsdom has no layout: give the list a browser's sizes (384 px showing 32 px options, 4 px padding), and
    // let scrolling move scrollTop and report it, asynchronously as a browser does.
    const isList = (element: Element) => element.getAttribute('role') === 'listbox';
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function height(this: HTMLElement) {
      return isList(this) ? 384 : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function height(this: HTMLElement) {
      return isList(this) ? 2500 * 32 + 8 : 0;
    });
    jest.spyOn(Element.prototype, 'scrollTo').mockImplementation(function scrollTo(this: Element, options?: ScrollToOptions | number) {
      if (typeof options !== 'object' || options.top === undefined) return;
      this.scrollTop = options.top;
      setTimeout(() => this.dispatchEvent(new Event('scroll')));
    });
    mockApi({ 'GET organization': ok(many) });
    const onChange = jest.fn();
    await renderWithConsole(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(input());
    await screen.findByRole('option', { name: 'Organización 1' });
    const rendered = options().length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    expect(screen.queryByRole('option', { name: 'Organización 2500' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowUp}');
    const last = await screen.findByRole('option', { name: 'Organización 2500' });
    expect(input()).toHaveAttribute('aria-activedescendant', last.id);
    expect(screen.queryByRole('option', { name: 'Organización 1' })).not.toBeInTheDocument();
    expect(options().length).toBeLessThan(40);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(many[2499]);
    expect(input()).toHaveValue('Organización 2500');
  });

  it('toasts the catalogue message when the list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET organization': fail(500, 'Base de datos no disponible') });
    await renderWithConsole(<Harness />);
    await userEvent.setup().click(input());
    expect(await screen.findByText('Error obteniendo organizaciones.')).toBeInTheDocument();
    expect(screen.getByText('Base de datos no disponible')).toBeInTheDocument();
    expect(within(screen.getByRole('listbox')).getByText('No hay resultados')).toBeInTheDocument();
  });

  it("shows the rule's message", async () => {
    mockApi({ 'GET organization': byName(all) });
    await renderWithConsole(<Harness invalid errorText="Elige una organización" />);
    expect(screen.getByText('Elige una organización')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Elige una organización');
  });

  it('neither opens nor loads when disabled', async () => {
    const requests = mockApi({ 'GET organization': byName(all) });
    await renderWithConsole(<Harness disabled />);
    expect(input()).toBeDisabled();
    await userEvent.setup().click(input());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(lists(requests)).toHaveLength(0);
  });
});

describe('RemoteSelect in a form', () => {
  const schema = z.object({
    organization: z.custom<Organization | null>().refine((value) => value != null, 'Elige una organización'),
  });

  it('is a custom field of a create dialog, inside the modal', async () => {
    mockApi({ 'GET organization': byName(all) });
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    await renderWithConsole(
      <FormDialog
        title="Asociar organización"
        schema={schema}
        fields={[
          {
            name: 'organization',
            label: 'Organización',
            kind: 'custom',
            render: (control) => (
              <RemoteSelect<Organization>
                label={control.label}
                resource={organizations}
                itemLabel={(o) => o.name}
                value={(control.value as Organization | null) ?? null}
                onChange={control.onChange}
                invalid={control.invalid}
                errorText={control.errorText}
              />
            ),
          },
        ]}
        defaultValues={{ organization: null }}
        onSubmit={onSubmit}
        successMessage="Organización asociada"
        submitLabel="Asociar"
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Asociar organización' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asociar organización' });
    expect(within(dialog).getByRole('button', { name: 'Asociar' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Organización' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Initech' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Asociar' })).toBeEnabled());
    // Escape closes the list first, not the dialog.
    await user.click(within(dialog).getByRole('combobox', { name: 'Organización' }));
    await within(dialog).findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Asociar organización' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Asociar' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ organization: initech });
  });

  it('shares one load between selectors of the same list', async () => {
    const requests = mockApi({ 'GET organization': byName(all) });
    await renderWithConsole(
      <>
        <Harness label="Origen" />
        <Harness label="Destino" />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Origen' }));
    await screen.findByRole('option', { name: 'Acme' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: 'Destino' }));
    expect(await screen.findByRole('option', { name: 'Acme' })).toBeInTheDocument();
    expect(lists(requests)).toHaveLength(1);
  });
});
