import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAgents } from '../server/db/seed/demo-accounts';
import { freshMobile, usePhones } from './browser';
import { expectProblems } from './console-watch';
import { registerThroughApi } from './api-setup';
import { inTraditionalChinese, tc } from './zh-hk';

const messageLog = (page: Page) => page.getByRole('log');
const expectMessages = async (page: Page, texts: string[]) => {
  for (const text of texts) await messageLog(page).getByText(text).waitFor();
  expect(await messageLog(page).getByRole('listitem').count()).toBe(texts.length);
};

const expectOrder = async (page: Page, texts: string[]) => {
  const shown = await messageLog(page).getByRole('listitem').allInnerTexts();
  expect(shown.map((item) => texts.find((text) => item.endsWith(text)))).toEqual(texts);
};

describe('live chat', () => {
  const phones = usePhones(2);

  it('a traveller in Chinese and an agent in English exchange messages as they are written, and a reload on either side keeps them', async () => {
    const [traveller, agent] = phones() as [Page, Page];
    await registerThroughApi(traveller, freshMobile(), 'Chat@2026a');
    await inTraditionalChinese(traveller);

    // The traveller opens a conversation from Services under a name of their choosing.
    await traveller.goto('/pages/service/index');
    await traveller.getByRole('link', { name: tc('entries.chat') }).click();
    await traveller.waitForURL('**/pagesService/pages/chat/index');
    const name = `陳先生${Date.now() % 10_000}`;
    await traveller.getByLabel(tc('chat.displayName')).fill('');
    await traveller.getByRole('button', { name: tc('chat.start') }).click();
    await traveller.getByText(tc('validation.chatNameRequired')).waitFor();
    await traveller.getByLabel(tc('chat.displayName')).fill(name);
    await traveller.getByRole('button', { name: tc('chat.start') }).click();
    await traveller.getByText(tc('chat.waiting')).waitFor();
    await traveller.getByRole('button', { name: tc('chat.send') }).click();
    await traveller.getByText(tc('validation.chatMessageRequired')).waitFor();
    await traveller.getByLabel(tc('chat.message')).fill('請問可以攜帶滑浪板嗎？');
    await traveller.getByRole('button', { name: tc('chat.send') }).click();
    await expectMessages(traveller, ['請問可以攜帶滑浪板嗎？']);

    // The agent signs in on the agent page, where a traveller's account is refused.
    await agent.goto('/agent/chat');
    await agent.getByRole('heading', { name: 'Agent sign-in' }).waitFor();
    await agent.getByLabel('Mobile number or e-mail').fill(demoAgents[0]!.email);
    await agent.getByLabel('Password', { exact: true }).fill(demoAgents[0]!.password);
    await agent.getByRole('button', { name: 'Log in', exact: true }).click();
    await agent.getByRole('heading', { name: 'Open conversations' }).waitFor();
    await agent.getByRole('link', { name: new RegExp(name) }).click();
    await agent.getByRole('heading', { name }).waitFor();
    await expectMessages(agent, ['請問可以攜帶滑浪板嗎？']);

    // Each side's message reaches the other without a reload.
    await agent.getByLabel('Your message').fill('可以，作為運動器材託運，最多 23 公斤。');
    await agent.getByRole('button', { name: 'Send' }).click();
    await expectMessages(traveller, ['請問可以攜帶滑浪板嗎？', '可以，作為運動器材託運，最多 23 公斤。']);
    await traveller.getByLabel(tc('chat.message')).fill('謝謝！');
    await traveller.getByRole('button', { name: tc('chat.send') }).click();
    await expectMessages(agent, ['請問可以攜帶滑浪板嗎？', '可以，作為運動器材託運，最多 23 公斤。', '謝謝！']);

    // A reload on either side keeps the conversation, and what is written after it still arrives.
    await traveller.reload();
    await agent.reload();
    const all = ['請問可以攜帶滑浪板嗎？', '可以，作為運動器材託運，最多 23 公斤。', '謝謝！'];
    await expectMessages(traveller, all);
    await expectMessages(agent, all);
    await agent.getByLabel('Your message').fill('不客氣，祝旅途愉快。');
    await agent.getByRole('button', { name: 'Send' }).click();
    await expectMessages(traveller, [...all, '不客氣，祝旅途愉快。']);

    // A traveller's account is refused by the agents' paths (HTTP 403), which the browser logs.
    expectProblems(traveller, /status of 403/);
    await traveller.goto('/agent/chat');
    await traveller.getByText(tc('chat.notAgent')).waitFor();
    await traveller.goBack();
    await expectMessages(traveller, [...all, '不客氣，祝旅途愉快。']);

    // The agent ends the conversation: the traveller is told, and it leaves the agents' list.
    await agent.getByRole('button', { name: 'End chat' }).click();
    await agent.getByText('This chat has ended.').waitFor();
    await traveller.getByText(tc('chat.closed')).waitFor();
    await agent.getByRole('link', { name: 'All conversations' }).click();
    await agent.getByRole('heading', { name: 'Open conversations' }).waitFor();
    expect(await agent.getByRole('link', { name: new RegExp(name) }).count()).toBe(0);
    await traveller.getByRole('button', { name: tc('chat.newChat') }).click();
    await traveller.getByLabel(tc('chat.displayName')).waitFor();
  });

  it('messages written while offline go by themselves once the phone is back online, in the order written', async () => {
    const [traveller] = phones() as [Page, Page];
    await registerThroughApi(traveller, freshMobile(), 'Chat@2026a');
    await traveller.goto('/pagesService/pages/chat/index');
    await traveller.getByLabel('Name to address you by').fill('Ms Lee');
    await traveller.getByRole('button', { name: 'Start chat' }).click();
    await traveller.getByText('An agent will answer here shortly.').waitFor();

    expectProblems(traveller, /ERR_INTERNET_DISCONNECTED/);
    await traveller.context().setOffline(true);
    for (const body of ['Is my flight on time?', 'It is FW101 tomorrow.']) {
      await traveller.getByLabel('Your message').fill(body);
      await traveller.getByRole('button', { name: 'Send', exact: true }).click();
      await traveller.getByRole('status').getByText(body).waitFor();
    }
    await traveller.getByText('Not sent.').first().waitFor();

    await traveller.context().setOffline(false);
    const written = ['Is my flight on time?', 'It is FW101 tomorrow.'];
    await expectMessages(traveller, written);
    await expectOrder(traveller, written);
    expect(await traveller.getByText('Not sent.').count()).toBe(0);
    // Stored once each, in that order.
    await traveller.reload();
    await expectMessages(traveller, written);
    await expectOrder(traveller, written);
  });
});
