import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cardDetail, cardSegments } from '../../../services/redeem-card';
import { formatDateTime, formatMoney } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import type { PageProps } from '../../page-props';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ActivationFlow } from './ActivationFlow';
import { CardSummary } from './card-parts';
import './redeem-card.css';

/** One card: its details and uses; activate it while unactivated, book a flight while usable. */
export default function RedeemCardDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const cardId = Number(query.cardId);
  const card = useLoad((signal) => cardDetail(cardId, signal));
  const uses = useLoad((signal) => cardSegments(cardId, signal));
  const [activating, setActivating] = useState(false);
  if (card.loading) return <Loading />;
  if (!card.data) return <Failed error={card.error} onRetry={card.reload} />;
  const c = card.data;
  if (activating)
    return (
      <ActivationFlow
        cardId={cardId}
        onActivated={() => {
          setActivating(false);
          card.reload();
        }}
      />
    );
  return (
    <>
      <CardSummary card={c} />
      {c.status === 'UNACTIVATED' && (
        <Button variant="primary" block onPress={() => setActivating(true)}>
          {t('redeemCard.activate')}
        </Button>
      )}
      {(c.status === 'USABLE' || c.status === 'PARTIALLY') && (
        <Link className="button primary block" to={`/pagesMy/pages/redeemCard/searchFlight?cardId=${c.cardId}`}>
          {t('redeemCard.bookFlight')}
        </Link>
      )}
      <Card title={t('redeemCard.usesTitle')}>
        {uses.data && uses.data.length === 0 && <p className="muted">{t('redeemCard.noUses')}</p>}
        <ul className="redeem-card-uses">
          {uses.data?.map((u) => (
            <li key={u.id} data-testid="redeem-card-use">
              {`${u.segment.flightNo} ${u.segment.depAirport}–${u.segment.arrAirport} ${formatDateTime(u.segment.depLocal)}`} · {t(`redeemCard.useStatuses.${u.status}`)} · {formatMoney(u.taxAmount, u.currency)}
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
