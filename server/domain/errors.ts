import { codes, type Code } from '../../services/schemas/codes';
import { fieldName, type LocalisedParam } from '../i18n';

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

/**
 * A request field that is not right (`path` as a schema gives it, e.g. `passengers.0.lastName`):
 * A0400 naming the field in words in the caller's language (server/i18n.ts `fieldName`), or the
 * plain bad-request message for a field the catalogues do not name; never the path itself.
 */
export function invalidField(path: string): DomainError {
  if (fieldName('en-US', path) === undefined) return badRequest();
  const field: LocalisedParam = (locale) => fieldName(locale, path) ?? '';
  return badRequest('errors.invalidField', { field });
}
