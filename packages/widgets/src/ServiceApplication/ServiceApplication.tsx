import { useState } from 'react';
import type { ServiceApplicationWidgetMessages } from './messages';
import {
  ServiceApplicationForm,
  type ServiceApplicationSubmittedDetail,
} from './ServiceApplicationForm';
import { ServiceTypeChoice } from './ServiceTypeChoice';

export interface ServiceApplicationProps {
  /** The account type to apply for at first (default: the applicant chooses). */
  accountType?: string | null;
  /** Called once an application is received. */
  onSubmitted?: (detail: ServiceApplicationSubmittedDetail) => void;
  /** Level of the widget's heading (default 2). */
  headingLevel?: 1 | 2 | 3;
  /**
   * A co-op's own wording, in the language the widget speaks (its provider's `locale`): it replaces
   * that language's text.
   */
  messages?: Partial<ServiceApplicationWidgetMessages>;
  className?: string;
}

/**
 * The whole Application for Service in one widget, for a co-op's own website: the account type
 * choice (New Service), then the application, with its step kept inside. The portal gives each
 * step its own address instead (`ServiceTypeChoice` and `ServiceApplicationForm`).
 */
export function ServiceApplication({
  accountType,
  onSubmitted,
  headingLevel = 2,
  messages,
  className,
}: ServiceApplicationProps) {
  const [step, setStep] = useState<
    { kind: 'choose' } | { kind: 'apply'; accountType: string | null }
  >(accountType ? { kind: 'apply', accountType } : { kind: 'choose' });
  const [lastType, setLastType] = useState<string | null>(accountType ?? null);
  const shared = {
    headingLevel,
    ...(messages ? { messages } : {}),
    ...(className ? { className } : {}),
  };
  if (step.kind === 'choose') {
    return (
      <ServiceTypeChoice
        {...shared}
        accountType={lastType}
        onContinue={(type) => {
          setLastType(type?.accountType ?? null);
          setStep({ kind: 'apply', accountType: type?.accountType ?? null });
        }}
      />
    );
  }
  return (
    <ServiceApplicationForm
      {...shared}
      accountType={step.accountType}
      onChooseAccountType={() => setStep({ kind: 'choose' })}
      {...(onSubmitted ? { onSubmitted } : {})}
    />
  );
}
