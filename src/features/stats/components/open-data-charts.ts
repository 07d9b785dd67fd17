// The open data (OpenData, issue 19) as chart data, in the order and with the headings of the tables the server
// sends to visitors without JavaScript, so the page reads the same before and after the portal starts.
import type { OpenData } from '@contract/insights';
import { SUPPORT_TYPES } from '@contract/support-types';
import { chartFrom, formatBucket, KIND_SERIES, MEMBER_KIND_SERIES, type ChartData } from '@/components/charts/chart-data';

export interface OpenDataChart {
  key: string;
  title: string;
  kind: 'bars' | 'lines';
  data: ChartData;
}

export function openDataCharts(open: OpenData): OpenDataChart[] {
  return [
    {
      key: 'kind',
      title: 'Members by kind',
      kind: 'bars',
      data: chartFrom(
        KIND_SERIES.map((k) => ({ kind: k.label, members: open.by_kind[k.key] })),
        { key: 'kind', label: 'Kind' },
        [{ key: 'members', label: 'Members' }],
        'Members',
      ),
    },
    {
      key: 'state',
      title: 'Members by state',
      kind: 'bars',
      data: chartFrom(open.by_state, { key: 'state', label: 'State' }, MEMBER_KIND_SERIES, 'Members'),
    },
    {
      key: 'sector',
      title: 'Members by sector',
      kind: 'bars',
      data: chartFrom(open.by_sector, { key: 'sector', label: 'Sector' }, MEMBER_KIND_SERIES, 'Members'),
    },
    {
      key: 'support',
      title: 'Support needs by sector',
      kind: 'bars',
      data: chartFrom(open.support_needs, { key: 'sector', label: 'Sector' }, SUPPORT_TYPES, 'Members asking'),
    },
    {
      key: 'growth',
      title: 'Registry growth by month',
      kind: 'lines',
      data: chartFrom(
        open.growth,
        { key: 'month', label: 'Month', format: formatBucket },
        [
          { key: 'joined', label: 'Joined' },
          { key: 'total', label: 'Members in total' },
        ],
        'Members',
      ),
    },
    {
      key: 'offers',
      title: 'Opportunities, trainings and tools on offer',
      kind: 'bars',
      data: chartFrom(
        [
          { offer: 'Opportunities', live: open.offers.opportunities },
          { offer: 'Trainings', live: open.offers.trainings },
          { offer: 'Tools', live: open.offers.tools },
        ],
        { key: 'offer', label: 'Offer' },
        [{ key: 'live', label: 'Live now' }],
        'Items',
      ),
    },
  ];
}
