/**
 * An error the local Stripe server answers as Stripe does: `{ error: { type, message, param?, code? } }`,
 * which the `stripe` package turns into its own typed errors (StripeInvalidRequestError,
 * StripeIdempotencyError, StripeAuthenticationError…). Messages are Stripe's own English ones: they
 * reach the functions, never a parent.
 */
export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

export class StripeApiError extends Error {
  override readonly name = 'StripeApiError';

  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }

  toBody(): { error: { type: StripeErrorType; message: string; param?: string; code?: string } } {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.param === undefined ? {} : { param: this.param }),
        ...(this.code === undefined ? {} : { code: this.code }),
      },
    };
  }
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, param, code);
}

/** Stripe answers 404 `resource_missing` for an id it does not know. */
export function noSuch(resource: string, id: string, param: string): StripeApiError {
  return new StripeApiError(404, 'invalid_request_error', `No such ${resource}: '${id}'`, param, 'resource_missing');
}
