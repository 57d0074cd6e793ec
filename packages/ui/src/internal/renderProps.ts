import { composeRenderProps, type ClassNameOrFunction } from 'react-aria-components';
import { cx } from '../classNames';

/**
 * The `className` a kit component gives its react-aria element: the component's own classes first,
 * then the consumer's, which is either a string or — as react-aria takes it — a function of the
 * element's render props (e.g. `({ isPressed }) => …`). Kept apart from `cx`, so the native links
 * and buttons that import `cx` bring no react-aria code.
 */
export function composeClassName<T>(
  className: ClassNameOrFunction<T> | undefined,
  ...own: (string | false | null | undefined)[]
): (renderProps: T & { defaultClassName: string | undefined }) => string {
  return composeRenderProps<
    string | undefined,
    T & { defaultClassName: string | undefined },
    string
  >(className, (consumer) => cx(...own, consumer));
}
