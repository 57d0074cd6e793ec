import { useServiceAccountTypes } from '@coop-portal/api-client/react';
import { Button, cx, Form, Radio, RadioGroup, Spinner, useCatalogue } from '@coop-portal/ui';
import { serviceApplication, validateForm } from '@coop-portal/validation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ReadFailure } from '../shared/ReadFailure';
import { WidgetSection } from '../shared/WidgetSection';
import * as sectionStyles from '../shared/widgetSection.css';
import {
  serviceApplicationWidgetMessages,
  serviceApplicationWidgetTranslations,
  type ServiceApplicationWidgetMessages,
} from './messages';
import * as styles from './ServiceApplication.css';

/** An account type of the co-op (doc 1 §2.3). */
export type ServiceAccountType = serviceApplication.ServiceAccountType;

export interface ServiceTypeChoiceProps {
  /**
   * Called with the type chosen (Continue), or at once (`automatic`) with the only type when the
   * co-op has one, or with null when it has none: the application goes on without a type.
   */
  onContinue: (accountType: ServiceAccountType | null, how: { automatic: boolean }) => void;
  /** The type chosen before (e.g. coming back from the application), selected at first. */
  accountType?: string | null;
  /** Level of the 'New Service' heading (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** Show the heading (default true); a page whose own title says it passes false. */
  showHeading?: boolean;
  /**
   * A co-op's own wording, in the language the widget speaks (its provider's `locale`): it replaces
   * that language's text.
   */
  messages?: Partial<ServiceApplicationWidgetMessages>;
  className?: string;
}

/**
 * New Service (doc 1 §2.3): the co-op's account types for service requests. With several the
 * applicant chooses one (a radio group: arrow keys move the choice) and continues; with exactly
 * one, or none, it goes straight on. Loading and a failed read show in place.
 */
export function ServiceTypeChoice({
  onContinue,
  accountType,
  headingLevel = 2,
  showHeading = true,
  messages,
  className,
}: ServiceTypeChoiceProps) {
  const text: ServiceApplicationWidgetMessages = {
    ...useCatalogue(serviceApplicationWidgetMessages, serviceApplicationWidgetTranslations),
    ...messages,
  };
  const types = useServiceAccountTypes();
  const step = types.data ? serviceApplication.accountTypeStep(types.data) : null;

  let content;
  if (types.isError) {
    content = <ReadFailure reads={[types]} retryLabel={text.retry} />;
  } else if (!step) {
    content = <Spinner label={text.loadingTypes} showLabel size="sm" />;
  } else if (step.kind === 'continue') {
    content = <GoStraightOn accountType={step.accountType} onContinue={onContinue} text={text} />;
  } else {
    content = (
      <ChoiceForm
        types={step.types}
        initial={accountType ?? null}
        onContinue={onContinue}
        headingLevel={headingLevel}
        text={text}
      />
    );
  }

  return (
    <WidgetSection
      heading={text.choiceHeading}
      headingLevel={headingLevel}
      showHeading={showHeading}
      busy={types.isPending}
      className={cx(sectionStyles.root, className)}
      headingClassName={sectionStyles.heading}
    >
      {content}
    </WidgetSection>
  );
}

/** One type or none: nothing to choose, the application opens at once (once). */
function GoStraightOn({
  accountType,
  onContinue,
  text,
}: {
  accountType: ServiceAccountType | null;
  onContinue: ServiceTypeChoiceProps['onContinue'];
  text: ServiceApplicationWidgetMessages;
}) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    onContinue(accountType, { automatic: true });
  }, [accountType, onContinue]);
  return <Spinner label={text.continuing} showLabel size="sm" />;
}

function ChoiceForm({
  types,
  initial,
  onContinue,
  headingLevel,
  text,
}: {
  types: readonly ServiceAccountType[];
  initial: string | null;
  onContinue: ServiceTypeChoiceProps['onContinue'];
  headingLevel: 1 | 2 | 3;
  text: ServiceApplicationWidgetMessages;
}) {
  const [chosen, setChosen] = useState<string | null>(
    types.some((type) => type.accountType === initial) ? initial : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateForm(serviceApplication.createAccountTypeChoiceSchema(text), {
      accountType: chosen,
    });
    setErrors(result.errors);
    const type = types.find((entry) => entry.accountType === chosen);
    if (result.success && type) onContinue(type, { automatic: false });
  };
  return (
    <>
      <p className={styles.intro}>{text.choiceIntro}</p>
      <Form
        onSubmit={submit}
        validationErrors={errors}
        errorSummaryTitle={text.errorSummaryTitle}
        errorSummaryHeadingLevel={(headingLevel + 1) as 2 | 3 | 4}
        className={styles.form}
      >
        <RadioGroup
          name="accountType"
          label={text.accountTypeLabel}
          value={chosen}
          onChange={setChosen}
          isRequired
        >
          {types.map((type) => (
            <Radio key={type.accountType} value={type.accountType}>
              {type.description}
            </Radio>
          ))}
        </RadioGroup>
        <div className={styles.actions}>
          <Button type="submit">{text.continue}</Button>
        </div>
      </Form>
    </>
  );
}
