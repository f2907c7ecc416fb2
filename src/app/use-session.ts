import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { sessionActor, settingsActor } from './actors';
import { HOME_PATH } from './navigation';
import { saveReturnPath, takeReturnUrl } from './return-to';
import { codes } from '../../services/schemas/codes';

export const useSignedIn = () => useSelector(sessionActor, (s) => s.hasTag('signedIn'));
/** 'busy' while a stored session is being restored, then 'in' or 'out'. */
export const useSessionState = () => useSelector(sessionActor, (s) => (s.hasTag('restoring') ? 'busy' : s.hasTag('signedIn') ? 'in' : 'out'));
export const useUser = () => useSelector(sessionActor, (s) => s.context.user);
export const useLocale = () => useSelector(settingsActor, (s) => s.context.locale);

/**
 * On the login pages: once signed in, go back where the auth guard found the user, or to the page
 * the login link came from (`returnTo`, kept only when it is a path of this app), or home.
 */
export function useReturnAfterLogin(returnTo?: string): void {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  useEffect(() => saveReturnPath(returnTo), [returnTo]);
  useEffect(() => {
    if (signedIn) navigate(takeReturnUrl(HOME_PATH), { replace: true });
  }, [signedIn, navigate]);
}

/** What the login forms show of the session: busy, its error, and whether a picture code is asked. */
export function useLoginState() {
  const busy = useSelector(sessionActor, (s) => s.hasTag('busy'));
  const error = useSelector(sessionActor, (s) => s.context.error);
  const needsCaptcha = error?.code === codes.captchaRequired || error?.code === codes.captchaInvalid;
  return { busy, error, needsCaptcha };
}
