import { errorMessage, isApiError } from '@coop-portal/api-client';
import { capitalCredits } from '@coop-portal/validation';

/**
 * What a refused capital credit call says: a 429 (asked too often) how long to wait, from its
 * Retry-After; anything else the server's message.
 */
export function capitalCreditFailure(
  error: unknown,
  text: capitalCredits.CapitalCreditsMessages,
): string {
  return isApiError(error) && error.status === 429
    ? capitalCredits.tooManyAttemptsMessage(error.retryAfterSeconds, text)
    : errorMessage(error);
}
