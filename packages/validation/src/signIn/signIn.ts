import * as z from 'zod/mini';
import { textField } from '../shared/fields';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { signInMessages, type SignInMessages } from './messages';

ensureEnglishIssueMessages();

/** Sign-in limits (doc 1 §9). */
export const signInLimits = {
  usernameMaxLength: 60,
  passwordMaxLength: 50,
  mfaCodeLength: 6,
} as const;

/** The sign-in form (doc 1 §5.2): username (spaces around it ignored) and password, both required. */
export function createSignInSchema(messages: SignInMessages = signInMessages) {
  return z.object({
    username: textField(
      (value) => {
        if (value === '') return messages.usernameRequired;
        if (value.length > signInLimits.usernameMaxLength) {
          return messages.tooLong(signInLimits.usernameMaxLength);
        }
        return undefined;
      },
      { trim: true },
    ),
    password: textField((value) => {
      if (value === '') return messages.passwordRequired;
      if (value.length > signInLimits.passwordMaxLength) {
        return messages.tooLong(signInLimits.passwordMaxLength);
      }
      return undefined;
    }),
  });
}

export const signInSchema = createSignInSchema();

/** Whether an MFA code is complete: exactly 6 digits (doc 1 §4.2, §5.2; doc 2 §5). Verify is enabled
 * only then. */
export function isCompleteMfaCode(code: string | null | undefined): boolean {
  return /^\d{6}$/.test(code ?? '');
}

/** The MFA code step (doc 1 §4.2, §5.2): a 6-digit code. */
export function createMfaCodeSchema(messages: SignInMessages = signInMessages) {
  return z.object({
    code: textField((value) => (isCompleteMfaCode(value) ? undefined : messages.mfaCodeInvalid), {
      trim: true,
    }),
  });
}

/** Whether a value holds a control character (C0 or DEL) or a backslash: browsers drop tabs and
 * newlines from a URL and read a backslash as a slash, so "/\t/evil.example" and "/\\evil.example"
 * lead off-site. */
function hasUnsafeCharacter(url: string): boolean {
  for (const character of url) {
    const code = character.charCodeAt(0);
    if (code <= 0x1f || code === 0x7f || character === '\\') return true;
  }
  return false;
}

/** A value that starts like another origin: "//host", or a scheme such as "https:" or "javascript:". */
function startsOffSite(url: string): boolean {
  return url.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(url);
}

/**
 * Whether a returnUrl may be followed: a same-origin relative path ("/billpayments/history",
 * "accountoverview?accountno=1"), never an absolute or protocol-relative URL (DESIGN security).
 * Refused as well: control characters (tabs and newlines are dropped by browsers, so "/\t/evil"
 * becomes "//evil"), backslashes, and a value that leads off-site once percent-decoded
 * ("%2F%2Fevil.example", "/%5Cevil.example"; decoded up to three times) or cannot be decoded.
 */
export function isSafeReturnUrl(returnUrl: string | null | undefined): boolean {
  let url = (returnUrl ?? '').trim();
  if (url === '') return false;
  for (let round = 0; round < 3; round += 1) {
    if (hasUnsafeCharacter(url) || startsOffSite(url)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(url).trim();
    } catch {
      return false;
    }
    if (decoded === url) return true;
    url = decoded;
  }
  return !hasUnsafeCharacter(url) && !startsOffSite(url) && !url.includes('%');
}

/**
 * Where sign-in leads (doc 1 §2.7): the returnUrl when there is a safe one; else aclarajump when the
 * usage-analytics feature is on; else accountoverview.
 */
export function pathAfterSignIn(options: {
  returnUrl?: string | null;
  aclaraEnabled: boolean;
}): string {
  if (isSafeReturnUrl(options.returnUrl)) return (options.returnUrl ?? '').trim();
  return options.aclaraEnabled ? 'aclarajump' : 'accountoverview';
}

/**
 * Where sign-out leads (doc 1 §4.2): the configured sign-out link when it starts with "login" (a
 * leading "/" is accepted too: it is the same route), else /home.
 */
export function pathAfterSignOut(signOutLink: string | null | undefined): string {
  const link = (signOutLink ?? '').trim();
  return /^\/?login/.test(link) ? link : '/home';
}
