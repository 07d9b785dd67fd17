// Cuts the brand face (Poppins Bold, fontsource's latin file, in src/assets/fonts/source/) down to the characters
// headings and the logo word use: printable ASCII and the few typographic marks and the naira sign the portal's
// texts hold. 7.8 KB -> about 4.6 KB of woff2, all of it in the first load (docs/brand.md). Run it after replacing
// the source file: `node scripts/subset-brand-font.mjs`; commit the output. A heading character outside the set
// falls back to the system face for that character alone.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const SOURCE = 'src/assets/fonts/source/poppins-latin-700-normal.woff2';
const OUTPUT = 'src/assets/fonts/poppins-700-basic.woff2';

let characters = '';
for (let code = 0x20; code < 0x7f; code += 1) characters += String.fromCharCode(code);
characters += '₦‘’“”–—…·•©';

const source = readFileSync(SOURCE);
const subset = await subsetFont(source, characters, { targetFormat: 'woff2' });
writeFileSync(OUTPUT, subset);
console.log(`${OUTPUT}: ${subset.length} bytes (from ${source.length})`);
