/**
 * Gives a host element an open shadow root with the widget CSS adopted in it (constructable
 * stylesheets pass a strict Content-Security-Policy; an injected `<style>` would not), and a
 * container for the React tree and its overlays.
 */
export function attachIsolatedRoot(host: HTMLElement, cssText: string) {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if (
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in shadow
  ) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    shadow.adoptedStyleSheets = [sheet];
  } else {
    // Old browsers without constructable stylesheets.
    const style = host.ownerDocument.createElement('style');
    style.textContent = cssText;
    shadow.append(style);
  }
  const container = host.ownerDocument.createElement('div');
  container.className = 'coop-embed-root';
  shadow.append(container);
  return {
    shadow,
    container,
    detach() {
      container.remove();
      shadow.adoptedStyleSheets = [];
      for (const style of shadow.querySelectorAll('style')) style.remove();
    },
  };
}
