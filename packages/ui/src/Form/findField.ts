const focusableSelector = 'input, select, textarea, button, a[href], [tabindex]';

function isFocusable(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  if ((element as HTMLInputElement).disabled) return false;
  if (element.tabIndex < 0) return false;
  return !element.closest('[aria-hidden="true"], [inert]');
}

/**
 * The element to focus for a field name: the element whose id `fieldIds` gives for it; else the
 * form control with that name; else, for a control that keeps its value in a hidden input (Select,
 * ComboBox, DatePicker), the first focusable element of the field around that input.
 */
export function findField(
  form: HTMLFormElement,
  name: string,
  fieldIds?: Readonly<Record<string, string>>,
): HTMLElement | null {
  const id = fieldIds?.[name];
  if (id !== undefined) {
    const root = form.getRootNode() as Document | ShadowRoot;
    return root.getElementById(id);
  }
  const named = Array.from(form.elements).filter(
    (element) => (element as HTMLInputElement).name === name,
  );
  const direct = named.find(isFocusable);
  if (direct) return direct;
  for (const element of named) {
    for (let box = element.parentElement; box && box !== form; box = box.parentElement) {
      const inner = Array.from(box.querySelectorAll(focusableSelector)).find(isFocusable);
      if (inner) return inner;
    }
  }
  return null;
}

/** Sorts elements into document order. */
export function byDocumentOrder(a: Node, b: Node): number {
  if (a === b) return 0;
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}
