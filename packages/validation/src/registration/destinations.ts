import { sendCodeMode, type SendCodeMode } from './accountStep';

/** The member's contacts on file as the authentication-types call gives them (doc 1 §3). */
export interface AuthenticationTypeOptions {
  emails?: readonly { value: string }[] | null;
  cellPhones?: readonly { value: string }[] | null;
  /** Whether a code may be sent by text message to a cell phone. */
  isSmsEnabled?: boolean | null;
}

/** Where a verification code can go: an email address or a cell phone (by SMS). */
export interface CodeDestination {
  kind: 'email' | 'sms';
  /** The option's value as the API gave it (masked); sent back as the `validatorResource`. */
  value: string;
  /** A stable id for the choice among the destinations (e.g. a radio's value): `email-0`, `sms-1`. */
  id: string;
}

/**
 * The destinations a member can choose from (doc 1 §2.8 'Send Verification Code', §3): every email
 * on file, then every cell phone — the phones only when SMS is enabled (`isSmsEnabled`). Options
 * without a value are left out.
 */
export function codeDestinations(options: AuthenticationTypeOptions): CodeDestination[] {
  const list = (
    kind: CodeDestination['kind'],
    entries: readonly { value: string }[] | null | undefined,
  ) =>
    (entries ?? [])
      .map((entry) => entry.value)
      .filter((value) => typeof value === 'string' && value.trim() !== '')
      .map((value, index) => ({ kind, value, id: `${kind}-${index}` }));
  return [
    ...list('email', options.emails),
    ...(options.isSmsEnabled === true ? list('sms', options.cellPhones) : []),
  ];
}

/**
 * How the code can be sent for these options (see `sendCodeMode`), counting only the destinations
 * the member can actually choose: cell phones count only when SMS is enabled.
 */
export function destinationSendCodeMode(
  options: AuthenticationTypeOptions,
  allowUserProvidedContact: boolean,
): SendCodeMode {
  const destinations = codeDestinations(options);
  return sendCodeMode(
    {
      emails: destinations.filter((destination) => destination.kind === 'email'),
      cellPhones: destinations.filter((destination) => destination.kind === 'sms'),
    },
    allowUserProvidedContact,
  );
}
