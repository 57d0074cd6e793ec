import { defineConfig, mergeConfig } from 'vitest/config';
import { unitTestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  defineConfig(unitTestConfig({ environment: 'node' })),
  defineConfig({
    test: {
      coverage: {
        provider: 'v8',
        include: ['src/**'],
        exclude: ['src/**/*.test.ts'],
        reporter: ['text-summary', 'text'],
        thresholds: { lines: 95 },
      },
    },
  }),
);
