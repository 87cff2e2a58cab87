import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@console/core';
import { z } from 'zod';
import { organizationContract, partnerContract } from '@console/contracts';

const organizationCreateSchema = organizationContract.schemas.create;
const partnerCreateSchema = partnerContract.schemas.create;
import { FormDialog } from './index';
import { renderWithConsole } from './testing';

function OrganizationDialog({ onSubmit }: { onSubmit: (values: unknown) => Promise<unknown> }) {
  return (
    <FormDialog
      title="Crear organización"
      schema={organizationCreateSchema}
      fields={[{ name: 'name', label: 'Nombre' }]}
      defaultValues={{ name: '' }}
      onSubmit={onSubmit}
      successMessage="Organización creada con éxito"
      invalidate={['organization']}
    />
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Crear organización' }));
  const dialog = await screen.findByRole('dialog', { name: 'Crear organización' });
  return { user, dialog };
}

describe('FormDialog', () => {
  it('enables the create button only while the schema holds', async () => {
    await renderWithConsole(<OrganizationDialog onSubmit={jest.fn()} />);
    const { user } = await openDialog();
    const create = screen.getByRole('button', { name: 'Crear' });
    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText('Nombre'), '   ');
    await waitFor(() => expect(create).toBeDisabled());
    await user.type(screen.getByLabelText('Nombre'), 'Acme');
    await waitFor(() => expect(create).toBeEnabled());
  });

  it('clears the fields when closed', async () => {
    await renderWithConsole(<OrganizationDialog onSubmit={jest.fn()} />);
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Nombre'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDialog();
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled();
  });

  it.each([
    ['×', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cerrar' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('clears the fields when closed with %s, sending nothing', async (_how, close) => {
    const onSubmit = jest.fn();
    await renderWithConsole(<OrganizationDialog onSubmit={onSubmit} />);
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Nombre'), 'Acme');
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDialog();
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the rule's message under the field", async () => {
    const roleCreateSchema = z.object({
      name: z.string().trim().min(1, 'Introduce el nombre'),
      description: z.string().trim().min(1, 'Introduce la descripción'),
      type: z.string().trim().min(1, 'Introduce el tipo'),
    });
    await renderWithConsole(
      <FormDialog
        title="Crear rol"
        schema={roleCreateSchema}
        fields={[
          { name: 'name', label: 'Nombre' },
          { name: 'description', label: 'Descripción', kind: 'textarea' },
          { name: 'type', label: 'Tipo' },
        ]}
        defaultValues={{ name: '', description: '', type: '' }}
        onSubmit={jest.fn()}
        successMessage="Rol creado con éxito"
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear rol' }));
    await user.type(await screen.findByLabelText('Nombre'), 'a');
    await user.clear(screen.getByLabelText('Nombre'));
    expect(await screen.findByText('Introduce el nombre')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Nombre'), 'Soporte');
    await waitFor(() => expect(screen.queryByText('Introduce el nombre')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled();
  });

  it('sends the parsed values, toasts, refreshes the list and closes', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const list = jest.fn().mockResolvedValue([]);
    function Screen() {
      useQuery({ queryKey: ['organization', { page: 1 }], queryFn: list });
      return <OrganizationDialog onSubmit={onSubmit} />;
    }
    await renderWithConsole(<Screen />);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Nombre'), '  Acme ');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Acme' });
    expect(await screen.findByText('Organización creada con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('keeps the typed values and shows the error toast when the call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSubmit = jest.fn().mockRejectedValue(new ApiError('Error creando organización.', 400, 'Ya existe'));
    await renderWithConsole(<OrganizationDialog onSubmit={onSubmit} />);
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Nombre'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Error creando organización.')).toBeInTheDocument();
    expect(screen.getByText('Ya existe')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Crear organización' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Acme');
    expect(screen.getByRole('button', { name: 'Crear' })).toBeEnabled();
  });

  it('stores the chosen option of a select with its own (numeric) value', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    await renderWithConsole(
      <FormDialog
        title="Crear partner"
        schema={partnerCreateSchema}
        fields={[
          { name: 'business_name', label: 'Nombre' },
          { name: 'service_id', label: 'Servicio', kind: 'select', options: [{ value: 7, label: 'Bots' }] },
        ]}
        defaultValues={{ business_name: '' }}
        onSubmit={onSubmit}
        successMessage="Partner creado con éxito"
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear partner' }));
    await user.type(await screen.findByLabelText('Nombre'), 'Acme');
    expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Servicio'), 'Bots');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ business_name: 'Acme', service_id: 7 });
  });
});
