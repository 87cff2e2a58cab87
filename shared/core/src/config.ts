/**
 * Deploy-time configuration. The host (or a remote running standalone) reads `config.json`
 * served beside its index.html and hands it here, so moving the API or a remote needs no rebuild.
 */
/** The five remotes, each serving one area of the console. */
export type AreaRemote = 'master' | 'partners' | 'certifications' | 'organization' | 'account';

export interface ConsoleConfig {
  /**
   * Main admin API, ending in `/`: `/api/` under the console's own origin (its server forwards it, so no call waits
   * for a CORS preflight), or another origin's, e.g. http://localhost:4000/api/. Held absolute once set.
   */
  apiUrl: string;
  /** Messaging API, ending in `/`, as `apiUrl`: `/messaging/` or e.g. http://localhost:4000/messaging/ */
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

/** An address config.json gives as a path is the page's own origin's. */
const absolute = (url: string) => (typeof location === 'undefined' ? url : new URL(url, location.href).href);

export function setConfig(config: Partial<ConsoleConfig>): ConsoleConfig {
  const merged = { ...defaults, ...config };
  current = { ...merged, apiUrl: absolute(merged.apiUrl), messagingUrl: absolute(merged.messagingUrl) };
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
