// Counts over time as lines, in SVG drawn at the element's own width (text keeps its size on a phone). Each series
// has its own colour, dash and marker shape, so no line is told apart by colour alone. A '<5' point breaks the line.
import type { ReactElement } from 'react';
import { useElementWidth } from '@/hooks/use-element-width';
import { categoryText, formatCount, isCount, niceTicks, type ChartData } from './chart-data';

const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 56, left: 60 };
/** Room one date label needs on the category axis. */
const LABEL_ROOM = 84;
/** Beyond this many points, markers would merge into the line. */
const MARKERS_UP_TO = 60;

export const DASHES = ['', '7 4', '2 4', '10 4 2 4', '14 5'];

/** The marker of series `index` at (x, y): circle, square, triangle, diamond, cross. */
export function marker(index: number, x: number, y: number, key?: string | number): ReactElement {
  const r = 4;
  const shape = index % 5;
  const className = 'chart-line__marker';
  if (shape === 0) return <circle key={key} className={className} cx={x} cy={y} r={r} />;
  if (shape === 1)
    return <rect key={key} className={className} x={x - r} y={y - r} width={r * 2} height={r * 2} />;
  if (shape === 2)
    return (
      <path key={key} className={className} d={`M${x} ${y - r - 1}L${x + r + 1} ${y + r}H${x - r - 1}Z`} />
    );
  if (shape === 3)
    return (
      <path
        key={key}
        className={className}
        d={`M${x} ${y - r - 1}L${x + r + 1} ${y}L${x} ${y + r + 1}L${x - r - 1} ${y}Z`}
      />
    );
  const cross = `M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}`;
  return <path key={key} className={`${className} chart-line__marker--cross`} d={cross} />;
}

export function LineChart({ data, label }: { data: ChartData; label: string }) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const n = data.category.values.length;
  const plotWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const ticks = niceTicks(Math.max(0, ...data.series.flatMap((s) => s.values.filter(isCount))));
  const top = ticks[ticks.length - 1];
  const x = (i: number) => MARGIN.left + (n <= 1 ? plotWidth / 2 : (i * plotWidth) / (n - 1));
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const labelStep = Math.max(1, Math.ceil((n * LABEL_ROOM) / plotWidth));
  const bottom = MARGIN.top + plotHeight;

  /** The line through a series' published points, broken where a point is '<5'. */
  const pathOf = (values: ChartData['series'][number]['values']) => {
    let d = '';
    let drawing = false;
    values.forEach((value, i) => {
      if (!isCount(value)) {
        drawing = false;
        return;
      }
      d += `${drawing ? 'L' : 'M'}${x(i).toFixed(1)} ${y(value).toFixed(1)}`;
      drawing = true;
    });
    return d;
  };

  return (
    <div ref={ref} className="chart-line">
      <svg role="img" aria-label={label} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
        <g className="chart-line__grid">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} />
              <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatCount(tick)}
              </text>
            </g>
          ))}
        </g>
        <line
          className="chart-line__axis"
          x1={MARGIN.left}
          x2={MARGIN.left + plotWidth}
          y1={bottom}
          y2={bottom}
        />
        <g className="chart-line__labels">
          {data.category.values.map((value, i) =>
            i % labelStep === 0 ? (
              <text key={value} x={x(i)} y={bottom + 18} textAnchor={n > 1 && i === n - 1 ? 'end' : 'middle'}>
                {categoryText(data, i)}
              </text>
            ) : null,
          )}
        </g>
        <text
          className="chart-line__axis-title"
          x={MARGIN.left + plotWidth / 2}
          y={HEIGHT - 8}
          textAnchor="middle"
        >
          {data.category.label}
        </text>
        <text
          className="chart-line__axis-title"
          transform={`translate(14 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          {data.valueLabel}
        </text>
        {data.series.map((s, si) => (
          <g key={s.key} className={`chart-line__series chart-s${si}`}>
            <path
              className="chart-line__stroke"
              d={pathOf(s.values)}
              strokeDasharray={DASHES[si % DASHES.length] || undefined}
            />
            {n <= MARKERS_UP_TO
              ? s.values.map((value, i) => (isCount(value) ? marker(si, x(i), y(value), i) : null))
              : null}
          </g>
        ))}
      </svg>
    </div>
  );
}
