import { useTranslation } from 'react-i18next';
import { AddOnFatesPage } from './add-on-fates-page';

/** What the change does to the insurance add-ons of the passengers and legs that change. */
export default function ChangeInsurancePage() {
  const { t } = useTranslation();
  return <AddOnFatesPage kinds={['INSURANCE']} title={t('changeDate.kinds.insurance')} />;
}
