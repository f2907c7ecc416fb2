import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { Loading } from '../../components/Loading';
import { MembersOnly } from './MembersOnly';

const CardBarcode = lazy(() => import('./CardBarcode'));

/** The member card: name, card number, tier and its end date, and the card number as a barcode. */
export default function ClubCardPage() {
  const { t } = useTranslation();
  return (
    <MembersOnly>
      {(p) => (
        <section className="member-card" aria-labelledby="member-card-title" data-testid="member-card">
          <h2 id="member-card-title">{t('fwcHome.cardTitle')}</h2>
          <p className="tier">{t(`tier.${p.tier}`)}</p>
          <p>
            {t('fwcHome.memberName')}
            {t('format.colon')}
            {p.lastName} {p.firstName}
          </p>
          <p>
            {t('member.cardNo')}
            {t('format.colon')}
            <span data-testid="card-no">{p.cardNo}</span>
          </p>
          {p.tierEndDate && <p>{t('fwcHome.tierEnd', { date: formatDate(p.tierEndDate) })}</p>}
          <Suspense fallback={<Loading />}>
            <CardBarcode cardNo={p.cardNo} label={t('fwcHome.barcode', { cardNo: p.cardNo })} />
          </Suspense>
        </section>
      )}
    </MembersOnly>
  );
}
