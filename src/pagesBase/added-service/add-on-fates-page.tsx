import { useTranslation } from 'react-i18next';
import { affectedAddOns } from '../../../machines/date-change.machine';
import type { ChangeAddOn } from '../../../services/schemas/date-change';
import { Loading } from '../../components/Loading';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { AddOnFates, useChange } from '../change-parts';

/** The add-ons of one kind page (or all of them on the overview) and what this change does to them. */
export function AddOnFatesPage({ kinds, title }: { kinds: ChangeAddOn['kind'][]; title: string }) {
  const { t } = useTranslation();
  const { state, send } = useChange();
  const { view } = state.context;
  if (!view) return <Loading />;
  const addOns = affectedAddOns(state.context).filter((a) => kinds.includes(a.kind));
  return (
    <>
      <Card title={title}>
        <p>{t('changeDate.addOnRule')}</p>
        <AddOnFates addOns={addOns} view={view} />
      </Card>
      <BottomBar label={t('changeDate.title')} total="">
        <Button variant="primary" onPress={() => send({ type: 'back' })}>
          {t('seat.done')}
        </Button>
      </BottomBar>
    </>
  );
}
