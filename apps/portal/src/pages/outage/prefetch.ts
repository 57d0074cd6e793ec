import { configKeys } from '@coop-portal/api-client';
import {
  accountInfoQuery,
  configurationSettingsQuery,
  memberAccountsQuery,
  outageStatusQuery,
} from '@coop-portal/api-client/react';
import { navigation, outage } from '@coop-portal/validation';
import { outageCenterConfigKeys } from '@coop-portal/widgets';
import type { PortalDeps } from '../../app/deps';
import { startupQueries } from '../../startup/startup';

/** The outage centre's configuration read, as the widget sends it. */
export const outageCenterKeyLists = {
  configKeys: [...outageCenterConfigKeys],
  clientKeys: [] as string[],
  webContentKeys: [] as string[],
};

/**
 * Reads what the outage page shows first, into the cache its widget reads: the widget's
 * configuration (cut from the start-up read, which asked for every key), then the selected
 * account's info (query `accountno` when it is one of the member's, else the primary account, as
 * the page chooses) and, when the rules let the account have one, its outage status.
 */
export async function prefetchOutageStatus(
  { apiClient, queryClient, session }: PortalDeps,
  url: URL,
) {
  const memberNumber = session.getCurrentUser()?.memberNumber;
  if (!memberNumber) return;

  // The start-up read of every key may still be on its way (the loader runs as the portal starts):
  // it is waited for, not read again; the member's accounts are read meanwhile.
  const [everyKey, accounts] = await Promise.all([
    queryClient.ensureQueryData(startupQueries(apiClient).keys).catch(() => undefined),
    queryClient.fetchQuery(memberAccountsQuery(apiClient, { params: { memberNumber } })),
  ]);
  const widgetConfiguration = configurationSettingsQuery(apiClient, { body: outageCenterKeyLists });
  if (everyKey && queryClient.getQueryData(widgetConfiguration.queryKey) === undefined) {
    const configSettings = Object.fromEntries(
      outageCenterConfigKeys
        .filter((key) => key in everyKey.configSettings)
        .map((key) => [key, everyKey.configSettings[key] ?? null]),
    );
    queryClient.setQueryData(widgetConfiguration.queryKey, {
      configSettings,
      clientSettings: {},
      webContents: {},
    });
  }

  const account = navigation.selectedAccount(accounts, url.searchParams.get('accountno'));
  if (!account) return;
  const { accountNumber } = account;
  // The member's account list carries the account's type and location: the status is read beside
  // the account's info, not after it. The widget decides from the info it reads; a status read for
  // an account whose info then says otherwise is only not shown.
  const availability = outage.outageAvailability({
    accountNumber,
    accountType: account.accountType,
    locationId: account.locationId,
    hideNonElectric: everyKey?.configSettings[configKeys.hideNonElectric] ?? null,
  });
  await Promise.all([
    queryClient.prefetchQuery(accountInfoQuery(apiClient, { params: { accountNumber } })),
    availability === 'available'
      ? queryClient.prefetchQuery(outageStatusQuery(apiClient, { params: { accountNumber } }))
      : undefined,
  ]);
}
