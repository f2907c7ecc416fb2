import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextLink } from '../../ui/TextLink';
import { cardCount, cardPage } from '../../../services/redeem-card';
import { redeemCardStatuses, type RedeemCardStatus } from '../../../services/schemas/redeem-card';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import type { PageProps } from '../../page-props';
import { EmptyState } from '../../ui/EmptyState';
import { Tabs } from '../../ui/Tabs';
import { CardSummary } from './card-parts';
import './redeem-card.css';

/** My redeem cards by status, each tab with its count; a card opens its details. */
export default function RedeemCardListPage({ query }: PageProps) {
  const { t } = useTranslation();
  const counts = useLoad((signal) => cardCount(signal));
  const [status, setStatus] = useState<RedeemCardStatus>(redeemCardStatuses.find((s) => s === query.status) ?? 'UNACTIVATED');
  if (counts.loading) return <Loading />;
  if (!counts.data) return <Failed error={counts.error} onRetry={counts.reload} />;
  return (
    <>
      <p>
        <Link className="button primary" to="/pagesService/pages/redeemCard/index">
          {t('redeemCard.redeemCode')}
        </Link>
      </p>
      <Tabs
        label={t('redeemCard.byStatus')}
        selected={status}
        onSelect={(id) => setStatus(id as RedeemCardStatus)}
        tabs={redeemCardStatuses.map((s) => ({ id: s, title: `${t(`redeemCard.statuses.${s}`)} (${counts.data![s]})`, content: s === status ? <CardList status={s} /> : null }))}
      />
    </>
  );
}

function CardList({ status }: { status: RedeemCardStatus }) {
  const { t } = useTranslation();
  const list = useLoad((signal) => cardPage({ status, pageNum: 1, pageSize: 50 }, signal));
  if (list.loading) return <Loading />;
  if (!list.data) return <Failed error={list.error} onRetry={list.reload} />;
  if (list.data.records.length === 0) return <EmptyState title={t('redeemCard.none')} />;
  return (
    <ul className="redeem-card-uses">
      {list.data.records.map((card) => (
        <li key={card.cardId}>
          <CardSummary card={card} />
          <TextLink to={`/pagesMy/pages/redeemCard/configDetail?cardId=${card.cardId}`}>{t('redeemCard.details')}</TextLink>
        </li>
      ))}
    </ul>
  );
}
