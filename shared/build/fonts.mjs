/**
 * Writes the console's font, webpack/inter-es-wght-normal.woff2 (committed; every app serves it: federation.cjs,
 * index.html): Inter, variable, from @fontsource-variable/inter's Latin file, cut down to what Spanish text needs
 * (48.3 KB → 31.8 KB) and to the weights the console draws, normal to extrabold (→ 23.7 KB). A character beyond it
 * (a name written in another language) is drawn by the next font of the stack, the system's; a weight beyond it,
 * at the nearest one it has.
 *   pnpm --filter @console/build font
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** Chakra's recipes use medium and semibold; the console's own screens also bold and extrabold. */
const WEIGHTS = { min: 400, max: 800 };

/** Printable ASCII, then Spanish's letters, signs and punctuation, and the few symbols the console writes. */
const SPANISH =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '\u00a0¡¿áéíóúüñÁÉÍÓÚÜÑ«»“”‘’—–…·•‹›×°ºª€§';

const latin = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const spanish = await subsetFont(latin, SPANISH, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
writeFileSync(new URL('./webpack/inter-es-wght-normal.woff2', import.meta.url), spanish);
console.log(`inter-es-wght-normal.woff2: ${latin.length} → ${spanish.length} bytes`);
