import { useTranslation } from 'react-i18next';
import { pointDetails } from '../../../services/points';
import type { LedgerKind } from '../../../services/schemas/points';
import { PagedList } from '../../components/PagedList';
import type { PageProps } from '../../page-props';
import { EmptyState } from '../../ui/EmptyState';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { MembersOnly } from './MembersOnly';
import { day, ledgerDetailPath, signed, useEntryTitle } from './points-parts';

const PAGE_SIZE = 20;

/** The member's points transactions by the filter in the URL (beginDate, endDate, type), newest first. */
export default function TradingPointsListPage({ query }: PageProps) {
  const { t } = useTranslation();
  const title = useEntryTitle();
  const filter = { beginDate: query.beginDate ?? '', endDate: query.endDate ?? '', type: (query.type ?? '') as LedgerKind | '' };
  return (
    <MembersOnly>
      {() => (
        <PagedList pageSize={PAGE_SIZE} load={(pageNum, signal) => pointDetails({ ...filter, pageNum, pageSize: PAGE_SIZE }, signal)} empty={<EmptyState title={t('points.empty')} />}>
          {(records) => (
            <ListGroup label={t('points.listTitle')}>
              {records.map((entry) => (
                <ListRow key={entry.id} label={title(entry)} description={day(entry.occurredAt)} value={signed(entry.points)} href={ledgerDetailPath(entry.id)} />
              ))}
            </ListGroup>
          )}
        </PagedList>
      )}
    </MembersOnly>
  );
}
