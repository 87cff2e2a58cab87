import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithConsole } from '@console/ui/testing';
import { registerAreaRemotes, resetAreaRemotes } from '../remotes/registry';
import { RemoteArea, resetRemoteAreas } from './RemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;

const MASTER = 'http://localhost:3001/mf-manifest.json';
const ORGANIZATION = 'http://localhost:3004/mf-manifest.json';

beforeEach(() => {
  load.mockReset();
  register.mockReset();
  resetAreaRemotes();
  resetRemoteAreas();
  registerAreaRemotes({ master: MASTER, organization: ORGANIZATION });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteArea', () => {
  it('registers the remotes from the config without loading any', () => {
    expect(register).toHaveBeenCalledWith([
      { name: 'master', entry: MASTER },
      { name: 'organization', entry: ORGANIZATION },
    ]);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads '<name>/App' and renders it", async () => {
    load.mockResolvedValue({ default: () => <p>Pantalla master</p> });
    await renderWithConsole(<RemoteArea name="master" />);
    expect(await screen.findByText('Pantalla master')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('master/App');
  });

  it("shows 'Reintentar' when the load fails; a click re-registers the remote (force, new URL) and loads again", async () => {
    load.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce({ default: () => <p>Pantalla master</p> });
    await renderWithConsole(<RemoteArea name="master" />);
    expect(await screen.findByText('No se pudo cargar esta sección.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/no respondió/);
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pantalla master')).toBeInTheDocument();
    expect(register).toHaveBeenLastCalledWith([{ name: 'master', entry: `${MASTER}?retry=1` }], { force: true });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('No se pudo cargar esta sección.')).not.toBeInTheDocument();
  });

  it('each retry uses a new URL', async () => {
    load.mockRejectedValue(new Error('offline'));
    await renderWithConsole(<RemoteArea name="master" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('button', { name: 'Reintentar' });
    expect(register.mock.calls.slice(1).map(([remotes]) => remotes[0].entry)).toEqual([`${MASTER}?retry=1`, `${MASTER}?retry=2`]);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a remote that throws while rendering gets the same treatment', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <p>Pantalla recuperada</p>;
    }
    load.mockResolvedValue({ default: Flaky });
    await renderWithConsole(<RemoteArea name="master" />);
    expect(await screen.findByText('No se pudo cargar esta sección.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/error al mostrarse/);
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pantalla recuperada')).toBeInTheDocument();
    expect(register).toHaveBeenLastCalledWith([{ name: 'master', entry: `${MASTER}?retry=1` }], { force: true });
  });

  it('one failing remote costs only its own area', async () => {
    load.mockImplementation(async (id: string) => {
      if (id === 'master/App') throw new Error('offline');
      return { default: () => <p>Pantalla organización</p> };
    });
    await renderWithConsole(
      <>
        <RemoteArea name="master" />
        <RemoteArea name="organization" />
      </>,
    );
    expect(await screen.findByText('Pantalla organización')).toBeInTheDocument();
    expect(await screen.findByText('No se pudo cargar esta sección.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Reintentar' })).toHaveLength(1);
  });

  it('a remote missing from config.json says so', async () => {
    await renderWithConsole(<RemoteArea name="account" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('La dirección de esta sección no está configurada');
    expect(load).not.toHaveBeenCalled();
  });
});
