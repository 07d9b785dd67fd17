// The open data (OpenData, issue 19) as chart data, in the order and with the headings of the tables the server
// sends to visitors without JavaScript, so the page reads the same before and after the portal starts. Titles, axis
// labels, series and the portal's own categories are in the visitor's language (call it at render time); months are
// written the language's way; sectors are shown in it too (src/lib/reference-names.ts); states keep their names.
import { ALL_SECTORS, ALL_STATES, NOT_GIVEN, type OpenData } from '@contract/insights';
import { SUPPORT_TYPES } from '@contract/support-types';
import { chartFrom, KIND_SERIES, MEMBER_KIND_SERIES, type ChartData } from '@/components/charts/chart-data';
import { dateFormatter, msg, t } from '@/i18n/runtime';
import { referenceName } from '@/lib/reference-names';

export interface OpenDataChart {
  key: string;
  title: string;
  kind: 'bars' | 'lines';
  data: ChartData;
}

// The labels of the series this page borrows (KIND_SERIES in chart-data.ts, SUPPORT_TYPES), in this catalogue.
msg('Creatives');
msg('Businesses');
msg('Partners');
msg('Training');
msg('Funding');
msg('Tools');
msg('Market access');

const translated = <K extends string>(series: readonly { key: K; label: string }[]) =>
  series.map((s) => ({ key: s.key, label: t(s.label) }));

/** A month bucket (2026-10) as the language writes it: "Oct 2026" in English; other buckets as sent. */
export function formatMonth(bucket: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(bucket);
  if (!month) return bucket;
  return dateFormatter({ month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(Number(month[1]), Number(month[2]) - 1, 1),
  );
}

export function openDataCharts(open: OpenData): OpenDataChart[] {
  const members = t('Members');
  const sector = { key: 'sector', label: t('Sector'), format: referenceName } as const;
  return [
    {
      key: 'kind',
      title: t('Members by kind'),
      kind: 'bars',
      data: chartFrom(
        KIND_SERIES.map((k) => ({ kind: t(k.label), members: open.by_kind[k.key] })),
        { key: 'kind', label: t('Kind') },
        [{ key: 'members', label: members }],
        members,
      ),
    },
    {
      key: 'state',
      title: t('Members by state'),
      kind: 'bars',
      data: chartFrom(
        open.by_state,
        { key: 'state', label: t('State') },
        translated(MEMBER_KIND_SERIES),
        members,
      ),
    },
    {
      key: 'sector',
      title: t('Members by sector'),
      kind: 'bars',
      data: chartFrom(open.by_sector, sector, translated(MEMBER_KIND_SERIES), members),
    },
    {
      key: 'support',
      title: t('Support needs by sector'),
      kind: 'bars',
      data: chartFrom(open.support_needs, sector, translated(SUPPORT_TYPES), t('Members asking')),
    },
    {
      key: 'growth',
      title: t('Registry growth by month'),
      kind: 'lines',
      data: chartFrom(
        open.growth,
        { key: 'month', label: t('Month'), format: formatMonth },
        [
          { key: 'joined', label: t('Joined') },
          { key: 'total', label: t('Members in total') },
        ],
        members,
      ),
    },
    {
      key: 'offers',
      title: t('Opportunities, trainings and tools on offer'),
      kind: 'bars',
      data: chartFrom(
        [
          { offer: t('Opportunities'), live: open.offers.opportunities },
          { offer: t('Trainings'), live: open.offers.trainings },
          { offer: t('Tools'), live: open.offers.tools },
        ],
        { key: 'offer', label: t('Offer') },
        [{ key: 'live', label: t('Live now') }],
        t('Items'),
      ),
    },
    ...peopleTrainedCharts(open.people_trained),
    ...callsCharts(open.calls),
    ...proposalsCharts(open.proposals),
  ];
}

/** A row name of the calls' and proposals' tables: their own rows in the visitor's language, sectors too. */
const placeName = (name: string) =>
  name === ALL_SECTORS
    ? t('All sectors')
    : name === ALL_STATES
      ? t('All states')
      : name === NOT_GIVEN
        ? t('Not given')
        : referenceName(name);

/** Calls for proposals (issue 32): exact, by whether each is open, not open yet or closed. */
function callsCharts(calls: OpenData['calls']): OpenDataChart[] {
  const label = t('Calls');
  const series = [
    { key: 'open', label: t('Open') },
    { key: 'upcoming', label: t('Not open yet') },
    { key: 'closed', label: t('Closed') },
  ] as const;
  return [
    {
      key: 'calls',
      title: t('Calls for proposals'),
      kind: 'bars',
      data: chartFrom(
        [{ what: t('All calls'), ...calls.total }],
        { key: 'what', label: t('Figure') },
        series,
        label,
      ),
    },
    {
      key: 'calls-sector',
      title: t('Calls for proposals by sector'),
      kind: 'bars',
      data: chartFrom(
        calls.by_sector,
        { key: 'sector', label: t('Sector'), format: placeName },
        series,
        label,
      ),
    },
    {
      key: 'calls-state',
      title: t('Calls for proposals by state'),
      kind: 'bars',
      data: chartFrom(calls.by_state, { key: 'state', label: t('State'), format: placeName }, series, label),
    },
  ];
}

/** Proposals (issue 32) by status, by the applicant's state and sector; suppressed as the members' tables. */
function proposalsCharts(proposals: OpenData['proposals']): OpenDataChart[] {
  const label = t('Proposals');
  const series = [
    { key: 'pending', label: t('Pending') },
    { key: 'approved', label: t('Approved') },
    { key: 'rejected', label: t('Rejected') },
  ] as const;
  return [
    {
      key: 'proposals',
      title: t('Proposals by status'),
      kind: 'bars',
      data: chartFrom(
        [{ what: t('All proposals'), ...proposals.total }],
        { key: 'what', label: t('Figure') },
        series,
        label,
      ),
    },
    {
      key: 'proposals-state',
      title: t("Proposals by the applicant's state"),
      kind: 'bars',
      data: chartFrom(
        proposals.by_state,
        { key: 'state', label: t('State'), format: placeName },
        series,
        label,
      ),
    },
    {
      key: 'proposals-sector',
      title: t("Proposals by the applicant's sector"),
      kind: 'bars',
      data: chartFrom(
        proposals.by_sector,
        { key: 'sector', label: t('Sector'), format: placeName },
        series,
        label,
      ),
    },
  ];
}

/** People trained (issue 33): members holding a training certificate, all time, suppressed as the rest. */
function peopleTrainedCharts(trained: OpenData['people_trained']): OpenDataChart[] {
  const people = t('People trained');
  const series = [{ key: 'people', label: people }] as const;
  return [
    {
      key: 'people-trained',
      title: t('People trained in all'),
      kind: 'bars',
      data: chartFrom(
        [{ what: t('Members holding a training certificate'), people: trained.total }],
        { key: 'what', label: t('Figure') },
        series,
        people,
      ),
    },
    {
      key: 'people-trained-state',
      title: t('People trained by state'),
      kind: 'bars',
      data: chartFrom(trained.by_state, { key: 'state', label: t('State') }, series, people),
    },
    {
      key: 'people-trained-sector',
      title: t('People trained by sector'),
      kind: 'bars',
      data: chartFrom(
        trained.by_sector,
        { key: 'sector', label: t('Sector'), format: referenceName },
        series,
        people,
      ),
    },
    {
      key: 'people-trained-gender',
      title: t('People trained by gender'),
      kind: 'bars',
      data: chartFrom(trained.by_gender, { key: 'gender', label: t('Gender') }, series, people),
    },
    {
      key: 'training-completions',
      title: t('Training certificates issued by month'),
      kind: 'lines',
      data: chartFrom(
        trained.per_month,
        { key: 'month', label: t('Month'), format: formatMonth },
        [{ key: 'completions', label: t('Certificates issued') }],
        t('Certificates'),
      ),
    },
    {
      key: 'training-partners',
      title: t('Partners who trained the most people'),
      kind: 'bars',
      data: chartFrom(trained.top_partners, { key: 'partner', label: t('Partner') }, series, people),
    },
  ];
}
