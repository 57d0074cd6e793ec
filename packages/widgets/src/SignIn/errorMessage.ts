import { apiMessages } from '@coop-portal/api-client';

/**
 * What the widget shows for a failed call: the API client's message, which already follows the
 * doc 1 §8 catalogue (400 → the first returned message: the server's login or MFA error; 401, 500,
 * the body's message, status and status text); 'Unknown error!' as the fallback.
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : apiMessages.unknown;
}
