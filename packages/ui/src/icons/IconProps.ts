/** What every icon of the kit takes: a class for its size and colour, and its line width. */
export interface IconProps {
  /** Sets the size (the icons draw in a 16×16 box and scale to it) and anything else. */
  className?: string;
  /** The line width in the 16×16 drawing (default 2). */
  strokeWidth?: number;
}
