// The certificate as a PDF (issue 33): A4 landscape in the portal's brand (docs/brand.md: primary #8a3b12, ink
// #2b211c), the holder's name in Noto Sans (embedded, subset by pdfkit) so Yoruba, Igbo and Hausa letters (ẹ ọ ṣ ị
// ụ ɓ ɗ ƙ and tone marks) print as written, and a QR code of the verify page drawn as vector squares.
// DECISION: pdfkit (actively released, streams, embeds and subsets TrueType fonts through fontkit, no native code)
// over pdf-lib (last release 2021, needs @pdf-lib/fontkit beside it). The QR matrix comes from qrcode-generator (MIT,
// no dependencies), the library the portal's registration code uses too: one QR library, no canvas or PNG step.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import qrcode from 'qrcode-generator';

const PRIMARY = '#8a3b12';
const INK = '#2b211c';
const MUTED = '#5e524b';

/**
 * The fonts' folder: server/assets/fonts beside the sources, dist-server/assets/fonts in the bundle (copied there by
 * scripts/build-server.mjs; read from dist-server/main.js or from a chunk in dist-server/chunks/), or from the working
 * directory.
 */
function fontsDir(): string {
  const candidates = [
    fileURLToPath(new URL('../assets/fonts/', import.meta.url)),
    fileURLToPath(new URL('./assets/fonts/', import.meta.url)),
    path.resolve(process.cwd(), 'server/assets/fonts'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'noto-sans-regular.ttf')));
  if (!found) throw new Error(`certificate fonts not found in ${candidates.join(' or ')}`);
  return found;
}

export interface CertificatePdfInput {
  /** The heading, e.g. "Certificate of completion". */
  heading: string;
  /** "This certifies that" */
  lead: string;
  /** The holder's name, or the deleted-account text. */
  holder: string;
  /** What was achieved, e.g. "has completed the training". */
  achievement: string;
  title: string;
  /** Lines under the title: partner, date, state. */
  details: string[];
  /** "Verify at" and the address the QR code holds. */
  verifyLabel: string;
  verifyUrl: string;
  /** Revoked certificates still print, marked. */
  revokedNote?: string;
  portalName: string;
}

/** Renders the certificate into a Buffer. */
export async function certificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const dir = fontsDir();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${input.heading}: ${input.holder}`, Author: input.portalName, Subject: input.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', path.join(dir, 'noto-sans-regular.ttf'));
  doc.registerFont('bold', path.join(dir, 'noto-sans-bold.ttf'));

  const width = doc.page.width;
  const height = doc.page.height;
  // Frame and band in the brand's colour.
  doc.rect(0, 0, width, 64).fill(PRIMARY);
  doc
    .lineWidth(2)
    .strokeColor(PRIMARY)
    .rect(24, 88, width - 48, height - 112)
    .stroke();
  doc
    .font('bold')
    .fontSize(20)
    .fillColor('#ffffff')
    .text(input.portalName, 40, 20, { width: width - 80 });

  const textWidth = width - 280;
  doc.font('bold').fontSize(30).fillColor(PRIMARY).text(input.heading, 56, 120, { width: textWidth });
  doc.moveDown(0.6);
  doc.font('regular').fontSize(14).fillColor(MUTED).text(input.lead, { width: textWidth });
  doc.moveDown(0.3);
  doc.font('bold').fontSize(32).fillColor(INK).text(input.holder, { width: textWidth });
  doc.moveDown(0.3);
  doc.font('regular').fontSize(14).fillColor(MUTED).text(input.achievement, { width: textWidth });
  doc.moveDown(0.3);
  doc.font('bold').fontSize(20).fillColor(INK).text(input.title, { width: textWidth });
  doc.moveDown(0.5);
  doc.font('regular').fontSize(12).fillColor(INK);
  for (const line of input.details) doc.text(line, { width: textWidth });
  if (input.revokedNote) {
    doc.moveDown(0.5);
    doc.font('bold').fontSize(14).fillColor('#b00020').text(input.revokedNote, { width: textWidth });
  }

  // The QR code of the verify page, bottom right, with its address and the code under it.
  const qr = qrcode(0, 'M');
  qr.addData(input.verifyUrl);
  qr.make();
  const size = qr.getModuleCount();
  const box = 168;
  const cell = box / (size + 8);
  const left = width - 56 - box;
  const top = height - 64 - box - 48;
  doc.rect(left, top, box, box).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < size; row += 1)
    for (let col = 0; col < size; col += 1)
      if (qr.isDark(row, col)) doc.rect(left + (col + 4) * cell, top + (row + 4) * cell, cell, cell).fill();
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(input.verifyLabel, left - 40, top + box + 4, { width: box + 40, align: 'right' })
    .text(input.verifyUrl, { width: box + 40, align: 'right' });
  doc.end();
  return done;
}
