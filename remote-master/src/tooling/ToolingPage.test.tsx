import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderWithConsole, type ApiRequest } from '@console/ui/testing';
import App from '../App';

const link = { short_url_id: 4, code: 'buen-fin', short_url: 'http://localhost:4000/s/buen-fin', target: 'https://tienda.example.com/buen-fin', custom: true, createdAt: '2026-11-01T10:00:00.000Z' };
const renderPage = () => renderWithConsole(<App />, { route: '/master/tooling', path: '/master/*' });
const shortened = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'POST' && r.path === 'tooling/url-shortener');

async function fill(target: string, custom = '') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/URL de destino/), target);
  if (custom) await user.type(screen.getByLabelText('Nombre personalizado (opcional)'), custom);
  await user.click(screen.getByRole('button', { name: 'Acortar' }));
  return user;
}

describe('Herramientas: the URL shortener', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('offers the shortener in the selector and lists the links made', async () => {
    mockApi({ 'GET short_url': ok([link], { hasNextPage: false }) });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Herramientas', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Acción')).toHaveDisplayValue('Acortador de URL');
    expect(await screen.findByText('http://localhost:4000/s/buen-fin')).toBeInTheDocument();
  });

  it('sends the target alone when no name was typed, shows the link and copies it', async () => {
    const requests = mockApi({ 'GET short_url': ok([], { hasNextPage: false }), 'POST tooling/url-shortener': ok('http://localhost:4000/s/Ab12Cd') });
    await renderPage();
    expect(screen.getByRole('button', { name: 'Acortar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Acortar' })).toHaveAccessibleDescription('Introduce la URL de destino.');
    const user = await fill('https://example.com/una/ruta/larga');
    expect(await screen.findByText('URL acortada con éxito')).toBeInTheDocument();
    expect(shortened(requests).map((r) => r.body)).toEqual([{ target: 'https://example.com/una/ruta/larga' }]);
    const result = screen.getByRole('region', { name: 'URL acortada' });
    expect(within(result).getByRole('link', { name: 'http://localhost:4000/s/Ab12Cd' })).toHaveAttribute('href', 'http://localhost:4000/s/Ab12Cd');
    // user-event's clipboard stands in for the browser's.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(result).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:4000/s/Ab12Cd');
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
    // The list is asked again: the new link is in it.
    await waitFor(() => expect(requests.filter((r) => r.path === 'short_url').length).toBeGreaterThan(1));
  });

  it('sends the custom name when one was typed; refuses a bad name and a non-web address before sending', async () => {
    const requests = mockApi({ 'GET short_url': ok([], { hasNextPage: false }), 'POST tooling/url-shortener': ok('http://localhost:4000/s/promo-1') });
    await renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/URL de destino/), 'javascript:alert(1)');
    expect(await screen.findByText('La URL de destino debe ser una dirección web http o https')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/URL de destino/));
    await user.type(screen.getByLabelText(/URL de destino/), 'https://example.com');
    await user.type(screen.getByLabelText('Nombre personalizado (opcional)'), 'con espacio');
    expect(await screen.findByText(/admite de 3 a 64 letras/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acortar' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Nombre personalizado (opcional)'));
    await user.type(screen.getByLabelText('Nombre personalizado (opcional)'), 'promo-1');
    await user.click(screen.getByRole('button', { name: 'Acortar' }));
    await waitFor(() => expect(shortened(requests).map((r) => r.body)).toEqual([{ target: 'https://example.com', customurl: 'promo-1' }]));
  });

  it('says a taken name in Spanish, and other failures with the spec’s words', async () => {
    mockApi({ 'GET short_url': ok([], { hasNextPage: false }), 'POST tooling/url-shortener': fail(409, 'Custom URL is already in use.') });
    await renderPage();
    await fill('https://example.com', 'buen-fin');
    expect(await screen.findByText('El nombre de la URL personalizada ya está en uso')).toBeInTheDocument();
    expect(screen.queryByText('Custom URL is already in use.')).not.toBeInTheDocument();

    mockApi({ 'GET short_url': ok([], { hasNextPage: false }), 'POST tooling/url-shortener': fail(500, 'Error inesperado') });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Acortar' }));
    expect(await screen.findByText('Ha ocurrido un error con los servicios, intenta más tarde.')).toBeInTheDocument();
  });
});
