import { useTranslation } from 'react-i18next';
import { Barcode } from '../../components/Barcode';
import { MemberHero } from './MemberHero';
import { MembersOnly } from './MembersOnly';

/** The member card: tier, name, card number and the tier's end date, and the card number as a barcode. */
export default function ClubCardPage() {
  const { t } = useTranslation();
  return (
    <MembersOnly>
      {(p) => (
        <section className="member-card" aria-labelledby="member-card-title" data-testid="member-card">
          <h2 id="member-card-title">{t('fwcHome.cardTitle')}</h2>
          <MemberHero profile={p} />
          {/* The card number as a Code 128 barcode, for scanning at the counter and the lounge. */}
          <Barcode symbol="code128" text={p.cardNo} alt={t('fwcHome.barcode', { cardNo: p.cardNo })} data-testid="card-barcode" data-card-no={p.cardNo} />
        </section>
      )}
    </MembersOnly>
  );
}
