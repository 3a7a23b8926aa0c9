import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeRateLimits, type FakeRateLimitsOptions } from './fake-rate-limits';

/**
 * A local stand-in for the OpenAI API (and, at `/`, for Secrets Manager's GetSecretValue), on
 * 127.0.0.1 and a free port. Like the real API it checks what it is sent: the bearer key, the method,
 * the JSON body's fields and limits of each endpoint. What fails a check is recorded in `problems`
 * (tests expect none) and answered 400/401 the way OpenAI answers. Every request is recorded, so
 * tests can also read what the adapters sent (the prompt, the chunks, the inputs).
 *
 * Answers are realistic by default (a completion, a base64 PNG, MP3 bytes, unflagged moderation
 * results); tests queue others per path: an HTTP error, a malformed body, or 'hang' (no answer ever).
 *
 * Answers are immediate unless a latency profile is set (`setLatency`, or `start`'s option): then each
 * answer waits, on a timer, as long as OpenAI would take for what was asked (the completion's tokens,
 * the speech's characters), scaled down by a factor so that a benchmark runs in seconds.
 */

export const FAKE_API_KEY = 'sk-test-fake-openai-key';

export interface RecordedRequest {
  method: string;
  /** Without the /v1 prefix: "/chat/completions", "/images/generations", "/images/edits", "/audio/speech", "/moderations" (or "/" for Secrets Manager). */
  path: string;
  headers: IncomingHttpHeaders;
  /**
   * The parsed JSON body, or for a multipart form (the image edits) its fields: text fields as strings,
   * files as `SentFile`s (a repeated field, e.g. `image[]`, as an array); undefined when it was neither.
   */
  body: unknown;
  /** When the request was read whole (`performance.now()` of this process). */
  receivedAt: number;
  /** When its answer was sent (a streamed one: its last byte); undefined while it waits (or for 'hang'). */
  answeredAt?: number;
  /** A streamed answer (`stream: true`): when its first piece was sent. */
  firstPieceAt?: number;
  /** The status it was answered with (undefined while it waits). */
  status?: number;
}

/** A request the rate limits refused. */
export interface RateLimitedRequest {
  path: string;
  at: number;
  retryAfterMs: number;
  type: 'requests' | 'tokens';
}

/**
 * How long OpenAI takes to answer, at full scale (milliseconds). Each wait is proportional to what is
 * asked: a completion to the tokens it holds, a speech chunk to its characters, a picture is one price.
 */
export interface OpenAiLatencyProfile {
  /** Before a completion's first token (queueing, the prompt read). */
  chatFirstTokenMs: number;
  /** Each output token of a completion. */
  chatMsPerToken: number;
  /** One picture, whatever its prompt. */
  imageMs: number;
  /** Before a speech chunk's audio starts. */
  speechFirstByteMs: number;
  /** Each character of a speech chunk's input. */
  speechMsPerCharacter: number;
  /** One moderation call, whatever its inputs (they are short). */
  moderationMs: number;
}

/**
 * Figures measured and published for the models we use (gpt-4o-mini, gpt-image-1 at medium quality,
 * gpt-4o-mini-tts, omni-moderation), as issue 17 states them: a completion of 800 tokens ≈ 12 s, a
 * 1024×1024 picture ≈ 20 s, a 1,500-character speech chunk ≈ 4 s, a moderation a few hundred ms.
 */
export const OPENAI_LATENCY: OpenAiLatencyProfile = {
  chatFirstTokenMs: 400,
  chatMsPerToken: 14.5, // 400 + 800 × 14.5 = 12 s
  imageMs: 20_000,
  speechFirstByteMs: 400,
  speechMsPerCharacter: 2.4, // 400 + 1,500 × 2.4 = 4 s
  moderationMs: 300,
};

/** A latency profile and the factor every wait is multiplied by (1: real time; 1/20: a story in a couple of seconds). */
export interface FakeLatency {
  profile: OpenAiLatencyProfile;
  scale: number;
}

/**
 * Tokens in a text, as OpenAI's tokenizers count French prose on average (about 4 characters each):
 * close enough for a wait, with no tokenizer to bundle.
 */
export const estimatedTokens = (text: string): number => Math.ceil(text.length / 4);


/** A file of a multipart form, as the fake received it. */
export interface SentFile {
  filename: string;
  type: string;
  bytes: Uint8Array;
}

const isSentFile = (value: unknown): value is SentFile => typeof value === 'object' && value !== null && (value as SentFile).bytes instanceof Uint8Array;

/** A multipart form's fields, read with the platform's own parser (undici's, as the real API would read any valid form). */
async function formFields(raw: Buffer, contentType: string): Promise<Record<string, unknown>> {
  const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const parsed: unknown = typeof value === 'string' ? value : { filename: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
    const previous = fields[name];
    fields[name] = previous === undefined ? parsed : Array.isArray(previous) ? [...(previous as unknown[]), parsed] : [previous, parsed];
  }
  return fields;
}

const PNG_START = [0x89, 0x50, 0x4e, 0x47];
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** An HTTP answer: JSON, bytes or text. */
export type FakeAnswer =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; bytes: Uint8Array; contentType: string; headers?: Record<string, string> }
  | { status: number; text: string; contentType?: string; headers?: Record<string, string> };

/** An answer, or 'hang': the request is read and never answered. */
export type FakeReply = FakeAnswer | 'hang';

export interface SecretsManagerSecret {
  arn: string;
  secretString: string;
}

export interface FakeOpenAiDefaults {
  /** The story the default completion holds (as the JSON text of the message). */
  storyJson: string;
  png: Uint8Array;
  mp3: Uint8Array;
}

function jsonOf(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** OpenAI's error body. */
export function openAiError(status: number, type: string, message: string, code: string | null = null, headers?: Record<string, string>): FakeAnswer {
  return { status, json: { error: { message, type, param: null, code } }, headers };
}

export const rateLimited = (): FakeAnswer => openAiError(429, 'requests', 'Rate limit reached for requests. Please try again in 20ms.', 'rate_limit_exceeded');
export const serverError = (): FakeAnswer => openAiError(500, 'server_error', 'The server had an error while processing your request. Sorry about that!');

/** A chat completion whose message content is `content`, as OpenAI answers it. */
export function chatCompletion(content: string | null, options: { finishReason?: string; refusal?: string; model?: string } = {}): unknown {
  return {
    id: 'chatcmpl-test0001',
    object: 'chat.completion',
    created: 1_760_000_000,
    model: options.model ?? 'gpt-4o-mini-2024-07-18',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: options.refusal ?? null, annotations: [] },
        logprobs: null,
        finish_reason: options.finishReason ?? 'stop',
      },
    ],
    usage: { prompt_tokens: 812, completion_tokens: 903, total_tokens: 1715 },
    service_tier: 'default',
    system_fingerprint: 'fp_test',
  };
}

const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

export type OpenAiModerationCategory = (typeof MODERATION_CATEGORIES)[number];

/** One moderation result, flagged in the given categories (scores high for those, low for the others). */
export function moderationResult(flaggedCategories: readonly OpenAiModerationCategory[] = []): unknown {
  const flagged = new Set<string>(flaggedCategories);
  return {
    flagged: flagged.size > 0,
    categories: Object.fromEntries(MODERATION_CATEGORIES.map((category) => [category, flagged.has(category)])),
    category_scores: Object.fromEntries(MODERATION_CATEGORIES.map((category) => [category, flagged.has(category) ? 0.93 : 0.0004])),
    category_applied_input_types: Object.fromEntries(MODERATION_CATEGORIES.map((category) => [category, ['text']])),
  };
}

export function moderationAnswer(results: readonly unknown[]): FakeAnswer {
  return { status: 200, json: { id: 'modr-test0001', model: 'omni-moderation-latest', results } };
}

const SPEECH_VOICES = new Set(['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse', 'marin', 'cedar']);
const IMAGE_SIZES = new Set(['1024x1024', '1024x1536', '1536x1024', 'auto', '256x256', '512x512', '1792x1024', '1024x1792']);
/** The speech endpoint's documented limit. */
export const SPEECH_INPUT_LIMIT = 4096;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the real API would refuse in a body, endpoint by endpoint (an empty list when the body is valid). */
function bodyProblems(path: string, body: unknown): string[] {
  if (!isObject(body)) return ['the body is not a JSON object'];
  const problems: string[] = [];
  const expect = (condition: boolean, problem: string) => {
    if (!condition) problems.push(problem);
  };
  expect(typeof body.model === 'string' && body.model !== '', 'model must be a non-empty string');
  switch (path) {
    case '/chat/completions': {
      const messages = body.messages;
      expect(Array.isArray(messages) && messages.length > 0, 'messages must be a non-empty array');
      if (Array.isArray(messages)) {
        for (const message of messages) expect(isObject(message) && ['system', 'developer', 'user', 'assistant'].includes(String(message.role)) && typeof message.content === 'string', 'each message needs a role and a text content');
      }
      const format = body.response_format;
      expect(isObject(format) && format.type === 'json_schema', "response_format.type must be 'json_schema'");
      const schema = isObject(format) && isObject(format.json_schema) ? format.json_schema : undefined;
      expect(schema !== undefined && typeof schema.name === 'string' && /^[a-zA-Z0-9_-]{1,64}$/.test(schema.name), 'json_schema.name must be a short identifier');
      expect(schema?.strict === true, 'json_schema.strict must be true');
      expect(body.stream === undefined || typeof body.stream === 'boolean', 'stream must be a boolean');
      expect(body.stream_options === undefined || body.stream_options === null || body.stream === true, 'stream_options is only allowed when stream is true');
      expect(body.stream_options === undefined || body.stream_options === null || (isObject(body.stream_options) && (body.stream_options.include_usage === undefined || typeof body.stream_options.include_usage === 'boolean')), 'stream_options.include_usage must be a boolean');
      const shape = schema && isObject(schema.schema) ? schema.schema : undefined;
      // Strict mode's own rules: every property required, no additional properties.
      expect(shape !== undefined && shape.type === 'object' && shape.additionalProperties === false, 'a strict schema must be an object without additionalProperties');
      if (shape && isObject(shape.properties) && Array.isArray(shape.required)) {
        expect(Object.keys(shape.properties).every((key) => (shape.required as unknown[]).includes(key)), 'a strict schema must require every property');
      }
      break;
    }
    case '/images/generations':
      expect(typeof body.prompt === 'string' && body.prompt.trim() !== '' && body.prompt.length <= 32_000, 'prompt must be a non-empty string of at most 32000 characters');
      expect(IMAGE_SIZES.has(String(body.size)), 'size is not supported');
      expect(body.n === undefined || body.n === 1, 'n must be 1');
      break;
    case '/images/edits': {
      // A multipart form: every value is text but the files (`image`, or `image[]` for several).
      expect(typeof body.prompt === 'string' && body.prompt.trim() !== '' && body.prompt.length <= 32_000, 'prompt must be a non-empty string of at most 32000 characters');
      const images = [body.image, body['image[]']].flat().filter((value) => value !== undefined);
      expect(images.length >= 1 && images.length <= 16, 'image must hold 1 to 16 files');
      for (const image of images) {
        expect(isSentFile(image) && IMAGE_TYPES.has(image.type) && image.bytes.length > 0, 'each image must be a png, webp or jpg file');
        if (isSentFile(image) && image.type === 'image/png') expect(PNG_START.every((byte, index) => image.bytes[index] === byte), 'an image/png file must hold a PNG');
      }
      expect(body.size === undefined || IMAGE_SIZES.has(String(body.size)), 'size is not supported');
      expect(body.n === undefined || body.n === '1', 'n must be 1');
      expect(body.input_fidelity === undefined || ['high', 'low'].includes(String(body.input_fidelity)), "input_fidelity must be 'high' or 'low'");
      expect(body.input_fidelity === undefined || !String(body.model).includes('mini'), 'input_fidelity is not supported by this model');
      break;
    }
    case '/audio/speech':
      expect(typeof body.input === 'string' && body.input.trim() !== '' && body.input.length <= SPEECH_INPUT_LIMIT, `input must be a non-empty string of at most ${SPEECH_INPUT_LIMIT} characters`);
      expect(SPEECH_VOICES.has(String(body.voice)), 'voice is not supported');
      expect(['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'].includes(String(body.response_format ?? 'mp3')), 'response_format is not supported');
      expect(body.speed === undefined || (typeof body.speed === 'number' && body.speed >= 0.25 && body.speed <= 4), 'speed must be between 0.25 and 4');
      break;
    case '/moderations':
      expect(
        typeof body.input === 'string' || (Array.isArray(body.input) && body.input.length > 0 && body.input.every((item) => typeof item === 'string' && item !== '')),
        'input must be a string or a non-empty array of non-empty strings',
      );
      break;
    default:
      problems.push(`unknown path ${path}`);
  }
  return problems;
}

/** How long the answer `reply` to `body` on `path` takes at full scale under `profile`. */
export function answerLatencyMs(profile: OpenAiLatencyProfile, path: string, body: Record<string, unknown>, reply: FakeAnswer): number {
  switch (path) {
    case '/chat/completions': {
      // What is asked is what comes back: the tokens of the answered message.
      const json = 'json' in reply ? reply.json : undefined;
      const message = isObject(json) && Array.isArray(json.choices) && isObject(json.choices[0]) && isObject(json.choices[0].message) ? json.choices[0].message : undefined;
      const content = message && typeof message.content === 'string' ? message.content : '';
      return profile.chatFirstTokenMs + estimatedTokens(content) * profile.chatMsPerToken;
    }
    case '/images/generations':
    case '/images/edits':
      return profile.imageMs;
    case '/audio/speech':
      return profile.speechFirstByteMs + (typeof body.input === 'string' ? body.input.length : 0) * profile.speechMsPerCharacter;
    case '/moderations':
      return profile.moderationMs;
    default:
      return 0;
  }
}

/**
 * Where a streamed completion's content is cut into deltas: sizes that cycle so that pieces end inside a key,
 * inside an escape (`\\n`, `\\u00e9`) and between a letter and its accent, as a model's tokens do.
 */
const PIECE_SIZES = [3, 1, 5, 2, 7, 4, 1, 6];

/** `content` cut into deltas of PIECE_SIZES characters (UTF-16 units, so a surrogate pair may be cut too). */
export function streamedPieces(content: string): string[] {
  const pieces: string[] = [];
  for (let start = 0, index = 0; start < content.length; index += 1) {
    const size = PIECE_SIZES[index % PIECE_SIZES.length]!;
    pieces.push(content.slice(start, start + size));
    start += size;
  }
  return pieces;
}

/**
 * A whole chat completion (as queued or by default) as the server-sent events OpenAI streams for it: a
 * first chunk with the role, one per content piece (or the refusal), one with the finish reason, the usage
 * when asked for, then `[DONE]`. Each event's text: `data: …\n\n`.
 */
export function completionEvents(completion: unknown, includeUsage: boolean): string[] {
  const whole = isObject(completion) ? completion : {};
  const choice = Array.isArray(whole.choices) && isObject(whole.choices[0]) ? whole.choices[0] : {};
  const message = isObject(choice.message) ? choice.message : {};
  const base = { id: whole.id ?? 'chatcmpl-test0001', object: 'chat.completion.chunk', created: whole.created ?? 1_760_000_000, model: whole.model ?? 'gpt-4o-mini-2024-07-18', service_tier: 'default', system_fingerprint: 'fp_test' };
  const chunk = (delta: Record<string, unknown>, finishReason: unknown = null) => ({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }], ...(includeUsage ? { usage: null } : {}) });
  const events: unknown[] = [chunk({ role: 'assistant', content: '', refusal: null })];
  if (typeof message.refusal === 'string' && message.refusal !== '') events.push(chunk({ refusal: message.refusal }));
  for (const piece of streamedPieces(typeof message.content === 'string' ? message.content : '')) events.push(chunk({ content: piece }));
  events.push(chunk({}, choice.finish_reason ?? 'stop'));
  if (includeUsage && whole.usage !== undefined) events.push({ ...base, choices: [], usage: whole.usage });
  return [...events.map((event) => `data: ${JSON.stringify(event)}\n\n`), 'data: [DONE]\n\n'];
}

/** One event's bytes in two writes cut mid-way (inside a line, maybe inside a character's UTF-8 bytes): the client must join them. */
function writeCut(response: ServerResponse, event: string): void {
  const bytes = Buffer.from(event, 'utf8');
  const middle = Math.floor(bytes.length / 2) + 1;
  response.write(bytes.subarray(0, middle));
  response.write(bytes.subarray(middle));
}

function send(response: ServerResponse, reply: FakeAnswer): void {
  const headers = { 'x-request-id': 'req_test0001', ...reply.headers };
  if ('json' in reply) {
    response.writeHead(reply.status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
  } else if ('bytes' in reply) {
    response.writeHead(reply.status, { ...headers, 'content-type': reply.contentType }).end(Buffer.from(reply.bytes));
  } else {
    response.writeHead(reply.status, { ...headers, 'content-type': reply.contentType ?? 'text/plain' }).end(reply.text);
  }
}

export class FakeOpenAi {
  readonly requests: RecordedRequest[] = [];
  /** What the adapters sent that the real API would refuse. */
  readonly problems: string[] = [];
  private readonly queued = new Map<string, FakeReply[]>();
  private readonly secrets = new Map<string, string>();
  /** Answers waiting for their latency; cleared by close(). */
  private readonly waiting = new Set<NodeJS.Timeout>();
  private latency: FakeLatency | undefined;
  private rateLimits: FakeRateLimits | undefined;
  /** The requests the rate limits refused (429), in order. */
  readonly rateLimited: RateLimitedRequest[] = [];

  private readonly server: Server;
  /** The server's origin, http://127.0.0.1:<port> (set once listening). */
  origin = '';

  private readonly defaults: FakeOpenAiDefaults;

  private constructor(defaults: FakeOpenAiDefaults) {
    // A copy: setStoryJson changes this fake's answers, not the caller's object.
    this.defaults = { ...defaults };
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks);
        const contentType = String(request.headers['content-type'] ?? '');
        // A form is parsed before the request is handled (and recorded); a body that is not one stays unparsed.
        const body: Promise<unknown> = contentType.startsWith('multipart/form-data') ? formFields(raw, contentType).catch(() => undefined) : Promise.resolve(jsonOf(raw));
        void body.then((parsed) => this.handle(request.method ?? '', request.url ?? '', request.headers, parsed, response));
      });
    });
  }

  /** The base URL to give the adapters (OPENAI_BASE_URL). */
  get url(): string {
    return `${this.origin}/v1`;
  }

  static async start(defaults: FakeOpenAiDefaults, options: { latency?: FakeLatency; rateLimits?: FakeRateLimitsOptions } = {}): Promise<FakeOpenAi> {
    const fake = new FakeOpenAi(defaults);
    fake.setLatency(options.latency);
    fake.setRateLimits(options.rateLimits);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.origin = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** Answers the next requests to `path` with these replies, in order, then with the default answer again. */
  reply(path: string, ...replies: FakeReply[]): void {
    this.queued.set(path, [...(this.queued.get(path) ?? []), ...replies]);
  }

  /**
   * Answers from now on after the profile's wait, times `scale` (queued errors and malformed answers too,
   * after the wait their endpoint takes); undefined: at once again. A request that fails the checks (400,
   * 401) and Secrets Manager are always answered at once.
   */
  setLatency(latency: FakeLatency | undefined): void {
    if (latency && !(latency.scale > 0 && Number.isFinite(latency.scale))) throw new RangeError(`The latency scale must be a positive number (got ${latency.scale})`);
    this.latency = latency;
  }

  /** Enforces an account tier's limits from now on (buckets full); undefined: no limits. */
  setRateLimits(options: FakeRateLimitsOptions | undefined): void {
    this.rateLimits = options ? new FakeRateLimits(options) : undefined;
  }

  /** Replaces the default story of the completions (a benchmark answers with a story of realistic length). */
  setStoryJson(storyJson: string): void {
    this.defaults.storyJson = storyJson;
  }

  /** Serves a secret to GetSecretValue calls. */
  addSecret(secret: SecretsManagerSecret): void {
    this.secrets.set(secret.arn, secret.secretString);
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  /** Forgets what was recorded and queued, between tests. */
  reset(): void {
    this.requests.length = 0;
    this.problems.length = 0;
    this.rateLimited.length = 0;
    this.queued.clear();
  }

  async close(): Promise<void> {
    for (const timer of this.waiting) clearTimeout(timer);
    this.waiting.clear();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(method: string, url: string, headers: IncomingHttpHeaders, body: unknown, response: ServerResponse): void {
    const receivedAt = performance.now();
    if (url === '/' && String(headers['x-amz-target']).startsWith('secretsmanager.')) {
      this.requests.push({ method, path: '/', headers, body, receivedAt });
      this.answerSecret(headers, body, response);
      return;
    }
    const path = url.startsWith('/v1/') ? url.slice('/v1'.length) : url;
    const recorded: RecordedRequest = { method, path, headers, body, receivedAt };
    this.requests.push(recorded);
    if (!url.startsWith('/v1/')) this.problems.push(`${method} ${url}: not under the /v1 base path`);
    if (method !== 'POST') {
      this.problems.push(`${method} ${path}: only POST is used`);
      send(response, openAiError(405, 'invalid_request_error', 'Method not allowed'));
      return;
    }
    if (headers.authorization !== `Bearer ${FAKE_API_KEY}`) {
      this.problems.push(`${path}: missing or wrong bearer key`);
      send(response, openAiError(401, 'invalid_request_error', 'Incorrect API key provided.', 'invalid_api_key'));
      return;
    }
    // The image edits take a multipart form (the image files), every other endpoint JSON.
    const contentType = path === '/images/edits' ? 'multipart/form-data' : 'application/json';
    if (!String(headers['content-type']).startsWith(contentType)) this.problems.push(`${path}: the body is not sent as ${contentType}`);
    const problems = bodyProblems(path, body);
    if (problems.length > 0) {
      this.problems.push(...problems.map((problem) => `${path}: ${problem}`));
      send(response, openAiError(400, 'invalid_request_error', problems.join('; ')));
      return;
    }
    // Like OpenAI, a request over the limits is refused at once, before any work.
    const verdict = this.rateLimits?.admit(path, body, String((body as Record<string, unknown>).model));
    if (verdict && !verdict.admitted) {
      this.rateLimited.push({ path, at: receivedAt, retryAfterMs: verdict.retryAfterMs, type: verdict.type });
      recorded.answeredAt = performance.now();
      recorded.status = 429;
      send(response, openAiError(429, verdict.type, verdict.message, 'rate_limit_exceeded', verdict.headers));
      return;
    }
    const queuedReply = this.queued.get(path)?.shift() ?? this.defaultReply(path, body as Record<string, unknown>);
    const reply: FakeReply = queuedReply !== 'hang' && verdict ? { ...queuedReply, headers: { ...verdict.headers, ...queuedReply.headers } } : queuedReply;
    // 'hang': the request is read and never answered (the socket is closed by close()).
    if (reply === 'hang') return;
    const requestBody = body as Record<string, unknown>;
    if (path === '/chat/completions' && requestBody.stream === true && reply.status === 200 && 'json' in reply) {
      this.stream(recorded, response, reply, isObject(requestBody.stream_options) && requestBody.stream_options.include_usage === true);
      return;
    }
    const answer = () => {
      recorded.answeredAt = performance.now();
      recorded.status = reply.status;
      send(response, reply);
    };
    if (!this.latency) {
      answer();
      return;
    }
    const timer = setTimeout(() => {
      this.waiting.delete(timer);
      // The client may have given up meanwhile (its own timeout): nothing to answer.
      if (!response.destroyed) answer();
    }, answerLatencyMs(this.latency.profile, path, body as Record<string, unknown>, reply) * this.latency.scale);
    this.waiting.add(timer);
  }

  /**
   * A completion streamed as OpenAI streams it (server-sent events, each cut in two writes). With a latency
   * profile, the first piece comes after the first token's wait and each later one when the tokens before
   * its end would have been written, so the whole stream takes what the whole answer takes.
   */
  private stream(recorded: RecordedRequest, response: ServerResponse, reply: FakeAnswer & { json: unknown }, includeUsage: boolean): void {
    const events = completionEvents(reply.json, includeUsage);
    const scale = this.latency?.scale ?? 0;
    const profile = this.latency?.profile;
    // When each event is due (ms after the request): by the content written up to its end.
    let written = 0;
    const due = events.map((event) => {
      const piece = /"content":("(?:[^"\\]|\\.)*")/.exec(event);
      if (piece) written += (JSON.parse(piece[1]!) as string).length;
      // Tokens as estimatedTokens counts them (4 characters each).
      return profile ? (profile.chatFirstTokenMs + Math.ceil(written / 4) * profile.chatMsPerToken) * scale : 0;
    });
    const started = performance.now();
    let next = 0;
    const sendDue = () => {
      if (response.destroyed) return;
      // Once: a timer may fire a little before the piece it waited for, which then goes out on the next one.
      if (!response.headersSent) {
        response.writeHead(200, { 'x-request-id': 'req_test0001', ...reply.headers, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
        recorded.firstPieceAt = performance.now();
      }
      const elapsed = performance.now() - started;
      while (next < events.length && due[next]! <= elapsed) writeCut(response, events[next++]!);
      if (next === events.length) {
        recorded.answeredAt = performance.now();
        recorded.status = 200;
        response.end();
        return;
      }
      // Pieces due close together go out together: at most one timer every 5 ms.
      const timer = setTimeout(() => {
        this.waiting.delete(timer);
        sendDue();
      }, Math.max(5, due[next]! - elapsed));
      this.waiting.add(timer);
    };
    if (due[0]! <= 0) {
      sendDue();
      return;
    }
    const first = setTimeout(() => {
      this.waiting.delete(first);
      sendDue();
    }, due[0]!);
    this.waiting.add(first);
  }

  private defaultReply(path: string, body: Record<string, unknown>): FakeAnswer {
    switch (path) {
      case '/chat/completions':
        return { status: 200, json: chatCompletion(this.defaults.storyJson, { model: String(body.model) }) };
      case '/images/generations':
      case '/images/edits':
        return {
          status: 200,
          json: {
            created: 1_760_000_000,
            background: 'opaque',
            data: [{ b64_json: Buffer.from(this.defaults.png).toString('base64') }],
            output_format: 'png',
            quality: 'medium',
            size: '1024x1024',
            usage: { input_tokens: 120, input_tokens_details: { image_tokens: 0, text_tokens: 120 }, output_tokens: 1056, total_tokens: 1176 },
          },
        };
      case '/audio/speech':
        return { status: 200, bytes: this.defaults.mp3, contentType: 'audio/mpeg' };
      default: {
        const inputs = Array.isArray(body.input) ? body.input : [body.input];
        return moderationAnswer(inputs.map(() => moderationResult()));
      }
    }
  }

  /** Secrets Manager's JSON 1.1 protocol: GetSecretValue by ARN, signed by the SDK. */
  private answerSecret(headers: IncomingHttpHeaders, body: unknown, response: ServerResponse): void {
    const json = (status: number, payload: unknown) => response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(payload));
    if (headers['x-amz-target'] !== 'secretsmanager.GetSecretValue') {
      json(400, { __type: 'InvalidRequestException', message: 'unsupported operation' });
      return;
    }
    if (!String(headers.authorization).startsWith('AWS4-HMAC-SHA256 ')) this.problems.push('GetSecretValue: the request is not signed');
    const arn = isObject(body) ? String(body.SecretId) : '';
    const secretString = this.secrets.get(arn);
    if (secretString === undefined) {
      json(400, { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." });
      return;
    }
    json(200, { ARN: arn, Name: arn.split(':').pop(), SecretString: secretString, VersionId: 'v1', VersionStages: ['AWSCURRENT'], CreatedDate: 1_760_000_000 });
  }
}
