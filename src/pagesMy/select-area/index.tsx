import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getCountries } from '../../../services/system';
import type { Country } from '../../../services/schemas/system';
import { storeAreaCode } from '../../app/area-code-choice';
import { useLoad } from '../../app/hooks';
import { localName } from '../../app/local-name';
import { HOME_PATH } from '../../app/navigation';
import { readJson } from '../../app/storage';
import { useLocale } from '../../app/use-session';
import { Failed } from '../../components/Failed';
import type { PageProps } from '../../page-props';
import { EmptyState } from '../../ui/EmptyState';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { Skeleton } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';

/** A country or region matches a search by its name in any language, its code (HK) or its calling code (852, +852). */
const matches = (country: Country, search: string) => {
  const s = search.trim().toLowerCase().replace(/^\+/, '');
  return !s || [country.nameEn, country.nameSc, country.nameTc, country.code, country.areaCode].some((v) => v.toLowerCase().includes(s));
};

/** The area-code picker every phone field opens (?store= names where the form reads the choice). */
export default function SelectAreaPage({ query }: PageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const countries = useLoad<Country[]>((signal) => getCountries(signal));
  const current = query.store ? readJson<string>(sessionStorage, query.store) : null;

  const choose = (areaCode: string) => {
    storeAreaCode(query.store, areaCode);
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(HOME_PATH, { replace: true });
  };

  const shown = (countries.data ?? [])
    .filter((c) => matches(c, search))
    .sort((a, b) => localName(a, locale).localeCompare(localName(b, locale), locale));
  return (
    <>
      <TextField label={t('selectArea.search')} type="search" name="search" value={search} onChange={setSearch} autoFocus />
      {countries.loading && <Skeleton lines={6} />}
      {countries.failed && <Failed error={countries.error} onRetry={countries.reload} />}
      {countries.data && shown.length === 0 && <EmptyState title={t('selectArea.empty')} />}
      {shown.length > 0 && (
        <ListGroup label={t('selectArea.title')}>
          {shown.map((c) => (
            <ListRow
              key={c.code}
              label={localName(c, locale)}
              value={`+${c.areaCode}`}
              description={c.areaCode === current ? t('selectArea.current') : undefined}
              onPress={() => choose(c.areaCode)}
            />
          ))}
        </ListGroup>
      )}
    </>
  );
}
