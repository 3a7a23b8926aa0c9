import { API_MESSAGES } from '#shared/messages';

/** A failure the parent can act on: it carries its HTTP status and its French message. */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  /** A literal in every subclass: a minifier renames classes, and logs and tests read this name. */
  abstract override readonly name: string;
}

export class UnauthorizedError extends DomainError {
  override readonly name = 'UnauthorizedError';
  readonly status = 401;
  constructor(message: string = API_MESSAGES.unauthorized) {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  override readonly name = 'ForbiddenError';
  readonly status = 403;
  constructor(message: string = API_MESSAGES.forbidden) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  override readonly name = 'NotFoundError';
  readonly status = 404;
  constructor(message: string = API_MESSAGES.notFound) {
    super(message);
  }
}

export class ValidationError extends DomainError {
  override readonly name = 'ValidationError';
  readonly status = 400;
  /** The request field refused, when one is (a text the Moderator refused): the web marks that field. */
  readonly field: string | undefined;
  constructor(message: string = API_MESSAGES.invalidRequest, field?: string) {
    super(message);
    this.field = field;
  }
}

/** Raised when a write lost a race it cannot win by retrying (e.g. the same credit spent twice). */
export class ConflictError extends DomainError {
  override readonly name = 'ConflictError';
  readonly status = 409;
}

/** The caller has no credit left for what they asked (a story costs one). */
export class PaymentRequiredError extends DomainError {
  override readonly name = 'PaymentRequiredError';
  readonly status = 402;
}

/** A service we depend on refused for now; nothing was spent, the parent may try again. */
export class ServiceUnavailableError extends DomainError {
  override readonly name = 'ServiceUnavailableError';
  readonly status = 503;
}
