import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Elements server HTML has no business rendering in the portal, on top of DOMPurify's own list. */
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'link',
  'meta',
  'template',
  'dialog',
];

/** Inline styles can overlay or hide the page (UI redress); the typography comes from the kit. */
const FORBID_ATTR = ['style', 'target', 'action', 'formaction', 'srcset', 'ping'];

/** Web, mail and phone links and relative URLs; no `javascript:`, `data:` (outside images) or others. */
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** DOMPurify's prefix for `id`/`name` values, so server HTML cannot clobber the page's own ids. */
const ID_PREFIX = 'user-content-';

let purifier: Purifier | null = null;

/** A DOMPurify instance of our own, so no other code's hooks or settings apply to it. */
function getPurifier(): Purifier | null {
  if (typeof window === 'undefined') return null;
  purifier ??= DOMPurify(window);
  return purifier;
}

export interface SanitizeOptions {
  /** Appended (in an element with `noteClassName`) to each external link, which opens a new tab. */
  newTabNote: string;
  noteClassName?: string;
  /** The origin links are compared with (default: the page's). */
  origin?: string;
}

function isExternal(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
  } catch {
    return false;
  }
}

/**
 * Sanitises server-provided HTML with DOMPurify and returns safe markup: HTML elements only (no SVG
 * or MathML), no scripts, event handlers, styles, forms or frames, and only http(s), mailto, tel and
 * relative URLs. Ids and names are prefixed (in-page `#` links follow). Links to other sites open in
 * a new tab with `rel="noopener noreferrer"` and say so. Returns '' where there is no DOM (SSR).
 */
export function sanitizeHtml(html: string, options: SanitizeOptions): string {
  const purify = getPurifier();
  if (!purify || !html) return '';
  const origin = options.origin ?? window.location.origin;
  const fragment = purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: SAFE_URI,
    SANITIZE_NAMED_PROPS: true,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of Array.from(fragment.querySelectorAll('a[href]'))) {
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('#') && href.length > 1 && !href.startsWith(`#${ID_PREFIX}`)) {
      link.setAttribute('href', `#${ID_PREFIX}${href.slice(1)}`);
    } else if (isExternal(href, origin)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
      const note = link.ownerDocument.createElement('span');
      if (options.noteClassName) note.className = options.noteClassName;
      // The space sits inside the hidden note, so the link's underline ends with its text.
      note.textContent = ` ${options.newTabNote}`;
      link.append(note);
    }
  }
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
