import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { chatMessageSchema, chatStreamEventSchema, conversationSchema, conversationSummarySchema, type ConversationSummary } from '../../services/schemas/chat';
import { codes } from '../../services/schemas/codes';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { chatConversations, chatMessages } from '../../server/db/schema';
import { demoAgents, demoOperations } from '../../server/db/seed/demo-accounts';
import { ok, refused, t } from './booking-helpers';
import { databaseKinds, describeEachDatabase, startTestServer, type TestServer } from './harness';
import { parseExact, registerUser, tokenFor, type RegisteredUser } from './helpers';
import { readEvents } from './event-streams';

const MEMBER_CHAT = '/dsb-member/api/v1/chat/conversation';
const AGENT_CHAT = '/dsb-ops/api/v1/chat/conversation';

const open = (s: TestServer, token: string, displayName: string, locale?: string) => s.call('POST', `${MEMBER_CHAT}/open`, { token, json: { displayName }, locale });
const send = (s: TestServer, base: string, token: string, id: number, body: string, locale?: string) => s.call('POST', `${base}/${id}/message`, { token, json: { body }, locale });
const messages = (s: TestServer, base: string, token: string, id: number, afterId = 0) => s.call('GET', `${base}/${id}/messages?afterId=${afterId}`, { token });
const close = (s: TestServer, base: string, token: string, id: number) => s.call('POST', `${base}/${id}/close`, { token });
const agentList = async (s: TestServer, token: string) => z.array(conversationSummarySchema).parse(await ok(s.call('GET', `${AGENT_CHAT}/list`, { token })));
const messageCount = async (s: TestServer) => (await s.database.db.select({ n: count() }).from(chatMessages))[0]!.n;

/** A conversation's stream, resuming after `afterId`. */
const openStream = (base: string, path: string, id: number, token: string, afterId = 0) => readEvents(`${base}${path}/${id}/stream?afterId=${afterId}`, token, chatStreamEventSchema);
/** The agents' list of open conversations, sent again whenever it changes. */
const openListStream = (base: string, token: string) => readEvents(`${base}${AGENT_CHAT}/list/stream`, token, z.array(conversationSummarySchema));
/** The next list the stream sends that `accept` takes, reading past lists other tests' writes caused. */
async function listWhere(stream: Awaited<ReturnType<typeof openListStream>>, accept: (list: ConversationSummary[]) => boolean): Promise<ConversationSummary[]> {
  for (;;) {
    const next = await stream.next();
    if (!next) throw new Error('the list stream ended');
    if (accept(next.event)) return next.event;
  }
}

describeEachDatabase('live chat', (server) => {
  let traveller: RegisteredUser;
  let stranger: RegisteredUser;
  let agent: string;
  let otherAgent: string;
  let baseUrl: string;

  beforeAll(async () => {
    const s = server();
    traveller = await registerUser(s);
    stranger = await registerUser(s);
    agent = await tokenFor(s, demoAgents[0]!.email, demoAgents[0]!.password);
    otherAgent = await tokenFor(s, demoAgents[1]!.email, demoAgents[1]!.password);
    baseUrl = await s.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('opens one conversation per traveller under the name they chose, and hands the open one back when asked again', async () => {
    const s = server();
    expect(await ok(s.call('GET', `${MEMBER_CHAT}/current`, { token: traveller.token }))).toBeNull();
    const first = parseExact(conversationSchema, await ok(open(s, traveller.token, '  Mr Chan  ')));
    expect(first).toMatchObject({ displayName: 'Mr Chan', status: 'OPEN', closedAt: null });
    const again = parseExact(conversationSchema, await ok(open(s, traveller.token, 'Someone else')));
    expect(again).toEqual(first);
    expect(parseExact(conversationSchema, await ok(s.call('GET', `${MEMBER_CHAT}/current`, { token: traveller.token })))).toEqual(first);
    await close(s, MEMBER_CHAT, traveller.token, first.id);
  });

  it('opens one conversation when a traveller asks from several tabs at once, and stores no message after a close that raced it', async () => {
    const s = server();
    const racer = await registerUser(s);
    const opened = await Promise.all(Array.from({ length: 10 }, () => ok(open(s, racer.token, 'Two Tabs'))));
    expect(new Set(opened.map((c: { id: number }) => c.id)).size).toBe(1);
    const rows = await s.database.db.select().from(chatConversations).where(eq(chatConversations.userId, racer.id));
    expect(rows).toHaveLength(1);

    const id = opened[0].id as number;
    const [closing, ...sends] = await Promise.all([close(s, AGENT_CHAT, agent, id), ...Array.from({ length: 10 }, (_, i) => send(s, MEMBER_CHAT, racer.token, id, `Message ${i}`))]);
    expect(closing.code, closing.msg).toBe(codes.success);
    const [closed] = await s.database.db.select().from(chatConversations).where(eq(chatConversations.id, id));
    const stored = await s.database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id));
    // Every message is either stored before the close or refused: none is written after it.
    expect(sends.filter((r) => r.code === codes.success)).toHaveLength(stored.length);
    expect(sends.filter((r) => r.code !== codes.success).every((r) => r.code === codes.chatClosed)).toBe(true);
    expect(stored.every((m) => m.createdAt <= closed!.closedAt!)).toBe(true);
  });

  it('refuses an empty or too long name and an empty or too long message in the caller language, and writes nothing', async () => {
    const s = server();
    await refused(open(s, stranger.token, '   '), codes.badRequest, t('validation.chatNameRequired'));
    await refused(open(s, stranger.token, 'x'.repeat(41)), codes.badRequest, t('validation.chatNameTooLong'));
    await refused(open(s, stranger.token, '', 'zh-HK'), codes.badRequest, '請輸入我們對您的稱呼。');
    expect(await ok(s.call('GET', `${MEMBER_CHAT}/current`, { token: stranger.token }))).toBeNull();

    const conversation = await ok(open(s, traveller.token, 'Mr Chan'));
    const before = await messageCount(s);
    await refused(send(s, MEMBER_CHAT, traveller.token, conversation.id, ' \n '), codes.badRequest, t('validation.chatMessageRequired'));
    await refused(send(s, MEMBER_CHAT, traveller.token, conversation.id, 'x'.repeat(1001)), codes.badRequest, t('validation.chatMessageTooLong'));
    await refused(send(s, MEMBER_CHAT, traveller.token, conversation.id, '', 'zh-CN'), codes.badRequest, '请输入消息。');
    await refused(send(s, AGENT_CHAT, agent, conversation.id, 'x'.repeat(1001), 'zh-CN'), codes.badRequest, '消息最多 1000 个字符。');
    await refused(send(s, MEMBER_CHAT, traveller.token, conversation.id, 'null\u0000byte'), codes.badRequest, t('validation.controlCharacters'));
    expect(await messageCount(s)).toBe(before);
    await ok(send(s, MEMBER_CHAT, traveller.token, conversation.id, 'x'.repeat(1000)));
    expect(await messageCount(s)).toBe(before + 1);
    await close(s, MEMBER_CHAT, traveller.token, conversation.id);
  });

  it('lets only agents through the agent paths: a traveller or operations token is refused, an anonymous caller asked to log in', async () => {
    const s = server();
    const ops = await tokenFor(s, demoOperations.email, demoOperations.password);
    const conversation = await ok(open(s, traveller.token, 'Mr Chan'));
    for (const token of [traveller.token, ops]) {
      const list = await refused(s.call('GET', `${AGENT_CHAT}/list`, { token }), codes.agentOnly, t('errors.chatAgentOnly'));
      expect(list.status).toBe(403);
      await refused(s.call('GET', `${AGENT_CHAT}/${conversation.id}`, { token }), codes.agentOnly);
      await refused(send(s, AGENT_CHAT, token, conversation.id, 'Hello'), codes.agentOnly);
      await refused(close(s, AGENT_CHAT, token, conversation.id), codes.agentOnly);
      await refused(messages(s, AGENT_CHAT, token, conversation.id), codes.agentOnly);
      await refused(s.call('GET', `${AGENT_CHAT}/${conversation.id}/stream`, { token }), codes.agentOnly);
    }
    await refused(s.call('GET', `${AGENT_CHAT}/list`), codes.loginRequired);
    await refused(s.call('GET', `${MEMBER_CHAT}/current`), codes.loginRequired);
    expect(parseExact(conversationSchema, await ok(s.call('GET', `${AGENT_CHAT}/${conversation.id}`, { token: agent })))).toMatchObject({ status: 'OPEN' });
    await close(s, MEMBER_CHAT, traveller.token, conversation.id);
  });

  it("answers another traveller's conversation id as not found on every path, and changes nothing", async () => {
    const s = server();
    const conversation = await ok(open(s, traveller.token, 'Mr Chan'));
    await ok(send(s, MEMBER_CHAT, traveller.token, conversation.id, 'My bag did not arrive.'));
    const before = await messageCount(s);
    const notFound = t('errors.chatConversationNotFound');
    for (const id of [conversation.id, 999_999]) {
      await refused(messages(s, MEMBER_CHAT, stranger.token, id), codes.chatConversationNotFound, notFound);
      await refused(send(s, MEMBER_CHAT, stranger.token, id, 'Let me in'), codes.chatConversationNotFound, notFound);
      await refused(close(s, MEMBER_CHAT, stranger.token, id), codes.chatConversationNotFound, notFound);
      await refused(s.call('GET', `${MEMBER_CHAT}/${id}/stream`, { token: stranger.token }), codes.chatConversationNotFound, notFound);
    }
    await refused(messages(s, AGENT_CHAT, agent, 999_999), codes.chatConversationNotFound, notFound);
    // An agent's token on the traveller's paths is one more user who does not own the conversation.
    await refused(messages(s, MEMBER_CHAT, agent, conversation.id), codes.chatConversationNotFound, notFound);
    expect(await messageCount(s)).toBe(before);
    const [row] = await s.database.db.select().from(chatConversations).where(eq(chatConversations.id, conversation.id));
    expect(row!.status).toBe('OPEN');
    await close(s, MEMBER_CHAT, traveller.token, conversation.id);
  });

  it('shows agents the open conversations by the chosen name only, with their last message, and both sides the whole exchange', async () => {
    const s = server();
    const conversation = await ok(open(s, traveller.token, 'Mr Chan'));
    const question = parseExact(chatMessageSchema, await ok(send(s, MEMBER_CHAT, traveller.token, conversation.id, 'Can I bring a surfboard?')));
    expect(question).toMatchObject({ sender: 'TRAVELLER', body: 'Can I bring a surfboard?', conversationId: conversation.id });

    const listed = (await agentList(s, agent)).find((c) => c.id === conversation.id)!;
    // Exactly the summary's fields: no user id, phone, e-mail or anything else of the traveller's account.
    parseExact(conversationSummarySchema, listed);
    expect(listed).toMatchObject({ displayName: 'Mr Chan', lastMessage: question });
    expect(JSON.stringify(listed)).not.toContain(traveller.mobile);

    const answer = await ok(send(s, AGENT_CHAT, agent, conversation.id, 'Yes, as sports equipment up to 23 kg.'));
    await ok(send(s, AGENT_CHAT, otherAgent, conversation.id, 'I can add it to your booking.'));
    for (const [base, token] of [[MEMBER_CHAT, traveller.token], [AGENT_CHAT, agent]] as const) {
      const all = z.array(chatMessageSchema).parse(await ok(messages(s, base, token, conversation.id)));
      expect(all.map((m) => [m.sender, m.body])).toEqual([
        ['TRAVELLER', 'Can I bring a surfboard?'],
        ['AGENT', 'Yes, as sports equipment up to 23 kg.'],
        ['AGENT', 'I can add it to your booking.'],
      ]);
      const later = z.array(chatMessageSchema).parse(await ok(messages(s, base, token, conversation.id, answer.id)));
      expect(later.map((m) => m.body)).toEqual(['I can add it to your booking.']);
    }
    await close(s, MEMBER_CHAT, traveller.token, conversation.id);
  });

  it("streams each side the other side's messages as they are written, resumes after the last id, and ends when the conversation closes", async () => {
    const s = server();
    const conversation = await ok(open(s, traveller.token, 'Ms Wong'));
    // A stream of a conversation with nothing in it yet opens at once.
    const travellerStream = await openStream(baseUrl, MEMBER_CHAT, conversation.id, traveller.token);
    const earlier = await ok(send(s, MEMBER_CHAT, traveller.token, conversation.id, 'Hello?'));
    const agentStream = await openStream(baseUrl, AGENT_CHAT, conversation.id, agent);
    try {
      expect(travellerStream.res.headers.get('content-type')).toContain('text/event-stream');
      expect((await travellerStream.next())?.event).toEqual({ type: 'message', message: earlier });
      // What was written before a stream opened comes first.
      expect((await agentStream.next())?.event).toEqual({ type: 'message', message: earlier });

      const answer = await ok(send(s, AGENT_CHAT, agent, conversation.id, 'Good morning, how can I help?'));
      expect(await travellerStream.next()).toEqual({ id: String(answer.id), event: { type: 'message', message: answer } });
      expect((await agentStream.next())?.event).toEqual({ type: 'message', message: answer });

      const reply = await ok(send(s, MEMBER_CHAT, traveller.token, conversation.id, 'I need a wheelchair at HKG.'));
      expect((await agentStream.next())?.event).toEqual({ type: 'message', message: reply });
      expect((await travellerStream.next())?.event).toEqual({ type: 'message', message: reply });
    } finally {
      travellerStream.close();
      agentStream.close();
    }

    // A reconnect after the last id it had gets only what came later.
    const missed = await ok(send(s, AGENT_CHAT, agent, conversation.id, 'Booked for you.'));
    const resumed = await openStream(baseUrl, MEMBER_CHAT, conversation.id, traveller.token, missed.id - 1);
    expect((await resumed.next())?.event).toEqual({ type: 'message', message: missed });
    const closed = parseExact(conversationSchema, await ok(close(s, AGENT_CHAT, agent, conversation.id)));
    expect(closed).toMatchObject({ status: 'CLOSED' });
    expect((await resumed.next())?.event).toEqual({ type: 'closed', conversation: closed });
    expect(await resumed.next()).toBeNull();
  });

  it("takes a closed conversation off the agents' list and refuses anything more written to it; the traveller may open a new one", async () => {
    const s = server();
    const conversation = await ok(open(s, traveller.token, 'Mr Chan'));
    await ok(send(s, MEMBER_CHAT, traveller.token, conversation.id, 'Thanks, that is all.'));
    expect((await agentList(s, agent)).map((c) => c.id)).toContain(conversation.id);
    await ok(close(s, MEMBER_CHAT, traveller.token, conversation.id));
    expect((await agentList(s, agent)).map((c) => c.id)).not.toContain(conversation.id);

    const before = await messageCount(s);
    await refused(send(s, MEMBER_CHAT, traveller.token, conversation.id, 'One more thing'), codes.chatClosed, t('errors.chatClosed'));
    await refused(send(s, AGENT_CHAT, agent, conversation.id, 'Anything else?'), codes.chatClosed);
    await refused(close(s, AGENT_CHAT, agent, conversation.id), codes.chatClosed);
    expect(await messageCount(s)).toBe(before);
    // The closed conversation's history stays readable to its traveller.
    expect((await ok(messages(s, MEMBER_CHAT, traveller.token, conversation.id))).map((m: { body: string }) => m.body)).toEqual(['Thanks, that is all.']);

    expect(await ok(s.call('GET', `${MEMBER_CHAT}/current`, { token: traveller.token }))).toBeNull();
    const next = await ok(open(s, traveller.token, 'Mr Chan'));
    expect(next.id).not.toBe(conversation.id);
    await close(s, MEMBER_CHAT, traveller.token, next.id);
  });

  it("pushes agents the list of open conversations as it changes: a conversation opened, written in and closed, and refuses the stream to a traveller", async () => {
    const s = server();
    await refused(s.call('GET', `${AGENT_CHAT}/list/stream`, { token: traveller.token }), codes.agentOnly);
    const stream = await openListStream(baseUrl, agent);
    try {
      expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
      const mine = (list: ConversationSummary[], id: number) => list.find((c) => c.id === id);
      // The list as it stands comes first.
      const first = await stream.next();
      expect(first?.event).toEqual(await agentList(s, agent));

      const conversation = parseExact(conversationSchema, await ok(open(s, traveller.token, 'Ms Lee')));
      expect(mine(await listWhere(stream, (list) => !!mine(list, conversation.id)), conversation.id)).toEqual({ ...conversation, lastMessage: null });
      const question = await ok(send(s, MEMBER_CHAT, traveller.token, conversation.id, 'Is the lounge open at 6?'));
      expect(mine(await listWhere(stream, (list) => mine(list, conversation.id)?.lastMessage !== null), conversation.id)?.lastMessage).toEqual(question);
      await ok(close(s, AGENT_CHAT, agent, conversation.id));
      await listWhere(stream, (list) => !mine(list, conversation.id));
    } finally {
      stream.close();
    }
  });
});

/** Two servers on one PostgreSQL database, as two processes of a deployment are: each its own chat hub. */
describe.runIf(databaseKinds.includes('postgres'))('live chat across server processes (postgres)', () => {
  let one: Awaited<ReturnType<typeof startTestServer>>;
  let other: FastifyInstance;
  let otherUrl: string;
  beforeAll(async () => {
    one = await startTestServer('postgres');
    other = await buildApp({ db: one.database.db, dbKind: one.database.kind, notices: one.database.notices, clock: one.clock, config: { ...configFromEnv({}), staticDir: undefined } });
    otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await one?.stop();
  });

  it("wakes the other server's streams within a second of a write on this one: the conversation's and the agents' list", async () => {
    const traveller = await registerUser(one);
    const agent = await tokenFor(one, demoAgents[0]!.email, demoAgents[0]!.password);
    const conversation = await ok(open(one, traveller.token, 'Mr Ho'));
    const messages = await openStream(otherUrl, AGENT_CHAT, conversation.id, agent);
    const list = await openListStream(otherUrl, agent);
    try {
      await list.next();
      const started = Date.now();
      const question = await ok(send(one, MEMBER_CHAT, traveller.token, conversation.id, 'Can I change my seat?'));
      expect((await messages.next())?.event).toEqual({ type: 'message', message: question });
      expect((await list.next())?.event.find((c) => c.id === conversation.id)?.lastMessage).toEqual(question);
      // Without a notice the other server would see it only at its periodic look, 15 s later.
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      messages.close();
      list.close();
    }
  });
});
