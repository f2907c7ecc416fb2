/**
 * What a failed service call leaves in an error state: the response code and the server's
 * localised msg; a request that got no response has the failure kind as code and no msg.
 */
export interface FlowError {
  code: string;
  msg: string | null;
}

export function flowError(error: unknown): FlowError {
  if (error && typeof error === 'object') {
    const { code, msg, kind } = error as { code?: unknown; msg?: unknown; kind?: unknown };
    if (typeof code === 'string') return { code, msg: typeof msg === 'string' && msg ? msg : null };
    if (typeof kind === 'string') return { code: kind, msg: null };
  }
  return { code: 'network', msg: null };
}
