import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../locale';
import { SafeHtml } from './SafeHtml';

/** Renders the HTML and returns the wrapper, for inspecting what reached the DOM. */
function renderHtml(html: string) {
  const { container } = render(<SafeHtml html={html} />);
  return container.firstElementChild as HTMLElement;
}

/** Everything a hostile input could use to run code, checked on what was rendered. */
function expectInert(root: HTMLElement) {
  expect(
    root.querySelectorAll('script, style, iframe, object, embed, form, base, meta'),
  ).toHaveLength(0);
  expect(root.querySelectorAll('svg, math')).toHaveLength(0);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      expect(attribute.name).not.toBe('style');
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name)) {
        const squeezed = Array.from(attribute.value)
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        expect(squeezed).not.toMatch(/^(javascript|vbscript|data:text)/);
      }
    }
  }
}

describe('ui SafeHtml', () => {
  it('renders headings, paragraphs, lists and links as markup', () => {
    renderHtml(
      '<h2>About us</h2><p>Member-owned since 1938.</p><ul><li>Electric</li><li>Water</li></ul><a href="/contact">Contact us</a>',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About us' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Contact us' })).not.toHaveAttribute('target');
  });

  it.each([
    ['a script tag', '<p>Hi</p><script>window.__pwned = 1</script>'],
    ['an onerror handler', '<img src="x" onerror="window.__pwned = 1">'],
    ['an onclick handler', '<p onclick="window.__pwned = 1">Click</p>'],
    ['a javascript: href', '<a href="javascript:window.__pwned=1">Pay</a>'],
    ['an obfuscated javascript: href', '<a href=" JaVaScRiPt&colon;window.__pwned=1">Pay</a>'],
    ['an entity-encoded javascript: href', '<a href="&#106;avascript:alert(1)">Pay</a>'],
    ['a tab inside javascript:', '<a href="java\tscript:alert(1)">Pay</a>'],
    [
      'a data: document link',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    ],
    ['an svg onload', '<svg onload="window.__pwned = 1"><circle r="4"/></svg>'],
    ['a script inside svg', '<svg><script>window.__pwned = 1</script></svg>'],
    ['an svg link', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['a math mutation trick', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['a noscript mutation trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    [
      'a form posting elsewhere',
      '<form action="https://evil.example"><input name="pin"><button>Go</button></form>',
    ],
    ['a button formaction', '<button formaction="javascript:alert(1)">Go</button>'],
    [
      'a style tag and attribute',
      '<style>body{display:none}</style><p style="position:fixed;inset:0">x</p>',
    ],
    ['a base tag', '<base href="https://evil.example/">'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ['an object/embed', '<object data="evil.swf"></object><embed src="evil.swf">'],
  ])('neutralises %s', (_name, html) => {
    const root = renderHtml(html);
    expectInert(root);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('opens links to other sites in a new tab, safely, and says so', () => {
    renderHtml('<p>See <a href="https://energy.example.org/savings">Energy Savings</a>.</p>');
    const link = screen.getByRole('link', { name: /^Energy Savings ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops a target the server set and keeps same-site links in the tab', () => {
    renderHtml(`<a href="${window.location.origin}/legal" target="_top">Legal terms</a>`);
    const link = screen.getByRole('link', { name: 'Legal terms' });
    expect(link).not.toHaveAttribute('target');
  });

  it('keeps mail and phone links, and prefixes ids so in-page links still work', () => {
    renderHtml(
      '<a href="mailto:help@coop.example">Email</a> <a href="tel:+15555550100">Call</a> <a href="#terms">Terms</a><h2 id="terms">Terms</h2>',
    );
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:help@coop.example',
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+15555550100');
    const target = screen.getByRole('heading', { name: 'Terms' });
    expect(target.id).toBe('user-content-terms');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', `#${target.id}`);
  });

  it('cannot clobber the page: an id like "getElementById" is prefixed', () => {
    renderHtml('<img name="getElementById" id="cookie" src="/a.png" alt="">');
    expect(typeof document.getElementById).toBe('function');
    expect(document.getElementById('cookie')).toBeNull();
  });

  it('renders the wrapper element asked for, with its name', () => {
    const { container } = render(
      <SafeHtml as="section" aria-label="Legal terms" html="<p>Terms apply.</p>" />,
    );
    expect(screen.getByRole('region', { name: 'Legal terms' })).toHaveTextContent('Terms apply.');
    expect(container.firstElementChild?.tagName).toBe('SECTION');
  });

  it('takes the new-tab note wording from messages', () => {
    render(
      <SafeHtml
        html='<a href="https://example.org">Map</a>'
        messages={{ newTab: '(nueva pestaña)' }}
      />,
    );
    expect(screen.getByRole('link', { name: /^Map ?\(nueva pestaña\)$/ })).toBeInTheDocument();
  });

  it('renders nothing for empty HTML', () => {
    expect(renderHtml('').innerHTML).toBe('');
  });

  it('says a link to another site opens in a new tab in Spanish inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <SafeHtml html='<a href="https://example.com/tarifas">Tarifas</a>' />
        </Suspense>
      </LocaleProvider>,
    );
    expect(
      await screen.findByRole('link', { name: /^Tarifas ?\(se abre en una pestaña nueva\)$/ }),
    ).toHaveAttribute('target', '_blank');
  });
});
