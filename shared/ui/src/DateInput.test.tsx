import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput } from './DateInput';
import { renderWithConsole } from './testing';

function Range({ changed }: { changed(values: [string, string]): void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('2026-03-31');
  const set = (next: [string, string]) => {
    setFrom(next[0]);
    setTo(next[1]);
    changed(next);
  };
  return (
    <>
      <DateInput label="Desde" value={from} max={to} onChange={(day) => set([day, to])} />
      <DateInput label="Hasta" value={to} min={from} onChange={(day) => set([from, day])} />
    </>
  );
}

describe('DateInput', () => {
  it('shows the day as Spanish writes it, takes one typed that way, and answers it as the API takes it', async () => {
    const changed = jest.fn();
    await renderWithConsole(<Range changed={changed} />);
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: 'Hasta' })).toHaveValue('31/03/2026');
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '05/03/2026{Enter}');
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith(['2026-03-05', '2026-03-31']));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveValue('05/03/2026'));
  });

  it('picks a day from a calendar in Spanish that starts on Monday', async () => {
    const changed = jest.fn();
    await renderWithConsole(<Range changed={changed} />);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Abrir calendario' })[1]);
    const grid = await screen.findByRole('grid');
    expect(screen.getAllByText('marzo de 2026').length).toBeGreaterThan(0);
    const weekdays = Array.from(grid.querySelectorAll('thead th')).map((th) => th.textContent?.toLowerCase());
    expect(weekdays[0]).toMatch(/^l/);
    await user.click(screen.getByRole('button', { name: /15 de marzo de 2026/i }));
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith(['', '2026-03-15']));
  });
});
