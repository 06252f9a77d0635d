import type { KeyboardEvent, PointerEvent } from 'react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { vars } from '../../themes/vars.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { ChartMessages } from './Chart.messages';
import { chartMessages } from './Chart.messages';
import { labelIndexes, linearScale, nearestIndex, niceTicks } from './scale';
import * as styles from './Chart.css';

export type ChartTone = 'accent' | 'gold' | 'positive' | 'critical' | 'info' | 'muted';

// text-grade tokens: each is ≥ 4.5:1 on every surface, so lines and bars clear the 3:1 for graphics
const toneColor: Record<ChartTone, string> = {
  accent: vars.color.accentText,
  gold: vars.color.goldText,
  positive: vars.color.positiveText,
  critical: vars.color.criticalText,
  info: vars.color.link,
  muted: vars.color.textMuted,
};
const defaultTones: ChartTone[] = ['accent', 'gold', 'info', 'muted'];

export interface ChartSeries<Datum> {
  key: string;
  label: string;
  /** The value to plot. Default: the datum's `key` property. */
  value?: (datum: Datum) => number;
  tone?: ChartTone;
}

export interface ChartProps<Datum> {
  data: readonly Datum[];
  /** The category (usually a `yyyy-MM-dd` date) of each datum, in order. */
  x: (datum: Datum) => string;
  series: ChartSeries<Datum>[];
  variant?: 'line' | 'area' | 'bar';
  /** Shown above the chart and names it. */
  title: string;
  /** A sentence with the takeaway ("Income rose 12% this week"), read as the chart's description. */
  summary?: string;
  formatX?: (x: string) => string;
  /** Axis labels, tooltip and data table values. Money: `(v) => formatAmount(v, 'BRL', 'pt-BR')`. */
  formatY?: (value: number) => string;
  /** Bars below zero take the critical tone (profit/loss). */
  signed?: boolean;
  height?: number;
  loading?: boolean;
  messages?: Partial<ChartMessages>;
  className?: string;
}

const numberOf = (datum: unknown, key: string): number => {
  const value = datum !== null && typeof datum === 'object' ? (datum as Record<string, unknown>)[key] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

const margin = { top: 12, right: 12, bottom: 28, left: 8 };

/**
 * A lean SVG chart for reports (agent income, team overview, personal profit/loss): line, area or bar,
 * themed by the brand. Hover or arrow keys show a tooltip; screen readers get a data table.
 */
export const Chart = <Datum,>({
  data,
  x,
  series,
  variant = 'line',
  title,
  summary,
  formatX = (value) => value,
  formatY = (value) => value.toLocaleString(),
  signed = false,
  height = 240,
  loading = false,
  messages: messagesProp,
  className,
}: ChartProps<Datum>) => {
  const messages = { ...chartMessages, ...messagesProp };
  const titleId = useId();
  const summaryId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const [active, setActive] = useState<number | null>(null);

  // The plot is drawn only with data: a chart that first renders loading or empty has no plot to observe yet.
  const plotShown = !loading && data.length > 0;
  // follow the container's width: the chart fills a card on a phone and a column on desktop (observed again
  // when the plot appears; observed once only, a chart that loaded first stayed 640 px wide at every width)
  useLayoutEffect(() => {
    const element = plotRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [plotShown]);

  const lines = series.map((one, index) => ({
    ...one,
    color: toneColor[one.tone ?? defaultTones[index % defaultTones.length] ?? 'accent'],
    values: data.map((datum) => (one.value ? one.value(datum) : numberOf(datum, one.key))),
  }));
  const categories = data.map(x);
  const count = categories.length;
  const all = lines.flatMap((line) => line.values);
  const ticks = niceTicks(Math.min(0, ...all), Math.max(0, ...all), height < 200 ? 4 : 5);
  const yLabels = ticks.map(formatY);
  const left = margin.left + Math.max(...yLabels.map((label) => label.length)) * 7 + 8;
  const plotWidth = Math.max(40, width - left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const y = linearScale([ticks[0] ?? 0, ticks.at(-1) ?? 1], [margin.top + plotHeight, margin.top]);
  const band = variant === 'bar';
  const step = band ? plotWidth / Math.max(1, count) : plotWidth / Math.max(1, count - 1);
  const xAt = (index: number) => (band ? left + step * (index + 0.5) : count === 1 ? left + plotWidth / 2 : left + step * index);

  const describe = (index: number) =>
    `${formatX(categories[index] ?? '')}: ${lines.map((line) => `${line.label} ${formatY(line.values[index] ?? 0)}`).join(', ')}`;

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(event.clientX - box.left, count, left, plotWidth, band));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = active ?? 0;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? current + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(Math.min(count - 1, Math.max(0, next)));
  };

  const header = (
    <div className={styles.header}>
      <span id={titleId} className={styles.title}>
        {title}
      </span>
      {series.length > 1 || variant !== 'bar' ? (
        <ul className={styles.legend} aria-hidden="true">
          {lines.map((line) => (
            <li key={line.key} className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: line.color }} />
              {line.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );

  if (loading || count === 0) {
    return (
      <figure className={clsx(styles.figure, className)} aria-labelledby={titleId} aria-busy={loading || undefined}>
        {header}
        <div className={styles.placeholder({ kind: loading ? 'loading' : 'empty' })} style={{ height }}>
          {loading ? <VisuallyHidden>{messages.loading}</VisuallyHidden> : messages.empty}
        </div>
      </figure>
    );
  }

  const zeroY = y(0);
  const barGroup = step * 0.7;
  const barWidth = barGroup / lines.length;
  const activeX = active === null ? 0 : xAt(active);
  const tooltipOnLeft = activeX > left + plotWidth / 2;

  return (
    <figure className={clsx(styles.figure, className)} aria-labelledby={titleId} aria-describedby={summary ? summaryId : undefined}>
      {header}
      {summary ? (
        <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden>
      ) : null}
      {/* A slider over the points: arrow keys move through them and the value text reads each one out.
          The drawing itself is hidden from screen readers; the data table below carries the numbers. */}
      <div
        ref={plotRef}
        className={styles.plot}
        role="slider"
        tabIndex={0}
        aria-label={messages.explore.replace('{title}', title)}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={(active ?? 0) + 1}
        aria-valuetext={describe(active ?? 0)}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        onFocus={() => setActive((current) => current ?? count - 1)}
        onBlur={() => setActive(null)}
        // a tap on a phone shows the tooltip too, not only a hover
        onPointerDown={onPointerMove}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setActive(null)}
      >
        <svg className={styles.svg} width={width} height={height} aria-hidden="true" focusable="false">
          {ticks.map((tick, index) => (
            <g key={tick}>
              <line className={tick === 0 ? styles.zeroLine : styles.grid} x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} />
              <text className={styles.axisLabel} x={left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {yLabels[index]}
              </text>
            </g>
          ))}
          {labelIndexes(count, plotWidth, 72).map((index) => (
            <text
              key={index}
              className={styles.axisLabel}
              x={xAt(index)}
              y={height - 6}
              textAnchor={band || (index > 0 && index < count - 1) ? 'middle' : index === 0 ? 'start' : 'end'}
            >
              {formatX(categories[index] ?? '')}
            </text>
          ))}
          {active !== null && !band ? <line className={styles.guide} x1={activeX} x2={activeX} y1={margin.top} y2={margin.top + plotHeight} /> : null}
          {active !== null && band ? (
            <rect x={xAt(active) - step / 2} y={margin.top} width={step} height={plotHeight} style={{ fill: vars.color.surfaceHover }} />
          ) : null}
          {band
            ? lines.map((line, lineIndex) =>
                line.values.map((value, index) => {
                  const top = Math.min(y(value), zeroY);
                  const color = signed && value < 0 ? vars.color.criticalText : line.color;
                  return (
                    <rect
                      key={`${line.key}-${index}`}
                      x={xAt(index) - barGroup / 2 + lineIndex * barWidth + 1}
                      y={top}
                      width={Math.max(1, barWidth - 2)}
                      height={Math.max(1, Math.abs(y(value) - zeroY))}
                      rx={Math.min(4, barWidth / 4)}
                      style={{ fill: color, opacity: active === null || active === index ? 1 : 0.55 }}
                    />
                  );
                }),
              )
            : lines.map((line) => {
                const points = line.values.map((value, index) => `${xAt(index).toFixed(1)},${y(value).toFixed(1)}`);
                return (
                  <g key={line.key}>
                    {variant === 'area' ? (
                      <path
                        d={`M${xAt(0).toFixed(1)},${zeroY.toFixed(1)}L${points.join('L')}L${xAt(count - 1).toFixed(1)},${zeroY.toFixed(1)}Z`}
                        style={{ fill: line.color, fillOpacity: 0.14 }}
                      />
                    ) : null}
                    <path
                      d={`M${points.join('L')}`}
                      style={{ fill: 'none', stroke: line.color, strokeWidth: 2.25, strokeLinejoin: 'round', strokeLinecap: 'round' }}
                    />
                    {active !== null ? (
                      <circle
                        cx={xAt(active)}
                        cy={y(line.values[active] ?? 0)}
                        r={4.5}
                        style={{ fill: vars.color.surface, stroke: line.color, strokeWidth: 2.5 }}
                      />
                    ) : null}
                  </g>
                );
              })}
        </svg>
        {active !== null ? (
          <div
            className={styles.tooltip}
            // physical left/right on purpose: the drawing runs left to right in every direction
            aria-hidden="true"
            style={{ left: tooltipOnLeft ? undefined : activeX + 12, right: tooltipOnLeft ? width - activeX + 12 : undefined }}
          >
            <div className={styles.tooltipTitle}>{formatX(categories[active] ?? '')}</div>
            {lines.map((line) => (
              <div key={line.key} className={styles.tooltipRow}>
                <span className={styles.swatch} style={{ background: line.color }} />
                {line.label}
                <span className={styles.tooltipValue}>{formatY(line.values[active] ?? 0)}</span>
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.category}</th>
              {lines.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <tr key={`${category}-${index}`}>
                <th scope="row">{formatX(category)}</th>
                {lines.map((line) => (
                  <td key={line.key}>{formatY(line.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
};
Chart.displayName = 'Chart';
