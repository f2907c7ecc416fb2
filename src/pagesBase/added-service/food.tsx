import { useTranslation } from 'react-i18next';
import { AddOnFatesPage } from './add-on-fates-page';

/** What the change does to the food add-ons of the passengers and legs that change. */
export default function ChangeFoodPage() {
  const { t } = useTranslation();
  return <AddOnFatesPage kinds={['MEAL']} title={t('changeDate.kinds.food')} />;
}
