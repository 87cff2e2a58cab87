import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { reportError } from '../health/report';
import { ShellError } from './ShellError';

jest.mock('../health/report', () => ({ reportError: jest.fn() }));

function BrokenToolbar(): never {
  throw new Error('la barra se rompió');
}

it("shows the console's own failure in Spanish with 'Recargar', and reports it as the host's", async () => {
  // React logs what a boundary caught; that is expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '*', element: <BrokenToolbar />, errorElement: <ShellError /> }]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('La consola encontró un error al mostrarse.');
  expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
  await waitFor(() => expect(reportError).toHaveBeenCalledWith('host', 'boundary', expect.objectContaining({ message: 'la barra se rompió' })));
});
