import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { sourceResolve } from '../vitest.shared.ts';

/** One Storybook for every package; stories live next to their components. */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The demo backend's service worker, for msw in stories.
  staticDirs: ['../packages/mocks/public'],
  core: { disableTelemetry: true },
  // Props tables read the packages' sources (the root tsconfig does not include them).
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: { tsconfigPath: 'tsconfig.storybook.json' },
  },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      ...sourceResolve,
      plugins: [vanillaExtractPlugin()],
      // Bundled before the first story runs: a dependency found mid-run makes Vite reload the
      // test page, and the story file that found it fails to load (the chart's d3 modules did).
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          'zod/mini',
          'zod/locales',
          '@coop-portal/widgets > d3-array',
          '@coop-portal/widgets > d3-scale',
          '@coop-portal/widgets > d3-shape',
        ],
      },
    });
  },
};

export default config;
