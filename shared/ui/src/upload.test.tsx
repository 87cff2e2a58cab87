import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadField } from './upload';
import { fail, holdUploads, mockApi, ok, renderWithConsole } from './testing';
import type { UploadKind } from '@console/contracts';

function Harness({ kind, initial = null }: { kind: UploadKind; initial?: string | null }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      <UploadField
        kind={kind}
        control={{ value, onChange: setValue, onBlur: () => undefined, label: kind === 'image' ? 'Imagen' : 'Archivo', invalid: false }}
      />
      <p data-testid="value">{value === null ? 'vacío' : String(value)}</p>
    </>
  );
}

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });
const chooser = (label: string) => screen.getByLabelText(`${label}: elegir archivo`);
const uploads = (requests: { path: string }[]) => requests.filter((request) => request.path === 'utils/uploadToS3');

describe('UploadField', () => {
  it('uploads an image to the images bucket, shows the progress, then the preview', async () => {
    const url = 'http://localhost:4000/files/images/0123456789abcdef-logo.png';
    const requests = mockApi({ 'POST utils/uploadToS3': ok({ url, name: '0123456789abcdef-logo.png' }) });
    await renderWithConsole(<Harness kind="image" />);
    expect(screen.getByText('Sin imagen')).toBeInTheDocument();
    const answer = holdUploads();
    await userEvent.setup().upload(chooser('Imagen'), file('logo.png', 'image/png'));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent(url));
    expect(screen.getByRole('img', { name: 'Imagen' })).toHaveAttribute('src', url);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(uploads(requests)).toEqual([expect.objectContaining({ method: 'POST', body: { bucket: 'images', file: expect.anything() } })]);
    expect(screen.getByRole('button', { name: 'Cambiar imagen' })).toBeInTheDocument();
  });

  it('refuses a file that is not png, jpg or gif before sending it', async () => {
    const requests = mockApi({});
    await renderWithConsole(<Harness kind="image" />);
    // The chooser offers images only; a person can still pick "all files".
    await userEvent.setup({ applyAccept: false }).upload(chooser('Imagen'), file('dibujo.svg', 'image/svg+xml'));
    expect(await screen.findByText('Sube una imagen jpg o png')).toBeInTheDocument();
    expect(uploads(requests)).toHaveLength(0);
  });

  it('clears the image when the upload fails, with the spec text and the server’s below', async () => {
    mockApi({ 'POST utils/uploadToS3': fail(400, 'Sube una imagen jpg o png') });
    await renderWithConsole(<Harness kind="image" initial="https://example.com/antes.png" />);
    expect(screen.getByRole('img', { name: 'Imagen' })).toHaveAttribute('src', 'https://example.com/antes.png');
    await userEvent.setup().upload(chooser('Imagen'), file('falsa.png', 'image/png'));
    expect(await screen.findByText('Error subiendo imagen. Intenta de nuevo.')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('vacío');
    expect(screen.getByText('Sin imagen')).toBeInTheDocument();
  });

  it('keeps a code archive’s stored name; refuses what is not a .zip; says so when the upload fails', async () => {
    const requests = mockApi({ 'POST utils/uploadToS3': ok({ url: 'http://x/files/code/a.zip', name: '0123456789abcdef-mi-extension.zip' }) });
    await renderWithConsole(<Harness kind="code" />);
    const user = userEvent.setup({ applyAccept: false });
    expect(screen.getByText('Ningún archivo')).toBeInTheDocument();
    await user.upload(chooser('Archivo'), file('mi-extension.tar', 'application/x-tar'));
    expect(await screen.findByText('Sube un archivo .zip')).toBeInTheDocument();
    await user.upload(chooser('Archivo'), file('mi-extension.zip', 'application/zip'));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('0123456789abcdef-mi-extension.zip'));
    expect(uploads(requests)).toEqual([expect.objectContaining({ body: { bucket: 'code', file: expect.anything() } })]);

    mockApi({ 'POST utils/uploadToS3': fail(502, 'No se pudo guardar el archivo. Intenta de nuevo.') });
    await user.upload(chooser('Archivo'), file('otra.zip', 'application/zip'));
    expect(await screen.findByText('Error subiendo archivo. Intenta de nuevo.')).toBeInTheDocument();
    // A code file stays as it was: only an image is cleared.
    expect(screen.getByTestId('value')).toHaveTextContent('0123456789abcdef-mi-extension.zip');
  });

  it('refuses a file over the size limit before sending it', async () => {
    const requests = mockApi({});
    await renderWithConsole(<Harness kind="image" />);
    await userEvent.setup().upload(chooser('Imagen'), file('enorme.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('La imagen supera el tamaño máximo de 5 MB.')).toBeInTheDocument();
    expect(uploads(requests)).toHaveLength(0);
  });

  it('is offered only to a role with the upload permission, and says why not', async () => {
    mockApi({});
    await renderWithConsole(<Harness kind="image" />, { access: { superadmin: false, grants: [{ resource: 'account', read: true, create: true, update: true, delete: true }] } });
    expect(screen.getByRole('button', { name: 'Subir imagen' })).toBeDisabled();
    expect(screen.getByText('No tienes permiso para crear archivos.')).toBeInTheDocument();
  });
});
