import {
  addNotificationContact,
  configKeys,
  deleteNotificationContact,
  deleteMfaSecret,
  getAccountProfile,
  getMemberDetails,
  getMfaQrCode,
  getMfaStatus,
  getNotifications,
  setMfaSecret,
  updateAccountProfile,
  updateMemberDetails,
  updateNotifications,
  verifyNotificationContact,
} from '@coop-portal/api-client';
import { demoAccounts, memberByNumber } from '../data/accounts';
import { demoConfigValues } from '../data/coop';
import { isoFromUsDate } from '../data/dates';
import { readDemoOverrides } from '../overrides';
import { accountFor, memberFor } from './access';
import { DEMO_MFA_CODE } from './auth';
import { errorAnswer, handle } from './define';

/** The verification code every new notification contact receives in the demo. */
export const DEMO_CONTACT_CODE = '135790';

export const profileHandlers = [
  handle(getAccountProfile, ({ params, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const entry = accountFor(params.accountNumber, token);
    return entry instanceof Response ? entry : store.profile(entry);
  }),

  handle(updateAccountProfile, ({ params, body, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    // Not direct update (ALLOW_PROFILE_DB_UPDATE = N, e.g. through the demo overrides): the change
    // waits for member services, the profile shows as unverified (the review-pending message).
    const directUpdate =
      String(
        readDemoOverrides().config?.[configKeys.allowProfileDbUpdate] ??
          demoConfigValues[configKeys.allowProfileDbUpdate],
      ) !== 'N';
    if (!directUpdate) {
      store.setProfile(entry.accountNumber, { ...store.profile(entry), isVerified: 'N' });
      return { message: 'Your change has been sent to member services for review.' };
    }
    const targets =
      body.updateIndicator === 'ALL'
        ? demoAccounts.filter(
            (other) =>
              other.memberNumber === entry.memberNumber &&
              other.serviceAddress === entry.serviceAddress,
          )
        : [entry];
    for (const target of targets) {
      const current = store.profile(target);
      const phones = body.contactPhones
        .filter((phone) => !phone.isDelete)
        .map((phone, index) => ({
          ...phone,
          eCommunicationDetailId: phone.eCommunicationDetailId ?? 100 + index,
        }));
      store.setProfile(target.accountNumber, {
        ...current,
        firstName: body.firstName,
        middleName: body.middleName ?? null,
        lastName: body.lastName ?? null,
        streetNumber: body.streetNumber,
        streetName: body.streetName,
        streetType: body.streetType ?? null,
        unit: body.unit ?? null,
        city: body.city,
        state: body.state,
        zip: body.zip,
        contactPhones: target === entry ? phones : current.contactPhones,
        isVerified: 'Y',
      });
    }
    return { message: 'Your account information has been updated.' };
  }),

  handle(getMemberDetails, ({ params, token, store, day }) => {
    const denied = memberFor(params.memberNumber, token);
    return (
      denied ??
      store.memberDetails(params.memberNumber, day) ??
      errorAnswer(404, 'Member not found.')
    );
  }),

  handle(updateMemberDetails, ({ params, body, token, store, day }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const current = store.memberDetails(params.memberNumber, day);
    if (!current) return errorAnswer(404, 'Member not found.');
    const member = memberByNumber(params.memberNumber);
    if (member && body.password) store.passwords.set(member.username, body.password);
    store.setMemberDetails(params.memberNumber, {
      ...current,
      userName: body.userName,
      loginId: body.loginId,
      secretQuestionId: body.securityQuestionId,
      secretQuestionAnswer: body.securityQuestionAnswer,
      paymentEmailReceived: body.receivePaymentEmail,
      serviceOrderEmailReceived: body.receiveServiceOrderEmail,
      phoneNumberMask: body.canMaskPhone,
      hasPaperlessBilling: body.isPaperlessBilling,
      hasPaperlessOther: body.isPaperlessOther,
      electronicKit: body.annualMarketingElectricKit,
      marketingEmail: body.isMarketEmail,
      accounts: current.accounts.map((account) => {
        const paperless = body.paperlessAccounts.find(
          (item) => item.accountNumber === account.accountNumber,
        );
        const roundup = body.roundupAccounts.find(
          (item) => item.accountNumber === account.accountNumber,
        );
        return {
          ...account,
          ...(paperless
            ? {
                hasEmailBillNotice: paperless.isEmail,
                hasPaperlessBilling: paperless.isPaperless,
                hasOtherPaperlessBillinge: paperless.isPaperlessOther,
              }
            : {}),
          ...(roundup
            ? {
                operationRoundup: roundup.isRoundup,
                operationRoundupAmount: roundup.isRoundup ? (roundup.amount ?? 0) : null,
                operationRoundupExpiration:
                  roundup.isRoundup && roundup.expiration
                    ? isoFromUsDate(roundup.expiration)
                    : null,
              }
            : {}),
        };
      }),
    });
    return { message: 'Your profile has been updated.' };
  }),

  handle(getMfaStatus, ({ params, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    return denied ?? { mfaEnabled: store.mfa.get(params.memberNumber) ?? false };
  }),

  handle(getMfaQrCode, ({ params, token }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const member = memberByNumber(params.memberNumber);
    const secret = 'JBSWY3DPEHPK3PXP';
    return {
      totpUri: `otpauth://totp/Prairie%20Rivers:${encodeURIComponent(member?.username ?? params.memberNumber)}?secret=${secret}&issuer=Prairie%20Rivers`,
      encryptedValidator: `demo-validator~${params.memberNumber}`,
      secretNewKey: secret,
    };
  }),

  handle(setMfaSecret, ({ params, body, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const verified = body.code === DEMO_MFA_CODE;
    if (verified) store.mfa.set(params.memberNumber, true);
    return { verificationSatus: verified, transactionStatus: verified };
  }),

  handle(deleteMfaSecret, ({ params, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    store.mfa.set(params.memberNumber, false);
    return { message: 'The authenticator app has been removed from your sign-in.' };
  }),

  handle(getNotifications, ({ params, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    return denied ?? store.notificationsOf(params.memberNumber);
  }),

  handle(updateNotifications, ({ params, body, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    store.setNotifications(params.memberNumber, body);
    return { message: 'Your notification preferences have been saved.' };
  }),

  handle(addNotificationContact, ({ params, body, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const current = store.notificationsOf(params.memberNumber);
    // The same address without regard to case, the same phone by its digits.
    const key = (value: string) =>
      body.type === 'Email' ? value.trim().toLowerCase() : value.replace(/\D/g, '');
    if (current.contacts.some((c) => c.type === body.type && key(c.value) === key(body.value))) {
      return errorAnswer(400, 'This contact is already on your list.');
    }
    const contact = {
      contactId: store.next('C'),
      type: body.type,
      value: body.value.trim(),
      verified: false,
    };
    store.setNotifications(params.memberNumber, {
      ...current,
      contacts: [...current.contacts, contact],
    });
    return contact;
  }),

  handle(verifyNotificationContact, ({ params, body, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const current = store.notificationsOf(params.memberNumber);
    if (!current.contacts.some((c) => c.contactId === params.contactId)) {
      return errorAnswer(404, 'Contact not found.');
    }
    const verified = body.code === DEMO_CONTACT_CODE;
    if (verified) {
      store.setNotifications(params.memberNumber, {
        ...current,
        contacts: current.contacts.map((c) =>
          c.contactId === params.contactId ? { ...c, verified } : c,
        ),
      });
    }
    return { verified };
  }),

  handle(deleteNotificationContact, ({ params, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const current = store.notificationsOf(params.memberNumber);
    const contacts = current.contacts.filter((c) => c.contactId !== params.contactId);
    if (contacts.length === current.contacts.length) {
      return errorAnswer(404, 'Contact not found.');
    }
    store.setNotifications(params.memberNumber, { ...current, contacts });
    return { message: 'The contact has been removed.' };
  }),
];
