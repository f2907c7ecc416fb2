import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { packageList } from '../../../services/travel-pass';
import { travelPassAreas, type TravelPassArea } from '../../../services/schemas/travel-pass';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import type { PageProps } from '../../page-props';
import { EmptyState } from '../../ui/EmptyState';
import { Tabs } from '../../ui/Tabs';
import { PackageSummary } from './pass-parts';
import { BASE } from './travel-pass-actor';
import './travel-pass.css';

/** The Travel Pass shop: packages by area with their sale status. */
export default function PackageTicketIndexPage({ query }: PageProps) {
  const { t } = useTranslation();
  const [area, setArea] = useState<TravelPassArea | 'ALL'>(travelPassAreas.find((a) => a === query.area) ?? 'ALL');
  return (
    <>
      <p>
        <Link className="button" to={`${BASE}/package-order`}>
          {t('travelPass.myOrders')}
        </Link>
      </p>
      <Tabs
        label={t('travelPass.title')}
        selected={area}
        onSelect={(id) => setArea(id as TravelPassArea | 'ALL')}
        tabs={(['ALL', ...travelPassAreas] as const).map((a) => ({
          id: a,
          title: a === 'ALL' ? t('travelPass.allAreas') : t(`travelPass.area.${a}`),
          content: a === area ? <PackageList area={a === 'ALL' ? undefined : a} /> : null,
        }))}
      />
    </>
  );
}

function PackageList({ area }: { area?: TravelPassArea }) {
  const { t } = useTranslation();
  const list = useLoad((signal) => packageList({ area }, signal));
  if (list.loading) return <Loading />;
  if (!list.data) return <Failed error={list.error} onRetry={list.reload} />;
  if (list.data.length === 0) return <EmptyState title={t('travelPass.noPackages')} />;
  return (
    <ul className="travel-pass-list">
      {list.data.map((pkg) => (
        <li key={pkg.id}>
          <Link to={`${BASE}/ticket-detail?id=${pkg.id}`}>
            <PackageSummary pkg={pkg} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
