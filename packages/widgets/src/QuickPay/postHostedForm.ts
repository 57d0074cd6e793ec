/**
 * Posts the hosted-payment form to the provider (doc 1 §4.1, §7) as a real form submit: a form
 * element with one hidden input per field, put inside `container` (so it lives in the same
 * document or shadow root as the dialog), then submitted; the browser leaves for the provider.
 */
export function postHostedForm(
  container: HTMLElement,
  action: string,
  fields: Readonly<Record<string, string>>,
): HTMLFormElement {
  const document = container.ownerDocument;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  container.replaceChildren(form);
  form.submit();
  return form;
}
