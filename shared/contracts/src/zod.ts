/**
 * zod, configured once: the Spanish locale. The console's builds carry no other language (the webpack config
 * replaces zod's locale index with Spanish alone: its namespace reaches all of them). Every rule of the contracts
 * gives its own Spanish sentence; the locale is the fallback for a case a rule did not word.
 */
import { z } from 'zod';
import { es } from 'zod/locales';

z.config(es());
// In a browser, zod's compiled fast path first probes `new Function`, which the console's Content-Security-Policy
// forbids: every page would report a violation. The interpreted path applies the same rules.
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') z.config({ jitless: true });

export { z };
