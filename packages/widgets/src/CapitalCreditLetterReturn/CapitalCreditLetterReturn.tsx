import {
  useSiteConfiguration,
  useValidateCapitalCreditLetterMutation,
} from '@coop-portal/api-client/react';
import {
  Button,
  cx,
  Dialog,
  Form,
  InfoIcon,
  SafeHtml,
  TextField,
  useCatalogue,
  useFocusOnChange,
} from '@coop-portal/ui';
import { capitalCredits, validateForm } from '@coop-portal/validation';
import { useRef, useState, type FormEvent } from 'react';
import { capitalCreditFailure } from '../shared/capitalCreditFailure';
import { OutcomeAlert, type Outcome } from '../shared/OutcomeAlert';
import { useErrorMessage } from '../shared/useErrorMessage';
import { WidgetSection } from '../shared/WidgetSection';
import * as sectionStyles from '../shared/widgetSection.css';
import * as styles from './CapitalCreditLetterReturn.css';
import {
  capitalCreditLetterReturnMessages,
  capitalCreditLetterReturnTranslations,
  type CapitalCreditLetterReturnMessages,
} from './messages';

export interface CapitalCreditLetterReturnProps {
  /** Level of the 'Capital Credit Letter Return' heading (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** Show the heading (default true); a page whose own title says it passes false. */
  showHeading?: boolean;
  /** The letter was received; the server's message shown. */
  onReturned?: (message: string) => void;
  /** A co-op's own wording. */
  messages?: Partial<CapitalCreditLetterReturnMessages>;
  className?: string;
}

interface LetterValues {
  memberNumber: string;
  letterId: string;
}

const empty: LetterValues = { memberNumber: '', letterId: '' };

/**
 * Capital Credit Letter Return (/cc-letterreturn; doc 3 §2.9, §5, §8), public: the co-op's text
 * (the site configuration's capitalCreditLetterMsg, sanitised HTML), Member Number and Letter ID
 * (both required, letters and digits only) with a help button beside Letter ID that opens the
 * spec's help text, and 'Return Signed Letter', which sends the letter once however often it is
 * pressed. The server's message shows in a success or an error alert that takes focus; a letter
 * refused as asked too often (429) says how long to wait. A failure keeps what was entered; a
 * success empties the form. Rules from `@coop-portal/validation`'s `capitalCredits`; it needs a
 * `CoopWidgetProvider` (no member signed in).
 */
export function CapitalCreditLetterReturn({
  headingLevel = 2,
  showHeading = true,
  onReturned,
  messages,
  className,
}: CapitalCreditLetterReturnProps) {
  const errorMessage = useErrorMessage();
  const text: CapitalCreditLetterReturnMessages = {
    ...useCatalogue(capitalCreditLetterReturnMessages, capitalCreditLetterReturnTranslations),
    ...messages,
  };
  const configuration = useSiteConfiguration();
  const send = useValidateCapitalCreditLetterMutation();
  const [values, setValues] = useState<LetterValues>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // A letter under way: further presses are the same intent.
  const sending = useRef(false);
  const { ref: outcomeRef } = useFocusOnChange<Outcome | null, HTMLDivElement>(outcome, {
    shouldFocus: () => outcome !== null,
  });

  const change = (field: keyof LetterValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const result = validateForm(capitalCredits.createLetterReturnSchema(text), values);
    setErrors(result.errors);
    if (!result.success) return;
    sending.current = true;
    setOutcome(null);
    send.mutate(
      { body: result.data },
      {
        onSuccess: ({ message }) => {
          setValues(empty);
          setOutcome({ tone: 'success', message });
          onReturned?.(message);
        },
        onError: (error) =>
          setOutcome({ tone: 'error', message: capitalCreditFailure(error, text, errorMessage) }),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const intro = configuration.data?.capitalCreditLetterMsg?.trim();
  return (
    <WidgetSection
      heading={text.heading}
      headingLevel={headingLevel}
      showHeading={showHeading}
      className={cx(sectionStyles.root, className)}
      headingClassName={sectionStyles.heading}
    >
      {intro ? <SafeHtml html={intro} className={styles.intro} /> : null}
      <OutcomeAlert
        ref={outcomeRef}
        outcome={outcome}
        onDismiss={() => setOutcome(null)}
        dismissLabel={text.dismissLabel}
        className={styles.outcome}
      />
      <Form
        onSubmit={submit}
        validationErrors={errors}
        errorSummaryTitle={text.errorSummaryTitle}
        errorSummaryHeadingLevel={
          (showHeading ? headingLevel + 1 : Math.max(2, headingLevel)) as 2 | 3 | 4
        }
        className={styles.form}
      >
        <TextField
          name="memberNumber"
          label={text.memberNumberLabel}
          value={values.memberNumber}
          onChange={(value) => change('memberNumber', value)}
          autoComplete="off"
          isRequired
        />
        <div className={styles.withHelp}>
          <TextField
            name="letterId"
            label={text.letterIdLabel}
            value={values.letterId}
            onChange={(value) => change('letterId', value)}
            autoComplete="off"
            isRequired
            className={styles.grow}
          />
          <Button
            variant="quiet"
            aria-label={text.helpButtonLabel}
            onPress={() => setHelpOpen(true)}
            className={styles.help}
          >
            <InfoIcon className={styles.helpIcon} />
          </Button>
        </div>
        <Button
          type="submit"
          className={styles.submit}
          isPending={send.isPending}
          loadingLabel={text.sending}
        >
          {text.submit}
        </Button>
      </Form>
      <Dialog
        title={text.helpTitle}
        size="sm"
        isOpen={helpOpen}
        onOpenChange={setHelpOpen}
        closeLabel={text.helpClose}
        footer={({ close }) => (
          <Button variant="secondary" onPress={close}>
            {text.helpClose}
          </Button>
        )}
      >
        <p className={styles.helpText}>{text.letterIdHelp}</p>
      </Dialog>
    </WidgetSection>
  );
}
