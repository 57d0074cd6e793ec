import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureGoogleTag, googleTagUrl, sendPageView } from './analytics';
import { customScriptUrl, customStylesheetUrl, isLoadableUrl } from './head';
import { applyCustomStylesheet, applyFavicon, loadCustomScript } from './headFiles';

beforeEach(() => {
  document.head.innerHTML = `
    <link rel="icon" href="/favicon-light.svg" media="(prefers-color-scheme: light)" data-coop-favicon>
    <link rel="icon" href="/favicon-dark.svg" media="(prefers-color-scheme: dark)" data-coop-favicon>
    <meta name="coop-custom-script" content="">`;
  delete window.dataLayer;
  delete window.gtag;
});
afterEach(() => {
  document.head.innerHTML = '';
});

const icons = () =>
  Array.from(document.querySelectorAll('link[rel="icon"]')).map((link) => [
    link.getAttribute('href'),
    link.getAttribute('media'),
  ]);

describe('doc 1 §2.1 favicon follows the colour scheme', () => {
  it('keeps the light and dark icons when no favicon is configured', () => {
    applyFavicon(null);
    expect(icons()).toEqual([
      ['/favicon-light.svg', '(prefers-color-scheme: light)'],
      ['/favicon-dark.svg', '(prefers-color-scheme: dark)'],
    ]);
  });

  it('uses portalFavIconPath for both schemes when set, and returns to the built-in icons', () => {
    applyFavicon('https://cdn.example.coop/favicon.ico');
    expect(icons().map(([href]) => href)).toEqual([
      'https://cdn.example.coop/favicon.ico',
      'https://cdn.example.coop/favicon.ico',
    ]);
    applyFavicon(undefined);
    expect(icons().map(([href]) => href)).toEqual(['/favicon-light.svg', '/favicon-dark.svg']);
  });

  it('ignores a favicon path with a foreign scheme', () => {
    applyFavicon('javascript:alert(1)');
    expect(icons().map(([href]) => href)).toEqual(['/favicon-light.svg', '/favicon-dark.svg']);
  });
});

describe('doc 1 §2.1 analytics', () => {
  it('adds the Google tag once, without its own page view, and sends page_view with the path', () => {
    ensureGoogleTag('G-ABC123');
    ensureGoogleTag('G-ABC123');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', googleTagUrl('G-ABC123'));
    expect(scripts[0]?.async).toBe(true);
    sendPageView('/home');
    const calls = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls[0]?.[0]).toBe('js');
    expect(calls[1]).toEqual(['config', 'G-ABC123', { send_page_view: false }]);
    expect(calls[2]).toEqual(['event', 'page_view', { page_path: '/home' }]);
  });
});

describe('doc 1 §2.1 custom stylesheet (featureFlagCustomCss)', () => {
  it.each([
    [null, null],
    ['', null],
    ['false', null],
    ['N', null],
    ['true', '/custom.css'],
    ['Y', '/custom.css'],
    ['https://cdn.example.coop/coop.css', 'https://cdn.example.coop/coop.css'],
    ['/branding/coop.css', '/branding/coop.css'],
    ['theme.css', '/theme.css'],
    ['javascript:alert(1).css', null],
    ['some words', null],
  ])('%s → %s', (setting, url) => {
    expect(customStylesheetUrl(setting, '/')).toBe(url);
  });

  it('adds the stylesheet once, last in the head, and removes it when unset', () => {
    applyCustomStylesheet('/custom.css');
    applyCustomStylesheet('/custom.css');
    const links = document.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(document.head.lastElementChild).toBe(links[0]);
    applyCustomStylesheet(null);
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });
});

describe('doc 1 §2.1 custom script', () => {
  it('is none while the meta element in index.html is empty', () => {
    expect(customScriptUrl(document, '/')).toBeNull();
  });

  it('is the named file beside index.html, run again on each call', () => {
    document.querySelector('meta[name="coop-custom-script"]')?.setAttribute('content', 'custom.js');
    const url = customScriptUrl(document, '/');
    expect(url).toBe('/custom.js');
    loadCustomScript(url!);
    const first = document.querySelector('script[data-coop-custom-script]');
    loadCustomScript(url!);
    const scripts = document.querySelectorAll('script[data-coop-custom-script]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toBe(first);
    expect(scripts[0]).toHaveAttribute('src', '/custom.js');
  });

  it('refuses a foreign scheme', () => {
    expect(isLoadableUrl('data:text/javascript,alert(1)')).toBe(false);
    expect(isLoadableUrl('//evil.example/x.js')).toBe(false);
    expect(isLoadableUrl('https://cdn.example.coop/x.js')).toBe(true);
  });
});
