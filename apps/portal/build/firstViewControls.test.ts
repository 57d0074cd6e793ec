import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { CONTROL_LIBRARIES, firstViewControls } from './firstViewControls';

const aria = (path: string) => `/repo/node_modules/.pnpm/x/node_modules/react-aria/dist/${path}`;
const stately = (path: string) => `/repo/node_modules/react-stately/dist/${path}`;
const portal = (path: string) => `/repo/apps/portal/${path}`;
const isModule = (id: string, module: string) => id.endsWith(`/apps/portal/${module}`);

/** A build's output with chunks given as file name → [module ids, imports, is an entry]. */
function output(
  chunks: Record<string, [moduleIds: string[], imports: string[], isEntry?: boolean]>,
): Rollup.OutputChunk[] {
  return Object.entries(chunks).map(
    ([fileName, [moduleIds, imports, isEntry = false]]) =>
      ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rollup.OutputChunk,
  );
}

describe("the first views' react-aria code in a chunk for each set of first views that shares it", () => {
  const build = output({
    'entry.js': [[portal('src/main.tsx'), aria('ssr/SSRProvider.mjs')], ['runtime.js'], true],
    'runtime.js': [[aria('utils/useId.mjs')], []],
    'outage.js': [
      [portal('src/pages/outage/OutagePage.tsx')],
      ['core.js', 'tabs.js', 'runtime.js'],
    ],
    'login.js': [[portal('src/pages/signIn/LoginPage.tsx')], ['core.js', 'field.js']],
    'core.js': [[aria('interactions/usePress.mjs'), portal('src/shared.ts')], []],
    'tabs.js': [[aria('tabs/useTab.mjs'), stately('tabs/useTabListState.mjs')], ['focus.js']],
    'focus.js': [[aria('focus/FocusScope.mjs')], []],
    'field.js': [[aria('textfield/useTextField.mjs')], []],
    'dates.js': [[aria('datepicker/useDatePicker.mjs')], ['core.js']],
  });
  const routes = {
    'outage-status': ['src/pages/outage/OutagePage.tsx'],
    login: ['src/pages/signIn/LoginPage.tsx'],
  };

  it('each module of the first views’ own files, with the first views that hold it; nothing of the files every page loads, of other pages, or of the portal’s own', () => {
    expect(Object.fromEntries(firstViewControls(build, routes, isModule))).toEqual({
      [aria('interactions/usePress.mjs')]: 'login+outage-status',
      [aria('tabs/useTab.mjs')]: 'outage-status',
      [stately('tabs/useTabListState.mjs')]: 'outage-status',
      [aria('focus/FocusScope.mjs')]: 'outage-status',
      [aria('textfield/useTextField.mjs')]: 'login',
    });
  });

  it('a first view whose page is in no chunk fails the build (a moved page cannot lose its chunk unnoticed)', () => {
    expect(() => firstViewControls(build, { gone: ['src/pages/Gone.tsx'] }, isModule)).toThrowError(
      'The build has no chunk for src/pages/Gone.tsx.',
    );
  });

  it('react-aria’s family by its folders under node_modules, whatever the package manager’s layout', () => {
    for (const id of [
      '/r/node_modules/react-aria-components/dist/Tabs.mjs',
      '/r/node_modules/.pnpm/react-aria@3/node_modules/react-aria/dist/x.mjs',
      'C:\\r\\node_modules\\@react-aria\\focus\\dist\\x.mjs',
      '/r/node_modules/@internationalized/date/dist/x.mjs',
      '/r/node_modules/clsx/dist/clsx.mjs',
    ]) {
      expect(CONTROL_LIBRARIES.test(id), id).toBe(true);
    }
    for (const id of ['/r/node_modules/react/index.js', '/r/packages/ui/src/react-aria/x.ts']) {
      expect(CONTROL_LIBRARIES.test(id), id).toBe(false);
    }
  });
});
