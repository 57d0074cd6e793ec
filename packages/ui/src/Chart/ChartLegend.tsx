import { useId, type ReactNode } from 'react';
import { cx } from '../classNames';
import * as styles from './Chart.css';
import { ChartPatternDefs, chartPatternFill } from './ChartPatterns';
import type { ChartColor, ChartPattern } from './chartTokens';

export interface ChartLegendItem {
  /** Unique in the legend. */
  id: string;
  /** What the mark stands for, e.g. 'Estimate'. */
  label: ReactNode;
  color: ChartColor;
  /** A box (bars, default) or a line (e.g. a temperature line). */
  shape?: 'box' | 'line';
  /** The box's pattern (default 'solid'), as the marks draw it. */
  pattern?: ChartPattern;
  /** The line is dashed, as its line in the chart. */
  dashed?: boolean;
}

export interface ChartLegendProps {
  /** The legend's accessible name, e.g. 'Bar colours'. */
  label: string;
  items: readonly ChartLegendItem[];
  className?: string;
}

/**
 * A chart's legend: a list of swatches, each drawn as the chart draws its marks (a colour token
 * and a pattern, or a line), with a text label, so no kind of mark is told by colour alone.
 */
export function ChartLegend({ label, items, className }: ChartLegendProps) {
  const prefix = useId();
  return (
    <ul aria-label={label} className={cx(styles.legend, className)}>
      {items.map((item) => {
        const patternId = `${prefix}-${item.id}`;
        return (
          <li key={item.id} className={styles.legendItem} data-legend-item={item.id}>
            <svg
              className={styles.swatch}
              width={16}
              height={16}
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
            >
              {item.shape === 'line' ? (
                <line
                  x1={1}
                  x2={15}
                  y1={8}
                  y2={8}
                  strokeWidth={2.5}
                  strokeDasharray={item.dashed ? '4 2' : undefined}
                  className={styles.stroke[item.color]}
                />
              ) : (
                <>
                  <ChartPatternDefs
                    patterns={[{ id: patternId, color: item.color, pattern: item.pattern }]}
                  />
                  <rect
                    x={1}
                    y={1}
                    width={14}
                    height={14}
                    rx={2}
                    fill={chartPatternFill(patternId)}
                  />
                </>
              )}
            </svg>
            <span>{item.label}</span>
          </li>
        );
      })}
    </ul>
  );
}
