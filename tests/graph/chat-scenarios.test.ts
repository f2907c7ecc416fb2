import { describe, expect, it } from 'vitest';
import { runChecked } from './checked-run';
import type { ModelEvent } from './path-generator';
import { chat, conversations, events as ev, messages } from './chat-model';

/** Longer live chat paths than the graph's shortest ones, run with the same checks. */
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const e = (type: string): ModelEvent => ({ type });
const [, traveller] = chat.inputs!;

const scenarios: [string, ModelEvent[]][] = [
  [
    "the page's own message stored after the agent's later answer arrived takes its place by id, and comes back on the stream once",
    [done('loadConversation', conversations.open), ev.draft, e('send'), ev.answer, done('sendMessage', messages.question), ev.question, ev.later],
  ],
  [
    "a dropped stream resumes after the last message it delivered, not after the page's own",
    [done('loadConversation', conversations.open), ev.answer, ev.draft, e('send'), done('sendMessage', messages.question), { type: 'xstate.error.actor.follow', error: { kind: 'network' } }, { type: 'xstate.after.2000.chat.conversation.stream.reconnecting' }],
  ],
];

describe('the live chat statechart', () => {
  it.each(scenarios)('%s', async (_, events) => {
    expect((await runChecked(chat, traveller, events)).failures).toEqual([]);
  });
});
