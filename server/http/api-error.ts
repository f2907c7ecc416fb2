import { codes } from '../../services/schemas/codes';

/** A failure the caller may see: a response code, a message key of the locales, and its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    readonly httpStatus = 200,
    /** What the caller may need beside the message, such as a fare's new price. */
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export const loginRequired = () => new ApiError(codes.loginRequired, 'errors.loginRequired');
export const unauthorized = () => new ApiError(codes.unauthorized, 'errors.unauthorized', {}, 401);
export const badRequest = (messageKey = 'errors.badRequest', params: Record<string, unknown> = {}) =>
  new ApiError(codes.badRequest, messageKey, params);
