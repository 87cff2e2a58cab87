/**
 * The remotes' area declarations: each remote publishes area.json (its screens, menu entries and titles, a
 * few hundred bytes) beside its manifest; the shell reads them when it starts. Kept apart from the registry
 * because its validation brings zod, and the registry is on the first page (the login), which must not.
 */
import type { AreaRemote } from '@console/core';
import { areaDeclarationSchema, type AreaDeclaration } from '@console/contracts';
import { remoteEntry } from './registry';

/** Where a remote publishes its area declaration: beside its manifest. */
export const areaFileUrl = (entry: string) =>
  new URL('area.json', new URL(entry, typeof window === 'undefined' ? 'http://localhost/' : window.location.href)).toString();

/** A remote's declaration could not be read: offline, or not a declaration this host understands. */
export class AreaFileError extends Error {
  name = 'AreaFileError';
  constructor(
    readonly remote: AreaRemote,
    options?: { cause?: unknown },
  ) {
    super(`No se pudo leer la declaración de ${remote}`, options);
  }
}

/**
 * Reads `<remote>/area.json` (revalidated every time: it changes with each deploy of the remote) and checks
 * it: a remote's file is not trusted blindly.
 */
export async function loadAreaDeclaration(name: AreaRemote): Promise<AreaDeclaration> {
  const entry = remoteEntry(name);
  if (!entry) throw new AreaFileError(name);
  const url = areaFileUrl(entry);
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const declaration = areaDeclarationSchema.parse(await response.json());
    if (declaration.remote !== name) throw new Error(`area.json de ${declaration.remote}, no de ${name}`);
    return declaration;
  } catch (cause) {
    console.error(`No se pudo leer ${url}`, cause);
    throw new AreaFileError(name, { cause });
  }
}

