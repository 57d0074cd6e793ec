import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { FieldDescription } from '../Field';
import { choiceField, choiceLabel, choiceRow } from '../internal/choiceRow.css';
import { composeClassName } from '../internal/renderProps';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<
  SwitchFieldProps,
  'children' | 'isInvalid' | 'isRequired' | 'validate' | 'validationBehavior'
> {
  /** The visible label, beside the track; clicking it flips the switch. */
  children: ReactNode;
  /** Help text under the label, announced with the switch. */
  description?: ReactNode;
}

/**
 * An on/off switch with a visible label on react-aria-components, for a setting that takes effect
 * at once (e.g. a confirmation e-mail). It is a native checkbox with `role="switch"`, so Space
 * flips it and assistive technology announces it as on or off.
 */
export function Switch({ children, description, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={composeClassName(className, choiceField)}>
      <SwitchButton className={choiceRow({ align: 'center' })}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={choiceLabel}>{children}</span>
      </SwitchButton>
      {description ? (
        <div className={styles.help}>
          <FieldDescription>{description}</FieldDescription>
        </div>
      ) : null}
    </SwitchField>
  );
}
