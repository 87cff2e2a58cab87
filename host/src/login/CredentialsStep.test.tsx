import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CredentialsStep } from './CredentialsStep';

// The form's own rules, apart from the page (LoginPage.test.tsx has the page's flow).
it('puts the focus on the first wrong field, then checks the fields again as they change', async () => {
  const onError = jest.fn();
  const user = userEvent.setup();
  render(<CredentialsStep initialEmail="" onSent={jest.fn()} onError={onError} />);
  await user.type(screen.getByLabelText('Contraseña'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));

  expect(await screen.findByText('Introduce un correo válido')).toBeInTheDocument();
  expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
  expect(onError).toHaveBeenLastCalledWith('Verifica los datos e intenta de nuevo');

  await user.type(screen.getByLabelText('Correo electrónico'), 'admin@example.com');
  await waitFor(() => expect(screen.queryByText('Introduce un correo válido')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'false');

  await user.clear(screen.getByLabelText('Contraseña'));
  expect(await screen.findByText('Introduce la contraseña')).toBeInTheDocument();
});
