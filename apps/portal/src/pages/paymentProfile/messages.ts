import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * The wording of the Payment Profile and Auto Payments pages (doc 1 §2.2: the route titles). The
 * lists' own wording is the PaymentProfile and AutoPay widgets'.
 */
export const paymentProfilePageMessages = {
  paymentProfile: {
    title: 'Payment Profile',
    loading: 'Loading your payment methods',
    autoPay: 'Set up auto payments',
  },
  autoPay: {
    title: 'Auto Payments',
    loading: 'Loading your auto payments',
    paymentProfile: 'Manage your payment methods',
  },
};

export type PaymentProfilePageMessages = typeof paymentProfilePageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const paymentProfilePageTranslations: CatalogueTranslations<PaymentProfilePageMessages> = {
  name: 'portal.paymentProfilePage',
  'es-US': () => import('./messages.es').then((module) => module.paymentProfilePageMessagesEs),
};
