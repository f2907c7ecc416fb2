import * as z from 'zod/mini';
import {
  clubProfileSchema,
  remindSchema,
  userInfoSchema,
  type DeleteAccountRequest,
  type ForgetPasswordRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type UpdateEmailRequest,
  type UpdateMemberRequest,
  type UpdateMobileRequest,
} from './schemas/member';
import { clubSignUpResultSchema, type BindClubRequest, type ClubSignUpRequest } from './schemas/club-membership';
import { request } from './http';
import { noticeSettingsSchema, type NoticeKind } from './schemas/trip-changes';

/** The member service (spec section 7, "Member"). */
const APP = '/dsb-member/app-api/v1/members';
const FFP = '/dsb-member/api/v1/members/ffp';

export const noticeSettings = (signal?: AbortSignal) => request(`${APP}/notice/settings`, { schema: noticeSettingsSchema, method: 'GET', signal });
export const saveNoticeSettings = (emailsOff: NoticeKind[], signal?: AbortSignal) => request(`${APP}/notice/settings`, { schema: noticeSettingsSchema, json: { emailsOff }, signal });
export const getMe = (signal?: AbortSignal) => request(`${APP}/me`, { schema: userInfoSchema, method: 'GET', signal });
export const getClubProfile = (signal?: AbortSignal) => request(`${APP}/me/jp`, { schema: clubProfileSchema, method: 'GET', signal });
export const register = (body: RegisterRequest, signal?: AbortSignal) =>
  request(`${APP}/register`, { schema: userInfoSchema, json: body, signal });
export const forgetPassword = (body: ForgetPasswordRequest, signal?: AbortSignal) =>
  request(`${APP}/forget/pwd`, { schema: z.null(), json: body, signal });
export const resetPassword = (body: ResetPasswordRequest, signal?: AbortSignal) =>
  request(`${APP}/rest/pass`, { schema: z.null(), json: body, signal });
export const updateMember = (body: UpdateMemberRequest, signal?: AbortSignal) =>
  request(`${APP}/update`, { schema: userInfoSchema, json: body, signal });
export const updateEmail = (body: UpdateEmailRequest, signal?: AbortSignal) =>
  request(`${APP}/update/email`, { schema: userInfoSchema, json: body, signal });
export const updateMobile = (body: UpdateMobileRequest, signal?: AbortSignal) =>
  request(`${APP}/update/mobile`, { schema: userInfoSchema, json: body, signal });
export const deleteAccount = (body: DeleteAccountRequest, signal?: AbortSignal) =>
  request(`${APP}/del/account`, { schema: z.null(), json: body, signal });
export const getRemind = (signal?: AbortSignal) => request(`${FFP}/get/ffp/remind`, { schema: remindSchema, method: 'GET', signal });
export const setNoRemind = (signal?: AbortSignal) => request(`${FFP}/set/ffp/noremind`, { schema: z.null(), method: 'GET', signal });

/** The club membership: sign-up, binding to the app account and unbinding (spec section 7, "Member"). */
export const signUpClub = (body: ClubSignUpRequest, signal?: AbortSignal) =>
  request(`${APP}/register/jp`, { schema: clubSignUpResultSchema, json: body, signal });
export const bindClub = (body: BindClubRequest, signal?: AbortSignal) => request(`${APP}/binding/jp`, { schema: z.null(), json: body, signal });
export const unbindClub = (signal?: AbortSignal) => request(`${APP}/unbinding/jp`, { schema: z.null(), method: 'GET', signal });
