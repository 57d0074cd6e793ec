import { useSiteSettings } from '@coop-portal/api-client/react';
import { cx, NativeButton, Spinner } from '@coop-portal/ui';
import { createElement, useId, type ReactNode } from 'react';
import * as styles from './ContactDetails.css';
import { contactDetailsMessages, type ContactDetailsMessages } from './messages';

export interface ContactDetailsProps {
  /** Level of the 'Contact Us' heading (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** A co-op's own wording. */
  messages?: Partial<ContactDetailsMessages>;
  className?: string;
}

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The co-op's contact details from the site settings (doc 1 §2.1 footer): address, phone, office
 * hours, email, emergency outage number, Connect with Us and website links. Parts that are not set
 * are left out.
 */
export function ContactDetails({ headingLevel = 2, messages, className }: ContactDetailsProps) {
  const text = { ...contactDetailsMessages, ...messages };
  const settings = useSiteSettings();
  const headingId = useId();
  const heading = createElement(
    `h${headingLevel}`,
    { className: styles.heading, id: headingId },
    text.heading,
  );
  const rootClass = cx(styles.root, className);

  if (settings.isPending) {
    return (
      <section className={rootClass} aria-labelledby={headingId} aria-busy="true">
        {heading}
        <Spinner label={text.loading} showLabel size="sm" />
      </section>
    );
  }

  if (settings.isError) {
    return (
      <section className={rootClass} aria-labelledby={headingId}>
        {heading}
        <div className={styles.status} role="alert">
          <p className={styles.errorText}>{settings.error.message}</p>
          {/* A native button: the details show in every page's footer, before any react-aria code. */}
          <NativeButton
            variant="secondary"
            isPending={settings.isFetching}
            onPress={() => void settings.refetch()}
          >
            {text.retry}
          </NativeButton>
        </div>
      </section>
    );
  }

  const s = settings.data;
  const rows: { key: string; term: string; detail: ReactNode; className?: string }[] = [];
  if (s.address) rows.push({ key: 'address', term: text.address, detail: s.address });
  if (s.phoneNumber) {
    rows.push({
      key: 'phone',
      term: text.phone,
      detail: (
        <a className={styles.link} href={telHref(s.phoneNumber)}>
          {s.phoneNumber}
        </a>
      ),
    });
  }
  if (s.officeHours) rows.push({ key: 'hours', term: text.officeHours, detail: s.officeHours });
  if (s.email) {
    rows.push({
      key: 'email',
      term: text.email,
      detail: (
        <a className={styles.link} href={`mailto:${s.email}`}>
          {s.email}
        </a>
      ),
    });
  }
  if (s.emergencyContactNumber) {
    rows.push({
      key: 'emergency',
      term: text.emergency,
      className: styles.emergency,
      detail: (
        <a className={styles.link} href={telHref(s.emergencyContactNumber)}>
          {s.emergencyContactNumber}
        </a>
      ),
    });
  }

  return (
    <section className={rootClass} aria-labelledby={headingId}>
      {heading}
      <address className={styles.address}>
        {rows.length > 0 ? (
          <dl className={styles.list}>
            {rows.map((row) => (
              <div key={row.key} className={styles.row}>
                <dt className={cx(styles.term, row.className)}>{row.term}</dt>
                <dd className={styles.detail}>{row.detail}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {s.coopContactUsLink || s.coopWebsiteUrl ? (
          <div className={styles.links}>
            {s.coopContactUsLink ? (
              <a className={styles.link} href={s.coopContactUsLink}>
                {text.connectWithUs}
              </a>
            ) : null}
            {s.coopWebsiteUrl ? (
              <a className={styles.link} href={s.coopWebsiteUrl}>
                {text.website(s.coopName)}
              </a>
            ) : null}
          </div>
        ) : null}
      </address>
    </section>
  );
}
