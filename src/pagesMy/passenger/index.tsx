import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { deletePassenger, listPassengers } from '../../../services/passenger';
import type { Passenger } from '../../../services/schemas/passenger';
import { useErrorText, useFormSubmit, useLoad } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/fields';
import { Loading } from '../../components/Loading';

/** Asks before a saved passenger is removed; one dialog, and one removal, per passenger. */
function RemoveDialog({ passenger, onClose, onRemoved }: { passenger: Passenger; onClose: () => void; onRemoved: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const removal = useFormSubmit((id: number, signal) => deletePassenger(id, signal));
  useEffect(() => {
    if (removal.succeeded) onRemoved();
  }, [removal.succeeded, onRemoved]);
  return (
    <Dialog
      title={t('passengers.removeTitle', { name: `${passenger.lastName} ${passenger.firstName}` })}
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="primary" onClick={() => removal.submit(passenger.id)}>
            {removal.submitting ? t('notice.submitting') : t('passengers.remove')}
          </button>
        </>
      }
    >
      <FormError message={errorText(removal.error)} />
    </Dialog>
  );
}

/** Frequent passengers: the traveller's saved passengers, to add, change or remove. */
export default function PassengerListPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = useLoad((signal) => listPassengers(1, 1000, signal));
  const [removing, setRemoving] = useState<Passenger | null>(null);

  if (list.loading) return <Loading />;
  if (!list.data) return <FormError message={errorText(list.error)} />;
  return (
    <>
      {list.data.records.length === 0 && <p className="empty">{t('passengers.empty')}</p>}
      {list.data.records.map((p) => (
        <section key={p.id} className="card" data-testid="saved-passenger">
          <h3>
            {p.lastName} {p.firstName}
            {p.personally && <span className="tag">{t('book.self')}</span>}
          </h3>
          <p className="muted">
            {t(`book.type.${p.passengerType}`)} · {t(`book.cert.${p.certType}`)} {p.certNoMasked}
          </p>
          <div className="chips">
            <Link className="button" to={`/pagesMy/pages/passenger/add?id=${p.id}`}>
              {t('passengers.edit')}
            </Link>
            <button type="button" onClick={() => setRemoving(p)}>
              {t('passengers.remove')}
            </button>
          </div>
        </section>
      ))}
      <Link className="button primary block" to="/pagesMy/pages/passenger/add">
        {t('passengers.add')}
      </Link>
      {removing && (
        <RemoveDialog
          key={removing.id}
          passenger={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            list.reload();
          }}
        />
      )}
    </>
  );
}
