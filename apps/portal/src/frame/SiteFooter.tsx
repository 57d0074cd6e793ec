import type { SiteSettings } from '@coop-portal/api-client';
import { useCatalogue } from '@coop-portal/ui';
import { ContactDetails } from '@coop-portal/widgets';
import { useId } from 'react';
import { FrameLink } from './FrameLink';
import { lateFrameMessages, lateFrameTranslations, type LateFrameMessages } from './lateMessages';
import { ServerHtml } from './ServerHtml';
import * as styles from './footer.css';
import { useFrameData } from './useFrameData';

type SocialNames = LateFrameMessages['footer']['social'];

/** The social networks of the footer, in the spec's order (doc 1 §2.1), with their names' keys. */
const socialNetworks = [
  ['facebookUrl', 'facebook'],
  ['twitterUrl', 'twitter'],
  ['youtubeUrl', 'youtube'],
  ['instagramUrl', 'instagram'],
  ['pinterestUrl', 'pinterest'],
  ['yelpUrl', 'yelp'],
  ['linkedInUrl', 'linkedIn'],
] as const satisfies readonly (readonly [keyof SiteSettings, keyof SocialNames])[];

/** The social links whose URL is set (an http(s) address), in the spec's order, named by `names`. */
export function socialLinks(
  settings: Partial<SiteSettings> | undefined,
  names: SocialNames = lateFrameMessages.footer.social,
) {
  return socialNetworks.flatMap(([key, name]) => {
    const url = settings?.[key]?.trim();
    return url && /^https?:\/\//i.test(url) ? [{ key, name: names[name], url }] : [];
  });
}

/**
 * The footer (doc 1 §2.1): About Us (the co-op's HTML, sanitised by the kit's SafeHtml, whose
 * code loads as the footer comes near the viewport), contact details, social links
 * (each only when its URL is set), the Terms Of Use link, the copyright line and the application
 * version.
 */
export function SiteFooter() {
  const m = useCatalogue(lateFrameMessages, lateFrameTranslations).footer;
  const { settings } = useFrameData();
  const aboutId = useId();
  const socialId = useId();
  const aboutUs = settings?.aboutUs?.trim();
  const social = socialLinks(settings, m.social);
  const copyright = settings?.copyright;
  const version = settings?.appVersion?.trim();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {aboutUs ? (
            <section aria-labelledby={aboutId} className={styles.aboutColumn}>
              <h2 id={aboutId} className={styles.heading}>
                {m.aboutUs}
              </h2>
              <ServerHtml html={aboutUs} className={styles.about} deferUntilVisible />
            </section>
          ) : null}
          <ContactDetails className={styles.contactColumn} />
          {social.length > 0 ? (
            <section aria-labelledby={socialId} className={styles.socialColumn}>
              <h2 id={socialId} className={styles.heading}>
                {m.followUs}
              </h2>
              <ul className={styles.social}>
                {social.map((link) => (
                  <li key={link.key}>
                    <FrameLink href={link.url} external className={styles.link}>
                      {link.name}
                    </FrameLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className={styles.smallPrint}>
          <FrameLink href="/legal-terms" className={styles.link}>
            {m.termsOfUse}
          </FrameLink>
          {copyright ? <span>{m.copyright(copyright.year, copyright.caption)}</span> : null}
          {version ? <span>{m.version(version)}</span> : null}
        </div>
      </div>
    </footer>
  );
}
