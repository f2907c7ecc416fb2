import { useTranslation } from 'react-i18next';
import { claimDetail } from '../../../services/points';
import type { Claim } from '../../../services/schemas/points';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import type { PageProps } from '../../page-props';
import { Card } from '../../ui/Card';
import { MembersOnly } from './MembersOnly';
import { day, Facts, useClaimTitle } from './points-parts';

/** One missing-points claim: what was claimed, its status and its days. */
export default function SupplementPointsDetailsPage({ query }: PageProps) {
  return <MembersOnly>{() => <ClaimCard id={Number(query.id)} />}</MembersOnly>;
}

function ClaimCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const title = useClaimTitle();
  const claim = useLoad<Claim>((signal) => claimDetail(id, signal));
  if (claim.loading) return <Loading />;
  if (!claim.data) return <Failed error={claim.error} onRetry={claim.reload} />;
  const c = claim.data;
  const facts: [string, string][] = [
    [t('claims.ticketNo'), c.ticketNo],
    [t('claims.cabin'), t(`claims.cabins.${c.cabin}`)],
    [t('claims.origin'), c.origin],
    [t('claims.destination'), c.destination],
    [t('claims.lastName'), c.lastName],
    [t('claims.firstName'), c.firstName],
    [t('points.pointsLabel'), c.points.toLocaleString('en')],
    [t('claims.createdAt'), day(c.createdAt)],
    c.creditedAt ? [t('claims.creditedAt'), day(c.creditedAt)] : [t('claims.creditDueAt'), day(c.creditDueAt)],
  ];
  return (
    <Card title={title(c)}>
      <Facts facts={facts} />
    </Card>
  );
}
