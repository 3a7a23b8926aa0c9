/**
 * Names of the environment variables that the stack sets on functions and that the functions read.
 * One constant per binding, so the CDK helper that grants access and the code that reads the variable
 * can never disagree on a name.
 */
export const ENV = {
  profilesTable: 'PROFILES_TABLE',
  storiesTable: 'STORIES_TABLE',
  accountsTable: 'ACCOUNTS_TABLE',
  scenariosTable: 'SCENARIOS_TABLE',
  supportTable: 'SUPPORT_TABLE',
  mediaBucket: 'MEDIA_BUCKET',
  userPoolId: 'USER_POOL_ID',
  /**
   * On every API function: the value CloudFront sends in {@link ORIGIN_VERIFY_HEADER} (the stack's own
   * unguessable id), so a request made to the API's execute-api address without CloudFront is refused.
   */
  originVerifyToken: 'ORIGIN_VERIFY_TOKEN',
  /** The site's host name (the CloudFront domain; `127.0.0.1:<port>` in the local twin), for links in e-mails. */
  siteDomain: 'SITE_DOMAIN',
  /** The story pipeline's state machine, started by `POST /api/stories`. */
  storyPipelineArn: 'STORY_PIPELINE_ARN',
  /** Set (locally) or read from Secrets Manager (on AWS): switches the four story makers to OpenAI. */
  openAiApiKey: 'OPENAI_API_KEY',
  /** On AWS: the ARN of the Secrets Manager secret holding the OpenAI key (read once per cold start). */
  openAiApiKeySecretArn: 'OPENAI_API_KEY_SECRET_ARN',
  /** Any OpenAI-compatible server (the tests' local double, a proxy). */
  openAiBaseUrl: 'OPENAI_BASE_URL',
  openAiTextModel: 'OPENAI_TEXT_MODEL',
  openAiImageModel: 'OPENAI_IMAGE_MODEL',
  openAiSpeechModel: 'OPENAI_SPEECH_MODEL',
  openAiModerationModel: 'OPENAI_MODERATION_MODEL',
  /**
   * How many pictures a story gets, 1 to 3 (CDK context `illustrationsPerStory`; default 3 with the embedded
   * story makers, 1 with OpenAI, to bound what a story costs). Set on the text step, which stores the scenes to draw.
   */
  illustrationsPerStory: 'ILLUSTRATIONS_PER_STORY',
  /** The story makers' turns (functions/story-pipeline/story-turns.ts): the table holding each medium's line. */
  storyTurnsTable: 'STORY_TURNS_TABLE',
  /** Each medium's turns at once and how long a turn is held at most, JSON (shared/story-turns.ts `TurnRules`). */
  storyTurnRules: 'STORY_TURN_RULES',
  // ── payments (Stripe; see functions/core/payments) ──
  /** Set locally (the twin's fake key, or a real test key): switches payments to that Stripe. */
  stripeSecretKey: 'STRIPE_SECRET_KEY',
  /** The `whsec_…` secret the webhook checks Stripe's signature with (set locally with the key). */
  stripeWebhookSecret: 'STRIPE_WEBHOOK_SECRET',
  /** On AWS: the Secrets Manager secret `{ "secretKey": "sk_…", "webhookSecret": "whsec_…" }`, read once per cold start. */
  stripeSecretArn: 'STRIPE_SECRET_ARN',
  /** Only locally: the twin's Stripe-compatible server (`http://127.0.0.1:<port>`). */
  stripeApiUrl: 'STRIPE_API_URL',
  /** The monthly subscription's price in euro cents (CDK context `subscriptionPriceCents`). */
  subscriptionPriceCents: 'SUBSCRIPTION_PRICE_CENTS',
  // ── support e-mails (SES; see functions/core/support) ──
  /** The operator's address, which receives the parents' support messages (CDK context `supportEmail`). */
  supportToEmail: 'SUPPORT_TO_EMAIL',
  /** The verified SES identity the support e-mails are sent from (CDK context `supportSenderEmail`, default: supportEmail). */
  supportFromEmail: 'SUPPORT_FROM_EMAIL',
} as const;

/** The header CloudFront adds to every request it forwards to the API (issue 27, item 5). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
