import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { settingsActor } from './actors';
import { addCatalogues } from './i18n';

type Catalogues = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * A development page's own locale section (`locales/*.json?atlas`, `?devUi`), kept out of the
 * traveller's locale chunks and added once the page opens: true when the current language's is in.
 */
export function usePageStrings(catalogues: Catalogues): boolean {
  const locale = useSelector(settingsActor, (s) => s.context.locale);
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    void addCatalogues(locale, catalogues).then(() => setReady(locale));
  }, [locale, catalogues]);
  return ready === locale;
}
