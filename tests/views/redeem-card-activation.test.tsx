import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { t } from '../../src/app/i18n';
import RedeemCardDetailPage from '../../src/pagesMy/redeemCard/configDetail';
import RedeemCardServicePage from '../../src/pagesService/redeemCard/index';
import type { PassengerToBind } from '../../services/schemas/bound-passenger';
import { cards, frequent, redeemCard } from '../graph/redeem-card-activation-model';
import { describeViews, flush, isDisabled, REFUSED, type Flow, type Step } from './driver';
import { calls } from './fakes';

vi.mock('../../services/redeem-card', async (importOriginal) => {
  const { fake } = await import('./fakes');
  return {
    ...(await importOriginal<object>()),
    cardDetail: fake('loadCard'),
    redeemCard: fake('redeem'),
    activateCard: fake('activate'),
    cardSegments: fake('cardSegments'),
  };
});
vi.mock('../../services/passenger', async (importOriginal) => {
  const { fake } = await import('./fakes');
  return { ...(await importOriginal<object>()), listPassengers: fake('listPassengers') };
});
// Redeeming a code is for a signed-in user; the session is not this flow's.
vi.mock('../../src/app/use-session', async (importOriginal) => ({ ...(await importOriginal<object>()), useSignedIn: () => true }));

const button = (name: string) => screen.getByRole('button', { name });
const primary = () => document.querySelector<HTMLElement>('button.primary');
const heading = (key: string) => screen.getByRole('heading', { level: 2, name: t(key) });
const field = (key: string) => screen.getByRole('textbox', { name: t(key) }) as HTMLInputElement;
const fields: Record<keyof PassengerToBind, string> = {
  lastName: 'book.lastName',
  firstName: 'book.firstName',
  gender: 'field.gender',
  birthday: 'field.birthday',
  certType: 'book.certType',
  certNo: 'book.certNo',
  certExpiry: 'book.certExpiry',
  nationality: 'book.nationality',
};
/** A card's error as the page says it: the server's message, else the code's own text. */
const cardError = (error: { code: string; msg: string | null }) =>
  error.msg ?? t({ F00040: 'redeemCard.invalidCode', F00043: 'redeemCard.alreadyActivated' }[error.code] ?? `http.${error.code}`);
/** The page's alerts (a toast's notice aside). */
const alerts = () => screen.queryAllByRole('alert').filter((a) => !a.classList.contains('toast')).map((a) => a.textContent);

async function typeInto(user: Step['user'], input: HTMLInputElement, value: string) {
  // Clearing leaves the field focused: the value is pasted in at once.
  await user.clear(input);
  if (value) await user.paste(value);
}
/** A select's choice: its button, then the option. */
async function choose(user: Step['user'], label: string, option: string) {
  const select = screen.getByText(label, { selector: 'label' }).closest('.ui-select')!;
  await user.click(within(select as HTMLElement).getByRole('button'));
  await user.click(screen.getByRole('option', { name: option }));
}
const optionText: Record<string, string> = { M: 'gender.male', F: 'gender.female', PASSPORT: 'book.cert.PASSPORT' };

function codeStep({ shown }: Step, busy = false) {
  heading('redeemCard.enterCode');
  expect(field('redeemCard.code').value).toBe(shown.code);
  expect(primary()?.textContent).toBe(busy ? t('notice.submitting') : t('redeemCard.redeem'));
}
/** A code refused (not of the format, or redeemed already): its message once, by the code. */
function codeRefused(step: Step) {
  codeStep(step);
  expect(alerts()).toEqual([cardError(step.shown.error)]);
}
function cardShown({ shown }: Step) {
  expect(screen.getByTestId('redeem-card-5').textContent).toContain(shown.card.cardNo);
}
function confirmStep(step: Step, busy = false) {
  heading('redeemCard.confirmTitle');
  const { details } = step.shown;
  expect(screen.getByText(`${details.lastName} ${details.firstName}`)).toBeTruthy();
  expect(screen.getByText(details.certNo)).toBeTruthy();
  expect(primary()?.textContent).toBe(busy ? t('notice.submitting') : t('redeemCard.confirmActivate'));
}
function ended(step: Step, title: string | null) {
  cardShown(step);
  if (title) expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
  else expect(screen.getByRole('alertdialog', { name: cardError(step.shown.error) })).toBeTruthy();
  expect(screen.queryAllByRole('button', { name: t('redeemCard.another') }).length).toBe(step.world.cardId === null ? 1 : 0);
}

const flow: Flow = {
  model: redeemCard,
  routes: [
    { path: '/pagesService/pages/redeemCard/index', title: 'redeemCard.redeemTitle', Page: RedeemCardServicePage },
    { path: '/pagesMy/pages/redeemCard/configDetail', title: 'redeemCard.detailTitle', Page: RedeemCardDetailPage },
  ],
  entry: (input) => ((input as { cardId: number | null }).cardId === null ? '/pagesService/pages/redeemCard/index' : `/pagesMy/pages/redeemCard/configDetail?cardId=5`),
  // A card's page shows the card; its Activate starts the flow.
  open: async ({ user, input }) => {
    if ((input as { cardId: number | null }).cardId === null) return;
    await flush();
    calls.find((c) => c.id === 'loadCard')!.resolve(cards.unactivated);
    await flush();
    await user.click(button(t('redeemCard.activate')));
  },
  serve: (call) => (call.id === 'listPassengers' ? { output: { records: [frequent], total: 1, pageNum: 1, pageSize: 50 } } : call.id === 'cardSegments' ? { output: [] } : undefined),
  actions: {
    'code.change': ({ user }, e) => typeInto(user, field('redeemCard.code'), String(e.code)),
    // The form is sent by its button, or Enter in the code field.
    redeem: async ({ user }) => {
      const redeem = primary()!;
      if (!isDisabled(redeem)) return user.click(redeem);
      await user.type(field('redeemCard.code'), '{Enter}');
      return REFUSED;
    },
    next: async ({ user, step }) => {
      const next = step === 'card' ? button(t('redeemCard.activate')) : button(t('book.continue'));
      if (isDisabled(next)) return REFUSED;
      await user.click(next);
    },
    'passenger.pick': ({ user }, e) => user.click(button(`${(e.passenger as typeof frequent).lastName} ${(e.passenger as typeof frequent).firstName}`)),
    'details.change': async ({ user, shown }, e) => {
      for (const [key, value] of Object.entries(e.details as Partial<PassengerToBind>)) {
        if (key === 'gender' || key === 'certType') {
          if (shown.details[key] !== value) await choose(user, t(fields[key]), t(optionText[value]!));
        } else await typeInto(user, field(fields[key as keyof PassengerToBind]), value);
      }
    },
    activate: ({ user }) => user.click(primary()!),
    back: async ({ user }) => {
      const back = screen.queryByRole('button', { name: t('common.back') });
      if (!back || isDisabled(back)) return REFUSED;
      await user.click(back);
    },
    retry: ({ user }) => user.click(button(t('common.retry'))),
    restart: ({ user }) => user.click(button(t('redeemCard.another'))),
  },
  screens: {
    loadingCard: () => expect(screen.getByRole('status').textContent).toBe(t('common.loading')),
    loadFailed: () => expect(screen.queryByRole('textbox')).toBeNull(),
    'enter.typing': (step) => {
      codeStep(step);
      expect(alerts()).toEqual([]);
    },
    'enter.invalid': codeRefused,
    'enter.redeemed': codeRefused,
    'enter.failed': (step) => codeStep(step),
    redeeming: (step) => codeStep(step, true),
    card: (step) => {
      cardShown(step);
      expect(isDisabled(button(t('redeemCard.activate')))).toBe(false);
    },
    details: (step) => {
      heading('redeemCard.passengerTitle');
      for (const key of ['lastName', 'firstName', 'birthday', 'certNo', 'certExpiry', 'nationality'] as const) expect(field(fields[key]).value, key).toBe(step.shown.details[key]);
      expect(screen.queryAllByRole('button', { name: t('common.back') }).length, 'Back to the card').toBe(step.world.cardId === null ? 1 : 0);
    },
    'confirm.reading': (step) => confirmStep(step),
    'confirm.failed': (step) => confirmStep(step),
    activating: (step) => confirmStep(step, true),
    activated: (step) => ended(step, t('redeemCard.activatedTitle')),
    activationClosed: (step) => ended(step, null),
    alreadyActivated: (step) => ended(step, null),
  },
  primary,
};

describeViews('redeem card', flow);
