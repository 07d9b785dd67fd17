// The public /open-data page (issue 19): the sector's figures as tables with charts, the method, when they were
// computed, the licence, and the CSV and JSON. The tables are the ones the server sends to visitors without
// JavaScript (server/lib/open-data-html.ts); this page replaces them with the same tables and adds the charts. Loaded
// lazily by the route page, so the route table carries one small chunk name for it.
import { SUPPRESSED, SUPPRESSION_THRESHOLD, type OpenData } from '@contract/insights';
import { ChartFigure } from '@/components/charts/chart-figure';
import { ListState } from '@/components/ui/list-state';
import { env } from '@/config/env';
import { apiBaseUrl } from '@/lib/api-session';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { useOpenDataQuery } from '../api/open-data-api';
import { openDataCharts } from './open-data-charts';

const SUPPRESSION_NOTE = `'${SUPPRESSED}' means fewer than ${SUPPRESSION_THRESHOLD} members: the exact number is not published.`;

function Method({ open }: { open: OpenData }) {
  return (
    <section aria-labelledby="open-data-method" className="open-data__method">
      <h2 id="open-data-method" className="h4">
        How the figures are made
      </h2>
      <p>
        <strong>Who is counted.</strong> Members: accounts whose owner has had their e-mail address verified, that are
        not blacklisted, and, for partners, that the ministry has approved. Creatives are counted by their state of
        residence and the sector of their expertise, businesses by their state and sector. Support needs count the
        members asking for each kind of support (training, funding, tools, market access); one member may ask for
        several. Growth counts the members who joined each month and the total at the month&apos;s end. Offers are the
        opportunities, trainings and tools live on the portal.
      </p>
      <p>
        <strong>Privacy.</strong> Only totals are published: no figure names a person, and no name, e-mail address,
        phone number, date of birth or identity number is ever part of them. Any count of fewer than{' '}
        {SUPPRESSION_THRESHOLD} members is shown as &lsquo;{SUPPRESSED}&rsquo;, and so is its complement: where a row
        or column would hold only one such cell, the next smallest in it is hidden too, so that no hidden value can be
        worked out by subtracting the others from a total.
      </p>
      <p>
        <strong>Freshness.</strong> The figures are computed at most an hour before you see them; these were computed{' '}
        {formatNigeriaDateTime(open.computed_at)}, Nigerian time (West Africa Time).
      </p>
      <p>
        <strong>Reuse.</strong> You may reuse them under the {open.licence.name}, crediting the {env.productName}.
      </p>
    </section>
  );
}

export default function OpenDataView() {
  const { data: open, isLoading, isError, refetch } = useOpenDataQuery();
  const stats = `${apiBaseUrl()}/prop/public/stats`;

  return (
    <ListState
      isLoading={isLoading}
      error={isError || open === null ? 'The figures are not available right now.' : null}
      isEmpty={!open}
      emptyText="The figures are not available right now."
      onRetry={() => void refetch()}
    >
      {open ? (
        <div className="open-data">
          <p className="lead">
            The creative sector&apos;s figures from the portal&apos;s registry: who has joined, where, in which sectors,
            what support they ask for, and what is on offer. Free to reuse.
          </p>
          <p>
            Computed {formatNigeriaDateTime(open.computed_at)} (Nigerian time). Published under the{' '}
            <a href={open.licence.url} rel="license">
              {open.licence.name}
            </a>
            .
          </p>
          <p className="d-flex flex-wrap align-items-center gap-3">
            <a className="btn btn-primary" href={`${stats}.csv`} download>
              Download CSV
            </a>
            <a href={stats}>The same figures as JSON</a>
          </p>
          <p className="small text-muted">{SUPPRESSION_NOTE}</p>
          {openDataCharts(open).map((chart) => (
            <ChartFigure
              key={chart.key}
              title={chart.title}
              kind={chart.kind}
              data={chart.data}
              table="shown"
              headingLevel={2}
              emptyText="No figures yet."
            />
          ))}
          <Method open={open} />
        </div>
      ) : null}
    </ListState>
  );
}
