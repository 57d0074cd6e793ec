import { configKeys, webContentKeys, type ConfigurationSettings } from '@coop-portal/api-client';
import { isSettingOn } from '@coop-portal/validation';
import { configurationReader, textOrNull as text } from '../shared/configuration';

/** The configuration keys registration reads (doc 1 §7). */
export const registrationConfigKeys = [
  configKeys.allowUserProvidedContact,
  configKeys.registerEmailTwice,
  configKeys.paperlessBillingOption,
  configKeys.paperlessBillingDefault,
  configKeys.paperlessOtherOption,
  configKeys.paperlessOtherDefault,
  configKeys.paperlessConfirmationText,
  configKeys.displayMarketingEmailSignup,
  configKeys.registrationControlNoType,
  configKeys.registerSsnDigits,
] as const;

/** The web content keys registration reads (doc 1 §7). */
export const registrationWebContentKeys = [
  webContentKeys.memberNumberLabel,
  webContentKeys.statementIdLabel,
  webContentKeys.marketingEmailSignupText,
] as const;

/** The configuration as the wizard uses it. */
export interface RegistrationConfiguration {
  /** ALLOW_REGISTRATION_USER_PROVIDED_CONTACT: no contact on file → the member may enter one. */
  allowUserProvidedContact: boolean;
  /** REGISTER_KEY_EMAIL_ADDRESS_TWICE: the email is entered twice. */
  doubleEmailEntry: boolean;
  /** The paperless billing option is offered, and whether it starts ticked. */
  paperlessBilling: { offered: boolean; default: boolean };
  /** The paperless other option is offered, and whether it starts ticked. */
  paperlessOther: { offered: boolean; default: boolean };
  /** PAPERLESS_CONFIRMATION_TEXT: the paperless confirmation checkbox's text. */
  paperlessConfirmationText: string | null;
  /** DISPLAY_MKT_EMAIL_SIGNUP and MKT_EMAIL_SIGNUP_TEXT: the marketing emails checkbox. */
  marketingEmails: { offered: boolean; text: string | null };
  /**
   * The label of the number the member registers with (stage 1): STATEMENT_ID_LABEL when
   * REGISTRATION_CONTROLNOTYPE names the statement id, else none (the wizard's own label).
   */
  controlNumberLabel: string | null;
  /** MEMBER_NUMBER_LABEL: the read-only member number's label on the complete form. */
  memberNumberLabel: string | null;
}

/** REGISTRATION_CONTROLNOTYPE values that mean the member registers with a statement id. */
const STATEMENT_CONTROL_TYPES = new Set(['STATEMENT', 'STATEMENTID', 'STATEMENT_ID']);

/**
 * Reads the registration configuration from a configuration settings answer (the portal's start-up
 * values or the wizard's own call). A key that is missing or null reads as off / not set.
 */
export function registrationConfiguration(
  settings: ConfigurationSettings | undefined,
): RegistrationConfiguration {
  const { value: config, content } = configurationReader(settings);
  const on = (key: string) => isSettingOn(config(key));
  const controlType = (config(configKeys.registrationControlNoType) ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  return {
    allowUserProvidedContact: on(configKeys.allowUserProvidedContact),
    doubleEmailEntry: on(configKeys.registerEmailTwice),
    paperlessBilling: {
      offered: on(configKeys.paperlessBillingOption),
      default: on(configKeys.paperlessBillingDefault),
    },
    paperlessOther: {
      offered: on(configKeys.paperlessOtherOption),
      default: on(configKeys.paperlessOtherDefault),
    },
    paperlessConfirmationText: text(config(configKeys.paperlessConfirmationText)),
    marketingEmails: {
      offered: on(configKeys.displayMarketingEmailSignup),
      text: content(webContentKeys.marketingEmailSignupText),
    },
    controlNumberLabel: STATEMENT_CONTROL_TYPES.has(controlType)
      ? content(webContentKeys.statementIdLabel)
      : null,
    memberNumberLabel: content(webContentKeys.memberNumberLabel),
  };
}
