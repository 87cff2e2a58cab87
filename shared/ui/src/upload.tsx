/**
 * Uploads (POST utils/uploadToS3, document 2 §5, §8): the control of every field declared with `upload`
 * (an image's address, a code .zip's stored name) and the call behind it.
 *
 * The call goes through XMLHttpRequest, not fetch: only it reports the upload's progress over HTTP/1.1. It
 * keeps the session rules of the API clients (the access token, one refresh on a 401) and the progress bar.
 */
import { useRef, useState } from 'react';
import { Box, Button, Field, HStack, Image, Progress, Text } from '@chakra-ui/react';
import { ApiError, getConfig, notify, notifyError, refreshAccessToken, useAuthStore } from '@console/core';
import { uploadOperations, UPLOAD_PERMISSION, UPLOADS, type UploadKind } from '@console/contracts';
import { useCan } from './access';
import { FieldLabel } from './FieldLabel';
import type { CustomControl } from './form';
import { BUTTON_SIZE } from './sizes';

export interface UploadedFile {
  url: string;
  name: string;
}

const EXTENSIONS: Record<UploadKind, RegExp> = { image: /\.(png|jpe?g|gif)$/i, code: /\.zip$/i };

/** One POST of the form; resolves with the status and the parsed answer. */
function post(form: FormData, token: string | null, onProgress: (fraction: number) => void) {
  return new Promise<{ status: number; body: { success?: boolean; resource?: UploadedFile; error?: string } | null }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${getConfig().apiUrl}${uploadOperations.upload.path}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not the API's envelope: treated as a failure below
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new Error('network'));
    request.send(form);
  });
}

/** Uploads a file to the kind's bucket; throws an ApiError whose message is the spec's failure text. */
export async function uploadFile(kind: UploadKind, file: File, onProgress: (fraction: number) => void = () => undefined): Promise<UploadedFile> {
  const form = new FormData();
  form.append('bucket', UPLOADS[kind].bucket);
  form.append('file', file);
  const { requestStarted, requestEnded } = useAuthStore.getState();
  requestStarted();
  try {
    const { token, refreshToken } = useAuthStore.getState();
    const sent = token ?? (refreshToken ? await refreshAccessToken() : null);
    let answer = await post(form, sent, onProgress);
    if (answer.status === 401 && refreshToken) answer = await post(form, await refreshAccessToken(sent), onProgress);
    if (answer.status < 200 || answer.status >= 300 || !answer.body?.success || !answer.body.resource) {
      throw new ApiError(UPLOADS[kind].failed, answer.status, answer.body?.error ?? undefined);
    }
    return answer.body.resource;
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(UPLOADS[kind].failed);
  } finally {
    requestEnded();
  }
}

/**
 * The control: a preview (an image) or the stored name (a .zip), a button to choose a file, the upload's
 * progress, and 'Quitar'. A file of another type is refused before sending ('Sube una imagen jpg o png');
 * a failed image upload clears the field, as the spec says.
 */
export function UploadField({ control, kind }: { control: CustomControl; kind: UploadKind }) {
  const { value, onChange, onBlur, label, invalid, errorText, required } = control;
  const upload = UPLOADS[kind];
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const permission = useCan(UPLOAD_PERMISSION.resource, UPLOAD_PERMISSION.action, UPLOAD_PERMISSION.many);
  const current = typeof value === 'string' && value !== '' ? value : null;

  async function send(file: File) {
    if (!EXTENSIONS[kind].test(file.name)) return notify({ type: 'warning', title: upload.wrongType });
    if (file.size > upload.maxBytes) return notify({ type: 'warning', title: upload.tooLarge });
    setProgress(0);
    try {
      const stored = await uploadFile(kind, file, setProgress);
      onChange(kind === 'image' ? stored.url : stored.name);
    } catch (error) {
      notifyError(error);
      if (kind === 'image') onChange(null);
    } finally {
      setProgress(null);
      onBlur();
    }
  }

  const uploading = progress !== null;
  return (
    <Field.Root invalid={invalid} required={required}>
      <FieldLabel label={label} />
      <HStack align="center" gap="3" wrap="wrap">
        {kind === 'image' && (
          <Box boxSize="20" borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
            {current ? <Image src={current} alt={label} boxSize="20" objectFit="contain" /> : <Text textStyle="xs" color="fg.muted">Sin imagen</Text>}
          </Box>
        )}
        {kind === 'code' && <Text textStyle="sm" fontFamily="mono">{current ?? 'Ningún archivo'}</Text>}
        <input
          ref={input}
          type="file"
          hidden
          accept={upload.accept}
          aria-label={`${label}: elegir archivo`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
        <Button size={BUTTON_SIZE.row} variant="outline" loading={uploading} disabled={!permission.allowed} onClick={() => input.current?.click()}>
          {kind === 'image' ? (current ? 'Cambiar imagen' : 'Subir imagen') : current ? 'Cambiar archivo .zip' : 'Subir archivo .zip'}
        </Button>
        {kind === 'image' && current && !uploading && (
          <Button size={BUTTON_SIZE.row} variant="ghost" onClick={() => onChange(null)}>
            Quitar
          </Button>
        )}
      </HStack>
      {uploading && (
        <Progress.Root value={Math.round(progress * 100)} size="xs" width="full" maxW="sm" mt="2" aria-label={`Subiendo ${label.toLowerCase()}`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText textStyle="xs">{`${Math.round(progress * 100)} %`}</Progress.ValueText>
        </Progress.Root>
      )}
      {!permission.allowed && <Field.HelperText>{permission.reason}</Field.HelperText>}
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}
