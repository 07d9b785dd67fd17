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
import { rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';
import { useOpenDataQuery } from '../api/open-data-api';
import { openDataCharts } from './open-data-charts';

function Method({ open }: { open: OpenData }) {
  const { t } = useT('stats');
  const strong = { strong: (chunk: string) => <strong>{chunk}</strong> };
  return (
    <section aria-labelledby="open-data-method" className="open-data__method">
      <h2 id="open-data-method" className="h4">
        {t('How the figures are made')}
      </h2>
      <p>
        {rich(
          t(
            "<strong>Who is counted.</strong> Members: accounts whose owner has had their e-mail address verified, that are not blacklisted, and, for partners, that the ministry has approved. Creatives are counted by their state of residence and the sector of their expertise, businesses by their state and sector. Support needs count the members asking for each kind of support (training, funding, tools, market access); one member may ask for several. Growth counts the members who joined each month and the total at the month's end. Offers are the opportunities, trainings and tools live on the portal.",
          ),
          strong,
        )}
      </p>
      <p>
        {rich(
          t(
            '<strong>Privacy.</strong> Only totals are published: no figure names a person, and no name, e-mail address, phone number, date of birth or identity number is ever part of them. Any count of fewer than {{threshold}} members is shown as ‘{{suppressed}}’, and so is its complement: where a row or column would hold only one such cell, the next smallest in it is hidden too, so that no hidden value can be worked out by subtracting the others from a total.',
            { threshold: SUPPRESSION_THRESHOLD, suppressed: SUPPRESSED },
          ),
          strong,
        )}
      </p>
      <p>
        {rich(
          t(
            "<strong>Calls for proposals.</strong> Calls are counted exactly, as they are listed, in each sector and state they name; a call open to every sector or state is counted once, under ‘All sectors’ or ‘All states’. Proposals are counted by the state and sector their applicant had when applying, and hidden below {{threshold}} like the members' figures; withdrawn proposals and those of deleted accounts are not counted.",
            { threshold: SUPPRESSION_THRESHOLD },
          ),
          strong,
        )}
      </p>
      <p>
        {rich(
          t(
            '<strong>Freshness.</strong> The figures are computed at most an hour before you see them; these were computed {{date}}, Nigerian time (West Africa Time).',
            { date: formatNigeriaDateTime(open.computed_at) },
          ),
          strong,
        )}
      </p>
      <p>
        {rich(
          t('<strong>Reuse.</strong> You may reuse them under the {{licence}}, crediting the {{product}}.', {
            licence: open.licence.name,
            product: env.productName,
          }),
          strong,
        )}
      </p>
    </section>
  );
}

export default function OpenDataView() {
  const { t } = useT('stats');
  const { data: open, isLoading, isError, refetch } = useOpenDataQuery();
  const stats = `${apiBaseUrl()}/prop/public/stats`;

  return (
    <ListState
      isLoading={isLoading}
      error={isError || open === null ? t('The figures are not available right now.') : null}
      isEmpty={!open}
      emptyText={t('The figures are not available right now.')}
      onRetry={() => void refetch()}
    >
      {open ? (
        <div className="open-data">
          <p className="lead">
            {t(
              "The creative sector's figures from the portal's registry: who has joined, where, in which sectors, what support they ask for, and what is on offer. Free to reuse.",
            )}
          </p>
          <p>
            {rich(
              t('Computed {{date}} (Nigerian time). Published under the <link>{{licence}}</link>.', {
                date: formatNigeriaDateTime(open.computed_at),
                licence: open.licence.name,
              }),
              {
                link: (chunk) => (
                  <a href={open.licence.url} rel="license">
                    {chunk}
                  </a>
                ),
              },
            )}
          </p>
          <p className="d-flex flex-wrap align-items-center gap-3">
            <a className="btn btn-primary" href={`${stats}.csv`} download>
              {t('Download CSV')}
            </a>
            <a href={stats}>{t('The same figures as JSON')}</a>
          </p>
          <p className="small text-muted">
            {t(
              "'{{suppressed}}' means fewer than {{threshold}} members: the exact number is not published.",
              {
                suppressed: SUPPRESSED,
                threshold: SUPPRESSION_THRESHOLD,
              },
            )}
          </p>
          {openDataCharts(open).map((chart) => (
            <ChartFigure
              key={chart.key}
              title={chart.title}
              kind={chart.kind}
              data={chart.data}
              table="shown"
              headingLevel={2}
              emptyText={t('No figures yet.')}
            />
          ))}
          <Method open={open} />
        </div>
      ) : null}
    </ListState>
  );
}
