// Sample proposals (spec section 3: "sample data only"); nothing here is saved or sent anywhere. Their titles, hosts
// and letters are content, shown as written; the statuses are the portal's words, shown through t().
import { msg } from '@/i18n/runtime';

export type ProposalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface ProposalDocument {
  name: string;
  type: string;
  data: string;
}

export interface Proposal {
  id: number;
  title: string;
  date: string;
  host: string;
  coverLetter: string;
  status: ProposalStatus;
  documents: ProposalDocument[];
  image: string;
}

export const PROPOSAL_STATUSES: ProposalStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** Each status's English label (its catalogue key): the status as written. */
export const PROPOSAL_STATUS_TEXT = {
  PENDING: msg('PENDING'),
  APPROVED: msg('APPROVED'),
  REJECTED: msg('REJECTED'),
} satisfies Record<ProposalStatus, string>;

const documents = (slug: string): ProposalDocument[] => [
  { name: 'Cover Letter', type: 'application/pdf', data: `${slug}-cover-letter.pdf` },
  { name: 'CAC', type: 'application/pdf', data: `${slug}-cac.pdf` },
  { name: 'Approval Letter', type: 'application/pdf', data: `${slug}-approval-letter.pdf` },
];

/** A quiet placeholder picture (inline SVG, no request) tinted per proposal. */
const picture = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="225"><rect width="400" height="225" fill="hsl(${hue},45%,78%)"/><circle cx="320" cy="60" r="38" fill="hsl(${hue},45%,62%)"/></svg>`,
  )}`;

export const SAMPLE_PROPOSALS: Proposal[] = [
  {
    id: 1,
    title: 'Lagos Youth Film Lab',
    date: '2026-09-14',
    host: 'Creative Futures Foundation',
    coverLetter:
      'We propose a twelve-week film lab for young storytellers in Lagos, pairing each participant with a working director and ending in a public screening of short films.',
    status: 'APPROVED',
    documents: documents('film-lab'),
    image: picture(18),
  },
  {
    id: 2,
    title: 'Adire Textile Revival Programme',
    date: '2026-10-02',
    host: 'Abeokuta Craft Guild',
    coverLetter:
      'A training and market-access programme for adire dyers in Ogun State, covering natural dyes, pattern documentation, pricing and export packaging.',
    status: 'PENDING',
    documents: documents('adire'),
    image: picture(220),
  },
  {
    id: 3,
    title: 'Northern Music Archive',
    date: '2026-08-21',
    host: 'Kano Heritage Sound',
    coverLetter:
      'Digitising and licensing recordings of traditional northern Nigerian music so that the families of the performers earn royalties from every stream.',
    status: 'PENDING',
    documents: documents('music-archive'),
    image: picture(45),
  },
  {
    id: 4,
    title: 'Comics in the Classroom',
    date: '2026-07-30',
    host: 'Panel Press Nigeria',
    coverLetter:
      'Illustrated readers in Yoruba, Igbo and Hausa for primary schools, written and drawn by Nigerian comic artists and tested with teachers in six states.',
    status: 'REJECTED',
    documents: documents('comics'),
    image: picture(280),
  },
  {
    id: 5,
    title: 'Calabar Carnival Costume Studio',
    date: '2026-11-05',
    host: 'Cross River Arts Council',
    coverLetter:
      'A year-round costume studio that trains tailors and designers in carnival production and rents its costumes to festivals across West Africa.',
    status: 'APPROVED',
    documents: documents('carnival'),
    image: picture(330),
  },
  {
    id: 6,
    title: 'Game Developers Bootcamp',
    date: '2026-10-18',
    host: 'Naija Pixel Collective',
    coverLetter:
      'An eight-week bootcamp teaching game design, 2D art and publishing, with seed grants for the three strongest teams to finish their first commercial game.',
    status: 'PENDING',
    documents: documents('game-bootcamp'),
    image: picture(150),
  },
  {
    id: 7,
    title: 'Benin Bronze Casting Apprenticeships',
    date: '2026-06-12',
    host: 'Igun Street Casters',
    coverLetter:
      'Funding apprenticeships with master bronze casters in Benin City so that the lost-wax technique passes to a new generation of artisans.',
    status: 'APPROVED',
    documents: documents('bronze'),
    image: picture(30),
  },
  {
    id: 8,
    title: 'Photography for Small Businesses',
    date: '2026-09-01',
    host: 'Lens Nigeria',
    coverLetter:
      'Short courses that teach market traders and small brands to photograph their products with a phone, so their online listings sell better.',
    status: 'REJECTED',
    documents: documents('photography'),
    image: picture(200),
  },
];

export function findProposal(id: string | number): Proposal | undefined {
  return SAMPLE_PROPOSALS.find((proposal) => String(proposal.id) === String(id));
}

/** The first `count` words, with an ellipsis when cut (similar proposals show 8, spec section 9). */
export function firstWords(text: string, count = 8): string {
  const words = text.trim().split(/\s+/);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : text.trim();
}
