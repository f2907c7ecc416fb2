import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingContactSchema, bookingPassengerSchema, type BookingContact, type BookingPassenger } from '../../../services/schemas/offer';
import { studentEmailSchema } from '../../../services/schemas/validation';
import { defaultAreaCode } from '../../app/default-area-code';
import { useLocale, useUser } from '../../app/use-session';
import { useStoredState } from '../../app/use-stored-state';
import { validate, type FieldErrors } from '../../app/validate';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/FormError';
import { PhoneField } from '../../components/PhoneField';
import { PassengerFields } from '../../components/PassengerFields';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import type { UploadedFile } from '../../../services/schemas/upload';
import { bookingActor, useBookingFlow } from '../booking-actor';
import { blankPlace, editPlace, preselectSelf, toggleSaved, type PassengerDraft as Draft } from '../passenger-selection';
import { runningTotal } from '../running-total';
import { StepFailure } from '../StepFailure';
import { StudentDocument } from '../StudentDocument';
import { TotalBar } from '../TotalBar';
import { Card } from '../../ui/Card';
import { PrivacyLink } from '../../components/PrivacyLink';

/** Passengers as in their travel documents, the contact, and the privacy consent. */
export default function FillPassengerPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useUser();
  const view = useBookingFlow((s) => ({
    search: s.context.search,
    searchKey: s.context.legKeys[0] ?? '',
    student: s.context.legs.some((l) => l.brand.student),
    busy: s.hasTag('busy'),
    loadingSaved: s.matches({ passengers: 'loadingSaved' }),
    saved: s.context.savedPassengers,
    price: runningTotal(s.context),
    documentsWarned: s.matches({ passengers: 'documentsWarned' }),
    warnings: s.context.warnings,
    sent: s.context.passengers,
  }));
  const counts = view.search?.passengers ?? { adult: 1, child: 0, infant: 0 };
  const [passengers, setPassengers] = useStoredState<Draft[]>(`passengerDraft:${view.searchKey}`, () => [
    ...Array.from({ length: counts.adult }, () => blankPlace('ADT')),
    ...Array.from({ length: counts.child }, () => blankPlace('CNN')),
    ...Array.from({ length: counts.infant }, (_, i) => blankPlace('INF', i)),
  ]);
  const departureDate = view.search?.segments[0]?.date ?? '';
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const saved = view.saved;
  // From the places as they are then: what the traveller has typed meanwhile stays.
  const preselect = useEffectEvent((list: NonNullable<typeof saved>) => setPassengers((current) => preselectSelf(current, list, departureDate)));
  // Once, when the saved passengers are there.
  useEffect(() => {
    if (saved) preselect(saved);
  }, [saved]);
  const [contact, setContact] = useStoredState<BookingContact>('contactDraft', () => ({
    name: user?.nickName ?? '',
    areaCode: defaultAreaCode(locale, user),
    mobile: user?.mobile ?? '',
    email: user?.email ?? '',
  }));
  // Apart from the draft: the area-code picker writes it there and comes back.
  const [areaCode] = useStoredState('areaCode.contactDraft', () => contact.areaCode);
  const [consent, setConsent] = useStoredState('privacyConsent', () => false);
  const [studentDocument, setStudentDocument] = useStoredState<UploadedFile | null>(`studentDocument:${view.searchKey}`, () => null);
  const [studentEmail, setStudentEmail] = useStoredState('studentEmail', () => '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const update = (index: number, change: Partial<Draft>) => setPassengers(passengers.map((p, i) => (i === index ? editPlace(p, change) : p)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    const checked = passengers.map((p, i) => {
      const result = validate(bookingPassengerSchema, { ...p, pregnant: p.pregnant || undefined });
      if ('errors' in result) for (const [field, key] of Object.entries(result.errors)) next[`${i}.${field}`] = key;
      return 'data' in result ? result.data : null;
    });
    const contactResult = validate(bookingContactSchema, { ...contact, areaCode });
    if ('errors' in contactResult) for (const [field, key] of Object.entries(contactResult.errors)) next[`contact.${field}`] = key;
    if (!consent) next.consent = 'book.consentRequired';
    const student = view.student ? validate(studentEmailSchema, studentEmail) : null;
    if (student && 'errors' in student) next.studentEmail = Object.values(student.errors)[0] ?? 'validation.studentEmail';
    setErrors(next);
    if (Object.keys(next).length > 0 || 'errors' in contactResult) return;
    bookingActor.send({
      type: 'passengers.submit',
      passengers: checked as BookingPassenger[],
      contact: contactResult.data,
      privacyConsent: consent,
      studentDocumentId: studentDocument?.id,
      studentEmail: view.student ? studentEmail.trim() : undefined,
    });
  };

  const adults = passengers.map((p, i) => ({ p, i })).filter(({ p }) => p.type === 'ADT');
  return (
    // Busy while the saved passengers load: the traveller themself may still fill the first place.
    <form onSubmit={submit} noValidate aria-busy={view.loadingSaved}>
      <StepFailure step="passengers" />
      {saved && saved.length > 0 && (
        <Card title={t('book.savedPassengers')}>
          <div className="chips" role="group" aria-label={t('book.savedPassengers')}>
            {saved.map((s) => (
              <button
                key={s.id}
                type="button"
                aria-pressed={passengers.some((p) => p.psngId === s.id)}
                onClick={() => {
                  const toggled = toggleSaved(passengers, s, departureDate);
                  if ('places' in toggled) setPassengers(toggled.places);
                  setSelectionError('noPlaceFor' in toggled ? t('book.noPlaceFor', { type: t(`book.type.${toggled.noPlaceFor}`) }) : null);
                }}
              >
                {s.lastName} {s.firstName}
                {s.personally && ` · ${t('book.self')}`}
              </button>
            ))}
          </div>
          <FormError message={selectionError} />
        </Card>
      )}
      {passengers.map((p, i) => (
        <fieldset key={i} className="card passenger" data-testid={`passenger-${i}`}>
          <legend>
            {t('book.passengerN', { n: i + 1 })} · {t(`book.type.${p.type}`)}
          </legend>
          <PassengerFields suffix={String(i)} value={p} onChange={(change) => update(i, change)} errorOf={(field) => errors[`${i}.${field}`]} />
          {p.type === 'INF' && (
            <Select
              label={t('book.guardian')}
              name={`guardian${i}`}
              options={adults.map(({ p: a, i: index }) => ({ id: String(index), label: `${t('book.passengerN', { n: index + 1 })} ${a.lastName} ${a.firstName}` }))}
              value={String(p.guardianIndex ?? 0)}
              onChange={(v) => update(i, { guardianIndex: Number(v) })}
            />
          )}
          {p.type === 'ADT' && p.gender === 'F' && (
            <label className="checkbox">
              <input type="checkbox" checked={p.pregnant} onChange={(e) => update(i, { pregnant: e.target.checked })} />
              <span>{t('book.pregnant')}</span>
            </label>
          )}
        </fieldset>
      ))}
      <fieldset className="card">
        <legend>{t('book.contact')}</legend>
        <TextField label={t('book.contactName')} name="contactName" value={contact.name} onChange={(v) => setContact({ ...contact, name: v })} error={errors['contact.name']} />
        <PhoneField
          name="contactMobile"
          areaCode={areaCode}
          areaCodeStore="areaCode.contactDraft"
          mobile={contact.mobile}
          onMobile={(v) => setContact({ ...contact, mobile: v })}
          error={errors['contact.mobile']}
        />
        <TextField label={t('field.email')} name="contactEmail" type="email" value={contact.email} onChange={(v) => setContact({ ...contact, email: v })} error={errors['contact.email']} />
      </fieldset>
      {view.student && (
        <StudentDocument uploaded={studentDocument} onUploaded={setStudentDocument} email={studentEmail} onEmail={setStudentEmail} emailError={errors.studentEmail} />
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          name="consent"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? 'consent-error' : undefined}
        />
        <span>{t('book.consent')}</span>
      </label>
      {errors.consent && (
        <div className="field-error" id="consent-error">
          {t(errors.consent)}
        </div>
      )}
      <PrivacyLink />
      <TotalBar price={view.price}>
        <button type="submit" className="primary">
          {view.busy ? t('notice.submitting') : t('book.continue')}
        </button>
      </TotalBar>
      {view.documentsWarned && (
        <Dialog
          title={t('book.documentWarningTitle')}
          actions={
            <>
              <button type="button" onClick={() => bookingActor.send({ type: 'documents.change' })}>
                {t('book.documentChange')}
              </button>
              <button type="button" className="primary" onClick={() => bookingActor.send({ type: 'documents.confirm' })}>
                {t('book.documentConfirm')}
              </button>
            </>
          }
        >
          {view.warnings.map((w) => (
            <p key={w.passengerIndex}>
              {view.sent[w.passengerIndex]?.lastName} {view.sent[w.passengerIndex]?.firstName}
              {t('format.colon')}
              {t(w.key)}
            </p>
          ))}
        </Dialog>
      )}
    </form>
  );
}
