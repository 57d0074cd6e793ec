import { configKeys } from '@coop-portal/api-client';
import {
  useConfigurationSettings,
  useMemberDetails,
  useSiteSettings,
  useUpdateRoundUpMutation,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  cx,
  Dialog,
  DismissibleAlert,
  Form,
  Spinner,
  useCatalogue,
  useFocusOnChange,
  useLocale,
} from '@coop-portal/ui';
import { isSettingOn, navigation, roundUp, validateFormByPath } from '@coop-portal/validation';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { RoundUpTable } from '../RoundUpTable';
import { configurationReader } from '../shared/configuration';
import { ReadFailure } from '../shared/ReadFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import { WidgetSection } from '../shared/WidgetSection';
import * as sectionStyles from '../shared/widgetSection.css';
import {
  operationRoundUpMessages,
  operationRoundUpTranslations,
  type OperationRoundUpMessages,
} from './messages';
import * as styles from './OperationRoundUp.css';

export interface OperationRoundUpProps {
  /** The signed-in member. */
  memberNumber: string;
  /** Level of the 'Operation RoundUp' heading (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** Show the heading (default true); a page whose own title says it passes false. */
  showHeading?: boolean;
  /** Today as yyyy-MM-dd (tests, stories); the visitor's day when not given. */
  today?: string;
  /**
   * Told whether the member has changes not saved yet, each time that changes: a page asks before
   * it is left while there are.
   */
  onUnsavedChanges?: (unsaved: boolean) => void;
  /** The accounts were updated; the success message shown. */
  onUpdated?: (message: string) => void;
  /**
   * A co-op's own wording, rule messages included, in the language the widget speaks (its
   * provider's `locale`): it replaces that language's text.
   */
  messages?: Partial<OperationRoundUpMessages>;
  className?: string;
}

/** The configuration keys the widget reads (doc 3 §2.3). */
export const operationRoundUpConfigKeys = [configKeys.participate, configKeys.plusParticipate];

const keyLists = {
  configKeys: [...operationRoundUpConfigKeys],
  clientKeys: [],
  webContentKeys: [],
};

type Row = roundUp.RoundUpTableRow;

/**
 * Operation RoundUp (/operation-roundup; doc 3 §2.3, §4, §5, §8): the member's accounts in the
 * round-up table with Select All and a box per account, and a help dialog. Ticking an account makes
 * it editable (the RoundUp toggle with PARTICIPATE, the RoundUp Plus amount with PLUSPARTICIPATE, the
 * expiration date); unticking puts back its saved values. Proceed, unavailable while nothing is
 * ticked, checks the ticked accounts (focus goes to the first invalid field), sends one update for
 * them however often it is pressed, then says so and shows the reloaded accounts, all unticked. A
 * failed update says why in an alert and keeps every change. Without the RoundUp feature, or with
 * neither setting on, it says the program is not offered. While changes are not sent, the browser
 * asks before the page unloads and `onUnsavedChanges` tells the page. Rules from `@coop-portal/validation`'s
 * `roundUp`; it needs a `CoopWidgetProvider` whose session has the member signed in.
 */
export function OperationRoundUp({
  memberNumber,
  headingLevel = 2,
  showHeading = true,
  today,
  onUnsavedChanges,
  onUpdated,
  messages,
  className,
}: OperationRoundUpProps) {
  const errorMessage = useErrorMessage();
  const text: OperationRoundUpMessages = {
    ...useCatalogue(operationRoundUpMessages, operationRoundUpTranslations),
    ...messages,
  };
  const locale = useLocale();
  const settings = useSiteSettings();
  const configuration = useConfigurationSettings({ body: keyLists });
  const details = useMemberDetails({ params: { memberNumber } });
  const update = useUpdateRoundUpMutation();

  /** The member's changes; null while the table shows the accounts as loaded. */
  const [draft, setDraft] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // An update under way: further presses of Proceed are the same intent.
  const sending = useRef(false);
  const { ref: successRef } = useFocusOnChange<string | null, HTMLDivElement>(success, {
    shouldFocus: () => success !== null,
  });

  const saved = useMemo(
    () =>
      details.data ? roundUp.roundUpTableRows(details.data.accounts, { selectable: true }) : null,
    [details.data],
  );
  const rows = draft ?? saved;
  const unsaved = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved);
  useEffect(() => {
    onUnsavedChanges?.(unsaved);
  }, [unsaved, onUnsavedChanges]);
  // Closing or reloading the page with changes not sent asks first.
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const frame = (content: ReactNode, busy = false) => (
    <WidgetSection
      heading={text.heading}
      headingLevel={headingLevel}
      showHeading={showHeading}
      busy={busy}
      className={cx(sectionStyles.root, className)}
      headingClassName={sectionStyles.heading}
    >
      {content}
    </WidgetSection>
  );

  const reads = [settings, configuration, details];
  if (reads.some((read) => read.isError)) {
    return frame(<ReadFailure reads={reads} retryLabel={text.retry} className={styles.status} />);
  }
  if (!settings.data || !configuration.data || !rows || !saved) {
    return frame(<Spinner label={text.loading} showLabel size="sm" />, true);
  }

  const { value: config } = configurationReader(configuration.data);
  const participate = isSettingOn(config(configKeys.participate));
  const plusParticipate = isSettingOn(config(configKeys.plusParticipate));
  const offered =
    navigation.isFeatureOn(settings.data.features, 'RoundUp') && (participate || plusParticipate);
  if (!offered) return frame(<Alert tone="info">{text.notOffered}</Alert>);

  const proceed = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || !roundUp.canProceedWithRoundUp(rows)) return;
    const schema = roundUp.createRoundUpSchema({ plusParticipate, today, messages: text }, locale);
    const result = validateFormByPath(schema, { rows });
    setErrors(result.errors);
    if (!result.success) return;
    sending.current = true;
    setSuccess(null);
    setFailure(null);
    update.mutate(
      {
        params: { memberNumber },
        body: roundUp.buildRoundUpUpdate(
          rows.filter((row) => row.selected === true),
          { plusParticipate },
        ),
      },
      {
        onSuccess: () => {
          setDraft(null);
          setErrors({});
          setSuccess(text.updated);
          onUpdated?.(text.updated);
        },
        onError: (error) => setFailure(text.updateFailed(errorMessage(error))),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const busy = update.isPending;
  return frame(
    <>
      <div className={styles.introRow}>
        <p className={styles.intro}>{text.intro}</p>
        <Button
          variant="secondary"
          aria-label={text.helpButtonLabel}
          onPress={() => setHelpOpen(true)}
        >
          {text.help}
        </Button>
      </div>
      {success ? (
        <div ref={successRef} tabIndex={-1} className={styles.status}>
          <Alert tone="success">{success}</Alert>
        </div>
      ) : null}
      {failure ? (
        <DismissibleAlert
          tone="error"
          onDismiss={() => setFailure(null)}
          dismissLabel={text.dismissLabel}
        >
          {failure}
        </DismissibleAlert>
      ) : null}
      <Form
        onSubmit={proceed}
        validationErrors={errors}
        errorSummaryTitle={text.errorSummaryTitle}
        errorSummaryHeadingLevel={
          (showHeading ? headingLevel + 1 : Math.max(2, headingLevel)) as 2 | 3 | 4
        }
        className={styles.form}
      >
        <RoundUpTable
          rows={rows}
          savedRows={saved}
          onRowsChange={(next) => {
            setDraft(next);
            setSuccess(null);
          }}
          errors={errors}
          participate={participate}
          plusParticipate={plusParticipate}
          selectable
          today={today}
          isDisabled={busy}
          showCaption={false}
        />
        <Button
          type="submit"
          className={styles.proceed}
          isDisabled={!roundUp.canProceedWithRoundUp(rows)}
          isPending={busy}
          loadingLabel={text.saving}
        >
          {text.proceed}
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
        <ul className={styles.helpList}>
          {participate ? <li>{text.helpRoundUp}</li> : null}
          {plusParticipate ? <li>{text.helpPlus}</li> : null}
          <li>{text.helpExpiration}</li>
          <li>{text.helpHowTo}</li>
        </ul>
      </Dialog>
    </>,
  );
}
