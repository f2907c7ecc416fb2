import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/Dialog';
import { sessionActor } from './actors';
import { formatDate, formatPoints } from './format';

/** The club reminder after a club login ('showremind'): points that will soon expire. */
export function RemindDialog() {
  const { t } = useTranslation();
  const remind = useSelector(sessionActor, (s) => (s.matches('remind') ? s.context.remind : null));
  if (!remind) return null;
  const close = (never: boolean) => sessionActor.send({ type: 'remind.close', never });
  return (
    <Dialog
      title={t('remind.title')}
      actions={
        <>
          <button type="button" onClick={() => close(true)}>
            {t('remind.never')}
          </button>
          <button type="button" className="primary" onClick={() => close(false)}>
            {t('common.ok')}
          </button>
        </>
      }
    >
      <p>{t('remind.body', { points: formatPoints(remind.points), date: remind.pointsExpiry ? formatDate(remind.pointsExpiry) : '' })}</p>
    </Dialog>
  );
}
