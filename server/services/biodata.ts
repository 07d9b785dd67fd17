// Biodata: the profile data a creative (camelCase biodata form) or a business (its registration form) sends
// after signing up, mapped onto profile columns and saved, with the BVN/NIN check when a number is given.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import type { BusinessProfileTable, CreativeProfileTable } from '../db/tables';
import { badRequest, conflict } from '../lib/http-errors';
import { normaliseLinkColumns } from '../lib/web-links';
import * as accounts from '../repositories/accounts';
import type { BusinessBody } from '../schemas/business';
import { businessFields } from '../schemas/business';
import type { Biodata } from '../schemas/creative';
import { IDENTITY_TAKEN, normaliseMethod, verifyIdentity } from './identity';

const SUPPORT_KEYS = {
  training: 'training',
  funding: 'funding',
  tools: 'tools',
  market_access: 'market_access',
  'market access': 'market_access',
} as const;
type SupportKey = 'training' | 'funding' | 'tools' | 'market_access';
const NEEDS = ['training', 'funding', 'tools', 'market_access'] as const;

function supportKey(value: string): SupportKey {
  const key = SUPPORT_KEYS[value.trim().toLowerCase() as keyof typeof SUPPORT_KEYS];
  if (!key) throw badRequest('Support type must be Training, Funding, Tools or Market_access.');
  return key;
}

/** Maps the biodata payload (camelCase) onto creative_profiles columns. */
export function biodataColumns(body: Biodata): Updateable<CreativeProfileTable> {
  const values: Updateable<CreativeProfileTable> = {};
  const trimmed = (v: string | undefined) => (v === undefined ? undefined : v.trim() || null);
  const set = <K extends keyof CreativeProfileTable>(key: K, v: string | undefined) => {
    const t = trimmed(v);
    if (t !== undefined) (values as Record<string, unknown>)[key] = t;
  };
  set('employment_status', body.employmentStatus);
  set('level_of_education', body.levelOfEducation);
  set('category', body.category);
  set('expertise', body.sector);
  set('skill_level', body.skillLevel);
  set('gender', body.gender);
  set('lga_origin', body.lga);
  set('origin_state', body.stateOfOrigin);
  set('residence_state', body.residenceState);
  set('bio', body.bio);
  if (body.firstName !== undefined) {
    if (!body.firstName.trim()) throw badRequest('First name is required.');
    values.first_name = body.firstName.trim();
  }
  if (body.lastName !== undefined) {
    if (!body.lastName.trim()) throw badRequest('Last name is required.');
    values.last_name = body.lastName.trim();
  }
  if (body.dateOfBirth !== undefined) {
    const date = body.dateOfBirth.trim();
    if (date === '') values.date_of_birth = null;
    else {
      const when = new Date(`${date}T00:00:00Z`);
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
        Number.isNaN(when.getTime()) ||
        when.getTime() > Date.now() ||
        when.getUTCFullYear() < 1900
      ) {
        throw badRequest('Date of birth must be a past date (YYYY-MM-DD).');
      }
      values.date_of_birth = date;
    }
  }
  // Support needs: supportType names the needs (one or a list); supportDetails is the detail of a single need;
  // detail_<need> sets a detail directly.
  if (body.supportType !== undefined) {
    const list = (Array.isArray(body.supportType) ? body.supportType : body.supportType.split(',')).filter(
      (s) => s.trim(),
    );
    const keys = new Set(list.map(supportKey));
    for (const key of NEEDS) values[`need_${key}`] = keys.has(key);
    if (body.supportDetails !== undefined && keys.size === 1) {
      values[`detail_${[...keys][0]}`] = body.supportDetails.trim() || null;
    }
  }
  for (const key of NEEDS) {
    const detail = body[`detail_${key}`];
    if (detail !== undefined) {
      values[`detail_${key}`] = detail.trim() || null;
      if (detail.trim()) values[`need_${key}`] = true;
    }
  }
  return values;
}

/**
 * Saves a creative's biodata and phone number (and skills); verifies the identification number first when one
 * is given (409 when another account holds it).
 */
export async function saveBiodata(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  accountId: number,
  phone: string,
  body: Biodata,
): Promise<void> {
  const values = biodataColumns(body);
  values.phone_number = phone;
  if (body.identificationNumber !== undefined && body.identificationNumber.trim() !== '') {
    const method = normaliseMethod(body.verificationMethod ?? '');
    const account = await accounts.findById(app.db, accountId);
    const profile: Record<string, unknown> = account ? await accounts.loadUser(app.db, account) : {};
    const identity = await verifyIdentity(app.config, {
      method,
      number: body.identificationNumber,
      first_name: values.first_name ?? (profile.first_name as string),
      last_name: values.last_name ?? (profile.last_name as string),
    });
    values.verification_method = identity.method;
    values.identity_hash = identity.hash;
    values.identity_last4 = identity.last4;
    log.info({ method, last4: identity.last4 }, 'identity verified');
  } else if (body.verificationMethod !== undefined && body.verificationMethod.trim() !== '') {
    values.verification_method = normaliseMethod(body.verificationMethod);
  }
  try {
    await app.db.transaction().execute(async (trx) => {
      await accounts.updateCreativeProfile(trx, accountId, values);
      if (body.skills) await accounts.addSkills(trx, accountId, body.skills);
      await accounts.touchAccount(trx, accountId);
    });
  } catch (error) {
    if (accounts.isUniqueViolation(error, 'creative_profiles_identity_key')) throw conflict(IDENTITY_TAKEN);
    throw error;
  }
}

/** Trimmed business columns from a body; empty optional strings become null. */
export function businessColumns(body: BusinessBody): Updateable<BusinessProfileTable> {
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(businessFields) as (keyof typeof businessFields)[]) {
    if (key === 'otp' || key === 'phone_number') continue;
    const value = body[key];
    if (value === undefined) continue;
    values[key] = typeof value === 'string' ? value.trim() || null : value;
  }
  if ('trade_name' in values && values.trade_name === null) throw badRequest('Trade name is required.');
  // Website and social links through the one URL rule (a bare www.example.com gets https://).
  return normaliseLinkColumns(values);
}

/** Saves a business's data and phone number. */
export async function saveBusinessData(
  app: FastifyInstance,
  accountId: number,
  phone: string,
  body: BusinessBody,
): Promise<void> {
  const values = businessColumns(body);
  await app.db.transaction().execute(async (trx) => {
    await accounts.updateBusinessProfile(trx, accountId, { ...values, phone_number: phone });
    await accounts.touchAccount(trx, accountId);
  });
}

/** Verifies a business's BVN or NIN and stores its keyed hash and last 4 digits (409 when another holds it). */
export async function verifyBusinessIdentity(
  app: FastifyInstance,
  accountId: number,
  { type, number }: { type: string; number: string },
) {
  const method = normaliseMethod(type);
  const identity = await verifyIdentity(app.config, { method, number });
  try {
    await accounts.updateBusinessProfile(app.db, accountId, {
      verification_type: identity.method,
      identity_hash: identity.hash,
      identity_last4: identity.last4,
    });
  } catch (error) {
    if (accounts.isUniqueViolation(error, 'business_profiles_identity_key')) throw conflict(IDENTITY_TAKEN);
    throw error;
  }
  return identity;
}
