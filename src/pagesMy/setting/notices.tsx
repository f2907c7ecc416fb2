import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeSettings, saveNoticeSettings } from '../../../services/member';
import type { NoticeKind, NoticeSettings } from '../../../services/schemas/trip-changes';
import { useErrorText, useFormSubmit, useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import './notices.css';

/** Which trip notices the traveller is e-mailed: every kind can be turned off but disruptions, which also go by SMS. The message centre keeps them all. */
export default function NoticeSettingsPage() {
  const settings = useLoad(noticeSettings);
  if (settings.loading) return <Loading />;
  if (!settings.data) return <Failed error={settings.error} onRetry={settings.reload} />;
  return <NoticeKinds settings={settings.data} />;
}

function NoticeKinds({ settings }: { settings: NoticeSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [emailsOff, setEmailsOff] = useState(() => settings.kinds.filter((k) => !k.email).map((k) => k.kind));
  const saving = useFormSubmit((off: NoticeKind[], signal) => saveNoticeSettings(off, signal));
  const toggle = (kind: NoticeKind, email: boolean) => {
    const next = email ? emailsOff.filter((k) => k !== kind) : [...emailsOff, kind];
    setEmailsOff(next);
    saving.submit(next);
  };
  return (
    <Card title={t('noticeSettings.emailTitle')}>
      <p className="muted">{t('noticeSettings.hint')}</p>
      <ul className="notice-kinds">
        {settings.kinds.map(({ kind, locked }) => (
          <li key={kind} data-testid="notice-kind" data-kind={kind}>
            <Checkbox isSelected={locked || !emailsOff.includes(kind)} isDisabled={locked} onChange={(email) => toggle(kind, email)}>
              {t(`noticeSettings.kind.${kind}`)}
              {locked && <span className="muted"> · {t('noticeSettings.alwaysSent')}</span>}
            </Checkbox>
          </li>
        ))}
      </ul>
      {saving.succeeded && (
        <p role="status" data-testid="notice-settings-saved">
          {t('noticeSettings.saved')}
        </p>
      )}
      <FormError message={errorText(saving.error)} />
    </Card>
  );
}
