import { isSettingOn } from '../shared/rules';

/** Whether the usage of an account can be shown (doc 2 §2.1, §6, §8). */
export type UsageAvailability = 'available' | 'notSupported' | 'suspended';

/**
 * What the tracker shows for an account: 'notSupported' ('Usage data is not supported for the
 * selected account.') when the hide-non-electric setting (HIDE_NON_ELECTRIC_USAGE_OUTAGE) is on and
 * the account is not electric; else 'suspended' (the usage-suspended web content) when the account
 * info says so; else its usage.
 */
export function usageAvailability({
  accountType,
  showUsageSuspendedMsg,
  hideNonElectric,
}: {
  accountType: string | null | undefined;
  showUsageSuspendedMsg: boolean | null | undefined;
  /** The HIDE_NON_ELECTRIC_USAGE_OUTAGE value ('Y' / 'N'…). */
  hideNonElectric: string | null | undefined;
}): UsageAvailability {
  const electric = (accountType ?? '').trim().toLowerCase() === 'electric';
  if (isSettingOn(hideNonElectric) && !electric) return 'notSupported';
  if (showUsageSuspendedMsg) return 'suspended';
  return 'available';
}
