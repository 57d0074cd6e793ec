import { useSiteSettings } from '@coop-portal/api-client/react';
import {
  cx,
  DescriptionList,
  NativeButton,
  Spinner,
  useCatalogue,
  type DescriptionListItem,
} from '@coop-portal/ui';
import { telHref } from '@coop-portal/validation';
import { createElement, useId } from 'react';
import { useErrorMessage } from '../shared/useErrorMessage';
import * as styles from './ContactDetails.css';
import {
  contactDetailsMessages,
  contactDetailsTranslations,
  type ContactDetailsMessages,
} from './messages';

export interface ContactDetailsProps {
  /** Level of the 'Contact Us' heading (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** A co-op's own wording, in the language the widget speaks (its provider's `locale`). */
  messages?: Partial<ContactDetailsMessages>;
  className?: string;
}

/**
 * The co-op's contact details from the site settings (doc 1 §2.1 footer): address, phone, office
 * hours, email, emergency outage number, Connect with Us and website links. Parts that are not set
 * are left out.
 */
export function ContactDetails({ headingLevel = 2, messages, className }: ContactDetailsProps) {
  const errorMessage = useErrorMessage();
  const text: ContactDetailsMessages = {
    ...useCatalogue(contactDetailsMessages, contactDetailsTranslations),
    ...messages,
  };
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
          <p className={styles.errorText}>{errorMessage(settings.error)}</p>
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
  const rows: DescriptionListItem[] = [];
  if (s.address) rows.push({ id: 'address', term: text.address, details: s.address });
  if (s.phoneNumber) {
    rows.push({
      id: 'phone',
      term: text.phone,
      details: (
        <a className={styles.detailLink} href={telHref(s.phoneNumber)}>
          {s.phoneNumber}
        </a>
      ),
    });
  }
  if (s.officeHours) rows.push({ id: 'hours', term: text.officeHours, details: s.officeHours });
  if (s.email) {
    rows.push({
      id: 'email',
      term: text.email,
      details: (
        <a className={styles.detailLink} href={`mailto:${s.email}`}>
          {s.email}
        </a>
      ),
    });
  }
  if (s.emergencyContactNumber) {
    rows.push({
      id: 'emergency',
      term: <span className={styles.emergency}>{text.emergency}</span>,
      details: (
        <a className={styles.detailLink} href={telHref(s.emergencyContactNumber)}>
          {s.emergencyContactNumber}
        </a>
      ),
    });
  }

  return (
    <section className={rootClass} aria-labelledby={headingId}>
      {heading}
      <address className={styles.address}>
        <DescriptionList items={rows} />
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
