import { useSiteConfiguration } from '@coop-portal/api-client/react';
import { navigation } from '@coop-portal/validation';
import { MemberInfoDocuments } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import * as pageStyles from '../pages.css';
import { memberInfoDocsPageMessages, memberInfoDocsPageTranslations } from './messages';

/**
 * Member Information Documents (/member-info-docs; doc 3 §2.7): titled as the site configuration
 * names the page (memberInfoDocsLinkName, the menu's label too), else 'Member Information
 * Documents'; the list of documents is the MemberInfoDocuments widget.
 */
export function MemberInfoDocsPage() {
  const m = useCatalogue(memberInfoDocsPageMessages, memberInfoDocsPageTranslations);
  const configuration = useSiteConfiguration();
  const title = configuration.data
    ? navigation.memberInfoDocsLabel(configuration.data, m.title)
    : m.title;
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{title}</h1>
      <MemberInfoDocuments showHeading={false} messages={{ heading: title }} />
    </>
  );
}
