// Demo calls for proposals (issue 32, docs/proposals.md): two open calls and one closed, with proposals in each
// status, so /proposalpage, My proposals and the partner's review have content on a first start. partner@demo.ng
// hosts the first and the closed one; creative@demo.ng and business@demo.ng have proposals of their own.
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../tables';
import type { UploadStore } from '../../lib/upload-store';

const DAY = 24 * 3600_000;

/** A one-page PDF, the demo proposals' documents. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

export interface DemoCallAuthors {
  /** partner@demo.ng first, then the other approved partners. */
  partners: number[];
  /** creative@demo.ng first. */
  creatives: number[];
  /** business@demo.ng first. */
  businesses: number[];
  /** A picture for each of the three calls. */
  pictures: string[][];
}

const CALLS = [
  {
    title: 'Nollywood Short Film Fund 2027',
    description:
      'Grants for short films of up to fifteen minutes that tell stories of Nigerian cities. Shortlisted teams get ' +
      'mentoring from senior editors and a screening at the ministry’s end-of-year festival.',
    host: 'Creative Industries Fund',
    opens: -10,
    closes: 30,
    amount: [500_000, 2_500_000],
    kinds: ['creative', 'business'],
    sectors: [] as string[],
    states: [] as string[],
    documents: ['Cover Letter', 'CAC'],
  },
  {
    title: 'Fashion Export Readiness Grant',
    description:
      'Support for fashion and textile businesses preparing their first export order: samples, certification and a ' +
      'place at a West African trade fair.',
    host: 'Export Partners Network',
    opens: -3,
    closes: 45,
    amount: [1_000_000, 5_000_000],
    kinds: ['business'],
    sectors: [] as string[],
    states: [] as string[],
    documents: ['CAC', 'Approval Letter'],
  },
  {
    title: 'Music Residency, Lagos 2026',
    description: 'A three-month studio residency for songwriters and producers, with a showcase at the end.',
    host: 'Creative Industries Fund',
    opens: -60,
    closes: -5,
    amount: [300_000, 300_000],
    kinds: ['creative'],
    sectors: [] as string[],
    states: [] as string[],
    documents: ['Cover Letter'],
  },
];

export async function seedDemoCalls(
  trx: Transaction<Database>,
  store: UploadStore,
  authors: DemoCallAuthors,
  now = Date.now(),
): Promise<number> {
  const host = [authors.partners[0], authors.partners[1] ?? authors.partners[0], authors.partners[0]];
  const ids: number[] = [];
  for (const [i, call] of CALLS.entries()) {
    const row = await trx
      .insertInto('calls')
      .values({
        author_id: host[i],
        title: call.title,
        description: call.description,
        host: call.host,
        images: authors.pictures[i] ?? [],
        opens_at: new Date(now + call.opens * DAY),
        closes_at: new Date(now + call.closes * DAY),
        amount_min: call.amount[0],
        amount_max: call.amount[1],
        eligible_kinds: call.kinds,
        sectors: call.sectors,
        states: call.states,
        documents_required: call.documents,
        created_at: new Date(now + call.opens * DAY),
        updated_at: new Date(now + call.opens * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }

  const [creative, creative2, creative3] = authors.creatives;
  const [business, business2] = authors.businesses;
  const decided = (days: number) => new Date(now - days * DAY);
  const proposals = [
    { call: 0, account: creative, title: 'Danfo Diaries', status: 'PENDING' as const, message: null },
    {
      call: 0,
      account: creative2,
      title: 'Lagos After Dark',
      status: 'APPROVED' as const,
      message: 'Congratulations: your film is funded. We will write about the mentoring sessions this week.',
    },
    {
      call: 0,
      account: business2,
      title: 'Market Women of Onitsha',
      status: 'REJECTED' as const,
      message: 'Thank you. The budget was above this round’s ceiling; please apply again next year.',
    },
    { call: 1, account: business, title: 'Adire to Accra', status: 'PENDING' as const, message: null },
    {
      call: 2,
      account: creative3,
      title: 'Afrobeats Songbook',
      status: 'APPROVED' as const,
      message: 'Welcome to the residency. Your studio days start on the first Monday of the month.',
    },
  ].filter((p) => p.account !== undefined);

  for (const [i, p] of proposals.entries()) {
    const row = await trx
      .insertInto('proposals')
      .values({
        call_id: ids[p.call],
        account_id: p.account,
        title: p.title,
        cover_letter: `${p.title}: our proposal for ${CALLS[p.call].title}. We describe the team, the plan and the budget in the attached documents.`,
        status: p.status,
        message: p.message,
        decided_at: p.status === 'PENDING' ? null : decided(2 + i),
        decided_by: p.status === 'PENDING' ? null : host[p.call],
        created_at: decided(8 + i),
        updated_at: decided(8 + i),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const name of CALLS[p.call].documents) {
      const fileName = `p-${randomBytes(16).toString('hex')}.pdf`;
      await store.put('private', fileName, DEMO_PDF, 'application/pdf');
      await trx
        .insertInto('proposal_documents')
        .values({
          proposal_id: row.id,
          name,
          original_name: `${name}.pdf`,
          mime: 'application/pdf',
          file_name: fileName,
          bytes: DEMO_PDF.length,
        })
        .execute();
    }
  }
  return ids.length;
}
