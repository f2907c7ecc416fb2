import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../ui/Button';

/** Why an exit-row seat was refused to the passenger picking it (a child, a pregnant passenger, an adult with an infant). */
export function ExitRowRefused({ seat }: { seat: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="form-error seat-message">
      {t('seat.exitRowRefused', { seat })}
    </p>
  );
}

/** The eligibility question before an exit-row seat is taken: declining leaves the seat free. */
export function ExitRowQuestion({ seat, name, onAccept, onDecline }: { seat: string; name: string; onAccept: () => void; onDecline: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('seat.exitRowTitle')}
      actions={
        <>
          <Button onPress={onDecline}>{t('seat.exitRowDecline')}</Button>
          <Button variant="primary" onPress={onAccept}>
            {t('seat.exitRowAccept')}
          </Button>
        </>
      }
    >
      <p>{t('seat.exitRowConditions', { seat })}</p>
      <p>{t('seat.exitRowQuestion', { name })}</p>
    </Dialog>
  );
}
