import { createElement, useId, type ReactNode } from 'react';

export interface WidgetSectionProps {
  /** The widget's name: its heading, or its label when the heading is not shown. */
  heading: string;
  /** Level of the heading (default 2). */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Show the heading (default true); a page whose own title says it passes false. */
  showHeading?: boolean;
  /** The widget is reading what it shows (`aria-busy`). */
  busy?: boolean;
  /** The section's class (the widget's root style). */
  className?: string;
  /** The heading's class. */
  headingClassName?: string;
  children: ReactNode;
}

/**
 * A page-level widget's landmark: a `<section>` named by its heading, or labelled with the same
 * name when the page's own title already says it (`showHeading={false}`), busy while the widget
 * reads. Every state of the widget (loading, failed read, empty, the content) shows inside it, so
 * assistive technology finds the widget by one name whatever it shows.
 */
export function WidgetSection({
  heading,
  headingLevel = 2,
  showHeading = true,
  busy = false,
  className,
  headingClassName,
  children,
}: WidgetSectionProps) {
  const headingId = useId();
  return (
    <section
      className={className}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : heading}
      aria-busy={busy || undefined}
    >
      {showHeading
        ? createElement(`h${headingLevel}`, { className: headingClassName, id: headingId }, heading)
        : null}
      {children}
    </section>
  );
}
