import { useTranslation } from 'react-i18next';
import { TextLink } from '../../ui/TextLink';
import { detailsProblems } from '../../../machines/redeem-card-activation.machine';
import { listPassengers } from '../../../services/passenger';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { PassengerFields } from '../../components/PassengerFields';
import { StepFailure } from '../../components/flow-steps';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { TextField } from '../../ui/TextField';
import { CardSummary, useCardErrorText } from './card-parts';
import { useRedeemCardFlow, type RedeemCardFlow } from './redeem-card-actor';
import './redeem-card.css';
import { formatDateTime } from '../../app/format';

/** The redeem card statechart's steps on one page: the code, the card, the passenger, the confirm, the end. */
export function ActivationFlow({ cardId, onActivated }: { cardId: number | null; onActivated?: () => void }) {
  const flow = useRedeemCardFlow(cardId);
  const { state, send } = flow;
  const { t } = useTranslation();
  const errorText = useCardErrorText();
  const { card, error } = state.context;
  if (state.matches('start') || state.matches('loadingCard')) return <Loading />;
  if (state.matches('loadFailed')) return <Failed error={error} onRetry={() => send({ type: 'retry' })} />;
  const another = cardId === null && <Button onPress={() => send({ type: 'restart' })}>{t('redeemCard.another')}</Button>;
  if (state.matches('activated') || state.matches('activationClosed') || state.matches('alreadyActivated'))
    return (
      <>
        <EmptyState title={state.matches('activated') ? t('redeemCard.activatedTitle') : (errorText(error) ?? '')} role={state.matches('activated') ? undefined : 'alertdialog'} action={another || undefined}>
          {state.matches('activated') && onActivated && <Button variant="primary" onPress={onActivated}>{t('redeemCard.showCard')}</Button>}
          <TextLink to="/pagesMy/pages/redeemCard/index">{t('redeemCard.myCards')}</TextLink>
        </EmptyState>
        {card && <CardSummary card={card} />}
      </>
    );
  if (state.matches('enter') || state.matches('redeeming')) return <CodeStep flow={flow} />;
  if (state.matches('card'))
    return (
      <>
        <CardSummary card={card!} />
        <p className="muted">{t('redeemCard.activateWithin', { deadline: formatDateTime(card!.activationDeadline) })}</p>
        <div className="redeem-card-actions">
          {another}
          <Button variant="primary" onPress={() => send({ type: 'next' })}>
            {t('redeemCard.activate')}
          </Button>
        </div>
      </>
    );
  if (state.matches('details')) return <DetailsStep flow={flow} />;
  return (
    <Card title={t('redeemCard.confirmTitle')}>
      <p role="note" className="redeem-card-warning">
        {t('redeemCard.irreversible')}
      </p>
      <dl className="redeem-card-facts">
        <div>
          <dt>{t('redeemCard.passenger')}</dt>
          <dd>{`${state.context.details.lastName} ${state.context.details.firstName}`}</dd>
        </div>
        <div>
          <dt>{t('book.certNo')}</dt>
          <dd>{state.context.details.certNo}</dd>
        </div>
      </dl>
      <StepFailure flow={flow} />
      <div className="redeem-card-actions">
        <Button onPress={() => send({ type: 'back' })} isDisabled={!state.can({ type: 'back' })}>
          {t('common.back')}
        </Button>
        <Button variant="primary" busy={state.hasTag('busy')} onPress={() => send({ type: 'activate' })}>
          {t('redeemCard.confirmActivate')}
        </Button>
      </div>
    </Card>
  );
}

/** Enter the redeem code: its format is checked as it is typed and before it is sent. */
function CodeStep({ flow }: { flow: RedeemCardFlow }) {
  const { t } = useTranslation();
  const errorText = useCardErrorText();
  const { state, send } = flow;
  const refused = state.matches({ enter: 'invalid' }) || state.matches({ enter: 'redeemed' });
  return (
    <Card title={t('redeemCard.enterCode')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'redeem' });
        }}
      >
        <TextField
          label={t('redeemCard.code')}
          name="redeemCode"
          autoCapitalize="characters"
          hint={t('redeemCard.codeHint')}
          value={state.context.code}
          onChange={(code) => send({ type: 'code.change', code })}
        />
        {refused && (
          <p className="form-error" role="alert">
            {errorText(state.context.error)}
          </p>
        )}
        <StepFailure flow={flow} />
        <Button type="submit" variant="primary" block busy={state.hasTag('busy')} isDisabled={state.context.code === ''}>
          {t('redeemCard.redeem')}
        </Button>
      </form>
    </Card>
  );
}

/** The passenger's details: a frequent passenger (the document number typed again) or typed. */
function DetailsStep({ flow }: { flow: RedeemCardFlow }) {
  const { t } = useTranslation();
  const { state, send } = flow;
  const saved = useLoad((signal) => listPassengers(1, 50, signal));
  const problems = detailsProblems(state.context.details);
  const typedAny = Object.values(state.context.details).some((v) => v !== '' && v !== 'M' && v !== 'PASSPORT' && v !== 'HK');
  return (
    <>
      {state.context.card && <CardSummary card={state.context.card} />}
      <Card title={t('redeemCard.passengerTitle')}>
        <p className="muted">{t('redeemCard.passengerHint')}</p>
        {(saved.data?.records.length ?? 0) > 0 && (
          <div className="redeem-card-chips" role="group" aria-label={t('redeemCard.frequent')}>
            {saved.data!.records.map((p) => (
              <Button key={p.id} onPress={() => send({ type: 'passenger.pick', passenger: p })}>{`${p.lastName} ${p.firstName}`}</Button>
            ))}
          </div>
        )}
        <PassengerFields value={state.context.details} onChange={(details) => send({ type: 'details.change', details })} errorOf={(field) => (typedAny ? problems[field] : undefined)} />
        <div className="redeem-card-actions">
          {state.can({ type: 'back' }) && <Button onPress={() => send({ type: 'back' })}>{t('common.back')}</Button>}
          <Button variant="primary" isDisabled={!state.can({ type: 'next' })} onPress={() => send({ type: 'next' })}>
            {t('book.continue')}
          </Button>
        </div>
      </Card>
    </>
  );
}
