/** Stripe's error envelope (`{ error: { type, code, decline_code, message, param } }`) as a throwable. */

export type StripeErrorType = 'card_error' | 'invalid_request_error' | 'api_error' | 'idempotency_error';

export interface StripeErrorExtra {
  code?: string;
  decline_code?: string;
  param?: string;
  /** Extra fields Stripe puts beside the message, e.g. the `setup_intent` a card error happened on. */
  [key: string]: unknown;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 404 | 409 | 500,
    readonly type: StripeErrorType,
    message: string,
    readonly extra: StripeErrorExtra = {},
  ) {
    super(message);
  }

  toBody(): { error: Record<string, unknown> } {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

/** `No such customer: 'cus_x'`, 404 when the id is in the URL, 400 with the param when it is in the body. */
export function noSuch(kind: string, id: string, param?: string): StripeApiError {
  return new StripeApiError(param ? 400 : 404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    ...(param ? { param } : {}),
  });
}

export function invalidParam(param: string, message: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, { code: 'parameter_invalid', param });
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
  });
}
