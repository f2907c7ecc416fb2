import type { FastifyInstance } from 'fastify';
import {
  deleteAccountRequestSchema,
  forgetPasswordRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateEmailRequestSchema,
  updateMemberRequestSchema,
  updateMobileRequestSchema,
} from '../../services/schemas/member';
import { bindClubRequestSchema, clubSignUpRequestSchema } from '../../services/schemas/club-membership';
import type { RouteDeps } from '../deps';
import { bindMembership, signUp, unbindMembership } from '../domain/club/membership';
import { createUnknownAccounts } from '../domain/unknown-accounts';
import {
  changeEmail,
  clubProfile,
  changeMobile,
  changePassword,
  deleteAccount,
  pointsReminder,
  profile,
  register,
  resetForgottenPassword,
  stopPointsReminder,
  updateProfile,
} from '../domain/members';
import { route, userIdOf } from '../http/route';
import { saveNoticeSettingsRequestSchema } from '../../services/schemas/trip-changes';
import { noticeSettings, saveNoticeSettings } from '../domain/notices';

const APP = '/dsb-member/app-api/v1/members';
const FFP = '/dsb-member/api/v1/members/ffp';

export function registerDsbMemberRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  route(app, { method: 'GET', url: `${APP}/me`, access: 'user' }, ({ caller }) => profile(store, userIdOf(caller)));

  route(app, { method: 'GET', url: `${APP}/me/jp`, access: 'user' }, ({ caller }) => clubProfile(store, userIdOf(caller)));

  route(app, { method: 'POST', url: `${APP}/register`, body: registerRequestSchema }, ({ body }) => register(store, body, clock.now()));

  route(app, { method: 'POST', url: `${APP}/register/jp`, body: clubSignUpRequestSchema }, ({ caller, body }) =>
    signUp(store, caller.kind === 'user' ? caller.userId : null, body, clock.now()),
  );

  const unknownAccounts = createUnknownAccounts();
  route(app, { method: 'POST', url: `${APP}/binding/jp`, access: 'user', body: bindClubRequestSchema }, async ({ caller, body }) => {
    await bindMembership(store, unknownAccounts, userIdOf(caller), body, clock.now());
    return null;
  });

  route(app, { method: 'GET', url: `${APP}/unbinding/jp`, access: 'user' }, async ({ caller }) => {
    await unbindMembership(store, userIdOf(caller));
    return null;
  });

  route(app, { method: 'POST', url: `${APP}/forget/pwd`, body: forgetPasswordRequestSchema }, async ({ body }) => {
    await resetForgottenPassword(store, body, clock.now());
    return null;
  });

  route(app, { method: 'POST', url: `${APP}/rest/pass`, access: 'user', body: resetPasswordRequestSchema }, async ({ caller, body }) => {
    if (caller.kind === 'user') await changePassword(store, caller.userId, caller.tokenHash, body, clock.now());
    return null;
  });

  route(app, { method: 'GET', url: `${APP}/notice/settings`, access: 'user' }, ({ caller }) => noticeSettings(store, userIdOf(caller)));

  route(app, { method: 'POST', url: `${APP}/notice/settings`, access: 'user', body: saveNoticeSettingsRequestSchema }, ({ caller, body }) =>
    saveNoticeSettings(store, userIdOf(caller), body.emailsOff),
  );

  route(app, { method: 'POST', url: `${APP}/update`, access: 'user', body: updateMemberRequestSchema }, ({ caller, body }) => updateProfile(store, userIdOf(caller), body, clock.now()));

  route(app, { method: 'POST', url: `${APP}/update/email`, access: 'user', body: updateEmailRequestSchema }, ({ caller, body }) =>
    changeEmail(store, userIdOf(caller), body, clock.now()),
  );

  route(app, { method: 'POST', url: `${APP}/update/mobile`, access: 'user', body: updateMobileRequestSchema }, ({ caller, body }) =>
    changeMobile(store, userIdOf(caller), body, clock.now()),
  );

  route(app, { method: 'POST', url: `${APP}/del/account`, access: 'user', body: deleteAccountRequestSchema }, async ({ caller, body }) => {
    await deleteAccount(store, userIdOf(caller), body, clock.now());
    return null;
  });

  route(app, { method: 'GET', url: `${FFP}/get/ffp/remind`, access: 'user' }, ({ caller }) => pointsReminder(store, userIdOf(caller), clock.now()));

  route(app, { method: 'GET', url: `${FFP}/set/ffp/noremind`, access: 'user' }, async ({ caller }) => {
    await stopPointsReminder(store, userIdOf(caller));
    return null;
  });
}
