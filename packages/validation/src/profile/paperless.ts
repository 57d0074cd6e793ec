import * as z from 'zod/mini';
import { formCheckbox, formText } from '../shared/fields';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { profileMessages, type ProfileMessages } from './messages';

ensureEnglishIssueMessages();

/** A row of the per-account paperless table (doc 2 §2.3: Email, Paperless Bill, Paperless/Other). */
export interface PaperlessAccountRow {
  accountNumber: string;
  /** Email bill notice. */
  isEmail: boolean;
  /** Paperless Bill. */
  isPaperless: boolean;
  /** Paperless/Other. */
  isPaperlessOther: boolean;
}

export type PaperlessColumn = 'isEmail' | 'isPaperless' | 'isPaperlessOther';

/**
 * Sets one box of a row with the coupling of doc 2 §4: ticking Paperless Bill forces Email on;
 * unticking Email while Paperless Bill is on leaves it ticked.
 */
export function setPaperlessBox<R extends PaperlessAccountRow>(
  row: R,
  column: PaperlessColumn,
  checked: boolean,
): R {
  if (column === 'isPaperless') {
    return checked ? { ...row, isPaperless: true, isEmail: true } : { ...row, isPaperless: false };
  }
  if (column === 'isEmail') return { ...row, isEmail: checked || row.isPaperless };
  return { ...row, isPaperlessOther: checked };
}

/** Email is disabled (locked on) while Paperless Bill is ticked (doc 2 §4). */
export function isEmailLocked(row: Pick<PaperlessAccountRow, 'isPaperless'>): boolean {
  return row.isPaperless;
}

/** Select-all for one column (doc 2 §4), with the same coupling as a single box. */
export function selectAllPaperless<R extends PaperlessAccountRow>(
  rows: readonly R[],
  column: PaperlessColumn,
  checked: boolean,
): R[] {
  return rows.map((row) => setPaperlessBox(row, column, checked));
}

/** Whether every row has a column ticked (the state of its select-all box). */
export function isPaperlessColumnAllSelected(
  rows: readonly PaperlessAccountRow[],
  column: PaperlessColumn,
): boolean {
  return rows.length > 0 && rows.every((row) => row[column]);
}

/** The choices of the Paperless Options tab (doc 2 §2.3, §3 member details). */
export interface PaperlessChoices {
  /** The per-account table (account-level paperless). */
  accounts?: readonly PaperlessAccountRow[] | null;
  /** Member-level switches. */
  hasPaperlessBilling?: boolean | null;
  hasPaperlessOther?: boolean | null;
  /** Annual meeting notice (electronicKit). */
  electronicKit?: boolean | null;
  marketingEmail?: boolean | null;
}

/** Every box of the tab as "name → ticked", to compare the current choices with the loaded ones. */
function boxes(choices: PaperlessChoices): Map<string, boolean> {
  const result = new Map<string, boolean>([
    ['hasPaperlessBilling', Boolean(choices.hasPaperlessBilling)],
    ['hasPaperlessOther', Boolean(choices.hasPaperlessOther)],
    ['electronicKit', Boolean(choices.electronicKit)],
    ['marketingEmail', Boolean(choices.marketingEmail)],
  ]);
  for (const row of choices.accounts ?? []) {
    result.set(`${row.accountNumber}.isEmail`, row.isEmail);
    result.set(`${row.accountNumber}.isPaperless`, row.isPaperless);
    result.set(`${row.accountNumber}.isPaperlessOther`, row.isPaperlessOther);
  }
  return result;
}

/**
 * Whether the paperless confirmation checkbox is required (doc 2 §4): "once any paperless option,
 * notice or marketing box is chosen". Given the loaded choices, only a box the member ticked now
 * counts (settings already on do not make an unrelated save ask for it again); without them, any
 * ticked box counts. The email bill notice and the annual meeting notice both count as notices.
 */
export function isPaperlessConfirmationRequired(
  current: PaperlessChoices,
  loaded?: PaperlessChoices,
): boolean {
  const before = loaded ? boxes(loaded) : new Map<string, boolean>();
  for (const [name, ticked] of boxes(current)) {
    if (ticked && before.get(name) !== true) return true;
  }
  return false;
}

const row = z.object({
  accountNumber: formText(),
  isEmail: formCheckbox(),
  isPaperless: formCheckbox(),
  isPaperlessOther: formCheckbox(),
});

/**
 * The Paperless Options tab (doc 2 §2.3, §5): the confirmation checkbox ('Please select the checkbox
 * to continue.') is required when `isPaperlessConfirmationRequired` says so. Paperless Bill forces
 * Email on in the output too.
 */
export function createPaperlessSchema({
  loaded,
  messages = profileMessages,
}: { loaded?: PaperlessChoices; messages?: ProfileMessages } = {}) {
  return z
    .object({
      accounts: z.pipe(
        z.nullish(z.array(row)),
        z.transform((rows) =>
          (rows ?? []).map((entry) => ({ ...entry, isEmail: entry.isEmail || entry.isPaperless })),
        ),
      ),
      hasPaperlessBilling: formCheckbox(),
      hasPaperlessOther: formCheckbox(),
      electronicKit: formCheckbox(),
      marketingEmail: formCheckbox(),
      confirmation: formCheckbox(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (!values.confirmation && isPaperlessConfirmationRequired(values, loaded)) {
          ctx.addIssue({
            code: 'custom',
            path: ['confirmation'],
            message: messages.paperlessConfirmationRequired,
          });
        }
      }),
    );
}
