#!/usr/bin/env node
// The React consumer test: a co-op's own Vite + React app gets Quick Pay the way a co-op would,
// from the published packages, outside this workspace.
//
// 1. packs @coop-portal/validation, api-client, ui, widgets and embed with pnpm (publishConfig
//    applies, `workspace:^` becomes a version range, only `dist/` ships);
// 2. copies examples/react-vite to a fresh temporary folder outside the repository and installs it
//    with npm: third-party packages from the registry, the kit packages from the tarballs
//    (direct dependencies and npm `overrides`, so the kit's own inter-package ranges resolve to the
//    tarballs too, never to the registry);
// 3. checks that every kit package's published declaration files import only packages it declares
//    (a dependency or peer dependency, or its `@types/…`): anything else is missing from an npm
//    user's install and breaks their types; then `tsc --noEmit` in the app (the published types,
//    including src/QuickPayElement.types.tsx: `<coop-quick-pay>` in TSX and its events, where a
//    wrong attribute or event detail must fail), then `vite build` with no kit-specific setup (its
//    JavaScript stays under 150 kB gzip: the bundler drops what Quick Pay does not use);
// 4. serves the build and drives it in Chromium: the Quick Pay button is styled by the kit's CSS,
//    it opens the 'Quick Pay' dialog on the 'Account' step, the field rules answer, a Verify call
//    reaches the configured API (which answers 500 here: there is no backend) and the dialog shows
//    the doc 1 §8 message, and closing mid-way asks first and returns focus to the button.
//
// Run by `pnpm test` (turbo task `//#test:react-consumer`, after the packages' builds) or alone
// with `pnpm test:react-consumer` (which builds the packages first through turbo, cached).
// KEEP_CONSUMER_APP=1 keeps the temporary folder for a look.
import { execFileSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './browser.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const template = join(repo, 'examples', 'react-vite');
/** The public packages the app needs, in dependency order. */
const kitPackages = ['validation', 'api-client', 'ui', 'widgets', 'embed'].map((name) => ({
  name: `@coop-portal/${name}`,
  dir: join(repo, 'packages', name),
}));
const applicationId = 'coop-react-consumer';
/** The app's JavaScript (React, react-aria, the kit's Quick Pay and what it uses), gzip. */
const CONSUMER_JS_LIMIT = 150_000;
const serverError = 'We are unable to process your request at this time. Please try again later.';
const started = Date.now();
const isWindows = process.platform === 'win32';

/** @param {string} message */
const step = (message) =>
  console.log(`[react-consumer ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 */
function run(command, args, { cwd = repo, env = process.env, quiet = false } = {}) {
  execFileSync(command, args, {
    cwd,
    env,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    // npm and pnpm are .cmd shims on Windows.
    shell: isWindows && (command === 'npm' || command === 'pnpm'),
  });
}

/** @param {boolean} condition @param {string} message @returns {asserts condition} */
function check(condition, message) {
  if (!condition) throw new Error(`react-consumer: ${message}`);
}

/**
 * Waits for a text in the dialog; on time-out, says what the dialog shows instead.
 * @param {import('playwright-core').Locator} dialog @param {string} text
 */
async function shows(dialog, text) {
  try {
    await dialog.getByText(text).first().waitFor({ timeout: 10_000 });
  } catch {
    const shown = await dialog.innerText().catch(() => '(no dialog)');
    throw new Error(`react-consumer: the dialog does not show '${text}'. It shows:\n${shown}`);
  }
}

/** @param {string} dir @returns {string[]} every declaration file under `dir` */
function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return /\.d\.[cm]?ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The packages a declaration file's code names: imports, re-exports, `import('…')` types, module
 * augmentations and `/// <reference types>` (not what its doc comments show as examples).
 * @param {string} text @returns {string[]}
 */
function namedPackages(text) {
  const references = [...text.matchAll(/^\/\/\/\s*<reference\s+types=["']([^"']+)["']/gm)];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers = [
    ...references,
    // `from '…'` of an import or export statement only: a type such as `Pick<T, 'from' | 'to'>`
    // holds the word too.
    ...code.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm),
    ...code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g),
    ...code.matchAll(/\bimport\s+["']([^"']+)["']/g),
    ...code.matchAll(/\bdeclare\s+module\s+["']([^"']+)["']/g),
  ].map(([, specifier]) => /** @type {string} */ (specifier));
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    )
    .filter((name) => !builtinModules.includes(name));
}

/** @param {string} name @returns {string} where a package's own types would come from otherwise */
const typesPackage = (name) => `@types/${name.replace(/^@/, '').replace('/', '__')}`;

/**
 * @param {import('playwright-core').Locator} element @param {string} when
 */
async function focusIsOn(element, when) {
  const deadline = Date.now() + 5_000;
  while (!(await element.evaluate((node) => node === document.activeElement))) {
    check(Date.now() < deadline, `focus did not return to the Quick Pay button ${when}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

// Inside `pnpm test` turbo has built the packages (dependsOn); run alone, build them (cached).
if (!process.env.TURBO_HASH) {
  step('building the kit packages (turbo, cached)');
  run('pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    ...kitPackages.map((pkg) => `--filter=${pkg.name}`),
    '--output-logs=errors-only',
  ]);
}
for (const pkg of kitPackages) {
  check(
    existsSync(join(pkg.dir, 'dist', 'index.js')),
    `${pkg.name} has no dist/ (run \`pnpm build\` first)`,
  );
}

const work = realpathSync(mkdtempSync(join(tmpdir(), 'coop-react-consumer-')));
check(
  relative(repo, work).startsWith('..') || relative(repo, work).includes(':'),
  `the temporary folder ${work} is inside the repository; set TMPDIR to a folder outside it`,
);
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');

/** @type {import('node:http').Server | undefined} */
let server;
/** @type {import('playwright-core').Browser | undefined} */
let browser;
try {
  // 1. Pack.
  step(`packing ${kitPackages.length} packages into ${tarballs}`);
  mkdirSync(tarballs);
  /** @type {Record<string, string>} package name → `file:` spec of its tarball, from the app */
  const fileSpecs = {};
  for (const pkg of kitPackages) {
    const before = new Set(readdirSync(tarballs));
    run('pnpm', ['pack', '--pack-destination', tarballs], { cwd: pkg.dir, quiet: true });
    const [packed, ...more] = readdirSync(tarballs).filter((file) => !before.has(file));
    check(
      packed !== undefined && more.length === 0 && packed.endsWith('.tgz'),
      `pnpm pack of ${pkg.name} failed`,
    );
    fileSpecs[pkg.name] = `file:../tarballs/${packed}`;
  }

  // 2. The app, outside the workspace, installed with npm.
  step(`copying examples/react-vite to ${app}`);
  cpSync(template, app, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  const manifestPath = join(app, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const name of ['@coop-portal/widgets', '@coop-portal/ui', '@coop-portal/embed']) {
    check(
      typeof manifest.dependencies?.[name] === 'string',
      `examples/react-vite/package.json must depend on ${name}`,
    );
  }
  // What the template declares comes from the tarballs; so does everything the kit packages
  // depend on among themselves (`overrides`), so npm never asks the registry for them.
  for (const name of Object.keys(manifest.dependencies)) {
    if (name in fileSpecs) manifest.dependencies[name] = fileSpecs[name];
  }
  manifest.overrides = { ...manifest.overrides, ...fileSpecs };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

  // pnpm (running this script) sets npm_config_* variables of its own; npm gets only the ones that
  // say where and how to reach the registry. npm's own cache (~/.npm) makes repeated runs fast.
  const keep =
    /^npm_config_(registry|cache|@.*:registry|proxy|https_proxy|noproxy|strict_ssl|cafile)$/i;
  /** @type {NodeJS.ProcessEnv} */
  const npmEnv = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^npm_(config|package|lifecycle)_/i.test(key) || keep.test(key),
    ),
  );
  npmEnv.npm_config_update_notifier = 'false';
  step('npm install (registry + tarballs)');
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: app,
    env: npmEnv,
  });

  // Every kit package is the tarball's copy, once: none came from the registry, none is nested.
  const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8'));
  for (const pkg of kitPackages) {
    const copies = Object.entries(lock.packages ?? {}).filter(
      ([path, entry]) => path.endsWith(`node_modules/${pkg.name}`) && !entry.link,
    );
    const [copy, ...others] = copies;
    check(
      copy !== undefined && others.length === 0,
      `${pkg.name} is installed ${copies.length} times`,
    );
    const [path, entry] = copy;
    check(
      path === `node_modules/${pkg.name}` && String(entry.resolved).startsWith('file:'),
      `${pkg.name} resolved to ${entry.resolved} at ${path}, not the packed tarball`,
    );
  }
  // One React and one react-aria-components, or the kit's dialog trigger and context break.
  for (const name of ['react', 'react-dom', 'react-aria-components', '@tanstack/react-query']) {
    const copies = Object.keys(lock.packages ?? {}).filter((path) =>
      path.endsWith(`node_modules/${name}`),
    );
    check(copies.length === 1, `${name} is installed ${copies.length} times: ${copies.join(', ')}`);
  }

  // 3. Types and build, with the app's own tools. First, each package's published types name only
  // what an npm user's install has: its own dependencies and peers (a devDependency is not there).
  step('the published types import only declared dependencies');
  for (const pkg of kitPackages) {
    const installed = join(app, 'node_modules', ...pkg.name.split('/'));
    const published = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    const declared = new Set([
      published.name,
      ...Object.keys(published.dependencies ?? {}),
      ...Object.keys(published.peerDependencies ?? {}),
      ...Object.keys(published.optionalDependencies ?? {}),
    ]);
    /** @type {string[]} */
    const undeclared = [];
    for (const file of declarationFiles(join(installed, 'dist'))) {
      for (const name of namedPackages(readFileSync(file, 'utf8'))) {
        if (!declared.has(name) && !declared.has(typesPackage(name))) {
          undeclared.push(`${relative(installed, file)} → ${name}`);
        }
      }
    }
    check(
      undeclared.length === 0,
      `${pkg.name}'s published types import packages it does not depend on (an npm user's types break):\n${[...new Set(undeclared)].join('\n')}`,
    );
  }
  step('tsc --noEmit in the app');
  run(process.execPath, [join(app, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit'], {
    cwd: app,
  });
  step('vite build in the app');
  run(
    process.execPath,
    [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: app,
      env: { ...npmEnv, VITE_COOP_API_BASE_URL: '/api', VITE_COOP_APPLICATION_ID: applicationId },
    },
  );
  const dist = join(app, 'dist');
  const builtCss = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.css'));
  check(builtCss.length > 0, 'the build has no CSS file');
  // The app's bundler keeps only what Quick Pay uses: each package's dist/ has one module per
  // source module (scripts/tsup.shared.ts). One-file bundles made this 181 kB.
  const builtJs = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const jsGzip = builtJs.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, 'assets', file))).length,
    0,
  );
  step(`the app's JavaScript: ${(jsGzip / 1000).toFixed(1)} kB gzip`);
  check(
    jsGzip <= CONSUMER_JS_LIMIT,
    `the app's JavaScript is ${(jsGzip / 1000).toFixed(1)} kB gzip, over ${CONSUMER_JS_LIMIT / 1000} kB`,
  );

  // 4. Serve the build (and an API that fails) and drive it in Chromium.
  /** @type {{ method: string, url: string, applicationId: string | undefined, body: string }[]} */
  const apiCalls = [];
  const types = /** @type {Record<string, string>} */ ({
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
  });
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const header = request.headers['applicationid'];
        apiCalls.push({
          method: request.method ?? '',
          url: url.pathname,
          applicationId: Array.isArray(header) ? header[0] : header,
          body,
        });
        // No backend here: every call fails as a co-op API would when it is down.
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end('{}');
      });
      return;
    }
    const file = resolve(dist, `.${decodeURIComponent(url.pathname)}`);
    const target =
      file.startsWith(dist + sep) && existsSync(file) && statSync(file).isFile()
        ? file
        : join(dist, 'index.html');
    response.writeHead(200, {
      'content-type': types[extname(target)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(target));
  });
  const listening = server;
  await new Promise((done) => listening.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  check(typeof address === 'object' && address !== null, 'the server has no address');
  const origin = `http://127.0.0.1:${address.port}`;

  step(`Chromium on ${origin}/`);
  browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  /** @type {string[]} */
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    // The failing API call is expected (and logged by the browser and by the app's onError).
    if (message.type() === 'error' && !/status of 500/.test(message.text())) {
      pageErrors.push(message.text());
    }
  });
  await page.goto(`${origin}/`);

  // The trigger: the ui kit's Button, styled by the kit's CSS with the kit's tokens, and rebranded
  // by the app's own `:root { --coop-color-action-primary-background: #004b87 }` (site.css), which
  // wins because the kit's tokens and rules sit in cascade layers.
  const trigger = page.getByRole('button', { name: 'Quick Pay', exact: true });
  await trigger.waitFor({ state: 'visible', timeout: 15_000 });
  const look = await trigger.evaluate((button) => {
    /** @param {string} colour */
    const computed = (colour) => {
      const probe = document.createElement('span');
      probe.style.color = colour;
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    };
    const style = getComputedStyle(button);
    return {
      fontSizeToken: getComputedStyle(document.documentElement)
        .getPropertyValue('--coop-font-size-md')
        .trim(),
      textToken: computed('var(--coop-color-action-primary-text)'),
      background: style.backgroundColor,
      colour: style.color,
      radius: style.borderTopLeftRadius,
    };
  });
  check(look.fontSizeToken !== '', 'the ui kit’s theme tokens (--coop-…) are not on :root');
  check(
    look.background === 'rgb(0, 75, 135)',
    `the Quick Pay button's background is ${look.background}, not the app's brand colour rgb(0, 75, 135) set through --coop-color-action-primary-background`,
  );
  check(
    look.colour === look.textToken && look.radius !== '0px',
    `the Quick Pay button is not styled by the kit (colour ${look.colour}, expected ${look.textToken}; radius ${look.radius})`,
  );

  // The dialog: title, stepper on 'Account', the md width of the kit's CSS.
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Quick Pay' });
  await dialog.waitFor({ state: 'visible', timeout: 10_000 });
  await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor();
  // The modal around the dialog takes the md size (600px) from the ui kit's CSS.
  const modalWidth = await dialog.evaluate((element) =>
    element.parentElement ? getComputedStyle(element.parentElement).width : 'no parent',
  );
  check(
    modalWidth === '600px',
    `the Quick Pay dialog is ${modalWidth} wide, not the kit's 600px (its CSS did not apply)`,
  );
  const heading = dialog.getByRole('heading', { name: 'Account', exact: true });
  // The widgets' own CSS: the step heading has no margin and sits in a flex column with a gap.
  const layout = await heading.evaluate((element) => ({
    margin: getComputedStyle(element).marginTop,
    display: element.parentElement ? getComputedStyle(element.parentElement).display : '',
    gap: element.parentElement ? getComputedStyle(element.parentElement).rowGap : '',
  }));
  check(
    layout.margin === '0px' && layout.display === 'flex' && layout.gap === '16px',
    `the Quick Pay content is not laid out by the widgets' CSS: ${JSON.stringify(layout)}`,
  );

  // The rules (from @coop-portal/validation) answer an empty Verify and focus the first field.
  const verify = dialog.getByRole('button', { name: 'Verify', exact: true });
  const accountField = dialog.getByRole('textbox', { name: 'Account Number' });
  const phoneField = dialog.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' });
  await verify.click();
  await shows(dialog, 'Please enter your account number.');
  check(
    await accountField.evaluate((element) => element === document.activeElement),
    'the first invalid field (Account Number) does not have focus after an invalid Verify',
  );
  check(apiCalls.length === 0, `an invalid Verify called the API: ${JSON.stringify(apiCalls)}`);

  // Nothing typed: Close closes at once, and focus returns to the button.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
  await focusIsOn(trigger, 'after Close');

  // Opened again: a valid Verify calls the configured API through the api-client; the API fails
  // (500) and the dialog says so with the doc 1 §8 message.
  await trigger.click();
  await dialog.waitFor({ state: 'visible', timeout: 10_000 });
  await accountField.fill('1000001');
  await phoneField.fill('1111');
  await verify.click();
  await shows(dialog, serverError);
  const call = apiCalls.find((entry) => entry.url === '/api/v3/quick-pay/verify/account/phone');
  check(call !== undefined, `no verification call reached the API: ${JSON.stringify(apiCalls)}`);
  check(call.method === 'POST', `the verification call was a ${call.method}`);
  check(
    call.applicationId === applicationId,
    `the verification call's ApplicationId header was ${call.applicationId}`,
  );
  check(
    call.body.includes('1000001') && call.body.includes('1111'),
    `the verification call's body was ${call.body}`,
  );

  // Closing mid-way asks first; Yes closes and focus returns to the button.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  const quit = page.getByRole('alertdialog', { name: 'Quit payment' });
  await quit.waitFor({ timeout: 5_000 });
  await quit.getByRole('button', { name: 'Yes', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
  await focusIsOn(trigger, 'after the quit confirmation');

  check(pageErrors.length === 0, `errors in the page:\n${pageErrors.join('\n')}`);
  step('passed: installed from the tarballs, typed, built, rendered and styled');
} finally {
  await browser?.close();
  server?.close();
  if (process.env.KEEP_CONSUMER_APP) console.log(`react-consumer: kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
