import type { Decorator } from '@storybook/react-vite';
import { Suspense } from 'react';
import { LocaleProvider } from './locale';

/**
 * Shows a story in Spanish (US), whatever the toolbar's language, for the `InSpanish` stories where
 * designers review the Spanish wording and its length. The kit's Spanish loads on demand: until it
 * is in, the story shows nothing, so a play function finds its elements with `findBy…`.
 */
export const inSpanish: Decorator = (Story) => (
  <LocaleProvider locale="es-US">
    <Suspense fallback={null}>
      <Story />
    </Suspense>
  </LocaleProvider>
);
