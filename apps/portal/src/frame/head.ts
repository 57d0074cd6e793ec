/**
 * What the frame adds to the document head from the site settings (doc 1 §2.1): which favicon,
 * custom stylesheet and custom script the co-op asks for. headFiles.ts puts them in the head (its
 * code loads only when a setting asks for one); the analytics tag is in analytics.ts.
 */
import { navigation } from '@coop-portal/validation';

/**
 * A URL the portal may load a resource from: http(s), or a path of this site (a link that does not
 * leave the portal: no other scheme, not protocol-relative).
 */
export function isLoadableUrl(value: string): boolean {
  const url = value.trim();
  if (url === '') return false;
  return /^https?:\/\//i.test(url) || !navigation.isExternalLink(url);
}

/** A path of the portal resolved against the base URL ('custom.css' → '/custom.css'); another
 * site's address and an absolute path stay as they are. */
function portalUrl(path: string, baseUrl: string): string {
  return navigation.isExternalLink(path) || path.startsWith('/') ? path : `${baseUrl}${path}`;
}

// ---------------------------------------------------------------------------------------------
// Custom stylesheet (doc 1 §2.1: an optional custom stylesheet is applied).

const FLAG_ON = /^(?:true|y|yes|1|on)$/i;

/** The file the portal loads when `featureFlagCustomCss` is switched on without naming one. */
export const CUSTOM_CSS_FILE = 'custom.css';

/**
 * The stylesheet `featureFlagCustomCss` asks for, or null: a URL (http/https) or a path of the
 * portal ('/branding/coop.css', 'theme.css') is loaded as it is; a switched-on flag ('true', 'Y',
 * 'yes', '1', 'on') loads `custom.css` beside index.html; anything else ('false', 'N', blank, a
 * foreign scheme) loads nothing.
 */
export function customStylesheetUrl(
  value: string | null | undefined,
  baseUrl: string = import.meta.env.BASE_URL,
): string | null {
  const setting = (value ?? '').trim();
  if (setting === '') return null;
  if (FLAG_ON.test(setting)) return portalUrl(CUSTOM_CSS_FILE, baseUrl);
  if (
    /^https?:\/\//i.test(setting) ||
    setting.startsWith('/') ||
    /\.css(?:[?#].*)?$/i.test(setting)
  )
    return isLoadableUrl(setting) ? portalUrl(setting, baseUrl) : null;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Custom script (doc 1 §2.1: a custom script file is loaded after each navigation).

/** The meta element in index.html that names the co-op's custom script (empty: none). */
export const CUSTOM_SCRIPT_META = 'coop-custom-script';

/**
 * The custom script named by `<meta name="coop-custom-script" content="custom.js">` in index.html,
 * or null when the content is empty (the default) or not a URL the portal may load.
 */
export function customScriptUrl(
  doc: Document = document,
  baseUrl: string = import.meta.env.BASE_URL,
): string | null {
  const content = doc
    .querySelector<HTMLMetaElement>(`meta[name="${CUSTOM_SCRIPT_META}"]`)
    ?.content.trim();
  return content && isLoadableUrl(content) ? portalUrl(content, baseUrl) : null;
}
