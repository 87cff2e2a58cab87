import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { headersProblem, webhookContract, z } from '@console/contracts';
import { FormFields, KeyValueRows, UnfinishedRows, zodResolver } from './index';
import { renderWithConsole } from './testing';

const schema = z.object({ headers: webhookContract.fields.headers.rule });
const names = { one: 'encabezado', many: 'encabezados', gender: 'm' } as const;
const check = (name: string, value: string) => headersProblem({ [name]: value });

function Harness({ headers }: { headers: Record<string, string> }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { headers }, mode: 'onChange' });
  const value: unknown = useWatch({ control: form.control, name: 'headers' });
  return (
    <form>
      <FormFields
        form={form}
        fields={[
          { name: 'headers', label: 'Encabezados', kind: 'custom', render: (control) => <KeyValueRows control={control} names={names} check={check} /> },
        ]}
      />
      <output data-testid="value">{value instanceof UnfinishedRows ? 'sin terminar' : JSON.stringify(value)}</output>
      <button type="button" disabled={!form.formState.isValid}>
        Guardar
      </button>
      <button type="button" onClick={() => form.reset({ headers: { Accept: 'text/plain' } })}>
        Restablecer
      </button>
    </form>
  );
}

const value = () => screen.getByTestId('value').textContent;
const nameOf = (n: number) => screen.getByRole('textbox', { name: `Nombre del encabezado ${n}` });
const valueOf = (n: number) => screen.getByRole('textbox', { name: `Valor del encabezado ${n}` });

describe('KeyValueRows', () => {
  it("shows the object's entries as rows, and says when there are none", async () => {
    await renderWithConsole(<Harness headers={{ Authorization: 'Bearer abc', 'X-Origen': 'konverza' }} />);
    expect(screen.getByRole('group', { name: 'Encabezados' })).toBeInTheDocument();
    expect(nameOf(1)).toHaveValue('Authorization');
    expect(valueOf(1)).toHaveValue('Bearer abc');
    expect(nameOf(2)).toHaveValue('X-Origen');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Quitar encabezado 1' }));
    await user.click(screen.getByRole('button', { name: 'Quitar encabezado 1' }));
    expect(screen.getByText('Sin encabezados')).toBeInTheDocument();
    expect(value()).toBe('{}');
  });

  it('adds a row, focused, that asks for its name; the form holds the object once it has one', async () => {
    await renderWithConsole(<Harness headers={{ Accept: 'application/json' }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar encabezado' }));
    await waitFor(() => expect(nameOf(2)).toHaveFocus());
    expect(nameOf(2)).toHaveAccessibleErrorMessage('Escribe el nombre del encabezado');
    expect(value()).toBe('sin terminar');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled());
    await user.type(nameOf(2), 'X-Api-Key');
    await user.type(valueOf(2), 's3cr3t');
    expect(screen.queryByText('Escribe el nombre del encabezado')).not.toBeInTheDocument();
    expect(JSON.parse(value() ?? '')).toEqual({ Accept: 'application/json', 'X-Api-Key': 's3cr3t' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled());
  });

  it('says under a row that its name is refused or repeated, and keeps the rows as typed meanwhile', async () => {
    await renderWithConsole(<Harness headers={{ Accept: 'application/json' }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar encabezado' }));
    await user.type(nameOf(2), 'Mal nombre');
    expect(nameOf(2)).toHaveAccessibleErrorMessage('El nombre de encabezado «Mal nombre» no es válido');
    expect(value()).toBe('sin terminar');
    await user.clear(nameOf(2));
    await user.type(nameOf(2), 'Accept');
    expect(nameOf(2)).toHaveAccessibleErrorMessage('El encabezado Accept está repetido');
    // The first of the two is fine.
    expect(nameOf(1)).not.toHaveAttribute('aria-invalid');
    // Only the rows say it: not the field's rule too.
    expect(screen.queryByText('Error en formato JSON')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled());
    expect(nameOf(2)).toHaveValue('Accept');
    await user.click(screen.getByRole('button', { name: 'Quitar encabezado 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Agregar encabezado' })).toHaveFocus());
    expect(JSON.parse(value() ?? '')).toEqual({ Accept: 'application/json' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled());
  });

  it("follows the form's value when it changes from outside (a reset)", async () => {
    await renderWithConsole(<Harness headers={{ Authorization: 'Bearer abc', 'X-Origen': 'konverza' }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar encabezado' }));
    await user.click(screen.getByRole('button', { name: 'Restablecer' }));
    const group = within(screen.getByRole('group', { name: 'Encabezados' }));
    expect(group.getAllByRole('textbox')).toHaveLength(2);
    expect(nameOf(1)).toHaveValue('Accept');
    expect(valueOf(1)).toHaveValue('text/plain');
  });
});
