import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { verificationCodeMachine } from '../../machines/verification-code.machine';
import { RUNTIME_TOAST_MS, showToast } from '../app/toast';

/** 'Send code': asks `send` for a code, then counts down before another may be asked. */
export function CodeButton({ send, canSend }: { send: (signal: AbortSignal) => Promise<{ resendAfterSeconds: number }>; canSend: () => boolean }) {
  const { t } = useTranslation();
  const [snapshot, sendEvent] = useMachine(
    verificationCodeMachine.provide({
      actors: { sendCode: fromPromise(({ signal }) => send(signal)) },
      actions: { notifyBusy: () => showToast(t('notice.submitting'), RUNTIME_TOAST_MS) },
    }),
  );
  const cooling = snapshot.matches('coolingDown');
  return (
    <button
      type="button"
      className="code-button"
      disabled={cooling}
      onClick={() => canSend() && sendEvent({ type: 'code.send', request: null })}
    >
      {cooling ? t('code.resendIn', { seconds: snapshot.context.secondsLeft }) : snapshot.matches('sending') ? t('code.sending') : t('code.send')}
    </button>
  );
}
