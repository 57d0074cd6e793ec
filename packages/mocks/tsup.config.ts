import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.shared.ts';

export default defineConfig({
  ...libraryConfig({
    entry: {
      index: 'src/index.ts',
      browser: 'src/browser.ts',
      node: 'src/node.ts',
      server: 'src/server.ts',
    },
    // A development aid (the demo backend), not loaded by a co-op's production pages: one bundle
    // per entry is enough.
    preserveModules: false,
  }),
  // The mock API server entry uses node:http; every entry leaves node built-ins external.
  external: [/^node:/],
});
