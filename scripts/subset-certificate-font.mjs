// Cuts Noto Sans (Regular and Bold, SIL OFL 1.1; taken from the npm package @expo-google-fonts/noto-sans 0.4.2,
// which ships Google Fonts' full TTFs) down to the Latin the portal's people write: ASCII, Latin-1, Latin
// Extended-A and -B (Hausa's ɓ ɗ ƙ ƴ), IPA letters (ɛ ɔ), the combining marks (tones over any vowel), Latin Extended
// Additional (Yoruba's ẹ ọ ṣ, Igbo's ị ọ ụ ṅ, with their tones) and the naira sign. The certificate PDF
// (server/lib/certificate-pdf.ts) embeds these: a holder's name prints as written, never as boxes.
// Usage: npm pack @expo-google-fonts/noto-sans@0.4.2 && tar xzf *.tgz
//        node scripts/subset-certificate-font.mjs package; commit server/assets/fonts/*.ttf.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const source = process.argv[2];
if (!source)
  throw new Error('Usage: node scripts/subset-certificate-font.mjs <unpacked @expo-google-fonts/noto-sans>');

const ranges = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x250, 0x2af],
  [0x2b0, 0x2ff],
  [0x300, 0x36f],
  [0x1e00, 0x1eff],
  [0x2010, 0x2027],
  [0x20a6, 0x20a6],
];
let characters = '';
for (const [from, to] of ranges)
  for (let code = from; code <= to; code += 1) characters += String.fromCodePoint(code);

for (const [folder, file, output] of [
  ['400Regular', 'NotoSans_400Regular.ttf', 'noto-sans-regular.ttf'],
  ['700Bold', 'NotoSans_700Bold.ttf', 'noto-sans-bold.ttf'],
]) {
  const input = readFileSync(path.join(source, folder, file));
  const subset = await subsetFont(input, characters, { targetFormat: 'truetype' });
  const target = path.join('server/assets/fonts', output);
  writeFileSync(target, subset);
  console.log(`${target}: ${subset.length} bytes (from ${input.length})`);
}
