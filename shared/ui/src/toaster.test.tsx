import { act, screen } from '@testing-library/react';
import { ApiError } from '@console/core';
import { notifyError, notifySuccess } from './index';
import { renderWithConsole } from './testing';

describe('toasts', () => {
  it('shows a success text', async () => {
    await renderWithConsole(<p>Pantalla</p>);
    act(() => notifySuccess('Organización creada con éxito'));
    expect(await screen.findByText('Organización creada con éxito')).toBeInTheDocument();
  });

  it("shows an API failure's catalogue message with the server's text", async () => {
    await renderWithConsole(<p>Pantalla</p>);
    act(() => notifyError(new ApiError('Error creando organización.', 400, 'El nombre ya existe')));
    expect(await screen.findByText('Error creando organización.')).toBeInTheDocument();
    expect(screen.getByText('El nombre ya existe')).toBeInTheDocument();
  });

  it('shows only the catalogue message when the server gave no text', async () => {
    await renderWithConsole(<p>Pantalla</p>);
    act(() => notifyError(new ApiError('Ocurrió un error obteniendo organizaciones.')));
    const title = await screen.findByText('Ocurrió un error obteniendo organizaciones.');
    expect(title.parentElement?.children).toHaveLength(1);
  });

  it('shows the unexpected-error text for anything else', async () => {
    await renderWithConsole(<p>Pantalla</p>);
    act(() => notifyError(new TypeError('x is undefined')));
    expect(await screen.findByText('Ocurrió un error inesperado.')).toBeInTheDocument();
    expect(screen.queryByText('x is undefined')).not.toBeInTheDocument();
  });
});
