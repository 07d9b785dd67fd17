// The portal's identity (issue 31 section 1): the operator's names, contacts, data-protection contact, social links,
// crest and WhatsApp number as an admin stored them. One row (id 1); a field present in `fields` overrides the
// environment's value (server/repositories/portal-identity.ts). No row: the environment's values stand.
// The legal pages' stored texts lose their '[To be provided by the Ministry]' placeholders where an operator's fact
// now fills them: an unedited paragraph is replaced by the same sentence with a named token ({operator}, {email},
// ...; contract/portal-identity.ts fills them when a page is shown). A paragraph the Ministry has edited differs
// from the old text and is left alone. Frozen in time: the texts are written out here, never imported.
import { sql, type Kysely } from 'kysely';

const P = '[To be provided by the Ministry]';

/** Per page: the old paragraph or list item (exactly as the 2026-11-22 drafts seeded it) and its replacement. */
const REPLACEMENTS: Record<string, [string, string][]> = {
  privacy: [
    [
      `The Ministry (${P}) is the data controller for personal data processed through this portal. Contact details for data-protection requests are in section 12 below.`,
      'The {operator} is the data controller for personal data processed through this portal. Contact details for data-protection requests are in section 12 below.',
    ],
    [
      `Backups: ${P}`,
      'Backups: copies of the database and the uploaded files are kept for {backup_days} days, then deleted. Data you delete, or that we delete, leaves the backups within those {backup_days} days.',
    ],
    [`Data Protection Officer: ${P}`, 'Data Protection Officer: {dpo_name}'],
    [`E-mail: ${P}`, 'E-mail: {dpo_email}'],
    [`Postal address: ${P}`, 'Postal address: {address}'],
  ],
  terms: [
    [
      'These terms govern your use of the creative-economy portal run by the Ministry ("we", "us"). They apply to visitors and to every registered creative, business, partner and administrator.',
      'These terms govern your use of the creative-economy portal run by the {operator} ("we", "us"). They apply to visitors and to every registered creative, business, partner and administrator.',
    ],
    [
      `Questions about these terms: ${P}`,
      'Questions about these terms: write to {email} or call {phone}; by post: {address}.',
    ],
  ],
  about: [
    [`Official name of the Ministry: ${P}`, 'Official name of the Ministry: {operator}'],
    [`Address: ${P}`, 'Address: {address}'],
    [`E-mail: ${P}`, 'E-mail: {email}'],
    [`Telephone: ${P}`, 'Telephone: {phone}'],
  ],
  funding: [
    [
      `Current programmes, amounts and deadlines: ${P}`,
      "Current programmes, with their amounts and deadlines, are announced on this page and through the Ministry's official channels as they open.",
    ],
  ],
  license: [
    [
      `Launch date and participating partners: ${P}`,
      'The launch date and the participating partners will be announced on this page; everyone who registered their interest will be told.',
    ],
  ],
};

interface Body {
  summary?: string;
  sections: { heading: string; paragraphs: string[]; items?: string[] }[];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('portal_identity')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    // { name?, short_name?, address?, ... }: only the fields an admin stored (contract/portal-identity.ts).
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();

  const rows = await sql<{ slug: string; body: Body }>`select slug, body from pages`.execute(db);
  for (const row of rows.rows) {
    const pairs = REPLACEMENTS[row.slug];
    if (!pairs) continue;
    const swap = (text: string) => pairs.find(([old]) => old === text)?.[1] ?? text;
    const body: Body = {
      ...row.body,
      sections: row.body.sections.map((section) => ({
        ...section,
        paragraphs: section.paragraphs.map(swap),
        ...(section.items ? { items: section.items.map(swap) } : {}),
      })),
    };
    if (JSON.stringify(body) === JSON.stringify(row.body)) continue;
    await sql`update pages set body = ${JSON.stringify(body)}::jsonb where slug = ${row.slug}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The pages keep their filled-in tokens: the placeholders they replaced were never content.
  await db.schema.dropTable('portal_identity').ifExists().execute();
}
