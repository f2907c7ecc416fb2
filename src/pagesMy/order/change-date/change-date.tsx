import { useTranslation } from 'react-i18next';
import { brandName } from '../../../app/local-name';
import { Loading } from '../../../components/Loading';
import { useChange } from '../../../pagesBase/change-parts';
import { FlightSummary } from '../../../pagesBook/FlightSummary';
import { BottomBar } from '../../../ui/BottomBar';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { TripLines } from '../order-parts';
import { StepFailure } from '../../../components/flow-steps';
import { formatDate } from '../../../app/format';

/** The new date of the leg being changed, after the legs already chosen. */
export default function ChangeDatePage() {
  const { t } = useTranslation();
  const change = useChange();
  const { state, send } = change;
  const { view, legIndex, date, chosen } = state.context;
  const leg = view?.legs.find((l) => l.legIndex === legIndex);
  if (!view || !leg) return <Loading />;
  return (
    <div className="refund">
      {chosen.map((c) => (
        <Card key={c.legIndex} title={t('changeDate.legChosen', { n: c.legIndex + 1, date: formatDate(c.date) })}>
          <span className="muted">{brandName(c.brand)}</span>
          <FlightSummary option={c.option} />
        </Card>
      ))}
      <Card title={t('changeDate.leg', { n: leg.legIndex + 1 })}>
        <p className="muted">{t('changeDate.from')}</p>
        <TripLines segments={leg.segments} />
        <p>
          {t('common.labelColon', { label: t('changeDate.newDate') })}
          <strong data-testid="change-new-date">{date ? formatDate(date) : t('changeDate.noDate')}</strong>
        </p>
        <Button onPress={() => send({ type: 'date.open' })} isDisabled={!state.can({ type: 'date.open' })}>
          {t('changeDate.chooseDate')}
        </Button>
      </Card>
      <StepFailure flow={change} />
      <BottomBar label={t('changeDate.title')} total="">
        <Button variant="primary" busy={state.hasTag('busy')} isDisabled={!state.can({ type: 'date.submit' }) || state.hasTag('busy')} onPress={() => send({ type: 'date.submit' })}>
          {t('changeDate.searchFlights')}
        </Button>
      </BottomBar>
    </div>
  );
}
