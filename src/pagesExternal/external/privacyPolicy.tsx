import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { locales, type Locale } from '../../../services/schemas/locale';
import type { PageProps } from '../../page-props';
import { useLocale } from '../../app/use-session';
import { ContentDocument } from '../../components/ContentDocument';
import { PRIVACY_POLICY_PATH } from '../../components/content-href';

/** The privacy policy, in the app's language or another of its four (`?lang=`), without changing the app's. */
export default function PrivacyPolicyPage({ query }: PageProps) {
  const { t } = useTranslation();
  const appLocale = useLocale();
  const chosen = locales.find((l) => l === query.lang) ?? appLocale;
  return (
    <>
      <nav className="chips privacy-languages" aria-label={t('privacy.languages')}>
        {locales.map((l: Locale) => (
          <Link key={l} className="chip" to={`${PRIVACY_POLICY_PATH}?lang=${l}`} replace aria-current={l === chosen ? 'page' : undefined} lang={l}>
            {t(`language.${l}`)}
          </Link>
        ))}
      </nav>
      <ContentDocument key={chosen} path="about-common-pages" id="privacy-policy" locale={chosen} />
    </>
  );
}
