import { navigation } from '@coop-portal/validation';
import { useEffect } from 'react';
import { useLocation } from '../routing/hooks';
import { useRouteTitles } from '../routing/handle';
import { customScriptUrl, customStylesheetUrl } from './head';
import type * as HeadFiles from './headFiles';
import { useFrameData } from './useFrameData';

// The code that puts a favicon, stylesheet or script in the head loads only when a setting asks
// for one (or one was put there before and must go back).
let headFilesUsed = false;
function withHeadFiles(apply: (files: typeof HeadFiles) => void) {
  headFilesUsed = true;
  void import('./headFiles').then(apply);
}

/** The path of the page shown, for the Core Web Vitals reports (see webVitals.ts). */
let shownPath = '/';
const currentPath = () => shownPath;

/**
 * The document head on every page, maintenance included (doc 1 §2.1): the title (route titles
 * joined with ' | ', then the co-op name), the favicon, the custom stylesheet, and on each
 * navigation an analytics page view (and, through the analytics, the Core Web Vitals) and the custom
 * script.
 */
export function HeadEffects() {
  const { settings } = useFrameData();
  const location = useLocation();
  const titles = useRouteTitles();
  const title = navigation.pageTitle([...titles, settings?.coopName]);
  const analyticsCode = settings?.googleAnalyticsCode?.trim();
  const favicon = settings?.portalFavIconPath;
  const stylesheet = customStylesheetUrl(settings?.featureFlagCustomCss);

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  useEffect(() => {
    if (favicon || headFilesUsed) withHeadFiles((files) => files.applyFavicon(favicon));
  }, [favicon]);

  useEffect(() => {
    if (stylesheet || headFilesUsed) {
      withHeadFiles((files) => files.applyCustomStylesheet(stylesheet));
    }
  }, [stylesheet]);

  // Each navigation (the same URL again included: a new location key) counts once. With analytics
  // on, the page's Core Web Vitals are reported too (see webVitals.ts). Their code loads only then;
  // the page views keep their order (one module, loaded once).
  useEffect(() => {
    shownPath = location.pathname;
    if (!analyticsCode) return;
    const pagePath = location.pathname;
    void import('./analytics').then(({ trackNavigation }) =>
      trackNavigation(analyticsCode, pagePath, currentPath),
    );
  }, [analyticsCode, location.key, location.pathname]);

  useEffect(() => {
    const script = customScriptUrl();
    if (script) withHeadFiles((files) => files.loadCustomScript(script));
  }, [location.key]);

  return null;
}
