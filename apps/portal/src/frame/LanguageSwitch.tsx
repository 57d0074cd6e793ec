import { LOCALES, NativeButton, type Locale } from '@coop-portal/ui';
import { useLocaleChoice } from '../app/locale';

/**
 * Each language by its own name, in that language: a member who does not read the current one
 * still finds theirs.
 */
const languageNames: Readonly<Record<Locale, { name: string; lang: string }>> = {
  'en-US': { name: 'English', lang: 'en' },
  'es-US': { name: 'Español', lang: 'es' },
};

/**
 * The language switch (in the header from 600px wide, in the mobile menu below): a button for each
 * other language, named in that language ('Español', 'English') and marked with its `lang` so a
 * screen reader says it in that language. Pressing it shows the portal in that language at once
 * and remembers the choice on this device.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, chooseLocale } = useLocaleChoice();
  return LOCALES.filter((other) => other !== locale).map((other) => (
    <NativeButton
      key={other}
      className={className}
      lang={languageNames[other].lang}
      onPress={() => chooseLocale(other)}
    >
      {languageNames[other].name}
    </NativeButton>
  ));
}
