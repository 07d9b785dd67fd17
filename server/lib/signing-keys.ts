// The portal's Ed25519 keys that sign its Open Badges credentials (docs/training.md, "Keys and verification by a
// third party"). A key set is a JSON Web Key Set of OKP Ed25519 keys with a `kid` (the RFC 7638 thumbprint): the
// first key holding its private part (`d`) signs; every key, retired ones included, is published at
// /.well-known/jwks.json so credentials signed before a rotation still verify. Read from SIGNING_KEYS (several
// processes on several hosts) or DATA_DIR/signing-keys.json, generated on first start (mode 0600), like the hashing
// secret (lib/app-secret.ts).
import { createHash, createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SIGNING_KEYS_FILE = 'signing-keys.json';

/** An Ed25519 key as a JWK: public (x) and, for the signing key, private (d). */
export interface OkpJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  d?: string;
  kid: string;
  use?: 'sig';
  alg?: 'EdDSA';
}

/** A public key as /.well-known/jwks.json lists it. */
export type PublishedJwk = Required<Omit<OkpJwk, 'd'>>;

export interface SigningKeys {
  /** The key that signs, and its kid. */
  kid: string;
  privateKey: KeyObject;
  /** Every public key, signing one first, as published (no private parts). */
  publicKeys: PublishedJwk[];
}

/** RFC 7638 thumbprint of an Ed25519 public key: SHA-256 of {"crv","kty","x"} in that order, base64url. */
export function jwkThumbprint(x: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
}

/** A new Ed25519 key as a private JWK with its kid. */
export function generateSigningJwk(): OkpJwk {
  const { privateKey } = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.d) throw new Error('Ed25519 key export gave no x or d');
  return { kty: 'OKP', crv: 'Ed25519', x: jwk.x, d: jwk.d, kid: jwkThumbprint(jwk.x) };
}

const isOkp = (key: unknown): key is OkpJwk => {
  const k = key as Partial<OkpJwk> | null;
  return (
    typeof k === 'object' &&
    k !== null &&
    k.kty === 'OKP' &&
    k.crv === 'Ed25519' &&
    typeof k.x === 'string' &&
    (k.d === undefined || typeof k.d === 'string')
  );
};

/**
 * Parses a key set ({ keys: [...] }, or one private JWK alone). Throws with a reason an operator can act on: the
 * first key must hold its private part; a missing kid is filled with the thumbprint.
 */
export function parseSigningKeys(text: string): SigningKeys {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(
      'the signing keys are not JSON (a JWK Set: {"keys":[{"kty":"OKP","crv":"Ed25519",...}]})',
    );
  }
  const set = parsed !== null && typeof parsed === 'object' ? (parsed as { keys?: unknown }).keys : undefined;
  const list: unknown[] = Array.isArray(set) ? set : [parsed];
  if (list.length === 0 || !list.every(isOkp))
    throw new Error('every signing key must be an OKP Ed25519 JWK');
  const keys = list.map((key) => ({
    ...key,
    kid: typeof key.kid === 'string' && key.kid ? key.kid : jwkThumbprint(key.x),
  }));
  const signer = keys[0];
  if (!signer.d)
    throw new Error('the first signing key must hold its private part (d): it signs new credentials');
  const privateKey = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: signer.x, d: signer.d },
    format: 'jwk',
  });
  const seen = new Set<string>();
  const publicKeys = keys
    .filter((key) => (seen.has(key.kid) ? false : (seen.add(key.kid), true)))
    .map(({ x, kid }) => ({
      kty: 'OKP' as const,
      crv: 'Ed25519' as const,
      x,
      kid,
      use: 'sig' as const,
      alg: 'EdDSA' as const,
    }));
  return { kid: signer.kid, privateKey, publicKeys };
}

/** The key set kept under DATA_DIR, without creating one (backup); null when there is none. */
export async function readSigningKeysFile(dataDir: string): Promise<string | null> {
  try {
    return await readFile(path.join(dataDir, SIGNING_KEYS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}

const cache = new Map<string, Promise<SigningKeys>>();

/** Writes a key set under DATA_DIR (restore, rotation), mode 0600, replacing any other. */
export async function writeSigningKeysFile(dataDir: string, text: string): Promise<void> {
  parseSigningKeys(text);
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, SIGNING_KEYS_FILE);
  await writeFile(file, text, { mode: 0o600 });
  await chmod(file, 0o600);
  cache.delete(dataDir);
}

/**
 * Rotation: a new signing key goes first; the old ones stay, public only, so what they signed still verifies.
 * Returns the new kid. Processes pick the new set up when they restart.
 */
export async function rotateSigningKeys(dataDir: string): Promise<string> {
  const existing = await readSigningKeysFile(dataDir);
  const old = existing
    ? parseSigningKeys(existing).publicKeys.map(({ kty, crv, x, kid }) => ({ kty, crv, x, kid }))
    : [];
  const fresh = generateSigningJwk();
  await writeSigningKeysFile(dataDir, `${JSON.stringify({ keys: [fresh, ...old] }, null, 2)}\n`);
  return fresh.kid;
}

async function loadOrCreate(dataDir: string): Promise<SigningKeys> {
  const existing = await readSigningKeysFile(dataDir);
  if (existing) return parseSigningKeys(existing);
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, SIGNING_KEYS_FILE);
  const text = `${JSON.stringify({ keys: [generateSigningJwk()] }, null, 2)}\n`;
  try {
    // 'wx': if another process created it first, use theirs.
    await writeFile(file, text, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    return parseSigningKeys(text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return parseSigningKeys(await readFile(file, 'utf8'));
    throw error;
  }
}

/** The keys: SIGNING_KEYS when set, else DATA_DIR/signing-keys.json (created on first use). */
export function signingKeys(config: {
  signingKeys: string | undefined;
  dataDir: string;
}): Promise<SigningKeys> {
  if (config.signingKeys) return Promise.resolve(parseSigningKeys(config.signingKeys));
  let keys = cache.get(config.dataDir);
  if (!keys) {
    keys = loadOrCreate(config.dataDir);
    cache.set(config.dataDir, keys);
    keys.catch(() => cache.delete(config.dataDir));
  }
  return keys;
}

/** A compact JWS (EdDSA) of `payload` with the signing key: header.payload.signature, each base64url. */
export function signJwt(keys: SigningKeys, payload: object, typ = 'JWT'): string {
  const header = { alg: 'EdDSA', kid: keys.kid, typ };
  const input = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  const signature = sign(null, Buffer.from(input), keys.privateKey).toString('base64url');
  return `${input}.${signature}`;
}
