import { useTranslation } from 'react-i18next';
import type { FlowError } from '../../machines/error-message';
import { BottomBar } from '../ui/BottomBar';
import { Button } from '../ui/Button';
import { Failed } from './Failed';

/** What a step page of a flow needs of the flow's actor (the date change's, check-in's, the schedule change's) to send `E`. */
interface StepFlow<E> {
  state: { hasTag(tag: string): boolean; can(event: E): boolean; context: { error: FlowError | null } };
  send(event: E): void;
}

/** A step's failed call on its page: the message and a Retry. */
export function StepFailure({ flow }: { flow: StepFlow<{ type: 'retry' }> }) {
  if (!flow.state.hasTag('failed')) return null;
  return <Failed error={flow.state.context.error} onRetry={() => flow.send({ type: 'retry' })} canRetry={flow.state.can({ type: 'retry' })} />;
}

/** A step's Back and Continue, each enabled when the flow can take it. */
export function StepBar({ flow, label, nextLabel }: { flow: StepFlow<{ type: 'back' } | { type: 'next' }>; label: string; nextLabel?: string }) {
  const { t } = useTranslation();
  const { state, send } = flow;
  return (
    <BottomBar label={label} total="">
      <Button onPress={() => send({ type: 'back' })} isDisabled={!state.can({ type: 'back' })}>
        {t('common.back')}
      </Button>
      <Button variant="primary" busy={state.hasTag('busy')} isDisabled={!state.can({ type: 'next' })} onPress={() => send({ type: 'next' })}>
        {nextLabel ?? t('book.continue')}
      </Button>
    </BottomBar>
  );
}
