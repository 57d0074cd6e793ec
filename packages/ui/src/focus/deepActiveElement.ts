/**
 * The element that has focus, also inside (open) shadow roots: a document's own `activeElement`
 * names only the shadow host. Null when nothing has focus, or outside a browser.
 */
export function deepActiveElement(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): Element | null {
  let active: Element | null = doc?.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
