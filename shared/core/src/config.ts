/**
 * Deploy-time configuration. The host (or a remote running standalone) reads `config.json`
 * served beside its index.html and hands it here, so moving the API or a remote needs no rebuild.
 */
/** The five remotes, each serving one area of the console. */
export type AreaRemote = 'master' | 'partners' | 'certifications' | 'organization' | 'account';

export interface ConsoleConfig {
  /** Main admin API, ending in `/`, e.g. http://localhost:4000/api/ */
  apiUrl: string;
  /** Messaging API, ending in `/`, e.g. http://localhost:4000/messaging/ */
  messagingUrl: string;
  /** Manifest URL (mf-manifest.json) of each remote; read by the host only. */
  remotes?: Partial<Record<AreaRemote, string>>;
  /** Brand name: names the superadmin role and a few values (see RULINGS 3). */
  brand?: string;
  /** The social sign-in's providers the API is configured for (its OAUTH_* settings); the others' buttons say they are not. */
  socialProviders?: ('facebook' | 'twitter')[];
}

const defaults: ConsoleConfig = {
  apiUrl: 'http://localhost:4000/api/',
  messagingUrl: 'http://localhost:4000/messaging/',
  brand: 'Konverza',
};

let current: ConsoleConfig = { ...defaults };

export function setConfig(config: Partial<ConsoleConfig>): ConsoleConfig {
  current = { ...defaults, ...config };
  return current;
}

export function getConfig(): ConsoleConfig {
  return current;
}

/** The brand (RULINGS 3): names the superadmin role and the second bulk dashboard. */
export const brandName = () => current.brand || 'Konverza';

/** Fetches `config.json` next to the page; falls back to the defaults when it is absent. */
export async function loadConfig(url = '/config.json'): Promise<ConsoleConfig> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (res.ok) return setConfig((await res.json()) as Partial<ConsoleConfig>);
  } catch {
    // No config file: the defaults serve local development.
  }
  return setConfig({});
}
