/**
 * A file the API answers (a CSV export), saved by the browser. The call goes through the clients' `api` (the
 * bearer token, one refresh on a 401); the file is named as the server's Content-Disposition says.
 *
 *   useMutation({ mutationFn: () => downloadFile('account/7/plan_payment/download_summary', { what: 'pagos', … }) })
 */
import { ApiError, api, messagingApi } from '@console/core';
import { requestErrorMessage, serverErrorMessage } from '@console/contracts';
import type { QueryParams } from './client';

export interface Download {
  /** What the file holds, as the catalogue words a failure: 'pagos' → 'Error obteniendo pagos.' */
  what: string;
  /** The file's name when the server gives none. */
  fallbackName: string;
  /** Undefined and empty values are not sent. */
  searchParams?: QueryParams;
  /** The API that answers it (default the main one). */
  api?: 'api' | 'messaging';
}

/** The name a Content-Disposition gives: `filename*=UTF-8''…` (RFC 6266) first, else `filename="…"`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name, if any.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  // Only the name: a server's path separators never reach the saved file's name.
  const name = (plain?.[1] ?? plain?.[2])?.trim().split(/[\\/]/).pop();
  return name || undefined;
}

/**
 * GET {path} and save the answer as a file; resolves with the name it was saved under. A failure throws an
 * ApiError in the catalogue's words with the server's own text as its detail (the mutation's toast shows it).
 */
export async function downloadFile(path: string, { what, fallbackName, searchParams = {}, api: from = 'api' }: Download): Promise<string> {
  const params = Object.fromEntries(
    Object.entries(searchParams)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  let response: Response;
  let file: Blob;
  try {
    response = await (from === 'messaging' ? messagingApi : api).get(path, { searchParams: params });
    file = await response.blob();
  } catch (error) {
    // ky's HTTPError (the server answered, not with the file) carries the answer: its envelope says why.
    const answered = error instanceof Error && 'response' in error && error.response instanceof Response ? error.response : null;
    const answer = answered ? ((await answered.json().catch(() => null)) as { error?: string; field?: string } | null) : null;
    const failure = answered
      ? new ApiError(serverErrorMessage('obteniendo', what), answered.status, answer?.error, answer?.field)
      : new ApiError(requestErrorMessage('obteniendo', what));
    console.error(failure.message, failure.detail ?? '', error);
    throw failure;
  }
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return name;
}
