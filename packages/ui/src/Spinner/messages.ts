/**
 * The Spinner's own wording: the name it is given when no `label` says what is loading. Buttons
 * (`loadingLabel`) and the LoadingOverlay (`label`) use it too.
 */
export const spinnerMessages = {
  label: 'Loading',
};

export type SpinnerMessages = typeof spinnerMessages;
