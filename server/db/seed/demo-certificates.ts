// Demo certificates (issue 33): on a past demo training (one is added when none has started yet), a few demo
// creatives, creative@demo.ng first, attended and hold certificates; one is revoked, so a newcomer sees both states
// on /verify and in My certificates. Runs in the demo seed's transaction, after the trainings; sends no mail.
import { sql, type Transaction } from 'kysely';
import { newCertificateCode } from '../../lib/certificate-code';
import type { Database } from '../tables';
import { EVENTS } from './demo-content';
import type { ArtKey } from './illustrations';

const DAY = 24 * 3600_000;

/** The past training added when partner@demo.ng has none: a photography workshop, pictured like the demo's other
 * photography training (the seed keeps one set of pictures per subject). */
export const DEMO_PAST_TRAINING: { title: string; art: ArtKey } = {
  title: 'Portfolio Photography Workshop',
  art: 'photography',
};

export async function seedDemoCertificates(
  trx: Transaction<Database>,
  partnerEmail: string,
  creativeEmail: string,
): Promise<number> {
  const partner = await trx
    .selectFrom('accounts')
    .leftJoin('partner_profiles', 'partner_profiles.account_id', 'accounts.id')
    .select(['accounts.id', 'partner_profiles.name'])
    .where('accounts.email', '=', partnerEmail)
    .executeTakeFirst();
  if (!partner) return 0;
  const now = Date.now();
  let training = await trx
    .selectFrom('events')
    .select(['id', 'title', 'starts_at', 'state', 'author_id'])
    .where('author_id', '=', partner.id)
    .where('starts_at', '<', new Date(now))
    .orderBy('starts_at', 'desc')
    .executeTakeFirst();
  if (!training) {
    const pictured = EVENTS.find((event) => event.art === DEMO_PAST_TRAINING.art);
    const sameSubject = pictured
      ? await trx.selectFrom('events').select('images').where('title', '=', pictured.title).executeTakeFirst()
      : undefined;
    training = await trx
      .insertInto('events')
      .values({
        author_id: partner.id,
        title: DEMO_PAST_TRAINING.title,
        images: sameSubject?.images ?? [],
        description: 'A one-day hands-on workshop: light, compose and edit photographs of your own work.',
        link: 'https://example.com/demo/trainings/past',
        location: 'Offline',
        address: 'National Theatre, Iganmu, Lagos',
        state: 'Lagos',
        starts_at: new Date(Math.floor((now - 10 * DAY) / 3600_000) * 3600_000),
        created_at: new Date(now - 30 * DAY),
        updated_at: new Date(now - 30 * DAY),
      })
      .returning(['id', 'title', 'starts_at', 'state', 'author_id'])
      .executeTakeFirstOrThrow();
  }
  // creative@demo.ng and the next three demo creatives.
  const holders = await trx
    .selectFrom('accounts')
    .innerJoin('creative_profiles', 'creative_profiles.account_id', 'accounts.id')
    .select(['accounts.id', 'accounts.email', 'creative_profiles.first_name', 'creative_profiles.last_name'])
    .where('accounts.kind', '=', 'creative')
    .where('accounts.email', 'like', '%@demo.ng')
    .orderBy(sql`accounts.email = ${creativeEmail}`, 'desc')
    .orderBy('accounts.id')
    .limit(4)
    .execute();
  let issued = 0;
  for (const [i, holder] of holders.entries()) {
    await trx
      .insertInto('event_registrations')
      .values({
        event_id: training.id,
        account_id: holder.id,
        status: 'registered',
        code: `DEMOCRT${i + 2}`,
        created_at: new Date(now - 20 * DAY),
        attended_at: training.starts_at,
      })
      .onConflict((oc) =>
        oc.columns(['event_id', 'account_id']).doUpdateSet({ attended_at: training.starts_at }),
      )
      .execute();
    const revoked = i === holders.length - 1 && holders.length > 1;
    const row = await trx
      .insertInto('certificates')
      .values({
        code: newCertificateCode(),
        kind: 'training',
        event_id: training.id,
        account_id: holder.id,
        partner_id: partner.id,
        holder_name: `${holder.first_name} ${holder.last_name}`.trim(),
        title: training.title,
        partner_name: partner.name,
        training_date: training.starts_at,
        state: training.state,
        issued_at: new Date(now - 9 * DAY),
        ...(revoked
          ? {
              revoked_at: new Date(now - 8 * DAY),
              revoked_reason: 'Checked in by mistake',
              revoked_by: partner.id,
            }
          : {}),
      })
      .onConflict((oc) => oc.columns(['event_id', 'account_id']).where('kind', '=', 'training').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) issued += 1;
  }
  return issued;
}
