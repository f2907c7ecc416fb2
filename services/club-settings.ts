import * as z from 'zod/mini';
import { codeSentSchema } from './schemas/auth';
import { beneficiaryListSchema, beneficiarySchema, type SaveBeneficiaryRequest } from './schemas/beneficiary';
import { payPasswordStatusSchema, type ResetPayPasswordRequest, type UpdateLoginPasswordRequest, type UpdatePayPasswordRequest } from './schemas/club-passwords';
import { request } from './http';

/** A club member's beneficiaries and club passwords (spec section 7, member ffp). */
const FFP = '/dsb-member/api/v1/members/ffp';

export const listBeneficiaries = (signal?: AbortSignal) => request(`${FFP}/query/beneficiary`, { schema: beneficiaryListSchema, signal });
/** Adds a beneficiary, or with an id changes one; send idNo as the idNoMasked received to keep the stored number. */
export const saveBeneficiary = (body: SaveBeneficiaryRequest, signal?: AbortSignal) =>
  request(`${FFP}/add/beneficiary`, { schema: beneficiarySchema, json: body, signal });
export const deleteBeneficiary = (id: number, signal?: AbortSignal) =>
  request(`${FFP}/delete/beneficiary`, { schema: z.null(), method: 'GET', searchParams: { id: String(id) }, signal });

export const updateClubPassword = (body: UpdateLoginPasswordRequest, signal?: AbortSignal) =>
  request(`${FFP}/update/login/password`, { schema: z.null(), json: body, signal });
export const getPayPasswordStatus = (signal?: AbortSignal) => request(`${FFP}/get/pay/password`, { schema: payPasswordStatusSchema, method: 'GET', signal });
export const updatePayPassword = (body: UpdatePayPasswordRequest, signal?: AbortSignal) =>
  request(`${FFP}/update/pay/password`, { schema: z.null(), json: body, signal });
export const sendPayPasswordCode = (signal?: AbortSignal) => request(`${FFP}/send/pay/password/code`, { schema: codeSentSchema, signal });
export const resetPayPassword = (body: ResetPayPasswordRequest, signal?: AbortSignal) =>
  request(`${FFP}/reset/pay/password`, { schema: z.null(), json: body, signal });
