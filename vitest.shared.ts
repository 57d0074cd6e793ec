import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/** Workspace packages are read from source through this export condition: no build needed. */
export const sourceCondition = 'coop-source';

const serverConditions = [sourceCondition, ...defaultServerConditions];

/**
 * Vite resolve options that read workspace packages from source. The SSR conditions are given both
 * as `ssr` and as `environments.ssr`: vanilla-extract's compiler replaces `ssr` with its own when it
 * evaluates `.css.ts` files, and keeps `environments`.
 */
export const sourceResolve = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: serverConditions, externalConditions: [sourceCondition] } },
  environments: { ssr: { resolve: { conditions: serverConditions } } },
};

interface UnitTestOptions {
  environment: 'node' | 'jsdom';
  /** The package has vanilla-extract `.css.ts` files (its own or a dependency's). */
  styled?: boolean;
  setupFiles?: string[];
  /**
   * A fresh module graph and environment for every test file (default false). The packages' tests
   * clean up after themselves (Testing Library's cleanup, `restoreMocks`, `unstubGlobals`), and
   * sharing one environment per worker makes a package's run several times faster on 2 cores
   * (ui: 65 s → 14 s). A test that needs a module not loaded yet needs isolation.
   */
  isolate?: boolean;
}

/** The unit and component test set-up every package shares. */
export function unitTestConfig({
  environment,
  styled = false,
  setupFiles = [],
  isolate = false,
}: UnitTestOptions): ViteUserConfig {
  return {
    ...sourceResolve,
    plugins: styled ? [vanillaExtractPlugin()] : [],
    test: {
      environment,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [
        ...(environment === 'jsdom'
          ? [new URL('./scripts/vitest.dom-setup.ts', import.meta.url).pathname]
          : []),
        ...setupFiles,
      ],
      isolate,
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 15_000,
    },
  };
}
