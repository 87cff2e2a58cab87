import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { useParams } from 'react-router-dom';
import { useAuthStore } from '@console/core';
import { defineArea, type AreaKind } from '@console/contracts';
import { runStandalone } from './standalone';
import { mockApi, ok } from './testing';

function App() {
  const { organization_id } = useParams();
  return <p>Área {organization_id ?? 'master'}</p>;
}

let root: Root | undefined;

async function start(kind: AreaKind) {
  const area = defineArea({ remote: kind, area: kind, screens: [{ key: 'home', path: 'home', title: 'Inicio', menu: 10, page: () => Promise.resolve({ default: App }) }] });
  await act(async () => {
    root = await runStandalone(App, { area });
  });
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/');
  useAuthStore.setState({ token: null, refreshToken: null, role: null });
});
afterEach(() => act(() => root?.unmount()));

describe('runStandalone', () => {
  it('signs in with e-mail, password and code, then shows the App at its base path', async () => {
    const requests = mockApi({
      'POST send_two_factor_token': ok(true),
      'POST validate_two_factor_token': ok(true),
      'POST auth/login': ok({ token: 'access', refreshToken: 'refresh', Role: { role_id: 1, name: 'Konverza' } }),
      'POST auth/logout': ok(null),
    });
    await start('master');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Código de acceso'), 'AB12CD');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Área master')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/master');
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', 'send_two_factor_token', { email: 'ana@example.com', password: 'secreto', super_dashboard: true }],
      ['POST', 'validate_two_factor_token', { email: 'ana@example.com', code: 'AB12CD' }],
      ['POST', 'auth/login', { email: 'ana@example.com', password: 'secreto', auth_token: 'AB12CD', superadmin: true }],
    ]);

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByLabelText('Correo electrónico')).toBeInTheDocument();
  });

  it('says so when the code is wrong', async () => {
    mockApi({
      'POST send_two_factor_token': ok(true),
      'POST validate_two_factor_token': { body: { success: false, resource: null } },
    });
    await start('master');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Código de acceso'), 'ZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Código de acceso incorrecto o caducado')).toBeInTheDocument();
    expect(useAuthStore.getState().refreshToken).toBeNull();
  });

  it("asks for the base path's parameters when signed in", async () => {
    useAuthStore.setState({ refreshToken: 'refresh', role: { role_id: 1, name: 'Konverza' } });
    await start('organization');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'organization_id' }), '42');
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText('Área 42')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/organization/42');
  });
});
