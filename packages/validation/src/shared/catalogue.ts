/**
 * The type of a message catalogue a co-op may pass instead of the default one: the same keys, a
 * string for each text, a function with the same parameters for each interpolated text, and the
 * same shape for each group of texts.
 */
export type MessageCatalogue<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : MessageCatalogue<T[K]>;
};
