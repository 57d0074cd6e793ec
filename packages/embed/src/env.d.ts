declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** The CSS of the widgets the `<coop-quick-pay>` script bundles (scripts/build-cdn.mjs). */
declare module 'coop-embed:css' {
  const css: string;
  export default css;
}
