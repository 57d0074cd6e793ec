import type { ReactNode, SVGProps } from 'react';

/**
 * What every icon takes: any SVG attribute but its drawing — a `className` that sizes it (icons
 * are 1em square otherwise), a `style`, a `strokeWidth` for a lighter or bolder line, `data-*`.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox' | 'ref'>;

/**
 * The frame every icon of the kit shares. Icons are decorative: hidden from assistive technology
 * (`aria-hidden`) and never a tab stop (`focusable="false"`), whatever the caller passes, so the
 * words next to an icon say what it means. They draw round strokes in `currentColor`, so they take
 * the text colour of where they sit, and are 1em square unless a class sizes them. Each icon is
 * drawn on its own `viewBox` with its own default stroke width.
 */
export function Icon({
  viewBox,
  strokeWidth,
  children,
  ...props
}: IconProps & { viewBox: string; children: ReactNode }) {
  return (
    <svg
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
