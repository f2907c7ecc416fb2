import type { MemberTier } from '../../../services/schemas/member';
import type { LedgerEntry, LedgerKind, PointAccount, PointDetailsQuery } from '../../../services/schemas/points';
import { codes } from '../../../services/schemas/codes';
import type { LedgerRow } from '../../repositories/points';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { nextTierOf, tierThresholds, tierYearStart } from './earning';
import { currentMember } from './current-member';
import { pointsSummary } from './points';


/** GET /get/point. */
export async function pointAccount(store: Store, userId: number, now: Date): Promise<PointAccount> {
  const member = await currentMember(store, userId);
  const tier = member.tier as MemberTier;
  const tierPoints = await store.points.tierPointsSince(member.id, tierYearStart(now));
  const nextTier = nextTierOf(tier);
  return {
    cardNo: member.cardNo,
    ...(await pointsSummary(store, member.id)),
    tier,
    tierEndDate: member.tierEndDate,
    tierPoints,
    nextTier,
    pointsToNextTier: nextTier === null ? null : Math.max(0, tierThresholds[nextTier] - tierPoints),
  };
}

const toEntry = (row: LedgerRow): LedgerEntry => ({
  id: row.id,
  points: row.points,
  kind: row.kind as LedgerKind,
  source: row.source,
  sourceRef: row.sourceRef,
  tierPoints: row.tierPoints,
  flightNo: row.flightNo,
  flightDate: row.flightDate,
  expiresOn: row.expiresOn,
  occurredAt: row.occurredAt.toISOString(),
});

/** GET /point/details: the member's ledger rows by the points-trade filter; with an id, that row of theirs only. */
export async function pointDetails(store: Store, userId: number, query: Required<Pick<PointDetailsQuery, 'pageNum' | 'pageSize'>> & PointDetailsQuery) {
  const member = await currentMember(store, userId);
  const page = { pageNum: Number(query.pageNum), pageSize: Number(query.pageSize) };
  if (query.id !== undefined) {
    const row = await store.points.row(member.id, Number(query.id));
    if (!row) throw new DomainError(codes.pointsRecordNotFound, 'errors.pointsRecordNotFound');
    return { records: [toEntry(row)], total: 1, ...page };
  }
  const { records, total } = await store.points.rowsOf(member.id, { beginDate: query.beginDate || undefined, endDate: query.endDate || undefined, kind: query.type || undefined }, page);
  return { records: records.map(toEntry), total, ...page };
}
