import { useTranslation } from 'react-i18next';
import type { FlowError } from '../../../machines/error-message';
import { codes } from '../../../services/schemas/codes';
import type { RedeemCard } from '../../../services/schemas/redeem-card';
import { formatDate } from '../../app/format';
import { usePlaceName } from '../../app/place-names';
import { Card } from '../../ui/Card';
import { Facts, type Fact } from '../../components/Facts';

/** A card's error: the server's message, else the code's own text. */
export function useCardErrorText() {
  const { t } = useTranslation();
  return (error: FlowError | null) => {
    if (!error) return null;
    // The client's own refusals (a code of the wrong format, a card found active) come without a server message.
    const own = { [codes.invalidRedeemCode]: 'redeemCard.invalidCode', [codes.alreadyActivated]: 'redeemCard.alreadyActivated' }[error.code];
    return error.msg ?? t(own ?? `http.${error.code}`);
  };
}

/** The uses left as words: a number, or unlimited. */
export function useUsesText() {
  const { t } = useTranslation();
  return (card: RedeemCard) => (card.usesLeft === null ? t('redeemCard.unlimitedUses') : t('redeemCard.usesLeftOf', { left: card.usesLeft, total: card.usesAllowed }));
}

/** A card's type, route, status, uses, passenger and its dates with their deadlines. */
export function CardSummary({ card }: { card: RedeemCard }) {
  const { t } = useTranslation();
  const place = usePlaceName();
  const uses = useUsesText();
  const rows: Fact[] = [
    [t('redeemCard.cardNo'), card.cardNo],
    [t('redeemCard.type'), t(`redeemCard.types.${card.type}`)],
    [t('redeemCard.route'), t('redeemCard.routeBothWays', { from: place(card.origin), to: place(card.destination) })],
    [t('redeemCard.cabin'), t(`redeemCard.cabins.${card.cabin}`)],
    [t('redeemCard.status'), t(`redeemCard.statuses.${card.status}`)],
    [t('redeemCard.uses'), uses(card)],
    [t('redeemCard.issuedAt'), formatDate(card.issuedAt)],
    [t('redeemCard.activationDeadline'), card.activatedAt ? null : formatDate(card.activationDeadline)],
    [t('redeemCard.activatedAt'), card.activatedAt && formatDate(card.activatedAt)],
    [t('redeemCard.travelWindow'), `${formatDate(card.travelFrom)} – ${formatDate(card.travelTo)}`],
    [t('redeemCard.usageDeadline'), formatDate(card.usageDeadline)],
    [t('redeemCard.passenger'), card.passenger && `${card.passenger.lastName} ${card.passenger.firstName}`],
  ];
  return (
    <Card title={t(`redeemCard.types.${card.type}`)}>
      <Facts facts={rows} className="redeem-card-facts" testId={`redeem-card-${card.cardId}`} />
    </Card>
  );
}
