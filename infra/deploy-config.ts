import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IConstruct } from 'constructs';
import * as z from 'zod';
import { MAX_STORY_PICTURES } from '#shared/media';
import { DEFAULT_SUBSCRIPTION_PRICE_CENTS } from '#shared/packs';
import { EMAIL_ADDRESS, PUBLISHER_SCHEMA, type Publisher } from '../config/publisher-schema';
import type { SiteConfig } from '#shared/site-config';
import type { SocialSignInProps } from './constructs/auth';
import type { OpenAiContext } from './constructs/open-ai';
import { DEFAULT_OPENAI_TIER, makerConcurrencyForTier, OPENAI_TIERS, type OpenAiTier } from './openai-tier';
import type { StoryMedium } from '#shared/story-makers-files';
import { PROJECT_ROOT } from './project-root';

/**
 * The one place that reads the deploy's configuration: every CDK context key (`npx cdk deploy -c key=value`,
 * or cdk.json's `context`) and config/publisher.json, checked with zod and turned into the settings the
 * constructs receive as props. README's "Deploy configuration" table lists the same keys (a test holds them
 * together). `infra/app.ts` parses in `deploy` mode, which also refuses placeholders; the local twin and the
 * tests synthesize in `twin` mode, which accepts them (the repository's publisher.json is made of them).
 */
export type ConfigMode = 'deploy' | 'twin';


/** What `-c key=value` gives is always a string; a blank one means "not given". */
const blankToUndefined = (value: unknown): unknown => (typeof value === 'string' ? value.trim() || undefined : value);
/** cdk.json may hold numbers where the command line holds their digits. */
const digitsToNumber = (value: unknown): unknown => {
  const given = blankToUndefined(value);
  return typeof given === 'string' && /^-?\d+(\.\d+)?$/.test(given) ? Number(given) : given;
};
const numberToText = (value: unknown): unknown => (typeof value === 'number' ? String(value) : blankToUndefined(value));

const optionalText = (message = 'must be a non-empty text') => z.preprocess(blankToUndefined, z.string({ error: message }).optional());
const optionalPattern = (pattern: RegExp, message: string) => z.preprocess(numberToText, z.string({ error: message }).regex(pattern, { error: message }).optional());
const optionalAddress = (message: string) => optionalPattern(EMAIL_ADDRESS, message);
const optionalUrl = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .refine((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol), { error: message })
      .optional(),
  );
const optionalWholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(digitsToNumber, z.number({ error: message }).refine((value) => Number.isInteger(value) && value >= min && value <= max, { error: message }).optional());

/** Between 0,50 € (Stripe's minimum charge in euros) and 999,99 €: anything else is a typo. */
export const SUBSCRIPTION_PRICE_LIMITS = { min: 50, max: 99_999 } as const;

/**
 * Reserved concurrency of each story-maker function unless told otherwise. CloudFormation refuses a
 * reservation that leaves fewer than 10 unreserved executions in the account, and a new account often
 * has only 10 in all: deploy there with `-c makerConcurrency=0` (no reservation).
 */
export const DEFAULT_MAKER_CONCURRENCY = 10;
export const DEFAULT_STACK_NAME = 'ContesMagiques';

/**
 * Every context key, once. The messages name what is expected; the key and the value given are added to
 * them when they are reported (see {@link DeployConfigError}).
 */
export const DEPLOY_CONTEXT_SCHEMA = z.object({
  stackName: optionalPattern(/^[A-Za-z][A-Za-z0-9-]{0,127}$/, 'must be a CloudFormation stack name (a letter, then letters, digits or hyphens)'),
  // Social sign-in: a provider exists only when its id and its secret's name are both given.
  googleClientId: optionalText(),
  googleClientSecretName: optionalText(),
  facebookAppId: optionalText(),
  facebookAppSecretName: optionalText(),
  siteUrl: optionalUrl('must be the site’s address, such as https://contes.example.fr'),
  authDomainPrefix: optionalPattern(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a Cognito domain prefix (lower-case letters, digits and hyphens)'),
  // OpenAI: without the secret's name, the embedded story makers.
  openAiSecretName: optionalText(),
  openAiTextModel: optionalText(),
  openAiImageModel: optionalText(),
  openAiSpeechModel: optionalText(),
  openAiModerationModel: optionalText(),
  openAiBaseUrl: optionalUrl('must be an http(s) address of an OpenAI-compatible server'),
  // Payments.
  stripeSecretName: optionalText(),
  subscriptionPriceCents: optionalWholeNumber(
    SUBSCRIPTION_PRICE_LIMITS.min,
    SUBSCRIPTION_PRICE_LIMITS.max,
    `must be a whole number of euro cents between ${String(SUBSCRIPTION_PRICE_LIMITS.min)} and ${String(SUBSCRIPTION_PRICE_LIMITS.max)}`,
  ),
  analyticsPixelId: optionalPattern(/^\d{1,32}$/, 'must be the pixel’s digits'),
  // Support e-mails.
  supportEmail: optionalAddress('must be one e-mail address such as support@example.com'),
  supportSenderEmail: optionalAddress('must be one e-mail address such as no-reply@example.com'),
  // The story pipeline.
  makerConcurrency: optionalWholeNumber(0, 1000, 'must be a whole number, 0 or more (at most 1000)'),
  // The OpenAI account's usage tier: the makers' concurrency is sized from its rate limits (infra/openai-tier.ts).
  openAiTier: optionalWholeNumber(Math.min(...OPENAI_TIERS), Math.max(...OPENAI_TIERS), `must be an OpenAI usage tier whose limits the stack knows: ${OPENAI_TIERS.join(' or ')}`),
  illustrationsPerStory: optionalWholeNumber(1, MAX_STORY_PICTURES, `must be a whole number from 1 to ${String(MAX_STORY_PICTURES)}`),
  // Alarms (issue 28): who the SNS topic mails, and the monthly cost budget.
  alarmEmail: optionalAddress('must be one e-mail address such as ops@example.com'),
  monthlyBudgetUsd: z.preprocess(
    digitsToNumber,
    z.number({ error: 'must be a positive number of US dollars' }).refine((value) => Number.isFinite(value) && value > 0, { error: 'must be a positive number of US dollars' }).optional(),
  ),
});
export type DeployContext = z.infer<typeof DEPLOY_CONTEXT_SCHEMA>;
export const DEPLOY_CONTEXT_KEYS = Object.keys(DEPLOY_CONTEXT_SCHEMA.shape) as (keyof DeployContext)[];


/** The settings the constructs receive, resolved once (defaults applied, social sign-in assembled). */
export interface DeployConfig {
  readonly mode: ConfigMode;
  readonly stackName: string;
  readonly social?: SocialSignInProps;
  /** OpenAI for the story makers; without it, the embedded ones. */
  readonly openAi?: OpenAiContext;
  readonly payments: { readonly stripeSecretName?: string; readonly subscriptionPriceCents: number };
  /** A Meta pixel for the shop's three events; none by default, and then the site sends nothing anywhere. */
  readonly analytics?: SiteConfig['analytics'];
  /** Where the parents' messages go, and the SES identity they are sent from. */
  readonly support: { readonly operatorAddress: string; readonly senderAddress: string };
  /** Reserved concurrency of each story-maker function; 0: no reservation. */
  readonly makerConcurrency: number;
  /**
   * Reserved concurrency of the pipeline's maker step of each medium: with OpenAI (or `-c openAiTier`) and no
   * `-c makerConcurrency`, sized from the tier's rate limits (Little's law, infra/openai-tier.ts); undefined
   * otherwise, and then `makerConcurrency` for each.
   */
  readonly makerConcurrencyByMedium?: Readonly<Record<StoryMedium, number>>;
  /** The OpenAI usage tier the concurrency was sized from; undefined without OpenAI nor `-c openAiTier`. */
  readonly openAiTier?: OpenAiTier;
  readonly illustrationsPerStory: number;
  /** For the observability construct: the SNS topic's e-mail subscription and the monthly cost budget. */
  readonly alarms: { readonly email?: string; readonly monthlyBudgetUsd?: number };
  readonly publisher: Publisher;
}

/** A configuration that cannot be deployed: every problem found, one line each, so one run shows them all. */
export class DeployConfigError extends Error {
  constructor(
    readonly problems: readonly string[],
    heading: string,
  ) {
    super([heading, ...problems.map((problem) => `  - ${problem}`)].join('\n'));
    this.name = 'DeployConfigError';
  }
}

const given = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), root);
}

function describeIssues(source: string, error: z.ZodError, input: unknown): string[] {
  const lines = error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return `${source}${field} ${issue.message} (got ${given(valueAt(input, issue.path))})`;
  });
  return [...new Set(lines)];
}

const RESERVED_HOST = /(^|\.)(localhost|local|example|test|invalid|example\.(com|net|org))$/i;
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1?\])$/;

function placeholderHost(host: string): boolean {
  return LOOPBACK.test(host) || RESERVED_HOST.test(host);
}

/** Why a value is a placeholder, or undefined when it is not one. */
function placeholderReason(value: string, kind: 'text' | 'url' | 'address'): string | undefined {
  if (/\b(exemple|example)\b/i.test(value) && kind === 'text') return 'says « exemple »';
  if (kind === 'url' && URL.canParse(value)) {
    const url = new URL(value);
    if (placeholderHost(url.hostname)) return 'is a local or reserved example address';
    if (url.protocol !== 'https:') return 'must be https on AWS (CloudFront serves https)';
  }
  if (kind === 'address' && placeholderHost(value.slice(value.lastIndexOf('@') + 1))) return 'is an address at a local or reserved example domain';
  const digits = value.replace(/\D/g, '');
  if (kind === 'text' && digits.length >= 9 && (/^0+$/.test(digits) || digits === '0123456789')) return 'is a dummy number';
  return undefined;
}

const PUBLISHER_KINDS: Record<string, 'url' | 'address'> = {
  siteUrl: 'url',
  contactEmail: 'address',
  privacyEmail: 'address',
  'host.website': 'url',
  'consumerMediator.website': 'url',
};

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

/** Every placeholder left in the publisher's file and in the context, as report lines. */
export function findPlaceholders(context: DeployContext, publisher: Publisher): string[] {
  const found: string[] = [];
  for (const [field, value] of leaves(publisher)) {
    const reason = placeholderReason(value, PUBLISHER_KINDS[field] ?? 'text');
    if (reason) found.push(`config/publisher.json ${field} ${reason} (got ${JSON.stringify(value)})`);
  }
  const contextKinds: [keyof DeployContext, 'url' | 'address'][] = [
    ['siteUrl', 'url'],
    ['openAiBaseUrl', 'url'],
    ['supportEmail', 'address'],
    ['supportSenderEmail', 'address'],
    ['alarmEmail', 'address'],
  ];
  for (const [key, kind] of contextKinds) {
    const value = context[key];
    const reason = typeof value === 'string' ? placeholderReason(value, kind) : undefined;
    if (reason) found.push(`-c ${key} ${reason} (got ${JSON.stringify(value)})`);
  }
  return found;
}

function socialSignIn(context: DeployContext): { social?: SocialSignInProps; problems: string[] } {
  const { googleClientId, googleClientSecretName, facebookAppId, facebookAppSecretName, siteUrl, authDomainPrefix } = context;
  const google = googleClientId && googleClientSecretName ? { clientId: googleClientId, clientSecretName: googleClientSecretName } : undefined;
  const facebook = facebookAppId && facebookAppSecretName ? { appId: facebookAppId, appSecretName: facebookAppSecretName } : undefined;
  if (!google && !facebook) return { problems: [] };
  if (!siteUrl || !authDomainPrefix) {
    return { problems: ['-c siteUrl and -c authDomainPrefix are needed by social sign-in (e.g. -c siteUrl=https://contes.example.fr -c authDomainPrefix=contes-magiques)'] };
  }
  return {
    social: { ...(google ? { google } : {}), ...(facebook ? { facebook } : {}), callbackUrls: [`${siteUrl.replace(/\/$/, '')}/app`], domainPrefix: authDomainPrefix },
    problems: [],
  };
}

function openAiOf(context: DeployContext): OpenAiContext | undefined {
  if (!context.openAiSecretName) return undefined;
  const optional = <K extends keyof OpenAiContext>(name: K, value: OpenAiContext[K] | undefined) => (value ? { [name]: value } : {});
  return {
    secretName: context.openAiSecretName,
    ...optional('textModel', context.openAiTextModel),
    ...optional('imageModel', context.openAiImageModel),
    ...optional('speechModel', context.openAiSpeechModel),
    ...optional('moderationModel', context.openAiModerationModel),
    ...optional('baseUrl', context.openAiBaseUrl),
  };
}

/** The edit distance of two keys, case aside: a typo is one or two letters away. */
function distance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * Context keys that are none of ours but nearly one: `-c makerConcurency=0` would otherwise be ignored in silence and
 * deploy the default. CDK's own keys (`@aws-cdk/…`, `aws:cdk:…`) are left alone.
 */
export function misspelledKeys(keys: readonly string[]): string[] {
  const known = new Set<string>(DEPLOY_CONTEXT_KEYS);
  return keys.flatMap((key) => {
    if (known.has(key) || /[:/@]/.test(key)) return [];
    const near = DEPLOY_CONTEXT_KEYS.find((candidate) => distance(key, candidate) <= 2);
    return near ? [`-c ${key} is not a key of this app: did you mean ${near}?`] : [];
  });
}

export interface ConfigSources {
  /** The context entries, by key (`app.node.getAllContext()`). Other keys are ignored, near misses of ours refused. */
  readonly context: Readonly<Record<string, unknown>>;
  /** config/publisher.json's parsed content. */
  readonly publisher: unknown;
  readonly mode: ConfigMode;
}

/** Checks and resolves the configuration; throws a {@link DeployConfigError} listing every problem. */
export function parseDeployConfig({ context: rawContext, publisher: rawPublisher, mode }: ConfigSources): DeployConfig {
  const context = DEPLOY_CONTEXT_SCHEMA.safeParse(rawContext);
  const publisher = PUBLISHER_SCHEMA.safeParse(rawPublisher);
  const social = context.success ? socialSignIn(context.data) : undefined;
  const problems = [
    ...misspelledKeys(Object.keys(rawContext)),
    ...(context.success ? (social?.problems ?? []) : describeIssues('-c ', context.error, rawContext)),
    ...(publisher.success ? [] : describeIssues('config/publisher.json ', publisher.error, rawPublisher)),
  ];
  if (!context.success || !publisher.success || problems.length > 0) {
    throw new DeployConfigError(problems, 'The deploy configuration is not valid (CDK context `-c key=value` and config/publisher.json; see README, "Deploy configuration"):');
  }
  const c = context.data;
  if (mode === 'deploy') {
    const placeholders = findPlaceholders(c, publisher.data);
    if (placeholders.length > 0) {
      throw new DeployConfigError(
        placeholders,
        'Refusing to deploy placeholders: fill config/publisher.json and the context keys below with your own values (the local twin runs with them, AWS does not):',
      );
    }
  }
  const openAi = openAiOf(c);
  // Each OpenAI picture is a paid drawing: one by default; the embedded illustrator draws the three scenes for free.
  const illustrationsPerStory = c.illustrationsPerStory ?? (openAi ? 1 : MAX_STORY_PICTURES);
  const makerConcurrency = c.makerConcurrency ?? DEFAULT_MAKER_CONCURRENCY;
  const openAiTier = (c.openAiTier as OpenAiTier | undefined) ?? (openAi ? DEFAULT_OPENAI_TIER : undefined);
  const operatorAddress = c.supportEmail ?? publisher.data.contactEmail;
  return {
    mode,
    stackName: c.stackName ?? DEFAULT_STACK_NAME,
    ...(social?.social ? { social: social.social } : {}),
    ...(openAi ? { openAi } : {}),
    payments: { ...(c.stripeSecretName ? { stripeSecretName: c.stripeSecretName } : {}), subscriptionPriceCents: c.subscriptionPriceCents ?? DEFAULT_SUBSCRIPTION_PRICE_CENTS },
    ...(c.analyticsPixelId ? { analytics: { provider: 'meta-pixel' as const, pixelId: c.analyticsPixelId } } : {}),
    support: { operatorAddress, senderAddress: c.supportSenderEmail ?? operatorAddress },
    makerConcurrency,
    ...(openAiTier !== undefined && c.makerConcurrency === undefined ? { makerConcurrencyByMedium: makerConcurrencyForTier(openAiTier, illustrationsPerStory) } : {}),
    ...(openAiTier !== undefined ? { openAiTier } : {}),
    illustrationsPerStory,
    alarms: { ...(c.alarmEmail ? { email: c.alarmEmail } : {}), ...(c.monthlyBudgetUsd !== undefined ? { monthlyBudgetUsd: c.monthlyBudgetUsd } : {}) },
    publisher: publisher.data,
  };
}

export const PUBLISHER_FILE = join(PROJECT_ROOT, 'config', 'publisher.json');

export function readPublisherFile(path = PUBLISHER_FILE): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    throw new DeployConfigError([`${path}: ${(error as Error).message}`], 'The publisher file cannot be read:');
  }
}

/** Reads the app's context (every key: near misses of ours are refused) and the publisher's file. */
export function readDeployConfig(scope: IConstruct, mode: ConfigMode, publisher: unknown = readPublisherFile()): DeployConfig {
  return parseDeployConfig({ context: scope.node.getAllContext() as Record<string, unknown>, publisher, mode });
}
