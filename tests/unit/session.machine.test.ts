import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { LOGOUT_REDIRECT_MS, sessionMachine, USER_RETRY_MS, type SessionInput } from '../../machines/session.machine';
import type { TokenResponse } from '../../services/schemas/auth';
import type { UserInfo } from '../../services/schemas/member';

const user = { id: 7, nickName: 'Demo' } as UserInfo;
const token = (grant_type: TokenResponse['grant_type']): TokenResponse => ({ access_token: 'abc', token_type: 'bearer', expires_in: 60, memberId: 7, grant_type });
const credentials = { grant_type: 'password' as const, username: '91234567', password: 'Demo@2026' };

function start(input: SessionInput, services: Partial<Record<'requestToken' | 'loadUser' | 'loadRemind' | 'saveNoRemind' | 'revokeToken', () => Promise<unknown>>> = {}) {
  const spies = {
    storeToken: vi.fn(),
    clearStoredState: vi.fn(),
    notifyBusy: vi.fn(),
    announceLogout: vi.fn(),
    goHome: vi.fn(),
    requestToken: vi.fn(services.requestToken ?? (() => Promise.resolve(token('password')))),
    loadUser: vi.fn(services.loadUser ?? (() => Promise.resolve(user))),
    loadRemind: vi.fn(services.loadRemind ?? (() => Promise.resolve({ remind: false, points: 0, pointsExpiry: null }))),
    saveNoRemind: vi.fn(services.saveNoRemind ?? (() => Promise.resolve(null))),
    revokeToken: vi.fn(services.revokeToken ?? (() => Promise.resolve(null))),
  };
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        requestToken: fromPromise(() => spies.requestToken() as Promise<TokenResponse>),
        loadUser: fromPromise(() => spies.loadUser() as Promise<UserInfo>),
        restoreUser: fromPromise(() => spies.loadUser() as Promise<UserInfo>),
        loadRemind: fromPromise(() => spies.loadRemind() as never),
        saveNoRemind: fromPromise(() => spies.saveNoRemind() as Promise<null>),
        revokeToken: fromPromise(() => spies.revokeToken() as Promise<null>),
      },
      actions: {
        storeToken: spies.storeToken,
        clearStoredState: spies.clearStoredState,
        notifyBusy: spies.notifyBusy,
        announceLogout: spies.announceLogout,
        goHome: spies.goHome,
      },
    }),
    { input },
  ).start();
  return { actor, spies };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('session statechart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('restores a stored token by loading the user', async () => {
    const { actor, spies } = start({ token: 'stored', grantType: 'password' });
    expect(actor.getSnapshot().hasTag('restoring')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.user).toEqual(user);
    expect(spies.loadRemind).not.toHaveBeenCalled();
  });

  it('drops a stored token the server refuses', async () => {
    const { actor, spies } = start({ token: 'expired', grantType: 'password' }, { loadUser: () => Promise.reject({ code: 'A0401', msg: '' }) });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'idle' });
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(spies.clearStoredState).toHaveBeenCalledOnce();
  });

  it('keeps a stored token when loading the user fails for another reason, and asks for the user again later', async () => {
    let calls = 0;
    const { actor, spies } = start(
      { token: 'stored', grantType: 'password' },
      { loadUser: () => (++calls === 1 ? Promise.reject({ kind: 'abort' }) : Promise.resolve(user)) },
    );
    await settle();
    // Still restoring: pages that need the user wait for it, and nothing is cleared.
    expect(actor.getSnapshot().hasTag('restoring')).toBe(true);
    expect(actor.getSnapshot().context.token).toBe('stored');
    expect(spies.clearStoredState).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(USER_RETRY_MS);
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.user).toEqual(user);
    expect(calls).toBe(2);
  });

  it('logs out when the account is gone while its user is loaded again', async () => {
    let calls = 0;
    const { actor, spies } = start(
      { token: 'stored', grantType: 'password' },
      { loadUser: () => (++calls === 1 ? Promise.resolve(user) : Promise.reject({ code: 'U00018', msg: '' })) },
    );
    await settle();
    actor.send({ type: 'user.refresh' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'idle' });
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(spies.clearStoredState).toHaveBeenCalledOnce();
  });

  it('logs in once however often the form is sent while the first is in flight', async () => {
    const { actor, spies } = start({ token: null, grantType: null });
    actor.send({ type: 'login.submit', credentials });
    actor.send({ type: 'login.submit', credentials });
    expect(spies.notifyBusy).toHaveBeenCalledOnce();
    await settle();
    expect(spies.requestToken).toHaveBeenCalledOnce();
    expect(spies.storeToken).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.token).toBe('abc');
  });

  it('keeps the server message when the login is refused', async () => {
    const { actor } = start({ token: null, grantType: null }, { requestToken: () => Promise.reject({ code: 'U00010', msg: 'The account or password is incorrect.' }) });
    actor.send({ type: 'login.submit', credentials });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'failed' });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ code: 'U00010', msg: 'The account or password is incorrect.' });
  });

  it('shows the club reminder after a club login and can silence it for good', async () => {
    const { actor, spies } = start(
      { token: null, grantType: null },
      { requestToken: () => Promise.resolve(token('jp_club')), loadRemind: () => Promise.resolve({ remind: true, points: 500, pointsExpiry: '2027-01-01' }) },
    );
    actor.send({ type: 'login.submit', credentials: { grant_type: 'jp_club', username: '8800100002', password: 'x' } });
    await settle();
    expect(actor.getSnapshot().value).toBe('remind');
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(false);
    actor.send({ type: 'remind.close', never: true });
    await settle();
    expect(spies.saveNoRemind).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('authenticated');
  });

  it('logs out: revokes the token, clears stored state, announces it and goes home after 2 s', async () => {
    const { actor, spies } = start({ token: 'stored', grantType: 'password' });
    await settle();
    actor.send({ type: 'logout' });
    await settle();
    expect(spies.revokeToken).toHaveBeenCalledOnce();
    expect(spies.clearStoredState).toHaveBeenCalledOnce();
    expect(spies.announceLogout).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.token).toBeNull();
    await vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_MS - 1);
    expect(spies.goHome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(spies.goHome).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'idle' });
  });

  it('logs out silently without a message or a redirect', async () => {
    const { actor, spies } = start({ token: 'stored', grantType: 'password' });
    await settle();
    actor.send({ type: 'logout', silent: true });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'idle' });
    expect(spies.announceLogout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_MS);
    expect(spies.goHome).not.toHaveBeenCalled();
  });

  it('ends the session from any state when the server says the token is gone', async () => {
    const { actor, spies } = start({ token: 'stored', grantType: 'password' });
    await settle();
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'idle' });
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(spies.clearStoredState).toHaveBeenCalledOnce();
  });
});
