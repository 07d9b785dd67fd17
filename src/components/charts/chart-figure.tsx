// One chart as a figure: a visible title, a legend when there are several series, the chart (bars or lines) with
// its axis labels, the same figures as a table (always visible, or visually hidden behind a 'Show table' toggle so
// screen readers still read it), and a 'Download CSV' built in the browser from the same data.
import { useId, useState, type ReactNode } from 'react';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { toCsv } from '@/lib/csv';
import { saveBlob } from '@/lib/save-file';
import { BarChart } from './bar-chart';
import { categoryText, csvRows, formatCount, type ChartData } from './chart-data';
import { DASHES, LineChart, marker } from './line-chart';

export interface ChartFigureProps {
  title: string;
  data: ChartData;
  kind: 'bars' | 'lines';
  /** The series drawn, by key (all by default); the table and the CSV always hold every series. */
  plotted?: readonly string[];
  /** The CSV's file name, without '.csv'; none, no 'Download CSV' (the open-data page links the server's CSV). */
  fileName?: string;
  /** 'toggle': the table is visually hidden until asked for (the admin's dashboard); 'shown': always visible. */
  table?: 'toggle' | 'shown';
  headingLevel?: 2 | 3;
  /** Shown instead of the chart and its table when there are no categories. */
  emptyText?: string;
  /** Said under the title (a figure the chart does not draw, a caveat). */
  children?: ReactNode;
}

function LegendKey({ kind, index }: { kind: ChartFigureProps['kind']; index: number }) {
  if (kind === 'bars') return <span className={`chart-legend__swatch chart-s${index}`} aria-hidden="true" />;
  return (
    <svg
      className={`chart-legend__line chart-s${index}`}
      width="32"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      <path
        className="chart-line__stroke"
        d="M2 6H30"
        strokeDasharray={DASHES[index % DASHES.length] || undefined}
      />
      {marker(index, 16, 6)}
    </svg>
  );
}

export function ChartFigure({
  title,
  data,
  kind,
  plotted,
  fileName,
  table = 'toggle',
  headingLevel = 3,
  emptyText = msg('No figures for this period yet.'),
  children,
}: ChartFigureProps) {
  const id = useId();
  const { t } = useT();
  const [tableOpen, setTableOpen] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const drawn = plotted ? { ...data, series: data.series.filter((s) => plotted.includes(s.key)) } : data;
  const empty = data.category.values.length === 0;
  const chartLabel = t('Chart: {{title}}. The table that follows holds its figures.', { title });
  const tableVisible = table === 'shown' || tableOpen;

  const download = (name: string) =>
    saveBlob(new Blob([toCsv(csvRows(data))], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);

  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <div className="chart__head">
        <Heading id={`${id}-title`} className="chart__title">
          {title}
        </Heading>
        {empty || (table === 'shown' && !fileName) ? null : (
          <div className="chart__actions">
            {table === 'toggle' ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-expanded={tableOpen}
                aria-controls={`${id}-table`}
                aria-label={
                  tableOpen ? t('Hide table: {{title}}', { title }) : t('Show table: {{title}}', { title })
                }
                onClick={() => setTableOpen((open) => !open)}
              >
                {tableOpen ? t('Hide table') : t('Show table')}
              </button>
            ) : null}
            {fileName ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-label={t('Download CSV: {{title}}', { title })}
                onClick={() => download(fileName)}
              >
                {t('Download CSV')}
              </button>
            ) : null}
          </div>
        )}
      </div>
      {children}
      {empty ? (
        <p className="text-muted">{t(emptyText)}</p>
      ) : (
        <>
          {drawn.series.length > 1 ? (
            <ul className="chart-legend" aria-label={t('Legend: {{title}}', { title })}>
              {drawn.series.map((s, i) => (
                <li key={s.key}>
                  <LegendKey kind={kind} index={i} />
                  {s.label}
                </li>
              ))}
            </ul>
          ) : null}
          {kind === 'bars' ? (
            <BarChart data={drawn} label={chartLabel} />
          ) : (
            <LineChart data={drawn} label={chartLabel} />
          )}
          {/* A table wider than a phone scrolls in its box, which keyboard users reach by Tab (only while shown). */}
          <div
            id={`${id}-table`}
            className={tableVisible ? 'table-responsive chart__table' : 'visually-hidden'}
            {...(tableVisible ? { tabIndex: 0, role: 'group', 'aria-labelledby': `${id}-title` } : {})}
          >
            <table className="table table-sm">
              {/* The table's name; the figure's heading already shows it. */}
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{data.category.label}</th>
                  {data.series.map((s) => (
                    <th key={s.key} scope="col" className="text-end">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.category.values.map((value, i) => (
                  <tr key={value}>
                    <th scope="row" className="fw-normal">
                      {categoryText(data, i)}
                    </th>
                    {data.series.map((s) => (
                      <td key={s.key} className="text-end">
                        {formatCount(s.values[i])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
