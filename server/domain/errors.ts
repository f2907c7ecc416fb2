import { codes, type Code } from '../../services/schemas/codes';

/**
 * A failure the caller may see: a response code, a message key of the locales with its params, and
 * what the caller may need beside the message (such as a fare's new price). Domain rules throw it;
 * the server's one error handler turns it into the envelope and its HTTP status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: Code,
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export const loginRequired = () => new DomainError(codes.loginRequired, 'errors.loginRequired');
export const unauthorized = () => new DomainError(codes.unauthorized, 'errors.unauthorized');
export const operationsOnly = () => new DomainError(codes.operationsOnly, 'errors.operationsOnly');
export const agentOnly = () => new DomainError(codes.agentOnly, 'errors.chatAgentOnly');
export const loungeDeskOnly = () => new DomainError(codes.loungeDeskOnly, 'errors.loungeDeskOnly');
export const badRequest = (messageKey = 'errors.badRequest', params: Record<string, unknown> = {}) =>
  new DomainError(codes.badRequest, messageKey, params);
