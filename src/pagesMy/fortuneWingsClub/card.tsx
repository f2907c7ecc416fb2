import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading';
import { MemberHero } from './MemberHero';
import { MembersOnly } from './MembersOnly';

const CardBarcode = lazy(() => import('./CardBarcode'));

/** The member card: tier, name, card number and the tier's end date, and the card number as a barcode. */
export default function ClubCardPage() {
  const { t } = useTranslation();
  return (
    <MembersOnly>
      {(p) => (
        <section className="member-card" aria-labelledby="member-card-title" data-testid="member-card">
          <h2 id="member-card-title">{t('fwcHome.cardTitle')}</h2>
          <MemberHero profile={p} />
          <Suspense fallback={<Loading />}>
            <CardBarcode cardNo={p.cardNo} label={t('fwcHome.barcode', { cardNo: p.cardNo })} />
          </Suspense>
        </section>
      )}
    </MembersOnly>
  );
}
