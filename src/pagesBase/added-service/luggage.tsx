import { useTranslation } from 'react-i18next';
import { AddOnFatesPage } from './add-on-fates-page';

/** What the change does to the luggage add-ons of the passengers and legs that change. */
export default function ChangeLuggagePage() {
  const { t } = useTranslation();
  return <AddOnFatesPage kinds={['LUGGAGE']} title={t('changeDate.kinds.luggage')} />;
}
