// A certificate's public code: 20 characters of RFC 4648 base32 (A-Z, 2-7) from the system's CSPRNG, 100 bits, so
// codes cannot be guessed or walked (docs/training.md, "Certificates").
import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_LENGTH } from '../../contract/certificates';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function newCertificateCode(): string {
  // 5 bits per character: 13 bytes give 104 bits, of which the first 100 are used.
  const bytes = randomBytes(13);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < CERTIFICATE_CODE_LENGTH) {
      code += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return code;
}
