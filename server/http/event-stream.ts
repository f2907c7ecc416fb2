import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How often an idle stream sends a comment (so proxies keep it open) and looks for what another process wrote. */
export const STREAM_IDLE_MS = 15_000;

interface StreamSource<E> {
  /** What happened after the last event sent (its id), in order. */
  read(afterId: number): Promise<E[]>;
  /** The id a client resumes after, or undefined for an event that carries none. */
  idOf(event: E): number | undefined;
  /** True for the last event: the stream ends after it. */
  isLast(event: E): boolean;
  /** Calls `wake` when there may be something new; returns the unsubscribe. */
  subscribe(wake: () => void): () => void;
}

/**
 * Answers with server-sent events: every event after `afterId` as JSON, each with its `id:` so a
 * client that reconnects resumes after the last it received. The reply is taken over from Fastify
 * (no compression, which would hold events back), and the stream ends when the client leaves or the
 * source's last event is sent; the function returned ends it too.
 */
export function sendEventStream<E>(req: FastifyRequest, reply: FastifyReply, afterId: number, source: StreamSource<E>): () => void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Tells a buffering proxy (nginx) to pass events on at once.
    'x-accel-buffering': 'no',
    // HTTP/1.1 only (HTTP/2 has no such header): the connection ends with the stream instead of idling on, which kept the server from closing.
    ...(req.raw.httpVersionMajor === 1 && { connection: 'close' }),
  });
  // At once, not with the first event: the client knows the stream is open even while nothing happens.
  res.flushHeaders();
  let lastId = afterId;
  let ended = false;
  let reading: Promise<void> | null = null;
  let again = false;

  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(idle);
    unsubscribe();
    res.end();
  };

  const pump = async () => {
    do {
      again = false;
      const events = await source.read(lastId);
      for (const event of events) {
        if (ended) return;
        const id = source.idOf(event);
        if (id !== undefined) lastId = id;
        res.write(`${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(event)}\n\n`);
        if (source.isLast(event)) return end();
      }
    } while (again && !ended);
  };

  const wake = () => {
    if (ended) return;
    if (reading) {
      again = true;
      return;
    }
    reading = pump()
      .catch((error: unknown) => {
        req.log.warn({ error: String(error) }, 'event stream read failed');
        end();
      })
      .finally(() => {
        reading = null;
        if (again) wake();
      });
  };

  const unsubscribe = source.subscribe(wake);
  const idle = setInterval(() => {
    res.write(': idle\n\n');
    wake();
  }, STREAM_IDLE_MS);
  res.on('close', end);
  wake();
  return end;
}

/** Open streams would keep the server from closing: each stream kept by the function returned ends first. */
export function endStreamsOnClose(app: FastifyInstance): (end: () => void, reply: FastifyReply) => void {
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  return (end, reply) => {
    streams.add(end);
    reply.raw.on('close', () => streams.delete(end));
  };
}
