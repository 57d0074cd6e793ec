import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.shared.ts';

export default defineConfig(
  libraryConfig({
    entry: {
      index: 'src/index.ts',
      theme: 'src/theme/index.ts',
      locales: 'src/locale/locales.ts',
    },
    styled: true,
  }),
);
