// Horizontal bars, stacked when there are several series, in HTML and CSS rather than SVG: the labels wrap and keep
// their size on a phone, and 37 states or 19 sectors read down the page. A '<5' segment is not drawn (its value is
// not published); the row's label then says "+<5".
import { SUPPRESSED } from '@contract/insights';
import { categoryText, formatCount, isCount, niceTicks, type ChartData } from './chart-data';

export function BarChart({ data, label }: { data: ChartData; label: string }) {
  const totals = data.category.values.map((_, i) =>
    data.series.reduce((sum, s) => sum + (isCount(s.values[i]) ? s.values[i] : 0), 0),
  );
  const ticks = niceTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1];
  const percent = (value: number) => `${(value / top) * 100}%`;

  return (
    <div className="chart-bars" role="img" aria-label={label}>
      <div className="chart-bars__axis-title">{data.category.label}</div>
      {data.category.values.map((value, i) => {
        const suppressed = data.series.some((s) => s.values[i] === SUPPRESSED);
        const known = formatCount(totals[i]);
        const shown = !suppressed ? known : totals[i] > 0 ? `${known} +${SUPPRESSED}` : SUPPRESSED;
        return (
          <div className="chart-bars__row" key={value}>
            <span className="chart-bars__label">{categoryText(data, i)}</span>
            <span className="chart-bars__track">
              {data.series.map((s, si) => {
                const v = s.values[i];
                return isCount(v) && v > 0 ? (
                  <span
                    key={s.key}
                    className={`chart-bars__segment chart-s${si}`}
                    style={{ width: percent(v) }}
                  />
                ) : null;
              })}
            </span>
            <span className="chart-bars__value">{shown}</span>
          </div>
        );
      })}
      <div className="chart-bars__row chart-bars__ticks">
        <span />
        <span className="chart-bars__scale">
          {ticks.map((tick) => (
            <span key={tick} className="chart-bars__tick" style={{ left: percent(tick) }}>
              {formatCount(tick)}
            </span>
          ))}
        </span>
        <span />
      </div>
      <div className="chart-bars__axis-title chart-bars__axis-title--value">{data.valueLabel}</div>
    </div>
  );
}
