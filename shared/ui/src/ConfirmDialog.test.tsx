import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './index';
import { renderWithConsole } from './testing';

describe('ConfirmDialog', () => {
  async function renderDialog() {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    await renderWithConsole(<ConfirmDialog open what="la organización Acme" onConfirm={onConfirm} onCancel={onCancel} />);
    return { onConfirm, onCancel, user: userEvent.setup() };
  }

  it('asks with the catalogue texts', async () => {
    await renderDialog();
    expect(
      await screen.findByText('¿Deseas eliminar la organización Acme? No se puede deshacer esta acción.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('confirms with "Sí, eliminar"', async () => {
    const { onConfirm, onCancel, user } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Sí, eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('does nothing but close on "Cancelar"', async () => {
    const { onConfirm, onCancel, user } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
