// What is particular to a partner's page: approval after a question (RULINGS 2: one refusal, one toast), its
// three forms, and what is linked to it (organizations, packages, certifications) with the spec's warnings.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderWithConsole, sampleRow, type ApiRequest } from '@console/ui/testing';
import { partnerContract, type Partner, type PartnerCertification } from '@console/contracts';
import App from '../App';

const partner = (status: Partner['status']): Partner => ({
  ...sampleRow(partnerContract, 3),
  business_name: 'Conecta Latam',
  status,
  level: 2,
  total_accounts: 7,
  clients_size: 12,
  // Paid once approved (as the demo's).
  last_dispersal: status === 'approved' ? '2026-03-05T12:00:00.000Z' : null,
});
const organization = { organization_id: 8, name: 'Tienda El Sol', service_id: 1, partner_id: 3, createdAt: '2026-01-02T10:00:00.000Z' };
const free = { organization_id: 9, name: 'Ferretería Luna', service_id: 1, partner_id: null, createdAt: '2026-01-02T10:00:00.000Z' };
const certification: PartnerCertification = {
  partner_certification_id: 21,
  certification_id: 2,
  Certification: { name: 'Flujos avanzados', title: 'Certificación en Flujos Avanzados' },
  status: 'available',
  score: 0,
  attempts: 0,
  last_attempt_date: null,
  _version: 'c1',
};

function server(status: Partner['status'] = 'in_review', extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET partner/3': ok(partner(status)),
    'GET service': ok([{ service_id: 1, name: 'bots', title: 'Bots' }]),
    'GET service/1': ok({ service_id: 1, name: 'bots', title: 'Bots' }),
    'GET partner/3/organizations': ok([organization]),
    'GET partner/3/packages': ok([]),
    'GET partner/3/certifications': ok([certification]),
    'GET organization': ok([free, { ...organization }]),
    'GET certification': ok([{ certification_id: 2, name: 'Flujos avanzados', title: 'x', description: '', enable: true, certification_exam_id: null, updated_at: null, Certification_Exam: null }]),
    ...extra,
  });
}
const open = () => renderWithConsole(<App />, { route: '/master/partners/3', path: '/master/*' });
const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');

describe('A partner’s page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('approves after the question, with the state 1 under the brand’s path', async () => {
    const requests = server('in_review', { 'POST partner/konverza/approvePartner': ok(partner('approved')) });
    await open();
    expect(await screen.findByRole('heading', { name: 'Conecta Latam', level: 1 })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Aprobar partner' }));
    expect(dialog.getByText('¿Deseas aprobar el partner Conecta Latam?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(writes(requests)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Partner aprobado/rechazado con éxito')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'POST', path: 'partner/konverza/approvePartner', query: {}, body: { partner_id: 3, state: 1 }, ifMatch: '"v3"' }]);
  });

  it('rejects with another state; a refusal is said once and nothing is sent again', async () => {
    const requests = server('pre_register', { 'POST partner/konverza/rejectPartner': fail(400, 'Actualización a estado no válido fallida') });
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Rechazar partner' })).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Actualización a estado no válido fallida')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getAllByText('Actualización a estado no válido fallida')).toHaveLength(1);
    expect(writes(requests)).toEqual([{ method: 'POST', path: 'partner/konverza/rejectPartner', query: {}, body: { partner_id: 3, state: 0 }, ifMatch: '"v3"' }]);
  });

  it('offers neither once approved or rejected; shows its figures and its three forms', async () => {
    server('approved');
    await open();
    await screen.findByRole('heading', { name: 'Conecta Latam', level: 1 });
    expect(screen.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
    for (const name of ['Logo', 'Información del negocio', 'Información de contacto']) expect(screen.getByRole('form', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credenciales de pago' })).toHaveAttribute('href', '/master/partners/3/bpayment-credentials');
    expect(screen.getByRole('link', { name: 'Facturas' })).toHaveAttribute('href', '/master/partners/3/invoice');
  });

  it.each([
    ['approved', '05 mar, 2026'],
    ['in_review', '-'],
  ] as const)('shows the last dispersal of a partner %s as the page’s dates read: %s', async (status, shown) => {
    server(status);
    await open();
    await screen.findByRole('heading', { name: 'Conecta Latam', level: 1 });
    expect((screen.getByText('Última dispersión').parentElement as HTMLElement).textContent).toBe(`Última dispersión${shown}`);
  });

  it('sends only the changed field of the contact form', async () => {
    const requests = server('approved', { 'PATCH partner/3': (r) => ok({ ...partner('approved'), ...(r.body as object) }) });
    await open();
    const contact = within(await screen.findByRole('form', { name: 'Información de contacto' }));
    const user = userEvent.setup({ delay: null });
    await user.clear(contact.getByLabelText('Nombre de contacto'));
    await user.type(contact.getByLabelText('Nombre de contacto'), 'Ana Torres');
    await user.click(contact.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Partner actualizado')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'PATCH', path: 'partner/3', query: {}, body: { contact_name: 'Ana Torres' }, ifMatch: '"v3"' }]);
  });

  it('organizations: the rows lead to their accounts; one already there is warned about; removing one gone says so', async () => {
    let linked = [organization];
    const requests = server('approved', {
      'GET partner/3/organizations': () => ok(linked),
      'PATCH organization/9': ok({ ...free, partner_id: 3 }),
    });
    await open();
    const section = within(await screen.findByRole('region', { name: 'Organizaciones' }));
    expect(await section.findByRole('link', { name: 'Tienda El Sol' })).toHaveAttribute('href', '/organization/8/accounts');
    const user = userEvent.setup({ delay: null });
    // Only organizations without a partner are offered.
    await user.click(section.getByLabelText('Agregar organización'));
    await user.click(await screen.findByRole('option', { name: 'Ferretería Luna' }));
    await user.click(section.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Organización asociada con éxito')).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'organization')?.query).toMatchObject({ without_partner: 'true' });
    expect(writes(requests)).toEqual([{ method: 'PATCH', path: 'organization/9', query: {}, body: { partner_id: 3 } }]);

    // Another tab removed it meanwhile: a warning, and no call.
    linked = [];
    await user.click(section.getByRole('button', { name: 'Quitar Tienda El Sol' }));
    expect(await screen.findByText('Error removiendo la organización')).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(1);
  });

  it('certifications: a row edits status, score and attempts, sending only what changed', async () => {
    const requests = server('approved', { 'PATCH partner/3/update_certification': ok({ ...certification, score: 88.5 }) });
    await open();
    const section = within(await screen.findByRole('region', { name: 'Certificaciones' }));
    const user = userEvent.setup({ delay: null });
    await user.click(await section.findByRole('button', { name: 'Editar Flujos avanzados' }));
    const form = within(section.getByRole('form', { name: 'Editar Flujos avanzados' }));
    await user.clear(form.getByLabelText('Puntaje'));
    await user.type(form.getByLabelText('Puntaje'), '88.555');
    expect(await form.findByText('El puntaje admite hasta 2 decimales')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.clear(form.getByLabelText('Puntaje'));
    await user.type(form.getByLabelText('Puntaje'), '88.5');
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Certificación actualizada')).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'PATCH', path: 'partner/3/update_certification', query: {}, body: { partner_certification_id: 21, score: 88.5 }, ifMatch: '"c1"' }]);
  });

  it("certifications: one already assigned is warned about ('La certificación ya se encuentra asociada')", async () => {
    const requests = server('approved');
    await open();
    const section = within(await screen.findByRole('region', { name: 'Certificaciones' }));
    await section.findByText('Flujos avanzados');
    const user = userEvent.setup({ delay: null });
    await user.click(section.getByLabelText('Asignar certificación'));
    await user.click(await screen.findByRole('option', { name: 'Flujos avanzados' }));
    await user.click(section.getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('La certificación ya se encuentra asociada')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });
});
