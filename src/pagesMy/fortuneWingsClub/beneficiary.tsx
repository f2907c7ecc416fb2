import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { deleteBeneficiary, listBeneficiaries } from '../../../services/club-settings';
import type { Beneficiary } from '../../../services/schemas/beneficiary';
import { formatDate } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { RemoveDialog } from '../../components/RemoveDialog';
import { MembersOnly } from './MembersOnly';

const nameOf = (b: Beneficiary) => `${b.lastName} ${b.firstName}`;

/** The member's beneficiaries, each active or pending until a date, and the additions or changes left. */
function Beneficiaries() {
  const { t } = useTranslation();
  const list = useLoad((signal) => listBeneficiaries(signal));
  const [removing, setRemoving] = useState<Beneficiary | null>(null);

  if (list.loading) return <Loading />;
  if (!list.data) return <Failed error={list.error} onRetry={list.reload} />;
  const { records, initialAdditionsLeft, yearlyChangesLeft, yearEnds } = list.data;
  return (
    <>
      <p>{t('beneficiary.intro')}</p>
      <section className="card" data-testid="beneficiary-allowance">
        {initialAdditionsLeft > 0 && <p>{t('beneficiary.initialLeft', { count: initialAdditionsLeft })}</p>}
        <p>{t('beneficiary.yearlyLeft', { count: yearlyChangesLeft, date: formatDate(yearEnds) })}</p>
        <p className="muted">{t('beneficiary.rules')}</p>
      </section>
      {records.length === 0 && <p className="empty">{t('beneficiary.empty')}</p>}
      {records.map((b) => (
        <section key={b.id} className="card" data-testid="beneficiary">
          <h3>
            {nameOf(b)}
            {b.chineseLastName || b.chineseFirstName ? ` ${b.chineseLastName ?? ''}${b.chineseFirstName ?? ''}` : ''}
          </h3>
          <p className="muted">
            {t(`options.relationship.${b.relationship}`)} · {t(`book.cert.${b.idType}`)} {b.idNoMasked}
          </p>
          <p className={b.active ? 'tag' : 'muted'} data-testid="beneficiary-status">
            {b.active ? t('beneficiary.active') : t('beneficiary.pending', { date: formatDate(b.effectiveAt) })}
          </p>
          <div className="chips">
            <Link className="button" to={`/pagesMy/pages/fortuneWingsClub/addBeneficiary?id=${b.id}`}>
              {t('common.change')}
            </Link>
            <button type="button" onClick={() => setRemoving(b)}>
              {t('common.remove')}
            </button>
          </div>
        </section>
      ))}
      <Link className="button primary block" to="/pagesMy/pages/fortuneWingsClub/addBeneficiary">
        {t('beneficiary.add')}
      </Link>
      {removing && (
        <RemoveDialog
          key={removing.id}
          title={t('beneficiary.removeTitle', { name: nameOf(removing) })}
          keepLabel={t('beneficiary.keep')}
          actionLabel={t('beneficiary.removeAction')}
          remove={(signal) => deleteBeneficiary(removing.id, signal)}
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

export default function BeneficiaryPage() {
  return <MembersOnly>{() => <Beneficiaries />}</MembersOnly>;
}
