// `pnpm mock-api` from the repository root, as the README documents it: the demo co-op over real
// HTTP, port from PORT, answering a cross-origin preflight for the ApplicationId and Authorization
// headers and a real call from a browser page on another origin.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

interface BrowserHelpers {
  findChromium(): { path: string } | undefined;
  chromiumArgs: string[];
}
const browserHelpers = (await import(
  /* @vite-ignore */ pathToFileURL(resolve(root, 'scripts/browser.mjs')).href
)) as BrowserHelpers;
const chromiumPath = browserHelpers.findChromium()?.path;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

let child: ChildProcess | undefined;
let output = '';
let apiUrl = '';
let port = 0;

beforeAll(async () => {
  port = await freePort();
  child = spawn('pnpm', ['mock-api'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MOCK_API_LOG: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  apiUrl = await new Promise<string>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`pnpm mock-api did not start:\n${output}`)),
      45_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /mock API \(the demo co-op\) at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    };
    child!.stdout!.on('data', read);
    child!.stderr!.on('data', read);
    child!.once('exit', (code) => fail(new Error(`pnpm mock-api exited (${code}):\n${output}`)));
  });
}, 60_000);

afterAll(() => {
  // The whole process group this test started (pnpm and the node server under it).
  try {
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
});

describe('`pnpm mock-api` from the repository root', () => {
  it('listens on the port PORT names', () => {
    expect(apiUrl).toBe(`http://127.0.0.1:${port}`);
  });

  it('answers a cross-origin preflight for the ApplicationId and Authorization headers', async () => {
    const response = await fetch(`${apiUrl}/v3/quick-pay/member/800001/payments/settings`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://www.prairierivers.coop.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'applicationid, authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(
      'http://www.prairierivers.coop.example',
    );
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('GET');
    const allowed = (response.headers.get('Access-Control-Allow-Headers') ?? '')
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['applicationid', 'authorization']));
  });
});

describe('the demo is self-contained: `pnpm mock-api` serves what the demo co-op links to', () => {
  it("the co-op's website, its login images and documents are served by the mock API itself", async () => {
    const settings = (await (await fetch(`${apiUrl}/api/v3/site/settings`)).json()) as {
      coopWebsiteUrl: string;
      coopContactUsLink: string;
    };
    expect(settings.coopWebsiteUrl).toBe(`${apiUrl}/demo-site/index.html`);
    expect(settings.coopContactUsLink).toBe(`${apiUrl}/demo-site/index.html#contact`);
    const site = await fetch(settings.coopWebsiteUrl);
    expect(site.headers.get('Content-Type')).toContain('text/html');
    expect(await site.text()).toContain('This is the demo co-op’s stand-in website.');

    const images = (await (await fetch(`${apiUrl}/api/v3/site/images/login`)).json()) as {
      imageLink: string;
    }[];
    expect(images).toHaveLength(2);
    for (const { imageLink } of images) {
      expect(imageLink.startsWith(`${apiUrl}/demo-site/images/`)).toBe(true);
      const image = await fetch(imageLink);
      expect([image.status, image.headers.get('Content-Type')]).toEqual([200, 'image/svg+xml']);
    }
    const pdf = await fetch(`${apiUrl}/demo-site/documents/bylaws.pdf`);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
    // Nothing outside the site's folder.
    expect((await fetch(`${apiUrl}/demo-site/..%2Fpackage.json`)).status).toBe(404);
  });

  it('the usage-analytics provider is a demo page that shows what it received and links back', async () => {
    const response = await fetch(`${apiUrl}/api/demo-provider/usage-analytics`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Referer: 'http://localhost:4173/aclarajump',
      },
      body: new URLSearchParams({ memberNumber: '800001', accountNumber: '1000001' }),
    });
    const page = await response.text();
    expect(page).toContain('Detailed usage analysis (demo provider)');
    expect(page).toContain(
      '<a href="http://localhost:4173/accountoverview">Back to the member portal</a>',
    );
    expect(page).toContain('<th scope="row">accountNumber</th><td>1000001</td>');
  });
});

describe.skipIf(!chromiumPath)(
  '`pnpm mock-api` called from a browser page on another origin',
  () => {
    let page: Server | undefined;
    let pageUrl = '';

    beforeAll(async () => {
      page = createServer((_, response) => {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end(
          '<!doctype html><html lang="en"><title>A co-op website</title><h1>Pay</h1></html>',
        );
      });
      await new Promise<void>((done) => page!.listen(0, 'localhost', done));
      pageUrl = `http://localhost:${(page.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((done) => (page ? page.close(() => done()) : done())));

    it('Quick Pay verification and the payment settings (bearer token) succeed through CORS', async () => {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({
        executablePath: chromiumPath!,
        args: browserHelpers.chromiumArgs,
      });
      try {
        const tab = await browser.newPage();
        await tab.goto(pageUrl);
        expect(new URL(tab.url()).origin).not.toBe(new URL(apiUrl).origin);
        const result = await tab.evaluate(async (api) => {
          const verify = await fetch(`${api}/api/v3/quick-pay/verify/account/phone`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ApplicationId: 'web' },
            body: JSON.stringify({ accountNumber: '1000001', phoneLastFourDigits: '1111' }),
          });
          const verified = (await verify.json()) as {
            quickPayToken: string;
            memberNumber: string;
            account: { accountHolderName: string; accountBalance: number };
          };
          const settings = await fetch(
            `${api}/api/v3/quick-pay/member/${verified.memberNumber}/payments/settings?applicationId=web`,
            {
              headers: { ApplicationId: 'web', Authorization: `Bearer ${verified.quickPayToken}` },
            },
          );
          const body = (await settings.json()) as { onlineConvFeeText: string };
          return {
            origin: location.origin,
            verifyStatus: verify.status,
            holder: verified.account.accountHolderName,
            balance: verified.account.accountBalance,
            settingsStatus: settings.status,
            fee: body.onlineConvFeeText,
          };
        }, apiUrl);
        expect(result).toEqual({
          origin: pageUrl.replace(/\/$/, ''),
          verifyStatus: 200,
          holder: 'Jordan Rivers',
          balance: 142.37,
          settingsStatus: 200,
          fee: 'A $2.95 convenience fee applies to card payments.',
        });
        // The browser asked first (a preflight for each call with ApplicationId / Authorization).
        expect(output).toContain('OPTIONS /api/v3/quick-pay/verify/account/phone');
        expect(output).toContain('OPTIONS /api/v3/quick-pay/member/800001/payments/settings');
      } finally {
        await browser.close();
      }
    }, 60_000);
  },
);
