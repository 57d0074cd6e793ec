import { accountHandlers } from './accounts';
import { authHandlers } from './auth';
import { dispatchTo } from './dispatch';
import { outageHandlers } from './outage';
import { paymentHandlers } from './payments';
import { paymentMethodHandlers } from './paymentMethods';
import { profileHandlers } from './profile';
import { programHandlers } from './programs';
import { providerHandlers } from './provider';
import { quickPayHandlers } from './quickPay';
import { registrationHandlers } from './registration';
import { siteSettingsHandlers } from './siteSettings';
import { usageHandlers } from './usage';

/** Every handler of the demo co-op: one per endpoint of the contract, plus the fake provider. */
export const endpointHandlers = [
  ...siteSettingsHandlers,
  ...quickPayHandlers,
  ...authHandlers,
  ...registrationHandlers,
  ...accountHandlers,
  ...paymentHandlers,
  ...profileHandlers,
  ...outageHandlers,
  ...usageHandlers,
  ...programHandlers,
  ...providerHandlers,
  ...paymentMethodHandlers,
];

/**
 * The demo backend as msw handlers: the endpoint handlers behind one that dispatches to them (a
 * request costs the same however many endpoints there are; see `dispatchTo`).
 */
export const handlers = [dispatchTo(endpointHandlers)];

export { dispatchTo } from './dispatch';
export {
  accountHandlers,
  authHandlers,
  outageHandlers,
  paymentHandlers,
  profileHandlers,
  programHandlers,
  providerHandlers,
  paymentMethodHandlers,
  quickPayHandlers,
  registrationHandlers,
  siteSettingsHandlers,
  usageHandlers,
};
