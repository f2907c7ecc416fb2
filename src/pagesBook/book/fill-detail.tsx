import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { lastProcessKey } from '../../../machines/booking.machine';
import { sendBookingEmailCode } from '../../../services/offer';
import { verificationCodeSchema } from '../../../services/schemas/validation';
import { formatDate, formatList, formatPoints } from '../../app/format';
import { brandName } from '../../app/local-name';
import { useSignedIn } from '../../app/use-session';
import { CodeField } from '../../components/CodeField';
import { TextField } from '../../ui/TextField';
import { bookingActor, useBookingFlow } from '../booking-actor';
import { FlightSummary } from '../FlightSummary';
import { PriceBreakdown } from '../PriceBreakdown';
import { ContactCheck, ReadTerms, TravelDocuments } from '../ReviewChecks';
import { StepFailure } from '../StepFailure';
import { TotalBar } from '../TotalBar';

/**
 * Order confirmation: the trip, the passengers, the price, a promotion code and the acknowledgements.
 * A guest also proves the contact e-mail with a code sent to it, which the order is confirmed with.
 */
export default function FillDetailPage() {
  const { t } = useTranslation();
  const guest = !useSignedIn();
  const view = useBookingFlow((s) => ({
    email: s.context.contact?.email ?? '',
    contact: s.context.contact,
    processKey: lastProcessKey(s.context),
    legs: s.context.legs,
    passengers: s.context.passengers,
    seats: s.context.seats,
    price: s.context.price,
    promoCode: s.context.promoCode,
    points: s.context.ffpClubPoints,
    busy: s.hasTag('busy'),
    applying: s.matches('applyingPromo'),
    can: s.can.bind(s),
  }));
  const [code, setCode] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [missing, setMissing] = useState(false);
  const [emailCode, setEmailCode] = useState('');
  const [emailCodeError, setEmailCodeError] = useState<string | undefined>();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  /** A guest's code, checked as the server checks it; undefined when it is not one yet (its message then shows). */
  const checkedEmailCode = () => {
    const result = verificationCodeSchema.safeParse(emailCode);
    setEmailCodeError(result.success ? undefined : emailCode.trim() ? 'validation.codeFormat' : 'review.emailCodeRequired');
    return result.success ? result.data : undefined;
  };
  return (
    <>
      {view.legs.map((leg, i) => (
        <div key={i} className="card">
          <span className="muted">
            {t('results.legChosen', { n: i + 1 })} · {brandName(leg.brand.brand)} · {formatDate(leg.option.segments[0]!.depLocal.slice(0, 10))}
          </span>
          <FlightSummary option={leg.option} />
        </div>
      ))}
      <div className="rows">
        {view.passengers.map((p, i) => (
          <div key={i} className="row">
            <span>
              {p.lastName} {p.firstName} <span className="muted">{t('format.bracketed', { text: t(`book.type.${p.type}`) })}</span>
            </span>
            <span className="value">{formatList(view.seats.filter((s) => s.passengerIndex === i).map((s) => s.seatNo))}</span>
          </div>
        ))}
      </div>
      <TravelDocuments people={view.passengers.map((p) => ({ name: `${p.lastName} ${p.firstName}`, certType: p.certType, certNo: p.certNo, expiry: p.certExpiry }))} />
      {view.contact && <ContactCheck {...view.contact} />}
      {view.price && <PriceBreakdown price={view.price} />}
      <p className="muted">{t('review.points', { points: formatPoints(view.points) })}</p>
      <form
        className="card"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) bookingActor.send({ type: 'promo.apply', code: code.trim() });
        }}
      >
        <TextField
          label={t('review.promoCode')}
          name="promoCode"
          autoCapitalize="characters"
          value={code}
          onChange={setCode}
          suffix={
            <button type="submit" disabled={!view.can({ type: 'promo.apply', code })}>
              {view.applying ? t('notice.submitting') : t('review.apply')}
            </button>
          }
        />
        {view.promoCode && <p className="muted">{t('review.promoApplied', { code: view.promoCode })}</p>}
      </form>
      {guest && (
        <div className="card" data-testid="booking-email-code">
          <p className="muted">{t('review.emailCodeHint', { email: view.email })}</p>
          <CodeField
            value={emailCode}
            onValue={setEmailCode}
            error={emailCodeError}
            canSend={() => view.processKey !== null}
            send={async (signal) => {
              const sent = await sendBookingEmailCode(view.processKey!, signal);
              setCodeSentTo(sent.email);
              return sent;
            }}
          />
          {codeSentTo && (
            <p role="status" data-testid="booking-code-sent">
              {t('review.emailCodeSent', { email: codeSentTo })}
            </p>
          )}
        </div>
      )}
      <StepFailure step="review" />
      <label className="checkbox">
        <input type="checkbox" name="acknowledge" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} />
        <span>{t('review.acknowledge')}</span>
      </label>
      {missing && !acknowledged && <div className="field-error">{t('validation.acknowledge')}</div>}
      {view.legs[0] && <ReadTerms rules={<Link className="ui-link" to={`/pagesBook/pages/rules/index?brand=${encodeURIComponent(view.legs[0].brand.brand)}`} />} />}
      <TotalBar price={view.price}>
        <button
          type="button"
          className="primary"
          disabled={!view.can({ type: 'order.confirm' })}
          onClick={() => {
            setMissing(!acknowledged);
            if (!guest) {
              if (acknowledged) bookingActor.send({ type: 'order.confirm' });
              return;
            }
            const checked = checkedEmailCode();
            if (acknowledged && checked) bookingActor.send({ type: 'order.confirm', emailCode: checked });
          }}
        >
          {view.busy ? t('notice.submitting') : t('review.confirm')}
        </button>
      </TotalBar>
    </>
  );
}
