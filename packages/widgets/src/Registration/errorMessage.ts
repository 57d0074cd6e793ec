import { apiMessages } from '@coop-portal/api-client';

/**
 * What the wizard shows for a failed call (doc 1 §8 "show the error"): the API client's message,
 * which already follows the doc 1 §8 catalogue; 'Unknown error!' as the fallback.
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : apiMessages.unknown;
}
