import { paramName, type FormValue } from './form-body';
import { invalidRequest, type StripeApiError } from './stripe-api-error';

/**
 * The shapes of exactly the calls Contes Magiques makes (docs/commerce contract): anything else is
 * refused as Stripe refuses it — an unknown parameter, a missing one, a wrong type or value — with
 * Stripe's message and the bracketed `param`, so a mistake in the checkout function fails locally the
 * way it would fail against Stripe. Values arrive as strings (form encoding) and are coerced here.
 */

type Path = readonly (string | number)[];

type ParamSpec =
  | { kind: 'string'; required?: boolean; maxLength?: number; oneOf?: readonly string[]; url?: boolean; why?: string }
  | { kind: 'integer'; required?: boolean; min?: number }
  | { kind: 'hash'; required?: boolean; fields: Readonly<Record<string, ParamSpec>> }
  | { kind: 'list'; required?: boolean; items: ParamSpec; minItems?: number; maxItems?: number }
  | { kind: 'metadata'; required?: boolean };

const text = (options: Omit<Extract<ParamSpec, { kind: 'string' }>, 'kind'> = {}): ParamSpec => ({ kind: 'string', ...options });
const integer = (options: Omit<Extract<ParamSpec, { kind: 'integer' }>, 'kind'> = {}): ParamSpec => ({ kind: 'integer', ...options });
const hash = (fields: Record<string, ParamSpec>, required = false): ParamSpec => ({ kind: 'hash', fields, required });
const metadata: ParamSpec = { kind: 'metadata' };

/** What the twin charges in: the contract's only currency. */
export const LOCAL_CURRENCY = 'eur';
export const CHECKOUT_MODES = ['payment', 'subscription'] as const;
/** Stripe's bounds on `expires_at`: 30 minutes to 24 hours after creation. */
export const MIN_SESSION_LIFETIME_SECONDS = 30 * 60;
export const MAX_SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

const CHECKOUT_SESSION_CREATE: ParamSpec = hash({
  mode: text({ required: true, oneOf: CHECKOUT_MODES, why: 'the local server implements the payment and subscription modes only' }),
  line_items: {
    kind: 'list',
    required: true,
    minItems: 1,
    maxItems: 20,
    items: hash({
      quantity: integer({ required: true, min: 1 }),
      price_data: hash(
        {
          currency: text({ required: true, oneOf: [LOCAL_CURRENCY], why: 'the contract charges in eur only' }),
          unit_amount: integer({ required: true, min: 1 }),
          recurring: hash({ interval: text({ required: true, oneOf: ['month'], why: 'the contract has a monthly subscription only' }) }),
          product_data: hash({ name: text({ required: true, maxLength: 250 }), description: text({ maxLength: 500 }) }, true),
        },
        true,
      ),
    }),
  },
  client_reference_id: text({ maxLength: 200 }),
  metadata,
  customer: text({ maxLength: 5000 }),
  customer_email: text({ maxLength: 800 }),
  success_url: text({ required: true, url: true, maxLength: 5000 }),
  cancel_url: text({ url: true, maxLength: 5000 }),
  expires_at: integer(),
  locale: text({ oneOf: ['auto', 'fr', 'en'], why: 'the site is French' }),
  payment_intent_data: hash({ metadata }),
  subscription_data: hash({ metadata }),
});

const BILLING_PORTAL_SESSION_CREATE: ParamSpec = hash({
  customer: text({ required: true, maxLength: 5000 }),
  return_url: text({ url: true, maxLength: 5000 }),
});

export type Metadata = Record<string, string>;

export interface LineItemParams {
  quantity: number;
  price_data: {
    currency: string;
    unit_amount: number;
    recurring?: { interval: 'month' };
    product_data: { name: string; description?: string };
  };
}

export interface CheckoutSessionParams {
  mode: (typeof CHECKOUT_MODES)[number];
  line_items: LineItemParams[];
  client_reference_id?: string;
  metadata?: Metadata;
  customer?: string;
  customer_email?: string;
  success_url: string;
  cancel_url?: string;
  expires_at?: number;
  locale?: string;
  payment_intent_data?: { metadata?: Metadata };
  subscription_data?: { metadata?: Metadata };
}

export interface BillingPortalSessionParams {
  customer: string;
  return_url?: string;
}

/** `POST /v1/checkout/sessions`: the shape, then the rules that tie parameters together. */
export function checkCheckoutSessionParams(body: Record<string, FormValue>, nowSeconds: number): CheckoutSessionParams {
  const params = check(CHECKOUT_SESSION_CREATE, body, []) as CheckoutSessionParams;
  const recurring = params.line_items.flatMap((item, index) => (item.price_data.recurring ? [index] : []));
  if (params.mode === 'payment') {
    if (params.subscription_data) throw invalidRequest('You can not pass `subscription_data` in `payment` mode.', 'subscription_data');
    if (recurring.length > 0) {
      throw invalidRequest(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        paramName(['line_items', recurring[0]!, 'price_data', 'recurring']),
      );
    }
  } else {
    if (params.payment_intent_data) throw invalidRequest('You can not pass `payment_intent_data` in `subscription` mode.', 'payment_intent_data');
    if (recurring.length === 0) throw invalidRequest('You must provide at least one recurring price in `subscription` mode when using prices.', 'line_items');
  }
  if (params.customer !== undefined && params.customer_email !== undefined) {
    throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
  }
  if (params.expires_at !== undefined) {
    // No slack, as Stripe gives none: a caller that sends exactly 30 minutes fails once its request takes a second.
    if (params.expires_at < nowSeconds + MIN_SESSION_LIFETIME_SECONDS) {
      throw invalidRequest('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
    }
    if (params.expires_at > nowSeconds + MAX_SESSION_LIFETIME_SECONDS) {
      throw invalidRequest('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
    }
  }
  return params;
}

/** `POST /v1/billing_portal/sessions`. */
export function checkBillingPortalSessionParams(body: Record<string, FormValue>): BillingPortalSessionParams {
  return check(BILLING_PORTAL_SESSION_CREATE, body, []) as BillingPortalSessionParams;
}

/** A retrieve (`GET …/{id}`) takes no parameter from us: `expand` and the rest are refused. */
export function checkNoParams(query: URLSearchParams): void {
  const [first] = query.keys();
  if (first !== undefined) throw unknownParam(first);
}

function check(spec: ParamSpec, value: FormValue | undefined, path: Path): unknown {
  const param = paramName(path);
  if (value === undefined) {
    if (spec.required) throw invalidRequest(`Missing required param: ${param}.`, param);
    return undefined;
  }
  switch (spec.kind) {
    case 'string':
      return checkString(spec, value, param);
    case 'integer': {
      if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${describe(value)}`, param);
      const number = Number(value);
      if (spec.min !== undefined && number < spec.min) throw invalidRequest(`Invalid integer: ${value}; must be at least ${spec.min}`, param);
      return number;
    }
    case 'hash': {
      if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('Invalid object', param);
      for (const key of Object.keys(value)) if (!Object.hasOwn(spec.fields, key)) throw unknownParam(paramName([...path, key]));
      const entries = Object.entries(spec.fields).map(([key, field]) => [key, check(field, value[key], [...path, key])] as const);
      return Object.fromEntries(entries.filter(([, checked]) => checked !== undefined));
    }
    case 'list': {
      if (!Array.isArray(value)) throw invalidRequest('Invalid array', param);
      if (spec.minItems !== undefined && value.length < spec.minItems) throw invalidRequest(`Missing required param: ${param}.`, param);
      if (spec.maxItems !== undefined && value.length > spec.maxItems) throw invalidRequest(`Invalid array: must have at most ${spec.maxItems} items`, param);
      return value.map((item, index) => check(spec.items, item, [...path, index]));
    }
    case 'metadata':
      return checkMetadata(value, path);
  }
}

function checkString(spec: Extract<ParamSpec, { kind: 'string' }>, value: FormValue, param: string): string {
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${describe(value)}`, param);
  if (spec.maxLength !== undefined && value.length > spec.maxLength) {
    throw invalidRequest(`Invalid string: ${value.slice(0, 20)}...; must be at most ${spec.maxLength} characters`, param);
  }
  if (spec.oneOf && !spec.oneOf.includes(value)) {
    throw invalidRequest(`Invalid ${param}: must be one of ${listed(spec.oneOf)}${spec.why ? ` (${spec.why})` : ''}`, param);
  }
  if (spec.url && !isUrl(value)) throw invalidRequest('Not a valid URL', param);
  return value;
}

/** Stripe's limits: 50 keys, keys up to 40 characters, values up to 500, strings only. */
function checkMetadata(value: FormValue, path: Path): Metadata {
  const param = paramName(path);
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('Invalid object', param);
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalidRequest('You can specify up to 50 keys for metadata.', param);
  for (const [key, item] of entries) {
    const itemParam = paramName([...path, key]);
    if (key.length > 40) throw invalidRequest('Metadata keys must be at most 40 characters.', itemParam);
    if (typeof item !== 'string') throw invalidRequest(`Invalid string: ${describe(item)}`, itemParam);
    if (item.length > 500) throw invalidRequest('Metadata values must be at most 500 characters.', itemParam);
  }
  return value as Metadata;
}

function unknownParam(param: string): StripeApiError {
  return invalidRequest(`Received unknown parameter: ${param}`, param);
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** "a, b, or c", as Stripe lists allowed values. */
function listed(values: readonly string[]): string {
  if (values.length <= 2) return values.join(' or ');
  return `${values.slice(0, -1).join(', ')}, or ${values.at(-1)}`;
}

function describe(value: FormValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
