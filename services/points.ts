import {
  claimPageSchema,
  claimSchema,
  ledgerPageSchema,
  pointAccountSchema,
  type AddClaimRequest,
  type PointDetailsQuery,
} from './schemas/points';
import { request } from './http';

/** The member's points, ledger and missing-points claims (spec section 7, FWC). */
const FFP = '/dsb-member/api/v1/members/ffp';

export const getPointAccount = (signal?: AbortSignal) => request(`${FFP}/get/point`, { schema: pointAccountSchema, method: 'GET', signal });

export const pointDetails = (query: PointDetailsQuery, signal?: AbortSignal) =>
  request(`${FFP}/point/details`, { schema: ledgerPageSchema, method: 'GET', searchParams: { ...query }, signal });

export const pointDetail = async (id: number, signal?: AbortSignal) => (await pointDetails({ id }, signal)).records[0]!;

export const claimPage = (pageNum: number, pageSize: number, signal?: AbortSignal) => request(`${FFP}/query/reclaim`, { schema: claimPageSchema, json: { pageNum, pageSize }, signal });

export const claimDetail = async (id: number, signal?: AbortSignal) => (await request(`${FFP}/query/reclaim`, { schema: claimPageSchema, json: { id }, signal })).records[0]!;

export const addClaim = (body: AddClaimRequest, signal?: AbortSignal) => request(`${FFP}/add/reclaim`, { schema: claimSchema, json: body, signal });
