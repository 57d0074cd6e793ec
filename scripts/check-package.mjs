#!/usr/bin/env node
// Checks the package in the current directory the way a consumer would get it: packs it with pnpm
// (so publishConfig applies and the source condition is gone), then runs publint --strict and
// @arethetypeswrong/cli (ESM-only profile) on the tarball.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const out = mkdtempSync(join(tmpdir(), 'coop-pack-'));
/** @param {string} cmd @param {string[]} args */
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

try {
  execFileSync('pnpm', ['pack', '--pack-destination', out], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const packed = readdirSync(out).find((file) => file.endsWith('.tgz'));
  if (!packed) throw new Error(`pnpm pack wrote no tarball for ${manifest.name}`);
  const tarball = join(out, packed);
  console.log(`${manifest.name}: publint --strict`);
  run('publint', ['run', tarball, '--strict']);
  // Entry points that are not JavaScript modules (CSS, the service worker script) have no types.
  const nonModules = Object.keys(manifest.publishConfig?.exports ?? manifest.exports ?? {}).filter(
    (entry) => /\.(css|js)$/.test(entry) || entry === './package.json',
  );
  console.log(`${manifest.name}: attw --profile esm-only`);
  run('attw', [
    tarball,
    '--profile',
    'esm-only',
    '--format',
    'table-flipped',
    ...(nonModules.length ? ['--exclude-entrypoints', ...nonModules] : []),
  ]);
} finally {
  rmSync(out, { recursive: true, force: true });
}
