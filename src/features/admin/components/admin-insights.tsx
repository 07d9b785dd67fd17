// The admin dashboard's Insights tab (issue 19): the registry's figures for a period (kept in the URL) as charts,
// each with its table and CSV. Loaded lazily with the tab, so the charts never weigh on another screen.
import { useSearchParams } from 'react-router-dom';
import { INSIGHT_PERIODS, INSIGHT_PERIOD_LABELS, type InsightPeriod } from '@contract/insights';
import { ChartFigure } from '@/components/charts/chart-figure';
import { ValueSelect } from '@/components/form/value-select';
import { ListState } from '@/components/ui/list-state';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { getErrorMessage } from '@/lib/api-session';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { useGetAdminInsightsQuery } from '../api/insights-api';
import { insightCharts } from './insight-charts';

/** The server's default period too. */
const DEFAULT_PERIOD: InsightPeriod = '12m';

const periodOf = (value: string | null): InsightPeriod =>
  INSIGHT_PERIODS.find((period) => period === value) ?? DEFAULT_PERIOD;

export default function AdminInsights() {
  const { t } = useT('admin');
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('period'));
  const { data, isLoading, isFetching, error, refetch } = useGetAdminInsightsQuery(period);

  const choose = (next: string) => {
    const out = new URLSearchParams(params);
    out.set('period', periodOf(next));
    setParams(out);
  };

  return (
    <section aria-labelledby="insights-title" aria-busy={isFetching}>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
        <h2 id="insights-title" className="h4 mb-0">
          {t('Insights')}
        </h2>
        <ValueSelect
          id="insights-period"
          label={t('Period')}
          labelClassName="form-label mb-1"
          value={period}
          onChange={choose}
          options={INSIGHT_PERIODS.map((value) => ({ value, label: t(INSIGHT_PERIOD_LABELS[value]) }))}
        />
      </div>
      <ListState
        isLoading={isLoading || (isFetching && data?.period !== period)}
        error={error ? getErrorMessage(error, msg('The figures could not be loaded.')) : null}
        isEmpty={!data}
        emptyText={t('No figures yet.')}
        onRetry={() => void refetch()}
      >
        {data ? (
          <>
            <p className="text-muted small">
              {t('Exact counts, computed {{time}} (Nigerian time).', {
                time: formatNigeriaDateTime(data.as_of),
              })}
            </p>
            {insightCharts(data, period).map((chart) => (
              <ChartFigure
                key={chart.key}
                title={chart.title}
                kind={chart.kind}
                data={chart.data}
                emptyText={chart.emptyText}
                fileName={`insights-${chart.key}-${period}`}
              >
                {chart.note ? <p className="small mb-2">{chart.note}</p> : null}
              </ChartFigure>
            ))}
          </>
        ) : null}
      </ListState>
    </section>
  );
}
