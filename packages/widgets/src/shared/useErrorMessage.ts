import {
  apiMessages,
  errorMessage,
  errorMessageIn,
  type ApiMessages,
} from '@coop-portal/api-client';
import { useCatalogue } from '@coop-portal/ui';
import { useCallback } from 'react';
import { apiMessagesTranslations } from './apiMessages';

/**
 * The API client's own messages (`apiMessages`) in the language of the nearest provider: English
 * outside one, else loaded on demand (the component suspends meanwhile, as with `useCatalogue`).
 */
export function useApiMessages(): ApiMessages {
  return useCatalogue<ApiMessages>(apiMessages, apiMessagesTranslations);
}

/**
 * `errorMessage(error, fallback?)` in the language of the nearest provider: what the client wrote
 * itself (a time-out, no connection, 'Unauthorized access.', a call's fixed text…) in that
 * language; a message the server sent exactly as given; for anything without a message, the
 * caller's fallback (already in the caller's language), else 'Unknown error!' in that language.
 * In English, exactly `errorMessage`: the error's own text, a co-op's wording from the client's
 * `messages` included. For a component or a hook; elsewhere, `errorMessage`.
 */
export function useErrorMessage(): (error: unknown, fallback?: string) => string {
  const messages = useApiMessages();
  return useCallback(
    (error: unknown, fallback?: string) =>
      messages === apiMessages
        ? errorMessage(error, fallback)
        : errorMessageIn(messages, error, fallback),
    [messages],
  );
}
