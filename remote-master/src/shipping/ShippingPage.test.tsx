// What is particular to the shipping list: its status, free text, reads with a capital ('en tránsito' → 'En tránsito').
import { screen, within } from '@testing-library/react';
import { shippingContract } from '@console/contracts';
import { mockApi, ok, renderWithConsole, sampleRow } from '@console/ui/testing';
import App from '../App';

describe('Envíos', () => {
  it('shows a status written in lower case with a capital', async () => {
    const shipping = { ...sampleRow(shippingContract, 1), order_id: 'PED-1001', status: 'en tránsito' };
    mockApi({ 'GET shipping': ok([shipping], { hasNextPage: false }) });
    await renderWithConsole(<App />, { route: '/master/shipping', path: '/master/*' });
    const row = (await screen.findByRole('cell', { name: 'PED-1001' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'En tránsito' })).toBeInTheDocument();
    expect(within(row).queryByRole('cell', { name: 'en tránsito' })).not.toBeInTheDocument();
  });
});
