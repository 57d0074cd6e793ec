import type { ApiClient } from '@coop-portal/api-client';
import { memberAccountsQuery, memberDetailsQuery } from '@coop-portal/api-client/react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Loads the member's accounts and details into the query cache (doc 1 §4.2: after login, before
 * navigating). A failed read does not stop the sign-in: the page that needs it shows its own error
 * (a 401 ends the session, which the host handles).
 */
export async function loadMember(
  queryClient: QueryClient,
  api: ApiClient,
  memberNumber: string,
): Promise<void> {
  const input = { params: { memberNumber } };
  await Promise.allSettled([
    queryClient.fetchQuery(memberAccountsQuery(api, input)),
    queryClient.fetchQuery(memberDetailsQuery(api, input)),
  ]);
}
