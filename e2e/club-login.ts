import type { Page } from 'playwright-core';
import { tc } from './zh-hk';

const english: Record<string, string> = {
  'clubLogin.account': 'Card number, phone, e-mail or ID number',
  'field.password': 'Password',
  'login.submit': 'Log in',
  'remind.title': 'Points expiring soon',
  'common.ok': 'OK',
};

/**
 * Logs a club member in on the club login page, in English or in Traditional Chinese. The reminder of
 * expiring points is closed when it comes: an earlier test of the file may have turned it off.
 */
export async function clubLogIn(page: Page, member: { cardNo: string; password: string }, language: 'en' | 'zh-HK' = 'en') {
  const text = (key: string) => (language === 'en' ? english[key]! : tc(key));
  await page.goto('/pagesMy/pages/loginreg/jplogin');
  await page.getByLabel(text('clubLogin.account')).fill(member.cardNo);
  await page.getByLabel(text('field.password'), { exact: true }).fill(member.password);
  await page.getByRole('button', { name: text('login.submit'), exact: true }).click();
  const reminder = page.getByRole('dialog', { name: text('remind.title') });
  const home = '/pages/home/new-index';
  // The login ends on home, or first on the reminder: waited for in the page, as one wait, until either shows.
  await page.waitForFunction(
    ({ home, title }) => location.pathname === home || [...document.querySelectorAll('[role=dialog]')].some((d) => d.textContent?.includes(title)),
    { home, title: text('remind.title') },
  );
  if (new URL(page.url()).pathname !== home) await reminder.getByRole('button', { name: text('common.ok') }).click();
  await page.waitForURL(`**${home}`);
}
