import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.shared.ts';
import manifest from './package.json' with { type: 'json' };
import { createOpenApiDocument } from './src/openapi.ts';

export default defineConfig(
  libraryConfig({
    entry: { index: 'src/index.ts', react: 'src/react/index.ts', es: 'src/es.ts' },
    // The build also emits the contract as an OpenAPI 3.1 document, so that a co-op's back-end
    // team sees every path, request and answer the portal expects.
    async afterBuild() {
      const document = createOpenApiDocument({ version: manifest.version });
      // Formatted as the repository formats JSON, so a build leaves `prettier --check` green.
      const options = (await resolveConfig('openapi.json')) ?? {};
      await writeFile(
        'openapi.json',
        await format(JSON.stringify(document), { ...options, filepath: 'openapi.json' }),
      );
    },
  }),
);
