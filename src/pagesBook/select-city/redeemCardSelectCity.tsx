import { useTranslation } from 'react-i18next';
import { cardDetail } from '../../../services/redeem-card';
import { useLoad } from '../../app/hooks';
import { usePlaceName } from '../../app/place-names';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import type { PageProps } from '../../page-props';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { searchOf, searchQuery } from '../../pagesMy/redeemCard/card-search';

/** The cities of a redeem card's route, and only those: choosing one sets the search's origin or destination (the other end follows). */
export default function RedeemCardSelectCityPage({ query }: PageProps) {
  const { t } = useTranslation();
  const place = usePlaceName();
  const card = useLoad((signal) => cardDetail(Number(query.cardId), signal));
  if (card.loading) return <Loading />;
  if (!card.data) return <Failed error={card.error} onRetry={card.reload} />;
  const c = card.data;
  const search = searchOf(c, query, query.date ?? c.travelFrom);
  const other = (code: string) => (code === c.origin ? c.destination : c.origin);
  const pick = (code: string) => (query.field === 'dst' ? { ...search, dst: code, org: other(code) } : { ...search, org: code, dst: other(code) });
  return (
    <ListGroup label={t('redeemCard.routeCities')}>
      {[c.origin, c.destination].map((code) => (
        <ListRow key={code} label={place(code)} href={`/pagesMy/pages/redeemCard/searchFlight?${searchQuery(pick(code))}`} />
      ))}
    </ListGroup>
  );
}
