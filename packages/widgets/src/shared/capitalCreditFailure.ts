import { isApiError } from '@coop-portal/api-client';
import { capitalCredits } from '@coop-portal/validation';

/**
 * What a refused capital credit call says (`capitalCredits.refusedCallMessage`): a 429 how long to
 * wait, anything else the client's message in the widget's language (`errorMessage`, the widget's
 * `useErrorMessage()`).
 */
export function capitalCreditFailure(
  error: unknown,
  text: capitalCredits.CapitalCreditsMessages,
  errorMessage: (error: unknown) => string,
): string {
  return capitalCredits.refusedCallMessage(
    {
      status: isApiError(error) ? error.status : undefined,
      message: errorMessage(error),
      retryAfterSeconds: isApiError(error) ? error.retryAfterSeconds : undefined,
    },
    text,
  );
}
