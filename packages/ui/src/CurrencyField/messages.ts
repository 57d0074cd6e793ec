/** The CurrencyField's own wording; its `currencyName` prop overrides it. */
export const currencyFieldMessages = {
  /** The currency in words, read once by screen readers instead of the symbol. */
  currencyName: 'US dollars',
};

export type CurrencyFieldMessages = typeof currencyFieldMessages;
