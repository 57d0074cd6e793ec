import {
  hostedDraftPath,
  hostedMethodPath,
  hostedPaymentPath,
  usageAnalyticsPath,
} from './handlers/provider';

export interface DemoProviderOptions {
  /** The portal's URL (origin and base path) the payment callbacks return to. */
  portalUrl: string;
  /** How to leave the page (default: `location.assign`). */
  navigate?: (url: string) => void;
}

const providerPaths = [hostedPaymentPath, hostedDraftPath, hostedMethodPath, usageAnalyticsPath];

function isProviderForm(form: HTMLFormElement): boolean {
  try {
    const { pathname } = new URL(form.action, document.baseURI);
    return providerPaths.some((path) => pathname.endsWith(path));
  } catch {
    return false;
  }
}

async function postFetch(url: string, fields: URLSearchParams): Promise<{ location: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Demo-Provider': 'fetch' },
    body: fields,
  });
  return (await response.json()) as { location: string };
}

/**
 * In the browser demo, a posted form is a navigation, and navigations bypass the service worker.
 * So a form posted to the fake provider is caught here instead: its page is fetched (through the
 * worker) and shown over the portal; Pay or Cancel completes through the worker and the browser
 * then goes to the portal's result page, as it would coming back from a real provider.
 */
export function installDemoProvider({
  portalUrl,
  navigate = (url) => window.location.assign(url),
}: DemoProviderOptions): () => void {
  const show = async (form: HTMLFormElement) => {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) fields.append(name, String(value));
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: fields,
    });
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const host = document.createElement('div');
    host.setAttribute('data-coop-demo-provider', '');
    // Over an open react-aria modal (the Quick Pay dialog), a page added to the body is made inert
    // and focus is kept in the modal; a "top layer" is left alone, as a real navigation would be.
    host.setAttribute('data-react-aria-top-layer', 'true');
    host.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:#f3f5f7';
    const root = host.attachShadow({ mode: 'open' });
    // The page's own body rule has no body to style here: the shadow root takes it instead, so the
    // page keeps its own text colour and light form controls over a portal in its dark theme.
    const own = document.createElement('style');
    own.textContent = ':host{font:16px/1.5 system-ui,sans-serif;color:#1b1f24;color-scheme:light}';
    root.append(own);
    for (const node of [...page.head.querySelectorAll('style'), ...page.body.children]) {
      root.append(document.importNode(node, true));
    }
    document.body.append(host);
    root.querySelector('h1')?.setAttribute('tabindex', '-1');
    root.querySelector<HTMLElement>('h1')?.focus();
    const providerForm = root.querySelector('form');
    providerForm?.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new URLSearchParams();
      for (const [name, value] of new FormData(providerForm)) data.append(name, String(value));
      const submitter = event.submitter as HTMLButtonElement | null;
      if (submitter?.name) data.set(submitter.name, submitter.value);
      data.set('portal', portalUrl);
      void (async () => {
        let { location } = await postFetch(providerForm.action, data);
        // The API's callback (same host as the API) sends the browser on to the portal page.
        if (new URL(location).pathname.includes('/PaymentCallback/')) {
          location = (await postFetch(location, new URLSearchParams({ portal: portalUrl })))
            .location;
        }
        navigate(location);
      })();
    });
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && isProviderForm(form)) {
      event.preventDefault();
      void show(form);
    }
  };
  const prototype = HTMLFormElement.prototype;
  const originalSubmit = prototype.submit;
  prototype.submit = function submit(this: HTMLFormElement) {
    if (isProviderForm(this)) void show(this);
    else originalSubmit.call(this);
  };
  document.addEventListener('submit', onSubmit, true);
  return () => {
    prototype.submit = originalSubmit;
    document.removeEventListener('submit', onSubmit, true);
  };
}
