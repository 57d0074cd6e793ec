import type { ReactNode } from 'react';
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { ChevronRightIcon } from '../icons';
import { composeClassName } from '../internal/renderProps';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'children' | 'render'> {
  /** The always-visible title; pressing it shows or hides the content. */
  title: ReactNode;
  /** The heading level of the title, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The content shown while expanded. */
  children: ReactNode;
}

/**
 * A section that shows and hides its content: the title is a button inside a heading
 * (`aria-expanded`, `aria-controls`), the content a panel. On react-aria's Disclosure: Enter and
 * Space toggle it. Use it alone, or several in an `Accordion`.
 */
export function Disclosure({
  title,
  headingLevel = 3,
  children,
  className,
  ...props
}: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={composeClassName(className, styles.disclosure)}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <ChevronRightIcon className={styles.chevron} strokeWidth={1.8} />
          <span className={styles.title}>{title}</span>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelContent}>{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}

export interface AccordionProps extends Omit<DisclosureGroupProps, 'children' | 'render'> {
  /** `Disclosure`s, each with an `id` for `expandedKeys`. */
  children: ReactNode;
}

/**
 * A stack of `Disclosure`s (react-aria's DisclosureGroup): one open at a time by default, or several
 * with `allowsMultipleExpanded`; `expandedKeys`/`onExpandedChange` control it from outside.
 */
export function Accordion({ children, className, ...props }: AccordionProps) {
  return (
    <DisclosureGroup {...props} className={composeClassName(className, styles.group)}>
      {children}
    </DisclosureGroup>
  );
}
