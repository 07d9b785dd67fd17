// MSW handlers for the sector's figures (issue 19), typed by the contract: the admin's Insights per period and the
// public open data (GET /prop/public/stats gains `open_data`). Figures shaped like a young registry: Lagos and the FCT
// lead, Music and Fashion are the largest sectors, small cells are '<5' in the public data.
import { http } from 'msw';
import { INSIGHT_PERIODS, type AdminInsights, type InsightPeriod, type OpenData } from '@contract/insights';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

const days = (count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10));
const months = (from: [number, number], count: number) =>
  Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(from[0], from[1] - 1 + i, 1));
    return at.toISOString().slice(0, 7);
  });

const BUCKETS: Record<InsightPeriod, string[]> = {
  '30d': days(30),
  '12m': months([2025, 12], 12),
  all: months([2025, 6], 18),
};

export function adminInsightsFor(period: InsightPeriod): AdminInsights {
  const scale = period === '30d' ? 1 : period === '12m' ? 6 : 7;
  return {
    period,
    as_of: '2026-11-24T09:00:00.000Z',
    registrations: BUCKETS[period].map((bucket, i) => ({
      bucket,
      creative: scale * (3 + ((i * 7) % 5)),
      business: scale * (1 + (i % 3)),
      partner: i % 4 === 0 ? 1 : 0,
    })),
    by_state: [
      { state: 'Lagos', creative: 412, business: 131 },
      { state: 'Federal Capital Territory', creative: 188, business: 57 },
      { state: 'Oyo', creative: 96, business: 22 },
      { state: 'Rivers', creative: 81, business: 19 },
      { state: 'Kano', creative: 64, business: 12 },
      { state: 'Enugu', creative: 3, business: 0 },
      { state: null, creative: 35, business: 4 },
    ],
    by_sector: [
      { sector: 'Music', creative: 301, business: 44 },
      { sector: 'Fashion', creative: 244, business: 91 },
      { sector: 'Film & Television', creative: 198, business: 38 },
      { sector: 'Visual Arts', creative: 77, business: 9 },
      { sector: 'Digital Content', creative: 65, business: 14 },
      { sector: null, creative: 12, business: 2 },
    ],
    support_needs: [
      { sector: 'Music', training: 120, funding: 210, tools: 88, market_access: 97 },
      { sector: 'Fashion', training: 95, funding: 160, tools: 70, market_access: 130 },
      { sector: 'Film & Television', training: 80, funding: 150, tools: 110, market_access: 45 },
    ],
    verification: {
      email_verified: 1180,
      email_unverified: 95,
      identity_verified: 430,
      identity_unverified: 750,
    },
    partners_pending: { count: 4, oldest_days: 12, median_days: 5 },
    content_per_week: ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'].map((bucket, i) => ({
      bucket,
      posts: 40 + i * 6,
      products: 18 + i * 2,
      tools: 3 + i,
      opportunities: 5 - i,
      trainings: 2 + (i % 2),
    })),
    reports_per_week: [],
    people_trained: {
      total: 312,
      in_period: 40 * scale,
      by_state: [
        { state: 'Lagos', people: 18 * scale },
        { state: 'Kano', people: 9 * scale },
        { state: null, people: 2 },
      ],
      by_sector: [
        { sector: 'Music', people: 15 * scale },
        { sector: 'Fashion', people: 12 * scale },
      ],
      by_gender: [
        { gender: 'Female', people: 22 * scale },
        { gender: 'Male', people: 16 * scale },
        { gender: null, people: 2 },
      ],
      per_month: BUCKETS[period === '30d' ? '12m' : period].slice(-3).map((month, i) => ({
        month,
        registrations: 40 + i * 10,
        attended: 30 + i * 8,
        attendance_rate: Math.round(((30 + i * 8) / (40 + i * 10)) * 1000) / 1000,
        completions: 28 + i * 7,
      })),
      top_partners: [
        { partner: 'Lagos Film Academy', people: 120 },
        { partner: 'Kano Textile Guild', people: 64 },
      ],
    },
    proposals: {
      total: 9,
      pending: 3,
      approved: 4,
      rejected: 2,
      approval_rate: 4 / 6,
      per_call: [
        {
          call_id: 1,
          title: 'Film Fund',
          host: 'Arts Trust',
          proposals: 6,
          pending: 1,
          approved: 3,
          rejected: 2,
          approval_rate: 0.6,
        },
        {
          call_id: 2,
          title: 'Design Grant',
          host: 'The Ministry',
          proposals: 3,
          pending: 2,
          approved: 1,
          rejected: 0,
          approval_rate: 1,
        },
      ],
    },
  };
}

export const DEFAULT_OPEN_DATA: OpenData = {
  computed_at: '2026-11-24T08:30:00.000Z',
  licence: {
    name: 'Creative Commons Attribution 4.0 (CC BY 4.0)',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
  by_kind: { creative: 1250, business: 340, partner: 27 },
  by_state: [
    { state: 'Lagos', creative: 412, business: 131 },
    { state: 'Federal Capital Territory', creative: 188, business: 57 },
    { state: 'Oyo', creative: 96, business: '<5' },
    { state: 'Enugu', creative: '<5', business: '<5' },
  ],
  by_sector: [
    { sector: 'Music', creative: 301, business: 44 },
    { sector: 'Fashion', creative: 244, business: 91 },
    { sector: 'Architecture', creative: '<5', business: '<5' },
  ],
  support_needs: [
    { sector: 'Music', training: 120, funding: 210, tools: 88, market_access: 97 },
    { sector: 'Architecture', training: '<5', funding: 6, tools: '<5', market_access: 7 },
  ],
  growth: [
    { month: '2026-09', joined: 310, total: 1290 },
    { month: '2026-10', joined: 180, total: 1470 },
    { month: '2026-11', joined: 147, total: 1617 },
  ],
  offers: { opportunities: 42, trainings: 18, tools: 35 },
  people_trained: {
    total: 312,
    by_state: [
      { state: 'Lagos', people: 180 },
      { state: 'Kano', people: 90 },
      { state: 'Enugu', people: '<5' },
      { state: 'Not given', people: '<5' },
    ],
    by_sector: [{ sector: 'Music', people: 150 }],
    by_gender: [
      { gender: 'Female', people: 170 },
      { gender: 'Male', people: 140 },
      { gender: 'Not given', people: '<5' },
    ],
    per_month: [{ month: '2026-11', completions: 120 }],
    top_partners: [{ partner: 'Lagos Film Academy', people: 120 }],
  },
  calls: {
    total: { open: 4, upcoming: 1, closed: 6 },
    by_sector: [
      { sector: 'Music', open: 2, upcoming: 0, closed: 1 },
      { sector: 'All sectors', open: 1, upcoming: 1, closed: 3 },
    ],
    by_state: [
      { state: 'Lagos', open: 3, upcoming: 0, closed: 2 },
      { state: 'All states', open: 1, upcoming: 1, closed: 4 },
    ],
  },
  proposals: {
    total: { pending: 48, approved: 21, rejected: 30 },
    by_state: [
      { state: 'Lagos', pending: 30, approved: 12, rejected: 18 },
      { state: 'Kano', pending: 18, approved: '<5', rejected: 12 },
      { state: 'Not given', pending: '<5', approved: 9, rejected: '<5' },
    ],
    by_sector: [{ sector: 'Music', pending: 48, approved: 21, rejected: 30 }],
  },
};

const isPeriod = (value: string | null): value is InsightPeriod =>
  (INSIGHT_PERIODS as readonly string[]).includes(value ?? '');

export const insightsHandlers = [
  http.get(apiUrl('/prop/admin/insights'), ({ request }) => {
    const period = new URL(request.url).searchParams.get('period');
    if (!isPeriod(period)) return errorEnvelope(400, 'period must be one of 30d, 12m, all');
    return okEnvelope(adminInsightsFor(period), 'Insights');
  }),
];
