import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getPointAccount } from '../../../services/points';
import { ledgerKinds, type PointAccount } from '../../../services/schemas/points';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DateField } from '../../ui/DateField';
import { Select } from '../../ui/Select';
import { MembersOnly } from './MembersOnly';
import { claimsPath, Facts, ledgerListPath } from './points-parts';
import { formatDate } from '../../app/format';

/** The member's points and status, and the points-trade filter that leads to the transactions. */
export default function TradingPointsPage() {
  return <MembersOnly>{() => <Account />}</MembersOnly>;
}

function Account() {
  const account = useLoad((signal) => getPointAccount(signal));
  if (account.loading) return <Loading />;
  if (!account.data) return <Failed error={account.error} onRetry={account.reload} />;
  return (
    <>
      <Summary account={account.data} />
      <Filter />
    </>
  );
}

function Summary({ account }: { account: PointAccount }) {
  const { t } = useTranslation();
  return (
    <Card title={t('points.available')}>
      <p className="points-balance" data-testid="points-balance">
        {account.points.toLocaleString('en')}
      </p>
      <p>{account.pointsExpiry ? t('points.expiring', { points: account.expiringPoints.toLocaleString('en'), date: formatDate(account.pointsExpiry) }) : t('points.noneExpiring')}</p>
      <Facts
        facts={[
          [t('points.tier'), t(`tier.${account.tier}`)],
          [t('points.tierPoints'), account.tierPoints.toLocaleString('en')],
        ]}
      />
      {account.tierEndDate && <p>{t('points.tierEndDate', { date: formatDate(account.tierEndDate) })}</p>}
      <p>{account.nextTier ? t('points.toNextTier', { points: account.pointsToNextTier!.toLocaleString('en'), tier: t(`tier.${account.nextTier}`) }) : t('points.topTier')}</p>
      <Link to={claimsPath}>{t('points.claimLink')}</Link>
    </Card>
  );
}

function Filter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [beginDate, setBeginDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [type, setType] = useState('');
  const [error, setError] = useState<string | undefined>();
  const search = (event: React.FormEvent) => {
    event.preventDefault();
    if (beginDate && endDate && endDate < beginDate) return setError('points.endBeforeBegin');
    setError(undefined);
    navigate(`${ledgerListPath}?${new URLSearchParams({ beginDate, endDate, type }).toString()}`);
  };
  return (
    <form onSubmit={search} noValidate>
      <Card title={t('points.filterTitle')}>
        <DateField label={t('points.beginDate')} name="beginDate" value={beginDate} onChange={setBeginDate} />
        <DateField label={t('points.endDate')} name="endDate" value={endDate} onChange={setEndDate} error={error} />
        <Select
          label={t('points.type')}
          name="type"
          options={[{ id: '', label: t('points.allTypes') }, ...ledgerKinds.map((kind) => ({ id: kind, label: t(`points.kinds.${kind}`) }))]}
          value={type}
          onChange={setType}
        />
        <Button type="submit" variant="primary" block>
          {t('points.search')}
        </Button>
      </Card>
    </form>
  );
}
