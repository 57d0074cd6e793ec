import { useMemberInfoDocuments, useSiteConfiguration } from '@coop-portal/api-client/react';
import { Alert, cx, Link, Spinner, useCatalogue } from '@coop-portal/ui';
import { memberInfoDocuments, navigation } from '@coop-portal/validation';
import type { ReactNode } from 'react';
import { ReadFailure } from '../shared/ReadFailure';
import { WidgetSection } from '../shared/WidgetSection';
import * as sectionStyles from '../shared/widgetSection.css';
import * as styles from './MemberInfoDocuments.css';
import {
  memberInfoDocumentsMessages,
  memberInfoDocumentsTranslations,
  type MemberInfoDocumentsMessages,
} from './messages';

export interface MemberInfoDocumentsProps {
  /** Level of the heading (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** Show the heading (default true); a page that shows the same name as its title passes false. */
  showHeading?: boolean;
  /** A co-op's own wording. */
  messages?: Partial<MemberInfoDocumentsMessages>;
  className?: string;
}

/**
 * Member Information Documents (/member-info-docs; doc 3 §2.7, §3): the co-op's documents for
 * members, each a link by its friendlyDescription that opens in a new tab (and says so to screen
 * readers), under the heading the site configuration names (memberInfoDocsLinkName, else 'Member
 * Information Documents'). None: 'There are no member information documents found.'; a failed
 * read: its message and Try again. Rules from `@coop-portal/validation`'s `memberInfoDocuments`;
 * it needs a `CoopWidgetProvider` whose session has the member signed in.
 */
export function MemberInfoDocuments({
  headingLevel = 2,
  showHeading = true,
  messages,
  className,
}: MemberInfoDocumentsProps) {
  const text: MemberInfoDocumentsMessages = {
    ...useCatalogue(memberInfoDocumentsMessages, memberInfoDocumentsTranslations),
    ...messages,
  };
  const configuration = useSiteConfiguration();
  const documents = useMemberInfoDocuments();
  const heading = configuration.data
    ? navigation.memberInfoDocsLabel(configuration.data, text.heading)
    : text.heading;

  const frame = (content: ReactNode, busy = false) => (
    <WidgetSection
      heading={heading}
      headingLevel={headingLevel}
      showHeading={showHeading}
      busy={busy}
      className={cx(sectionStyles.root, className)}
      headingClassName={sectionStyles.heading}
    >
      {content}
    </WidgetSection>
  );

  const reads = [configuration, documents];
  if (reads.some((read) => read.isError)) {
    return frame(<ReadFailure reads={reads} retryLabel={text.retry} className={styles.status} />);
  }
  if (!configuration.data || !documents.data) {
    return frame(<Spinner label={text.loading} showLabel size="sm" />, true);
  }
  const links = memberInfoDocuments.memberInfoDocumentLinks(documents.data);
  if (links.length === 0) return frame(<Alert tone="info">{text.noDocuments}</Alert>);
  return frame(
    <ul className={styles.list}>
      {links.map((link, index) => (
        <li key={`${link.href}-${index}`} className={styles.item}>
          <Link href={link.href} variant="standalone" isExternal externalLabel={text.opensInNewTab}>
            {link.text}
          </Link>
        </li>
      ))}
    </ul>,
  );
}
