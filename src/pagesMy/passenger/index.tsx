import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { deletePassenger, listPassengers } from '../../../services/passenger';
import type { Passenger } from '../../../services/schemas/passenger';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { RemoveDialog } from '../../components/RemoveDialog';

/** Frequent passengers: the traveller's saved passengers, to add, change or remove. */
export default function PassengerListPage() {
  const { t } = useTranslation();
  const list = useLoad((signal) => listPassengers(1, 1000, signal));
  const [removing, setRemoving] = useState<Passenger | null>(null);

  if (list.loading) return <Loading />;
  if (!list.data) return <Failed error={list.error} onRetry={list.reload} />;
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
              {t('common.change')}
            </Link>
            <button type="button" onClick={() => setRemoving(p)}>
              {t('common.remove')}
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
          title={t('passengers.removeTitle', { name: `${removing.lastName} ${removing.firstName}` })}
          keepLabel={t('passengers.keep')}
          actionLabel={t('passengers.removeAction')}
          remove={(signal) => deletePassenger(removing.id, signal)}
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
