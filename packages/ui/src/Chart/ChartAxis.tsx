import * as styles from './Chart.css';

export interface ChartTick {
  /** The tick's position along the axis, in the chart's pixels (a scale's output). */
  position: number;
  label: string;
}

export interface ChartAxisProps {
  /** Where the axis sits: under the plot, or on its left or right side. */
  orientation: 'bottom' | 'left' | 'right';
  /** The ticks to draw, already chosen so their labels do not overlap. */
  ticks: readonly ChartTick[];
  /** The axis line's length (the plot's width for 'bottom', its height otherwise). */
  length: number;
  /** Where the axis line starts, in the SVG's coordinates. */
  x?: number;
  y?: number;
  /** Draws grid lines of this length across the plot from each tick (e.g. the plot's width). */
  gridLength?: number;
  /**
   * A short title at the axis's end, e.g. the unit 'kWh': above a vertical axis, ending at (left)
   * or starting from (right) its line.
   */
  title?: string;
  /** Hides the axis line (e.g. a second vertical axis); ticks and labels stay. */
  hideLine?: boolean;
  className?: string;
}

const tickSize = 4;

/**
 * An SVG axis drawn from given ticks (a scale's positions and formatted labels): the line, tick
 * marks, labels, optional grid lines and title. Hidden from assistive technology: a chart gives its
 * numbers as text (a summary, a table, named marks) instead.
 */
export function ChartAxis({
  orientation,
  ticks,
  length,
  x = 0,
  y = 0,
  gridLength,
  title,
  hideLine = false,
  className,
}: ChartAxisProps) {
  const horizontal = orientation === 'bottom';
  const side = orientation === 'left' ? -1 : 1;
  return (
    <g
      aria-hidden="true"
      transform={`translate(${x},${y})`}
      className={className ? `${styles.axis} ${className}` : styles.axis}
      data-axis={orientation}
    >
      {gridLength
        ? ticks.map((tick) =>
            horizontal ? (
              <line
                key={`grid-${tick.position}`}
                className={styles.gridLine}
                x1={tick.position}
                x2={tick.position}
                y1={0}
                y2={-gridLength}
              />
            ) : (
              <line
                key={`grid-${tick.position}`}
                className={styles.gridLine}
                x1={0}
                x2={-side * gridLength}
                y1={tick.position}
                y2={tick.position}
              />
            ),
          )
        : null}
      {hideLine ? null : horizontal ? (
        <line className={styles.axisLine} x1={0} x2={length} y1={0} y2={0} />
      ) : (
        <line className={styles.axisLine} x1={0} x2={0} y1={0} y2={length} />
      )}
      {ticks.map((tick) =>
        horizontal ? (
          <g key={tick.position} transform={`translate(${tick.position},0)`} data-tick="">
            <line className={styles.axisLine} y2={tickSize} />
            <text className={styles.tickLabel} y={tickSize + 12} textAnchor="middle">
              {tick.label}
            </text>
          </g>
        ) : (
          <g key={tick.position} transform={`translate(0,${tick.position})`} data-tick="">
            <line className={styles.axisLine} x2={side * tickSize} />
            <text
              className={styles.tickLabel}
              x={side * (tickSize + 3)}
              dy="0.32em"
              textAnchor={side < 0 ? 'end' : 'start'}
            >
              {tick.label}
            </text>
          </g>
        ),
      )}
      {title ? (
        horizontal ? (
          <text className={styles.axisTitle} x={length} y={tickSize + 28} textAnchor="end">
            {title}
          </text>
        ) : (
          <text className={styles.axisTitle} x={0} y={-10} textAnchor={side < 0 ? 'end' : 'start'}>
            {title}
          </text>
        )
      ) : null}
    </g>
  );
}
