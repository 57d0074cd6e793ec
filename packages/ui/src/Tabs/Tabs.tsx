import { useEffect, useRef } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { composeClassName } from '../internal/renderProps';
import { afterPaint } from '../scheduling';
import * as styles from './Tabs.css';

export type TabsProps = Omit<AriaTabsProps, 'render'>;

/**
 * Tabs on react-aria-components: arrow keys move between tabs (Home/End to the ends), disabled
 * tabs are skipped, each tab controls its panel. Selection is uncontrolled (`defaultSelectedKey`) or
 * controlled (`selectedKey` + `onSelectionChange`), e.g. a profile page jumping to its first invalid
 * tab. Compose with `TabList`, `Tab` and `TabPanel`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeClassName(className, styles.tabs)} />;
}

export type TabListProps<T extends object> = AriaTabListProps<T>;

/**
 * The row of tabs. Name it (`aria-label`) when the page has more than one tab list. When the tabs
 * do not fit (small screens), the row scrolls sideways and keeps the selected tab in view.
 */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeClassName(className, styles.tabList)} />;
}

export type TabProps = Omit<AriaTabProps, 'render'>;

/**
 * One tab; its `id` matches its `TabPanel`'s. When selected (also from outside) it scrolls into
 * view inside a sideways-scrolled tab list.
 */
export function Tab({ className, children, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={composeClassName(className, styles.tab)}>
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <KeepInView isSelected={isSelected} />
          {content}
        </>
      ))}
    </AriaTab>
  );
}

/**
 * Scrolls the tab it sits in into view within its tab list when the tab is selected. Only the list
 * scrolls, never the page. (A hidden marker element gives it the tab without reaching into props.)
 */
function KeepInView({ isSelected }: { isSelected: boolean }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!isSelected) return;
    // Measured once the browser has laid the page out and painted it: measuring at once would make
    // it lay out the new content early, in the same task as the render.
    return afterPaint(() => {
      const tab = marker.current?.parentElement;
      const list = tab?.parentElement;
      if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
      const start = tab.offsetLeft; // the list is the tabs' offset parent (position: relative)
      const end = start + tab.offsetWidth;
      if (start < list.scrollLeft) list.scrollLeft = start;
      else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
    });
  }, [isSelected]);
  return <span ref={marker} hidden />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'render'>;

/** The content of the tab with the same `id`. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeClassName(className, styles.tabPanel)} />;
}
