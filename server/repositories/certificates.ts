// All SQL for certificates (issue 33, section 3): issuing for a training's attended registrations and for a verified
// registration, lookup by public code, the holder's list, revocation, the export, and erasing the holder's name when
// the account is deleted. Issuing is idempotent through the partial unique indexes (migration
// 2026-11-28T0700-certificates): a second run inserts nothing.
import { sql } from 'kysely';
import type { Language } from '../../contract/languages';
import type { DB } from '../db/database';
import type { CertificateTable } from '../db/tables';
import type { Selectable } from 'kysely';
import type { Executor } from './accounts';
import type { MailMessage } from '../lib/mail-message';
import { enqueueMail } from './mail-outbox';
import { notify } from './notifications';
import { PORTAL_PATHS } from '../../contract/portal-routes';

export type CertificateRow = Selectable<CertificateTable>;

/** The name a holder is certified under: a creative's first and last name, a business's registered name. */
const holderName = sql<string | null>`coalesce(
  nullif(trim(concat_ws(' ', creative_profiles.first_name, creative_profiles.last_name)), ''),
  nullif(trim(business_profiles.registered_name), ''),
  nullif(trim(business_profiles.trade_name), '')
)`;

export interface TrainingForCertificates {
  id: number;
  title: string;
  starts_at: Date;
  state: string | null;
  author_id: number;
  partner_name: string | null;
}

/** The training as its certificates will name it; undefined when there is no such event. */
export async function trainingForCertificates(
  db: Executor,
  eventId: number,
): Promise<TrainingForCertificates | undefined> {
  return db
    .selectFrom('events')
    .leftJoin('partner_profiles', 'partner_profiles.account_id', 'events.author_id')
    .select([
      'events.id',
      'events.title',
      'events.starts_at',
      'events.state',
      'events.author_id',
      'partner_profiles.name as partner_name',
    ])
    .where('events.id', '=', eventId)
    .executeTakeFirst();
}

export interface IssuedCertificate {
  code: string;
  email: string;
  holder_name: string | null;
  language: Language;
}

/**
 * Gives every attended registration of the training that has none a certificate, and writes each new holder's mail
 * to the outbox, in one transaction. Returns how many were issued now and how many the training has in all.
 */
export async function issueTrainingCertificates(
  db: DB,
  training: TrainingForCertificates,
  newCode: () => string,
  mailFor: (issued: IssuedCertificate) => MailMessage,
): Promise<{ issued: number; total: number }> {
  return db.transaction().execute(async (trx) => {
    const holders = await trx
      .selectFrom('event_registrations')
      .innerJoin('accounts', 'accounts.id', 'event_registrations.account_id')
      .leftJoin('creative_profiles', 'creative_profiles.account_id', 'accounts.id')
      .leftJoin('business_profiles', 'business_profiles.account_id', 'accounts.id')
      .select(['accounts.id', 'accounts.email', 'accounts.language', holderName.as('holder_name')])
      .where('event_registrations.event_id', '=', training.id)
      .where('event_registrations.attended_at', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('certificates')
              .select('certificates.id')
              .where('certificates.kind', '=', 'training')
              .where('certificates.event_id', '=', training.id)
              .whereRef('certificates.account_id', '=', 'accounts.id'),
          ),
        ),
      )
      .orderBy('event_registrations.id')
      .execute();
    let issued = 0;
    for (const holder of holders) {
      const row = await trx
        .insertInto('certificates')
        .values({
          code: newCode(),
          kind: 'training',
          event_id: training.id,
          account_id: holder.id,
          partner_id: training.author_id,
          holder_name: holder.holder_name,
          title: training.title,
          partner_name: training.partner_name,
          training_date: training.starts_at,
          state: training.state,
        })
        // A concurrent run that got there first: nothing twice.
        .onConflict((oc) => oc.columns(['event_id', 'account_id']).where('kind', '=', 'training').doNothing())
        .returning('code')
        .executeTakeFirst();
      if (!row) continue;
      issued += 1;
      await notify(trx, holder.id, {
        kind: 'certificate_issued',
        title: training.title,
        link: PORTAL_PATHS.myCertificates,
        item: null,
      });
      await enqueueMail(
        trx,
        mailFor({
          code: row.code,
          email: holder.email,
          holder_name: holder.holder_name,
          language: holder.language,
        }),
      );
    }
    const { total } = await trx
      .selectFrom('certificates')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('kind', '=', 'training')
      .where('event_id', '=', training.id)
      .executeTakeFirstOrThrow();
    return { issued, total: Number(total) };
  });
}

export type RegistrationCertificateOutcome =
  { outcome: 'issued' | 'existing'; certificate: CertificateRow } | { outcome: 'unverified' };

/**
 * The certificate of registration of a creative or business whose BVN/NIN check succeeded (identity_hash set,
 * docs/identity-verification.md): issued once, then the same one.
 */
export async function issueRegistrationCertificate(
  db: DB,
  accountId: number,
  newCode: () => string,
  title: string,
): Promise<RegistrationCertificateOutcome> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('certificates')
      .selectAll()
      .where('kind', '=', 'registration')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (existing) return { outcome: 'existing' as const, certificate: existing };
    const holder = await trx
      .selectFrom('accounts')
      .leftJoin('creative_profiles', 'creative_profiles.account_id', 'accounts.id')
      .leftJoin('business_profiles', 'business_profiles.account_id', 'accounts.id')
      .select([
        holderName.as('holder_name'),
        'creative_profiles.identity_hash as creative_identity',
        'business_profiles.identity_hash as business_identity',
        'creative_profiles.residence_state',
        'business_profiles.state as business_state',
      ])
      .where('accounts.id', '=', accountId)
      .executeTakeFirst();
    if (!holder || !(holder.creative_identity || holder.business_identity))
      return { outcome: 'unverified' as const };
    const inserted = await trx
      .insertInto('certificates')
      .values({
        code: newCode(),
        kind: 'registration',
        account_id: accountId,
        holder_name: holder.holder_name,
        title,
        state: holder.residence_state ?? holder.business_state ?? null,
      })
      .onConflict((oc) => oc.columns(['account_id']).where('kind', '=', 'registration').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { outcome: 'issued' as const, certificate: inserted };
    const raced = await trx
      .selectFrom('certificates')
      .selectAll()
      .where('kind', '=', 'registration')
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return { outcome: 'existing' as const, certificate: raced };
  });
}

export async function findCertificate(db: Executor, code: string): Promise<CertificateRow | undefined> {
  return db.selectFrom('certificates').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The holder's certificates, newest first. */
export async function certificatesOf(db: Executor, accountId: number): Promise<CertificateRow[]> {
  return db
    .selectFrom('certificates')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes once: the first reason stands. Returns the row as it is now, or undefined for an unknown code. */
export async function revokeCertificate(
  db: DB,
  code: string,
  by: number,
  reason: string,
): Promise<CertificateRow | undefined> {
  await db
    .updateTable('certificates')
    .set({ revoked_at: new Date(), revoked_reason: reason, revoked_by: by })
    .where('code', '=', code)
    .where('revoked_at', 'is', null)
    .execute();
  return findCertificate(db, code);
}

/** The account export's view: what each certificate certifies, and its state (no internal ids). */
export async function exportedCertificates(db: Executor, accountId: number) {
  return db
    .selectFrom('certificates')
    .select([
      'code',
      'kind',
      'holder_name',
      'title',
      'partner_name',
      'training_date',
      'state',
      'issued_at',
      'revoked_at',
      'revoked_reason',
    ])
    .where('account_id', '=', accountId)
    .orderBy('issued_at', 'asc')
    .execute();
}

/** Before the account row is deleted (same transaction): the holder's name leaves its certificates. */
export async function eraseHolderNames(trx: Executor, accountId: number): Promise<void> {
  await trx
    .updateTable('certificates')
    .set({ holder_name: null })
    .where('account_id', '=', accountId)
    .execute();
}
