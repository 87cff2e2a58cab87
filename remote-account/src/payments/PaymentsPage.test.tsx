// What is particular to the payments: the amount as money and the CSV export of a range of days (the dialog's
// 'Descargar' waits for both days, in order; the request; the file saved under the server's name; a failure).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderWithConsole, type Reply } from '@console/ui/testing';
import App from '../App';
import { ventas } from '../testing';

const payment = { plan_payment_id: 41, account_id: 7, plan_name: 'Pyme', amount: 1234.5, reference: 'OXXO-2231', createdAt: '2026-03-04T15:00:00.000Z' };
const CSV = 'ID,Cuenta,Plan,Monto,Referencia,Fecha de creación\r\n41,Bot ventas,Pyme,1234.50,OXXO-2231,2026-03-04\r\n';
const SUMMARY = 'account/7/plan_payment/download_summary';

/** The fake API; its summary, when it succeeds, is a CSV file named by its Content-Disposition. */
function server(summary: Reply) {
  const requests = mockApi({ 'GET account/7': ok(ventas), 'GET account/7/plan_payments': ok([payment], { hasNextPage: false }), [`GET ${SUMMARY}`]: summary });
  const answer = jest.mocked(fetch).getMockImplementation()!;
  jest.mocked(fetch).mockImplementation(async (input, init) => {
    const reply = await answer(input, init);
    const file = new URL(new Request(input, init).url).pathname.endsWith('/download_summary') && reply.ok;
    return file ? new Response(CSV, { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="pagos-bot-ventas-2026-03.csv"' } }) : reply;
  });
  return requests;
}

/** The names the browser was asked to save files under. */
function saved() {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pagos'), revokeObjectURL: jest.fn() });
  const names: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

async function openExport() {
  await renderWithConsole(<App />, { route: '/account/7/payment', path: '/account/:account_id/*' });
  await screen.findByRole('heading', { name: 'Pagos de Bot ventas' });
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Exportar CSV' }));
  return { user, dialog };
}

describe('Pagos', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows each payment with its amount as money', async () => {
    server(ok(null));
    await renderWithConsole(<App />, { route: '/account/7/payment', path: '/account/:account_id/*' });
    const row = (await screen.findByRole('cell', { name: 'OXXO-2231' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['#41', 'Pyme', '$1,234.50', '04 mar, 2026']));
  });

  it("'Exportar CSV': 'Descargar' waits for both days in order, then saves the range's file under the server's name", async () => {
    const requests = server(ok(null));
    const names = saved();
    const { user, dialog } = await openExport();
    const download = dialog.getByRole('button', { name: 'Descargar' });
    expect(download).toBeDisabled();
    expect(download).toHaveAccessibleDescription('Elige las fechas Desde y Hasta.');
    // Days are typed as Spanish writes them; each end bounds the other (an earlier 'Hasta' is taken as 'Desde').
    const desde = dialog.getByRole('textbox', { name: 'Desde' });
    const hasta = dialog.getByRole('textbox', { name: 'Hasta' });
    await user.type(desde, '31/03/2026{Enter}');
    expect(download).toBeDisabled();
    await user.type(hasta, '01/03/2026{Enter}');
    await waitFor(() => expect(hasta).toHaveValue('31/03/2026'));
    await user.clear(desde);
    await user.type(desde, '01/03/2026{Enter}');
    await waitFor(() => expect(download).toBeEnabled());
    await user.click(download);
    await waitFor(() => expect(names).toEqual(['pagos-bot-ventas-2026-03.csv']));
    expect(requests.filter((r) => r.path === SUMMARY)).toEqual([
      { method: 'GET', path: SUMMARY, query: { format: 'csv', init_date: '2026-03-01', final_date: '2026-03-31' }, body: undefined },
    ]);
    // Done: the dialog closes, and opens again empty.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(within(await screen.findByRole('dialog', { name: 'Exportar CSV' })).getByRole('textbox', { name: 'Desde' })).toHaveValue('');
  });

  it("says 'Error obteniendo pagos.' with the server's reason when the export fails, keeping the dialog and its days", async () => {
    server(fail(500, 'No se pudo generar el archivo'));
    const names = saved();
    const { user, dialog } = await openExport();
    await user.type(dialog.getByRole('textbox', { name: 'Desde' }), '01/03/2026{Enter}');
    await user.type(dialog.getByRole('textbox', { name: 'Hasta' }), '31/03/2026{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Descargar' }));
    expect(await screen.findByText('Error obteniendo pagos.')).toBeInTheDocument();
    expect(screen.getByText('No se pudo generar el archivo')).toBeInTheDocument();
    expect(names).toEqual([]);
    expect(dialog.getByRole('textbox', { name: 'Desde' })).toHaveValue('01/03/2026');
    expect(dialog.getByRole('button', { name: 'Descargar' })).toBeEnabled();
  });
});
