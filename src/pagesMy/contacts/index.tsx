import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { deleteContact, listContacts } from '../../../services/passenger';
import type { Contact } from '../../../services/schemas/passenger';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { RemoveDialog } from '../../components/RemoveDialog';

/** Frequent contacts: who the airline tells about a booking; the default one is offered first. */
export default function ContactListPage() {
  const { t } = useTranslation();
  const list = useLoad((signal) => listContacts(1, 1000, signal));
  const [removing, setRemoving] = useState<Contact | null>(null);

  if (list.loading) return <Loading />;
  if (!list.data) return <Failed error={list.error} onRetry={list.reload} />;
  return (
    <>
      {list.data.records.length === 0 && <p className="empty">{t('contacts.empty')}</p>}
      {list.data.records.map((c) => (
        <section key={c.id} className="card" data-testid="saved-contact">
          <h3>
            {c.name}
            {c.isDefault && <span className="tag">{t('contacts.default')}</span>}
          </h3>
          <p className="muted">
            +{c.areaCode} {c.phone} · {c.email}
          </p>
          <div className="chips">
            <Link className="button" to={`/pagesMy/pages/contacts/add?id=${c.id}`}>
              {t('common.change')}
            </Link>
            <button type="button" onClick={() => setRemoving(c)}>
              {t('common.remove')}
            </button>
          </div>
        </section>
      ))}
      <Link className="button primary block" to="/pagesMy/pages/contacts/add">
        {t('contacts.add')}
      </Link>
      {removing && (
        <RemoveDialog
          key={removing.id}
          title={t('contacts.removeTitle', { name: removing.name })}
          keepLabel={t('contacts.keep')}
          actionLabel={t('contacts.removeAction')}
          remove={(signal) => deleteContact(removing.id, signal)}
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
