/** Submits a form as a submit button would (its submit event runs the step's checks). */
export function submitForm(form: HTMLFormElement | null | undefined) {
  if (!form) return;
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

/**
 * Submits the step's form by id from its action button in the dialog's footer. The form is looked
 * up in the button's own tree, so this also works inside an embed's shadow root.
 */
export function submitFormById(from: Element, formId: string) {
  const root = from.getRootNode() as Document | ShadowRoot;
  const form = root.getElementById(formId);
  if (form instanceof HTMLFormElement || form?.tagName === 'FORM') {
    submitForm(form as HTMLFormElement);
  }
}

/**
 * Enter in a text field submits the step, as it would with the submit button inside the form (the
 * step's action button lives in the dialog's footer). For a field's `onKeyDown`. react-aria stops
 * every key event a field's handler receives unless the handler lets it go on: any other key
 * (Escape for the dialog above all) goes on to the rest of the page.
 */
export function submitOnEnter(event: {
  key: string;
  target: EventTarget | null;
  preventDefault: () => void;
  continuePropagation?: () => void;
  nativeEvent?: { isComposing?: boolean };
}) {
  const form = (event.target as HTMLInputElement | null)?.form;
  if (event.key !== 'Enter' || event.nativeEvent?.isComposing || !form) {
    event.continuePropagation?.();
    return;
  }
  event.preventDefault();
  submitForm(form);
}
