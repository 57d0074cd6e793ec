#!/usr/bin/env node
// Publishes the Storybook to Chromatic for designers' visual review. Needs the project token in
// CHROMATIC_PROJECT_TOKEN (Chromatic → Manage → Configure). Without it, says so and stops.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'Chromatic needs a project token, and CHROMATIC_PROJECT_TOKEN is not set.',
      'Create a project at https://www.chromatic.com, copy its token from Manage → Configure, then run:',
      '  CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic',
      'Chromatic is a hosted service: the machine running this must reach chromatic.com.',
    ].join('\n'),
  );
  process.exit(1);
}

const result = spawnSync(
  'chromatic',
  ['--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  },
);
process.exit(result.status ?? 1);
