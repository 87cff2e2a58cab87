// What is particular to 'Asignación de cuentas' (spec 2 §2, §3): an opened row lists the partner's certified
// certifications with the link's last attempt (Partner_Certification.last_attempt_date) as 'DD MMMM, YYYY'.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithConsole } from '@console/ui/testing';
import type { CertifiedPartner } from '@console/contracts';
import App from '../App';

const partner: CertifiedPartner = {
  partner_id: 3,
  business_name: 'Conecta Latam',
  clients_size: 12,
  level: 2,
  certifications: 2,
  Certifications: [
    { certification_id: 2, title: 'Certificación en Flujos Avanzados', Partner_Certification: { last_attempt_date: '2026-03-05T12:00:00.000Z' } },
    { certification_id: 4, title: 'Certificación en Soporte', Partner_Certification: { last_attempt_date: null } },
  ],
  Organizations: [],
  _version: 'v1',
};

describe('Asignación de cuentas', () => {
  it('an opened row lists its certifications: id, title and last attempt', async () => {
    mockApi({
      'GET certified_partners': ok([partner], { hasNextPage: false }),
      'GET partner/3/organizations': ok([]),
    });
    await renderWithConsole(<App />, { route: '/master/assing-accounts', path: '/master/*' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Ver Conecta Latam' }));
    const certifications = within(await screen.findByRole('region', { name: 'Certificaciones de Conecta Latam' }));
    expect(certifications.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2Certificación en Flujos Avanzados05 marzo, 2026',
      '4Certificación en Soporte-',
    ]);
  });
});
