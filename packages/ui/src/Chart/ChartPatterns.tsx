import { cx } from '../classNames';
import * as styles from './Chart.css';
import type { ChartColor, ChartPattern } from './chartTokens';

/** The size of a pattern's tile, in user units. */
const tile = 6;

export interface ChartPatternDefinition {
  /** The element id, unique in the document (e.g. from `useId`); marks use `url(#id)`. */
  id: string;
  /** The mark's colour token. */
  color: ChartColor;
  /** What is drawn over the colour in the pattern ink (default 'solid': nothing). */
  pattern?: ChartPattern;
}

/** The pattern ink's shapes over one tile. */
export function ChartPatternInk({ pattern }: { pattern: ChartPattern }) {
  switch (pattern) {
    case 'diagonal':
      return (
        <path
          className={styles.inkLine}
          strokeWidth={1.5}
          d={`M-1,1 l2,-2 M0,${tile} l${tile},-${tile} M${tile - 1},${tile + 1} l2,-2`}
        />
      );
    case 'crosshatch':
      return (
        <path
          className={styles.inkLine}
          strokeWidth={1}
          d={`M0,${tile} l${tile},-${tile} M0,0 l${tile},${tile} M-1,1 l2,-2 M${tile - 1},${tile + 1} l2,-2 M-1,${tile - 1} l2,2 M${tile - 1},-1 l2,2`}
        />
      );
    case 'dots':
      return <circle className={styles.ink} cx={tile / 2} cy={tile / 2} r={1.3} />;
    case 'horizontal':
      return <path className={styles.inkLine} strokeWidth={1.5} d={`M0,${tile / 2} H${tile}`} />;
    case 'solid':
      return null;
  }
}

/**
 * SVG pattern definitions for a chart's marks: each a tile of a colour token with a pattern drawn
 * over it in the theme's pattern ink. Render inside the chart's `<svg>` and fill marks with
 * `chartPatternFill(id)`, so a mark's kind shows by pattern as well as by colour, in both themes
 * and in black-and-white print.
 */
export function ChartPatternDefs({ patterns }: { patterns: readonly ChartPatternDefinition[] }) {
  return (
    <defs>
      {patterns.map(({ id, color, pattern = 'solid' }) => (
        <pattern
          key={id}
          id={id}
          data-color={color}
          data-pattern={pattern}
          patternUnits="userSpaceOnUse"
          width={tile}
          height={tile}
        >
          <rect className={cx(styles.fill[color], styles.printExact)} width={tile} height={tile} />
          <ChartPatternInk pattern={pattern} />
        </pattern>
      ))}
    </defs>
  );
}

/** The `fill` of a mark drawn with the pattern of that id. */
export function chartPatternFill(id: string): string {
  return `url(#${id})`;
}
