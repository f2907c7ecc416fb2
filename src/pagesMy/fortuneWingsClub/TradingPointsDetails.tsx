import { useTranslation } from 'react-i18next';
import { pointDetail } from '../../../services/points';
import type { LedgerEntry } from '../../../services/schemas/points';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import type { PageProps } from '../../page-props';
import { Card } from '../../ui/Card';
import { MembersOnly } from './MembersOnly';
import { day, Facts, signed, useEntryTitle } from './points-parts';
import { formatDate } from '../../app/format';

/** One points transaction. */
export default function TradingPointsDetailsPage({ query }: PageProps) {
  return <MembersOnly>{() => <Entry id={Number(query.id)} />}</MembersOnly>;
}

function Entry({ id }: { id: number }) {
  const { t } = useTranslation();
  const title = useEntryTitle();
  const entry = useLoad<LedgerEntry>((signal) => pointDetail(id, signal));
  if (entry.loading) return <Loading />;
  if (!entry.data) return <Failed error={entry.error} onRetry={entry.reload} />;
  const e = entry.data;
  const facts: [string, string][] = [
    [t('points.pointsLabel'), signed(e.points)],
    [t('points.occurredAt'), day(e.occurredAt)],
    [t('points.reference'), e.sourceRef],
  ];
  if (e.tierPoints) facts.push([t('points.tierPointsLabel'), e.tierPoints.toLocaleString('en')]);
  if (e.flightNo) facts.push([t('points.flight'), e.flightNo]);
  if (e.flightDate) facts.push([t('points.flightDate'), formatDate(e.flightDate)]);
  if (e.expiresOn) facts.push([t('points.expiresOn'), formatDate(e.expiresOn)]);
  return (
    <Card title={title(e)}>
      <Facts facts={facts} />
    </Card>
  );
}
