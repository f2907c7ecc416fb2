import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TextLink } from '../../ui/TextLink';
import { cardDetail, cardSearchFlight } from '../../../services/redeem-card';
import { formatDate, formatMoney } from '../../app/format';
import { useFormSubmit, useLoad } from '../../app/hooks';
import { usePlaceName } from '../../app/place-names';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import type { PageProps } from '../../page-props';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DateField } from '../../ui/DateField';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { useCardErrorText } from './card-parts';
import { searchOf, searchQuery } from './card-search';
import './redeem-card.css';

/** Flights on the card's route (either way) on a date in its travel window. */
export default function RedeemCardSearchPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const place = usePlaceName();
  const card = useLoad((signal) => cardDetail(Number(query.cardId), signal));
  const [date, setDate] = useState<string | null>(null);
  const results = useFormSubmit(cardSearchFlight);
  const errorText = useCardErrorText();
  if (card.loading) return <Loading />;
  if (!card.data) return <Failed error={card.error} onRetry={card.reload} />;
  const search = searchOf(card.data, query, new Date().toISOString().slice(0, 10));
  const chosen = { ...search, date: date ?? search.date };
  const cityLink = (field: 'org' | 'dst') => `/pagesBook/pages/select-city/redeemCardSelectCity?${searchQuery(chosen)}&field=${field}`;
  return (
    <>
      <Card title={t('redeemCard.searchTitle')}>
        <ListGroup>
          <ListRow label={t('redeemCard.from')} value={place(chosen.org)} href={cityLink('org')} />
          <ListRow label={t('redeemCard.to')} value={place(chosen.dst)} href={cityLink('dst')} />
        </ListGroup>
        <Button onPress={() => navigate(`?${searchQuery({ ...chosen, org: chosen.dst, dst: chosen.org })}`, { replace: true })}>{t('redeemCard.swap')}</Button>
        <DateField label={t('redeemCard.date')} name="date" value={chosen.date} onChange={setDate} />
        <p className="muted">{t('redeemCard.travelWindowHint', { from: formatDate(card.data.travelFrom), to: formatDate(card.data.travelTo) })}</p>
        <FormError message={errorText(results.error)} />
        <Button variant="primary" block busy={results.submitting} onPress={() => results.submit({ cardId: chosen.cardId, org: chosen.org, dst: chosen.dst, date: chosen.date })}>
          {t('redeemCard.search')}
        </Button>
      </Card>
      {results.result && (
        <Card title={t('redeemCard.flights')}>
          {results.result.options.length === 0 && <p className="muted">{t('redeemCard.noFlights')}</p>}
          <ul className="redeem-card-uses">
            {results.result.options.map((o) => (
              <li key={o.flightKey}>
                <TextLink to={`/pagesMy/pages/redeemCard/showFlightDetail?${searchQuery(chosen)}&flightKey=${encodeURIComponent(o.flightKey)}`}>
                  {o.segments.map((s) => `${s.flightNo} ${s.depLocal.slice(11)}–${s.arrLocal.slice(11)}`).join(' / ')} · {t('redeemCard.taxes')} {formatMoney(o.brands[0]?.tax.ADT ?? 0, results.result!.currency)}
                </TextLink>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
