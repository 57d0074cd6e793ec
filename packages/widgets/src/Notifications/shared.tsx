import { createElement, type ReactNode, type Ref } from 'react';
import * as styles from './Notifications.css';

/** The heading levels of a notifications widget's title: 1 as a page's title, else inside one. */
export type NotificationsHeadingLevel = 1 | 2 | 3;

/** A heading at the host's level (`offset` levels under the widget's title). */
export function Heading({
  level,
  offset = 0,
  id,
  headingRef,
  children,
}: {
  level: NotificationsHeadingLevel;
  offset?: 0 | 1;
  id?: string;
  /** A heading that takes focus when its part replaces another (it is then focusable by script). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return createElement(
    `h${level + offset}`,
    {
      id,
      ref: headingRef,
      ...(headingRef ? { tabIndex: -1 } : {}),
      className: offset === 0 ? styles.heading : styles.subheading,
    },
    children,
  );
}
