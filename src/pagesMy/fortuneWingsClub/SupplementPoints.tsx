import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { claimPage } from '../../../services/points';
import { PagedList } from '../../components/PagedList';
import { buttonClass } from '../../ui/button-class';
import { EmptyState } from '../../ui/EmptyState';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { MembersOnly } from './MembersOnly';
import { claimAddPath, claimDetailPath, useClaimTitle } from './points-parts';

const PAGE_SIZE = 20;

/** The member's missing-points claims with their status, and the way to a new one. */
export default function SupplementPointsPage() {
  const { t } = useTranslation();
  const title = useClaimTitle();
  return (
    <MembersOnly>
      {() => (
        <>
          <p className="muted">{t('claims.window')}</p>
          <Link className={buttonClass('primary', true)} to={claimAddPath}>
            {t('claims.add')}
          </Link>
          <PagedList pageSize={PAGE_SIZE} load={(pageNum, signal) => claimPage(pageNum, PAGE_SIZE, signal)} empty={<EmptyState title={t('claims.empty')} />}>
            {(records) => (
              <ListGroup label={t('claims.title')}>
                {records.map((claim) => (
                  <ListRow key={claim.id} label={title(claim)} description={claim.ticketNo} value={t('claims.points', { points: claim.points.toLocaleString('en') })} href={claimDetailPath(claim.id)} />
                ))}
              </ListGroup>
            )}
          </PagedList>
        </>
      )}
    </MembersOnly>
  );
}
