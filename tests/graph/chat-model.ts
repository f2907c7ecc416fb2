import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { chatMachine, RECONNECT_MS, type ChatInput } from '../../machines/chat.machine';
import type { ChatMessage, Conversation } from '../../services/schemas/chat';
import { errors } from './fixtures';
import { noCall, type PathModel } from './path-generator';

/**
 * The live chat statechart's model: a traveller with no open conversation or with one, an agent
 * with the conversation they chose; the stream delivering messages, dropping and being refused; a
 * message stored, failed and retried; the chat ended by either side. Where each event leads and
 * what each call carries are written out here, apart from the machine.
 */
const conversation = (status: Conversation['status']): Conversation => ({
  id: 7,
  displayName: 'Mr Chan',
  status,
  createdAt: '2026-11-26T09:00:00.000Z',
  closedAt: status === 'CLOSED' ? '2026-11-26T10:00:00.000Z' : null,
});
const message = (id: number, sender: ChatMessage['sender'], body: string): ChatMessage => ({ id, conversationId: 7, sender, body, createdAt: '2026-11-26T09:30:00.000Z' });

export const conversations = { open: conversation('OPEN'), closed: conversation('CLOSED') };
export const messages = { question: message(11, 'TRAVELLER', 'Can I bring a surfboard?'), answer: message(12, 'AGENT', 'Yes, up to 23 kg.'), later: message(14, 'AGENT', 'Anything else?') };
/** The stream refused (the login expired): it is not connected again by itself. */
export const loggedOut = { code: 'U00003', msg: 'Please log in first.' };

export const events = {
  name: { type: 'name.change', displayName: '  Mr Chan  ' },
  blankName: { type: 'name.change', displayName: '   ' },
  draft: { type: 'draft.change', draft: ' Can I bring a surfboard? ' },
  blankDraft: { type: 'draft.change', draft: ' \n ' },
  question: { type: 'stream.message', message: messages.question },
  answer: { type: 'stream.message', message: messages.answer },
  later: { type: 'stream.message', message: messages.later },
  closedByAgent: { type: 'stream.closed', conversation: conversations.closed },
};

type Composer = 'writing' | 'pending' | 'sent' | 'failed' | 'closing' | 'closeFailed';
interface ChatWorld extends ChatInput {
  /** Where the page is: 'loading', 'naming.editing', 'conversation', 'closed' and so on. */
  stage: string;
  stream: 'streaming' | 'reconnecting';
  composer: Composer;
  conversation: Conversation | null;
  messages: ChatMessage[];
  lastId: number;
  draft: string;
  outgoing: string[];
  error: unknown;
}

const nameOk = (name: string) => name.trim().length >= 1 && name.trim().length <= 40;
const draftOk = (draft: string) => draft.trim().length >= 1 && draft.trim().length <= 1000;
const withMessage = (list: ChatMessage[], m: ChatMessage) => (list.some((x) => x.id === m.id) ? list : [...list, m].sort((a, b) => a.id - b.id));
const shown = (e: EventObject) => {
  const error = (e as unknown as { error: { code?: string; msg?: string; kind?: string } }).error;
  return { code: error.code ?? error.kind, msg: error.msg || null };
};
const canSend = (w: ChatWorld) => w.stage === 'conversation' && ['writing', 'sent', 'failed', 'closeFailed'].includes(w.composer) && draftOk(w.draft);
const canClose = (w: ChatWorld) => w.stage === 'conversation' && ['writing', 'sent', 'failed', 'closeFailed'].includes(w.composer);
const entered = (w: ChatWorld, changes: Partial<ChatWorld>): ChatWorld => ({ ...w, stage: 'conversation', stream: 'streaming', composer: 'writing', ...changes });
const ended = (w: ChatWorld, closed: Conversation): ChatWorld => ({ ...w, stage: 'closed', conversation: closed, outgoing: [], error: null });

function after(w: ChatWorld, e: EventObject & Record<string, any>): ChatWorld {
  const done = (id: string) => e.type === `xstate.done.actor.${id}`;
  const failed = (id: string) => e.type === `xstate.error.actor.${id}`;
  const { stage, composer } = w;
  if (stage === 'loading') {
    if (done('loadConversation')) return e.output === null ? { ...w, stage: 'naming.editing' } : entered(w, { conversation: e.output, messages: [], lastId: 0 });
    if (failed('loadConversation')) return { ...w, stage: 'loadFailed', error: shown(e) };
  }
  if ((stage === 'loadFailed' || stage === 'refused') && e.type === 'retry') return { ...w, stage: 'loading', error: null };
  if (stage.startsWith('naming.')) {
    if (e.type === 'name.change') return { ...w, stage: 'naming.editing', displayName: e.displayName, error: null };
    if (stage === 'naming.editing' && e.type === 'start' && nameOk(w.displayName)) return { ...w, stage: 'naming.opening' };
    if (stage === 'naming.opening' && done('openConversation')) return entered(w, { conversation: e.output });
    if (stage === 'naming.opening' && failed('openConversation')) return { ...w, stage: 'naming.failed', error: shown(e) };
    if (stage === 'naming.failed' && e.type === 'retry') return { ...w, stage: 'naming.opening', error: null };
  }
  if (stage === 'closed' && e.type === 'newChat') return { ...w, stage: 'naming.editing', conversation: null, messages: [], lastId: 0, draft: '', outgoing: [] };
  if (stage !== 'conversation') return w;

  if (e.type === 'stream.message') return { ...w, messages: withMessage(w.messages, e.message), lastId: e.message.id };
  if (e.type === 'stream.closed') return ended(w, e.conversation);
  if (done('follow') || (failed('follow') && e.error.kind === 'network') || e.type.startsWith('xstate.after.')) return { ...w, stream: w.stream === 'streaming' ? 'reconnecting' : 'streaming' };
  if (failed('follow')) return { ...w, stage: 'refused', error: shown(e) };

  if (e.type === 'draft.change') return { ...w, draft: e.draft };
  if (e.type === 'send' && canSend(w)) return { ...w, composer: 'pending', outgoing: [...w.outgoing, w.draft.trim()], draft: '', error: null };
  if (e.type === 'close' && canClose(w)) return { ...w, composer: 'closing', error: null };
  // Each message written goes in turn; the box is fresh once the last is stored.
  if (composer === 'pending' && done('sendMessage')) return { ...w, composer: w.outgoing.length > 1 ? 'pending' : 'sent', messages: withMessage(w.messages, e.output), outgoing: w.outgoing.slice(1) };
  if (composer === 'pending' && failed('sendMessage')) return { ...w, composer: 'failed', error: shown(e) };
  // Back online, what failed goes again by itself, as a press of 'send again' sends it.
  if (composer === 'failed' && (e.type === 'retry' || e.type === 'online')) return { ...w, composer: 'pending', error: null };
  if (composer === 'closing' && done('closeConversation')) return ended(w, e.output);
  if (composer === 'closing' && failed('closeConversation')) return { ...w, composer: 'closeFailed', error: shown(e) };
  if (composer === 'closeFailed' && e.type === 'retry') return { ...w, composer: 'closing', error: null };
  return w;
}

/** The state as the page reads it: 'naming.failed', 'conversation.reconnecting.pending', 'closed'. */
function stepOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const { naming, conversation } = value as { naming?: string; conversation?: { stream: string; composer: string } };
  return naming ? `naming.${naming}` : `conversation.${conversation!.stream}.${conversation!.composer}`;
}
const stepIn = (w: ChatWorld) => (w.stage === 'conversation' ? `conversation.${w.stream}.${w.composer}` : w.stage);

export const chat: PathModel<ChatWorld> = {
  name: 'chat',
  machine: chatMachine,
  inputs: [
    { conversationId: null, displayName: 'Ms Wong' },
    { conversationId: null, displayName: '' },
    { conversationId: 7, displayName: '' },
  ] satisfies ChatInput[],
  events: [events.name, events.blankName, { type: 'start' }, events.draft, events.blankDraft, { type: 'send' }, { type: 'retry' }, { type: 'online' }, { type: 'close' }, { type: 'newChat' }, events.question, events.answer, events.closedByAgent],
  outputs: {
    loadConversation: [null, conversations.open],
    openConversation: [conversations.open],
    follow: [undefined],
    sendMessage: [messages.question],
    closeConversation: [conversations.closed],
  },
  errors: { loadConversation: [errors.busy], openConversation: [errors.busy], follow: [loggedOut], sendMessage: [errors.offline], closeConversation: [errors.noMessage] },
  // A dropped stream connects again by itself.
  quietErrors: { follow: [errors.offline] },
  retries: { follow: { event: { type: 'retry' }, resends: 'loadConversation' } },
  keyOf: (c) => [nameOk(c.displayName), draftOk(c.draft), c.lastId, c.conversation === null],
  world: {
    initial: (input) => ({
      ...(input as ChatInput),
      stage: 'loading',
      stream: 'streaming',
      composer: 'writing',
      conversation: null,
      messages: [],
      lastId: 0,
      draft: '',
      outgoing: [],
      error: null,
    }),
    after: (w, e) => after(w, e as EventObject & Record<string, any>),
  },
  expectedInput: (id, w) => {
    const calls: Record<string, () => unknown> = {
      loadConversation: () => ({ conversationId: w.conversationId }),
      openConversation: () => ({ displayName: w.displayName.trim() }),
      follow: () => ({ conversationId: w.conversation!.id, afterId: w.lastId }),
      sendMessage: () => ({ conversationId: w.conversation!.id, body: w.outgoing[0] }),
      closeConversation: () => ({ conversationId: w.conversation!.id }),
    };
    return calls[id]?.() ?? noCall;
  },
  timers: { 'chat.conversation.stream.reconnecting': RECONNECT_MS },
  submits: { 'chat.naming.opening': { type: 'start' }, 'chat.conversation.composer.pending': { type: 'send' }, 'chat.conversation.composer.closing': { type: 'close' } },
  showsError: (s: AnyMachineSnapshot) => s.hasTag('failed'),
  refused: (w) => [
    ...(w.stage !== 'naming.editing' || !nameOk(w.displayName) ? [{ type: 'start' }] : []),
    ...(!canSend(w) && w.composer !== 'pending' ? [{ type: 'send' }] : []),
    ...(!canClose(w) && w.composer !== 'closing' ? [{ type: 'close' }] : []),
    ...(w.stage !== 'closed' ? [{ type: 'newChat' }] : []),
    ...(w.stage !== 'conversation' || w.composer !== 'failed' ? [{ type: 'online' }] : []),
  ],
  view: {
    of: (s) => ({
      step: stepOf(s.value),
      displayName: s.context.displayName,
      conversation: s.context.conversation,
      messages: s.context.messages,
      draft: s.context.draft,
      outgoing: s.context.outgoing,
      error: s.context.error,
    }),
    expected: (w) => ({ step: stepIn(w), displayName: w.displayName, conversation: w.conversation, messages: w.messages, draft: w.draft, outgoing: w.outgoing, error: w.error }),
  },
};
