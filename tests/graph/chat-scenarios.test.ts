import { describe, expect, it } from 'vitest';
import { runChecked } from './checked-run';
import type { ModelEvent } from './path-generator';
import { errors } from './fixtures';
import { chat, conversations, events as ev, messages } from './chat-model';

/** Longer live chat paths than the graph's shortest ones, run with the same checks. */
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const e = (type: string): ModelEvent => ({ type });
const [, traveller] = chat.inputs!;
const bicycle = { type: 'draft.change', draft: 'And a bicycle?' };
const bicycleStored = { ...messages.question, id: 13, body: 'And a bicycle?' };
const offline = { type: 'xstate.error.actor.sendMessage', error: errors.offline };

const scenarios: [string, ModelEvent[]][] = [
  [
    "the page's own message stored after the agent's later answer arrived takes its place by id, and comes back on the stream once",
    [done('loadConversation', conversations.open), ev.draft, e('send'), ev.answer, done('sendMessage', messages.question), ev.question, ev.later],
  ],
  [
    "a dropped stream resumes after the last message it delivered, not after the page's own",
    [done('loadConversation', conversations.open), ev.answer, ev.draft, e('send'), done('sendMessage', messages.question), { type: 'xstate.error.actor.follow', error: { kind: 'network' } }, { type: 'xstate.after.2000.chat.conversation.stream.reconnecting' }],
  ],
  [
    'two messages written offline go by themselves once the phone is back online, in the order written, and the box is fresh after the last',
    [done('loadConversation', conversations.open), ev.draft, e('send'), offline, bicycle, e('send'), offline, e('online'), done('sendMessage', messages.question), done('sendMessage', bicycleStored)],
  ],
  [
    "'send again' still sends what failed, and a message written after a failure waits behind it",
    [done('loadConversation', conversations.open), ev.draft, e('send'), offline, e('retry'), offline, bicycle, e('send'), done('sendMessage', messages.question), done('sendMessage', bicycleStored)],
  ],
];

describe('the live chat statechart', () => {
  it.each(scenarios)('%s', async (_, events) => {
    expect((await runChecked(chat, traveller, events)).failures).toEqual([]);
  });
});
