// The user pool's errors carry the exception names of the managed service the product
// was written against (SPEC.md section 8), because the web app chooses its messages by
// name. Each is safe to show to the caller as it is.
export type IdentityErrorName =
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'UsernameExistsException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'LimitExceededException'
  | 'UserNotConfirmedException'
  | 'NotAuthorizedException';

export class IdentityError extends Error {
  override readonly name: IdentityErrorName;
  readonly status: number;

  constructor(name: IdentityErrorName, message: string, status?: number) {
    super(message);
    this.name = name;
    this.status = status ?? (name === 'LimitExceededException' ? 429 : 400);
  }
}

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** NotAuthorized on calls that need a session (refresh, current user): HTTP 401. */
export const sessionExpired = () => new IdentityError('NotAuthorizedException', SESSION_EXPIRED_MESSAGE, 401);
