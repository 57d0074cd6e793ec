import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.shared.ts';

export default defineConfig(libraryConfig({ entry: { index: 'src/index.ts', es: 'src/es.ts' } }));
