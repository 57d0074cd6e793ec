/**
 * Posts `fields` to `action` as a real form submit: a hidden form with one hidden input per field,
 * put inside `container` (the widget's own document or shadow root), then submitted; the browser
 * leaves for `action`.
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
