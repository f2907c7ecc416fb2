import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateLoungeVoucher } from '../../../services/lounge';
import type { LoungeVoucher, VoucherUpdateRequest } from '../../../services/schemas/lounge';
import { loungeUserSchema } from '../../../services/schemas/lounge';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { showToast } from '../../app/toast';
import { FormError } from '../../components/FormError';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Sheet } from '../../ui/Sheet';
import { Facts, type Fact } from '../../components/Facts';
import { Barcode } from '../../components/Barcode';
import { NameFields } from '../../pagesService/vipLounge/lounge-parts';
import { formatDate } from '../../app/format';

type Kind = VoucherUpdateRequest['kind'];

/** One voucher: code, user, validity, what is left of its changes and transfers; its owner (given `onChanged`) may change a valid one's name or transfer it. */
export function VoucherCard({ voucher, onChanged }: { voucher: LoungeVoucher; onChanged?: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind | null>(null);
  const usable = voucher.status === 'VALID' && onChanged !== undefined;
  // The code is letters and digits of no language.
  const rows: Fact[] = [
    [t('lounge.voucherCode'), voucher.code, 'zxx'],
    [t('lounge.voucherUser'), `${voucher.lastName} ${voucher.firstName}`],
    [t('lounge.status'), t(`lounge.voucherStatus.${voucher.status}`)],
    [t('lounge.validUntil'), formatDate(voucher.validUntil)],
  ];
  return (
    <Card title={`${voucher.lastName} ${voucher.firstName}`} level={3}>
      <Facts facts={rows} className="lounge-facts" testId="lounge-voucher" />
      {voucher.status === 'VALID' && <VoucherQr code={voucher.code} />}
      <p className="muted">{t('lounge.entries', { count: voucher.quantity, hours: voucher.maxStayHours })}</p>
      <p className="muted">{t('lounge.changesLeft', { count: voucher.changesLeft })}</p>
      {voucher.transferable && <p className="muted">{t('lounge.transfersLeft', { count: voucher.transfersLeft })}</p>}
      {usable && (
        <div className="lounge-actions">
          <Button onPress={() => setKind('CHANGE')}>{t('lounge.changeName')}</Button>
          {voucher.transferable && <Button onPress={() => setKind('TRANSFER')}>{t('lounge.transfer')}</Button>}
        </div>
      )}
      {kind && onChanged && (
        <NameSheet
          voucher={voucher}
          kind={kind}
          onClose={() => setKind(null)}
          onSaved={() => {
            setKind(null);
            onChanged();
          }}
        />
      )}
    </Card>
  );
}

/** The voucher's code as a QR code for the lounge desk's scanner, and in text beneath for the desk to type. */
function VoucherQr({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <figure className="lounge-qr">
      <Barcode symbol="qrcode" text={code} alt={t('lounge.qrAlt')} />
      <figcaption lang="zxx">{code}</figcaption>
    </figure>
  );
}

/** The new user's name as on the travel document, sent once. */
function NameSheet({ voucher, kind, onClose, onSaved }: { voucher: LoungeVoucher; kind: Kind; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState({ lastName: '', firstName: '' });
  const update = useFormSubmit((request: VoucherUpdateRequest, signal) => updateLoungeVoucher(request, signal));
  const checked = loungeUserSchema.safeParse(name);
  const problems = checked.success ? {} : Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message]));
  const saved = update.result;
  useEffect(() => {
    if (!saved) return;
    showToast(t('lounge.changeSaved', { name: `${saved.lastName} ${saved.firstName}` }));
    onSaved();
  }, [saved, onSaved, t]);
  return (
    <Sheet
      title={kind === 'CHANGE' ? t('lounge.changeTitle') : t('lounge.transferTitle')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          <Button onPress={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" busy={update.submitting} isDisabled={!checked.success} onPress={() => update.submit({ voucherId: voucher.id, kind, ...name })}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <p className="muted">{t('lounge.nameHint')}</p>
      <NameFields names={['newLastName', 'newFirstName']} value={name} onChange={(change) => setName({ ...name, ...change })} errorOf={(field) => (name[field] ? problems[field] : undefined)} />
      <FormError message={errorText(update.error)} />
    </Sheet>
  );
}
