/**
 * Posts `fields` to `action` as a real form submit (the hosted-payment hand-off of doc 1 §4.1, §7;
 * the usage-analytics jump of doc 2 §2.10): a hidden form with one hidden input per field, put
 * inside `container` (so it lives in the widget's own document or shadow root), then submitted;
 * the browser leaves for `action`.
 */
export function postForm(
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
