import { configKeys } from '@coop-portal/api-client';
import {
  accountInfoQuery,
  configurationSettingsQuery,
  memberAccountsQuery,
  outageStatusQuery,
} from '@coop-portal/api-client/react';
import { navigation, outage } from '@coop-portal/validation';
import type { PortalDeps } from '../../app/deps';
import { startupQueries } from '../../startup/startup';

/**
 * The outage centre's configuration read, as the widget sends it (its `outageCenterConfigKeys`;
 * prefetch.test.ts checks they agree). Not imported from the widget: that would bring the widget's
 * code in here, ahead of the page's frame.
 */
const outageCenterConfigKeys = [configKeys.outageMapLink, configKeys.hideNonElectric];
export const outageCenterKeyLists = {
  configKeys: outageCenterConfigKeys,
  clientKeys: [] as string[],
  webContentKeys: [] as string[],
};

/**
 * Reads what the outage page shows first, into the cache its widget reads: the widget's
 * configuration (cut from the start-up read, which asked for every key), then the selected
 * account's info (query `accountno` when it is one of the member's, else the primary account, as
 * the page chooses), then, when the rules let the account have one, its outage status.
 */
export async function prefetchOutageStatus(
  { apiClient, queryClient, session }: PortalDeps,
  url: URL,
) {
  const memberNumber = session.getCurrentUser()?.memberNumber;
  if (!memberNumber) return;

  const everyKey = queryClient.getQueryData(startupQueries(apiClient).keys.queryKey);
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

  const accounts = await queryClient.fetchQuery(
    memberAccountsQuery(apiClient, { params: { memberNumber } }),
  );
  const account = navigation.selectedAccount(accounts, url.searchParams.get('accountno'));
  if (!account) return;
  const { accountNumber } = account;
  const info = await queryClient.fetchQuery(
    accountInfoQuery(apiClient, { params: { accountNumber } }),
  );
  const availability = outage.outageAvailability({
    accountNumber,
    accountType: info.accountType,
    locationId: info.locationId,
    hideNonElectric: everyKey?.configSettings[configKeys.hideNonElectric] ?? null,
  });
  if (availability === 'available') {
    await queryClient.prefetchQuery(outageStatusQuery(apiClient, { params: { accountNumber } }));
  }
}
