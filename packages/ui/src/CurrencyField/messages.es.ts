import type { CurrencyFieldMessages } from './messages';

/** The CurrencyField's wording in Spanish (US). */
export const currencyFieldMessagesEs = {
  currencyName: 'dólares estadounidenses',
} satisfies CurrencyFieldMessages;
