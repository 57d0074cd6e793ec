import '@coop-portal/ui/theme';
import './preview.css';
import { handlers } from '@coop-portal/mocks';
import { afterEach as checkAccessibility } from '@storybook/addon-a11y/preview';
import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { isLocale, LocaleProvider } from '@coop-portal/ui';
import { Suspense, useEffect, type ReactNode } from 'react';
import { waitForAnimations } from 'storybook/preview-api';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/**
 * The demo backend answers every API call in stories. Its handlers survive the reset between
 * stories; a story adds its own in `beforeEach({ msw }) { msw.use(http.get(…)) }`.
 */
async function startDemoBackend() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}

/** Applies the toolbar's theme to the document, as a co-op's page would with `data-coop-theme`. */
function ThemeRoot({ theme, children }: { theme: unknown; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'light' || theme === 'dark') root.setAttribute('data-coop-theme', theme);
    else root.removeAttribute('data-coop-theme');
  }, [theme]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={context.globals.theme}>
    <Story />
  </ThemeRoot>
);

/** Sets the document's language, as a co-op's page would with `<html lang>`. */
function LanguageRoot({ locale, children }: { locale: string; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = locale;
    return () => {
      root.lang = before;
    };
  }, [locale]);
  return children;
}

/**
 * Every story in the toolbar's language: the kit's and the widgets' wording, formats and
 * react-aria's strings follow it (a translation loads on demand, meanwhile the story waits).
 */
const withLocale: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en-US';
  // English is every component's own default: the story renders as it is, with nothing around it.
  if (locale === 'en-US') return <Story />;
  return (
    <LanguageRoot locale={locale}>
      <LocaleProvider locale={locale}>
        <Suspense fallback={<p>Loading…</p>}>
          <Story />
        </Suspense>
      </LocaleProvider>
    </LanguageRoot>
  );
};

/**
 * Each story starts from a clean page, whatever ran before it (the story tests run many story
 * files in one page): no signed-in member or demo overrides left in storage, and nothing in
 * react-aria's page-wide live region, which keeps a busy button's announcement (pointing at the
 * button by id) for 7 seconds after the button is gone.
 */
function resetPage() {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (key.startsWith('coop-portal:')) storage.removeItem(key);
    }
  }
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}

/** The story runs as a test (Vitest through the Storybook plugin), not in Storybook's UI. */
const runsAsTest = import.meta.env.VITEST_STORYBOOK !== undefined;

/** The axe rules that read colours: the only ones whose result can change with the theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * A story test renders and plays the story once, in the light theme, and checks it with axe in
 * both themes: after the accessibility addon's check in light (every rule), the document switches
 * to the dark theme and axe runs the rules that read colours on the same state, then the theme
 * switches back. The themes differ in colours only (CSS custom properties under
 * `data-coop-theme`), so rendering and playing every story a second time in dark checked nothing
 * more and took half the story run, and so would every other rule run again.
 */
async function checkDarkTheme(context: StoryContext) {
  if (!runsAsTest || context.viewMode !== 'story') return;
  const root = document.documentElement;
  const theme = root.getAttribute('data-coop-theme');
  root.setAttribute('data-coop-theme', 'dark');
  try {
    // Colour transitions settle before axe reads computed colours.
    await waitForAnimations();
    const a11y = (context.parameters.a11y ?? {}) as { options?: Record<string, unknown> };
    await checkAccessibility({
      ...context,
      parameters: {
        ...context.parameters,
        a11y: {
          ...a11y,
          options: { ...a11y.options, runOnly: { type: 'rule', values: COLOUR_RULES } },
        },
      },
    });
  } catch (error) {
    throw new Error(
      `In the dark theme: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  } finally {
    if (theme === null) root.removeAttribute('data-coop-theme');
    else root.setAttribute('data-coop-theme', theme);
  }
}

const preview: Preview = {
  decorators: [withLocale, withTheme],
  loaders: [mswLoader(startDemoBackend)],
  beforeEach: resetPage,
  afterEach: checkDarkTheme,
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en-US', title: 'English (US)', right: 'en' },
          { value: 'es-US', title: 'Español (EE. UU.)', right: 'es' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'Follow system', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en-US' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is an accessibility test: axe violations fail the run.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    // Chromatic takes one snapshot of every story per mode, each with its own baseline: both
    // themes on a desktop, and the light theme on the narrowest phone a co-op's page must serve
    // (320px), in English and in Spanish, whose longer words must fit there too. `theme` and
    // `locale` are the toolbar's globals (applied by withTheme and withLocale); the widths are the
    // toolbar's Desktop and Small mobile viewports, so a designer can reproduce any snapshot.
    chromatic: {
      modes: {
        'light desktop': { theme: 'light', viewport: MINIMAL_VIEWPORTS.desktop.styles.width },
        'dark desktop': { theme: 'dark', viewport: MINIMAL_VIEWPORTS.desktop.styles.width },
        'light phone': { theme: 'light', viewport: MINIMAL_VIEWPORTS.mobile1.styles.width },
        'light phone, Spanish': {
          theme: 'light',
          locale: 'es-US',
          viewport: MINIMAL_VIEWPORTS.mobile1.styles.width,
        },
      },
    },
  },
};

export default preview;
