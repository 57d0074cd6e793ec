/** react-aria's own strings in a language the portal speaks, on demand (build/reactAriaStrings.ts). */
declare module 'virtual:react-aria-strings' {
  /** Loads react-aria's strings of a language once they are needed (nothing to do for English). */
  export function loadReactAriaStrings(locale: string): Promise<void>;
}
