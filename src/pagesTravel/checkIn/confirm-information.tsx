import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { documentProblem, type DocumentDraft } from '../../../machines/check-in.machine';
import { certTypes } from '../../../services/schemas/documents';
import { FormError } from '../../components/FormError';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { useCheckIn } from './check-in-actor';

import './check-in.css';
import { StepBar, StepFailure } from '../../components/flow-steps';

/** Confirm information: each passenger's travel document, the Hong Kong immigration check on Continue, and correcting a document. */
export default function ConfirmInformationPage() {
  const { t } = useTranslation();
  const flow = useCheckIn();
  const { state, send } = flow;
  const { documents } = state.context;
  const editing = state.matches({ information: 'editing' }) || state.matches({ information: 'saving' }) || state.matches({ information: 'saveFailed' });
  const [draft, setDraft] = useState<DocumentDraft>(() =>
    documents.map((d) => ({ psgId: d.psgId, certType: d.certType ?? 'PASSPORT', certNo: '', nationality: d.nationality ?? '', expireDate: d.expireDate ?? '', birthDate: d.birthDate ?? '' })),
  );
  const edit = (i: number, change: Partial<DocumentDraft[number]>) => setDraft(draft.map((d, j) => (j === i ? { ...d, ...change } : d)));
  // Only the documents typed in are saved: another passenger's, shown masked, stays as it is.
  const edited = draft.filter((d) => d.certNo.trim() !== '');
  return (
    <div className="checkin">
      {documents.map((d, i) => {
        const problem = documentProblem(d);
        const fields = draft[i]!;
        return (
          <Card key={d.psgId} title={`${d.lastName} ${d.firstName}`}>
            <dl className="checkin-document" data-testid="checkin-document">
              <dt>{t('book.certType')}</dt>
              <dd>{d.certType ? `${t(`book.cert.${d.certType}`)} ${d.certNoMasked ?? ''}` : '-'}</dd>
              <dt>{t('book.certExpiry')}</dt>
              <dd>{d.expireDate ? formatDate(d.expireDate) : '-'}</dd>
            </dl>
            <FormError message={problem && t(problem)} />
            {editing && (
              <>
                <Select label={t('book.certType')} options={certTypes.map((c) => ({ id: c, label: t(`book.cert.${c}`) }))} value={fields.certType} onChange={(certType) => edit(i, { certType: certType as never })} />
                <TextField label={t('book.certNo')} autoCapitalize="characters" value={fields.certNo} onChange={(certNo) => edit(i, { certNo })} />
                <TextField label={t('book.nationality')} autoCapitalize="characters" value={fields.nationality} onChange={(nationality) => edit(i, { nationality })} />
                <TextField label={t('book.certExpiry')} placeholder="YYYY-MM-DD" value={fields.expireDate} onChange={(expireDate) => edit(i, { expireDate })} />
                <TextField label={t('checkIn.birthDate')} placeholder="YYYY-MM-DD" value={fields.birthDate} onChange={(birthDate) => edit(i, { birthDate })} />
              </>
            )}
          </Card>
        );
      })}
      <StepFailure flow={flow} />
      {editing ? (
        <Button variant="primary" block busy={state.hasTag('busy')} isDisabled={edited.length === 0 || !state.can({ type: 'documents.save', passengers: edited })} onPress={() => send({ type: 'documents.save', passengers: edited })}>
          {t('checkIn.saveDocuments')}
        </Button>
      ) : (
        <Button isDisabled={!state.can({ type: 'documents.edit' })} onPress={() => send({ type: 'documents.edit' })}>
          {t('checkIn.updateDocuments')}
        </Button>
      )}
      <StepBar flow={flow} label={t('checkIn.title')} />
    </div>
  );
}
