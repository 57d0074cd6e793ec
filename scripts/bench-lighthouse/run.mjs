// `pnpm bench:lighthouse`: Lighthouse on the member's key pages. It builds the reference portal,
// starts the demo co-op over HTTP (`pnpm mock-api`) and serves the build twice — in production
// mode against that API (`demoMode: false`) and in demo mode (the build as `pnpm start` serves
// it) — then runs Lighthouse's mobile defaults (simulated slow 4G, 4× CPU slow-down) RUNS times
// per page in headless Chromium and prints the medians. Pages for members are measured signed in
// as member.demo. A measurement, not a test: the figures vary with the machine and its load.
//
// A third mode, same-origin (not run unless asked for), serves the production build with the API
// under the portal's own origin (`pnpm serve`'s API_PROXY, `"apiBaseUrl": "/api"`), as the root
// README recommends to co-ops: no CORS preflights.
//
// Options (environment): BENCH_RUNS (default 3), BENCH_MODES (production,demo; or same-origin),
// BENCH_ROUTES (comma-separated paths, default the six below), BENCH_JSON (a file to write the
// medians to, as JSON), BENCH_REPORTS (a folder to write every run's full Lighthouse report to, as
// JSON: where the time went), BENCH_SKIP_BUILD=1 (use the existing apps/portal/dist),
// BENCH_LANGUAGE (the browser's language, e.g. es-US: the pages in Spanish),
// BENCH_LCP_GRAPH=1 (after each run, print the requests and tasks Lighthouse's simulation counted
// towards the LCP, with their simulated times: lantern.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../browser.mjs';
import { lcpGraph } from './lantern.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MODES = (process.env.BENCH_MODES ?? 'production,demo').split(',').filter(Boolean);
const unknownModes = MODES.filter((mode) => !['production', 'same-origin', 'demo'].includes(mode));
if (unknownModes.length > 0) {
  console.error(
    `BENCH_MODES takes production, same-origin and demo, not ${unknownModes.join(', ')}.`,
  );
  process.exit(1);
}
const MEMBER = { userName: 'member.demo', password: 'Demo#2026' };

/** The pages the issue of record measures; `member` pages are opened signed in. */
const ALL_ROUTES = [
  { path: '/home', member: false },
  { path: '/login', member: false },
  { path: '/quick-pay', member: false },
  { path: '/accountoverview', member: true },
  { path: '/usage-tracker', member: true },
  { path: '/outage-status', member: true },
];
const ROUTES = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',').map((path) => ({
      path,
      member: ALL_ROUTES.find((route) => route.path === path)?.member ?? false,
    }))
  : ALL_ROUTES;

/**
 * A free TCP port on localhost.
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a long-running node script and resolves once it prints `ready` (a pattern).
 * @param {string} script
 * @param {Record<string, string>} env
 * @param {RegExp} ready
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
function startProcess(script, env, ready) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, STOP_WITH_PARENT: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (/** @type {Buffer} */ chunk) => {
      output += String(chunk);
      if (ready.test(output)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${script} stopped (exit ${code}) before it was ready:\n${output}`)),
    );
  });
}

/** @returns {number} */
const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ index) => sorted[index] ?? 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('Building the reference portal…');
  const built = spawnSync(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@coop-portal/portal...',
      '--output-logs=errors-only',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dist = join(root, 'apps', 'portal', 'dist');
const cache = join(root, 'node_modules', '.cache', 'bench-lighthouse');
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
const stop = () => children.forEach((child) => child.kill());
process.on('exit', stop);

const apiPort = await freePort();
const apiUrl = `http://localhost:${apiPort}`;
children.push(
  await startProcess(
    join(root, 'packages', 'mocks', 'scripts', 'mock-api.mjs'),
    { PORT: String(apiPort) },
    /mock API/,
  ),
);

/**
 * Serves one variant of the build and returns its address.
 * @param {string} mode
 */
async function serve(mode) {
  const folder = join(cache, mode);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  cpSync(dist, folder, { recursive: true });
  if (mode !== 'demo') {
    writeFileSync(
      join(folder, 'portal-config.json'),
      JSON.stringify({
        apiBaseUrl: mode === 'same-origin' ? '/api' : apiUrl,
        applicationId: 'web',
        requestTimeoutMs: 30000,
        demoMode: false,
      }),
    );
  }
  const port = await freePort();
  children.push(
    await startProcess(
      join(root, 'apps', 'portal', 'scripts', 'serve.mjs'),
      {
        PORT: String(port),
        PORTAL_DIST: folder,
        ...(mode === 'same-origin' ? { API_PROXY: apiUrl } : {}),
      },
      /Open http/,
    ),
  );
  return `http://localhost:${port}`;
}

const debuggingPort = await freePort();
const profile = join(cache, 'profile');
rmSync(profile, { recursive: true, force: true });
const launch = chromiumLaunchOptions();
// One persistent browser profile: Lighthouse opens its tabs in the default context, where the
// member's session (localStorage) set by the sign-in below is found.
// The browser's language (BENCH_LANGUAGE, e.g. es-US): the portal speaks the browser's language
// when the member has not chosen one, so the pages are measured in Spanish.
const language = process.env.BENCH_LANGUAGE;
const context = await chromium.launchPersistentContext(profile, {
  ...launch,
  headless: true,
  ...(language ? { locale: language } : {}),
  args: [
    ...(launch.args ?? []),
    `--remote-debugging-port=${debuggingPort}`,
    ...(language ? [`--lang=${language}`, `--accept-lang=${language}`] : []),
  ],
});
const page = context.pages()[0] ?? (await context.newPage());
const cdp = await context.newCDPSession(page);

/**
 * Signs member.demo in through the sign-in page.
 * @param {string} base
 */
async function signIn(base) {
  await page.goto(`${base}/login`);
  const username = page.getByRole('textbox', { name: /^(Username|Nombre de usuario)/ });
  // A member still signed in from the run before is sent on from /login (doc 1 §2.7).
  await Promise.race([username.waitFor(), page.waitForURL(/accountoverview/)]);
  if (/accountoverview/.test(page.url())) {
    await page.goto('about:blank');
    return;
  }
  await username.fill(MEMBER.userName);
  await page
    .getByLabel(/^(Password|Contraseña)/)
    .first()
    .fill(MEMBER.password);
  await page.getByRole('button', { name: /^(sign in|iniciar sesión)$/i }).click();
  await page.waitForURL(/accountoverview/, { timeout: 60_000 });
  await page.goto('about:blank');
}

/**
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, lcp: number,
 *   tbt: number, cls: number }} Run
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, lcpMs: number,
 *   tbtMs: number, cls: number }} Medians
 */

/**
 * One Lighthouse run of a page: the scores and the three metrics.
 * @param {string} url
 * @param {boolean} member
 * @returns {Promise<Run>}
 */
async function measure(url, member) {
  if (member) await cdp.send('Network.clearBrowserCache');
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // A member's page needs the session in localStorage: keep the storage (the HTTP cache was
    // cleared above, so the load is as cold as a guest's).
    disableStorageReset: member,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (process.env.BENCH_REPORTS) {
    mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_REPORTS, name), JSON.stringify(result.lhr));
  }
  if (process.env.BENCH_LCP_GRAPH === '1') {
    console.log(`\n${url}: ${await lcpGraph(result.artifacts, result.lhr.configSettings)}\n`);
  }
  const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (member && !finalDisplayedUrl.includes(new URL(url).pathname)) {
    throw new Error(`${url} ended on ${finalDisplayedUrl}: the member was not signed in`);
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
  };
}

/** @type {Record<string, Record<string, Medians>>} */
const report = {};
for (const mode of MODES) {
  const base = await serve(mode);
  const api =
    mode === 'production'
      ? `, API ${apiUrl}`
      : mode === 'same-origin'
        ? `, API ${base}/api → ${apiUrl}`
        : '';
  console.log(`\n${mode} mode (${base}${api})`);
  report[mode] = {};
  for (const route of ROUTES) {
    /** @type {Run[]} */
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Guest pages start from an empty profile (Lighthouse resets the origin's storage), so the
      // member signs in again before each member page.
      if (route.member) await signIn(base);
      runs.push(await measure(`${base}${route.path}`, route.member));
    }
    const pick = (/** @type {keyof Run} */ key) => median(runs.map((entry) => entry[key]));
    report[mode][route.path] = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      lcpMs: Math.round(pick('lcp')),
      tbtMs: Math.round(pick('tbt')),
      cls: Number(pick('cls').toFixed(3)),
    };
    console.log(`  ${route.path}: ${JSON.stringify(report[mode][route.path])}`);
  }
}

await context.close();
stop();

console.log(`\nLighthouse ${RUNS}× per page, medians (mobile: simulated slow 4G, 4× CPU)\n`);
console.log('| mode | route | performance | accessibility | best practices | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [mode, routes] of Object.entries(report)) {
  for (const [path, r] of Object.entries(routes)) {
    console.log(
      `| ${mode} | ${path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms | ${r.cls} |`,
    );
  }
}
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(report, null, 2));
process.exit(0);
