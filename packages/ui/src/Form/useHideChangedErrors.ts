import {
  startTransition,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  type RefObject,
} from 'react';
import type { FormProps as AriaFormProps } from 'react-aria-components';

/** Errors by field name, as a validation library or a server gives them: `{ amount: '…' }`. */
export type FormValidationErrors = NonNullable<AriaFormProps['validationErrors']>;

const noNames: ReadonlySet<string> = new Set();

/**
 * The errors to show in a form: `validationErrors` without those of the fields the member has
 * changed since they came. A field's error goes as the member types in it (input) or changes a
 * choice (change), and a reset hides them all; new errors (a new object) show in full again.
 * (react-aria alone would hide an error only when the field commits, on blur: the form would then
 * shrink under the pointer that is pressing its submit button, and the press would be lost.)
 */
export function useHideChangedErrors(
  formRef: RefObject<HTMLFormElement | null>,
  validationErrors: FormValidationErrors | undefined,
): FormValidationErrors | undefined {
  // Fields changed since these errors came.
  const [changed, setChanged] = useState<{
    errors: FormValidationErrors | undefined;
    names: ReadonlySet<string>;
  }>({ errors: validationErrors, names: noNames });
  const changedNames = changed.errors === validationErrors ? changed.names : noNames;

  const shown = useMemo(() => {
    if (!validationErrors || changedNames.size === 0) return validationErrors;
    return Object.fromEntries(
      Object.entries(validationErrors).filter(([name]) => !changedNames.has(name)),
    );
  }, [validationErrors, changedNames]);

  const recordChange = useEffectEvent((target: EventTarget | null) => {
    const name = (target as HTMLInputElement | null)?.name;
    if (!name || !validationErrors || !(name in validationErrors)) return;
    setChanged((previous) => {
      const names = new Set(previous.errors === validationErrors ? previous.names : noNames);
      names.add(name);
      return { errors: validationErrors, names };
    });
  });
  const recordReset = useEffectEvent(() => {
    if (validationErrors) {
      setChanged({ errors: validationErrors, names: new Set(Object.keys(validationErrors)) });
    }
  });

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // The update is a transition: the browser runs these listeners before React's own, and an
    // urgent update rendered in between would reset a controlled field and lose the keystroke.
    const onChange = (event: Event) => startTransition(() => recordChange(event.target));
    const onReset = () => recordReset();
    form.addEventListener('change', onChange);
    form.addEventListener('input', onChange);
    form.addEventListener('reset', onReset);
    return () => {
      form.removeEventListener('change', onChange);
      form.removeEventListener('input', onChange);
      form.removeEventListener('reset', onReset);
    };
  }, [formRef]);

  return shown;
}
