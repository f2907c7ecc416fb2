import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formSubmitMachine } from '../../machines/form-submit.machine';
import { currencies, defaultCurrency, settingsMachine, switcherCurrencies } from '../../machines/settings.machine';
import { verificationCodeMachine } from '../../machines/verification-code.machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('verification-code statechart', () => {
  it('sends one code, then counts down before another may be sent', async () => {
    const send = vi.fn(() => Promise.resolve({ resendAfterSeconds: 60 }));
    const busy = vi.fn();
    const actor = createActor(verificationCodeMachine.provide({ actors: { sendCode: fromPromise(send) }, actions: { notifyBusy: busy } })).start();
    actor.send({ type: 'code.send', request: null });
    actor.send({ type: 'code.send', request: null });
    expect(busy).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('coolingDown');
    actor.send({ type: 'code.send', request: null });
    expect(send).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(30);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('form-submit statechart', () => {
  it('keeps a failure as a state and lets the user send again', async () => {
    let attempt = 0;
    const actor = createActor(
      formSubmitMachine.provide({
        actors: { submit: fromPromise(() => (++attempt === 1 ? Promise.reject({ code: 'U00012', msg: 'wrong code' }) : Promise.resolve('ok'))) },
      }),
    ).start();
    actor.send({ type: 'form.submit', payload: { code: '000000' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'U00012', msg: 'wrong code' });
    actor.send({ type: 'form.submit', payload: { code: '123456' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.result).toBe('ok');
  });
});

describe('settings statechart', () => {
  it('switches the currency to the new locale default and persists once the catalogue is loaded', async () => {
    const persist = vi.fn();
    const load = vi.fn(() => Promise.resolve());
    const actor = createActor(settingsMachine.provide({ actors: { loadLocale: fromPromise(load) }, actions: { persist } }), {
      input: { locale: 'en-US', currency: 'HKD' },
    }).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'locale.change', locale: 'zh-CN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toEqual({ locale: 'zh-CN', currency: 'CNY' });
    actor.send({ type: 'currency.change', currency: 'CAD' });
    expect(actor.getSnapshot().context.currency).toBe('CAD');
    expect(persist).toHaveBeenCalledTimes(3);
  });

  it("takes each language's currency and offers the three the spec names (section 9)", async () => {
    expect(defaultCurrency).toEqual({ 'zh-CN': 'CNY', 'zh-HK': 'HKD', 'en-US': 'HKD', 'en-CA': 'CAD' });
    expect(switcherCurrencies).toEqual(['CNY', 'HKD', 'CAD']);
    expect(currencies).toEqual(['CNY', 'HKD', 'CAD', 'USD', 'AUD']);
    for (const locale of ['zh-HK', 'en-CA', 'en-US'] as const) {
      const actor = createActor(settingsMachine.provide({ actors: { loadLocale: fromPromise(() => Promise.resolve()) } }), {
        input: { locale: 'zh-CN', currency: 'CNY' },
      }).start();
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'locale.change', locale });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context).toEqual({ locale, currency: defaultCurrency[locale] });
    }
  });
});
