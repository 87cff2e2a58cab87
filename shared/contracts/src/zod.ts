/**
 * zod, configured once: the Spanish locale only (zod has no side effects, so the other locales are dropped
 * from the bundle; `z.locales.es()` would keep every language). Every rule of the contracts gives its own
 * Spanish sentence; the locale is the fallback for a case a rule did not word.
 */
import { z } from 'zod';
import { es } from 'zod/locales';

z.config(es());

export { z };
