/**
 * The OpenAI path of one story, read from the calls the fake OpenAI server recorded (bench:openai-path):
 * how long each maker's calls took, how long the orchestration around them took, and the ideal the
 * issue sets (text + the longest of image and speech). Pure: the bench feeds it, the unit tests too.
 */

/** One call to the (fake) API; every time here is on one clock (the bench's, in milliseconds). */
export interface TimedCall {
  /** "/chat/completions", "/images/generations", "/images/edits", "/audio/speech", "/moderations". */
  path: string;
  receivedAt: number;
  answeredAt: number;
}

export interface StoryTimeline {
  /** POST /api/stories sent → the first poll that read `completed` (the critical path). */
  totalMs: number;
  /** The completion (the written story). */
  textMs: number;
  /** The pictures, first asked → last answered (the first alone, then the others side by side: about two pictures). */
  imagesMs: number;
  /** The speech chunks, first asked → last answered (with concurrent chunks, about one chunk). */
  speechMs: number;
  /** Every speech chunk's own time, added: what the narration would take one chunk after the other. */
  speechChunksSumMs: number;
  speechChunks: number;
  pictures: number;
  /** The longest single call of the story (any endpoint). */
  longestCallMs: number;
  /** The reference: text + the longest of the pictures and the speech, as this story's calls took them. */
  idealMs: number;
  /** totalMs / idealMs: the goal is ≤ 1.3. */
  ratioToIdeal: number;
  /** Where the rest of the time went, between the calls. */
  gaps: {
    /** POST → the completion asked: the API (with the request's moderation), the execution's start, the text step's reads. */
    beforeText: number;
    /** The POST's own answer (the request's moderation, the debit, StartExecution; the text step may start before it ends). */
    post: number;
    /** POST → the text step started (the API, then the state machine's start): NaN when unknown. */
    toTextStep: number;
    /** The completion answered → the first picture or speech chunk asked: the story's moderation, its save, the step change. */
    textToMedia: number;
    /** The last picture or chunk answered → completed seen: storing the media, Complete, the poll. */
    afterMedia: number;
  };
  /** The moderation calls after the completion (the written story's check), their time added. */
  storyModerationMs: number;
  /** POST → the completion answered: the text exists. */
  textDoneMs: number;
  /** POST → the first poll of GET /api/stories/{id} that listed a narration part (issue 30); NaN when not watched. */
  firstSoundMs: number;
}

const duration = (call: TimedCall) => call.answeredAt - call.receivedAt;
const span = (calls: TimedCall[]) => (calls.length === 0 ? 0 : Math.max(...calls.map((call) => call.answeredAt)) - Math.min(...calls.map((call) => call.receivedAt)));

/** One story's timeline; throws when a call it needs is missing (a bench on a broken path must not print figures). */
export function storyTimeline(story: {
  postedAt: number;
  /** When the POST's answer came back. */
  postAnsweredAt: number;
  /** When the text step started (its log's time less its duration), if known. */
  textStepStartedAt?: number;
  /** When GET first listed a narration part. */
  firstSoundAt?: number;
  completedAt: number;
  calls: TimedCall[];
}): StoryTimeline {
  const calls = [...story.calls].sort((a, b) => a.receivedAt - b.receivedAt);
  const texts = calls.filter((call) => call.path === '/chat/completions');
  if (texts.length !== 1) throw new Error(`A story should ask for one completion (asked ${texts.length})`);
  const text = texts[0]!;
  // A story's first picture is a generation, the next ones edits of it (issue 26).
  const images = calls.filter((call) => call.path === '/images/generations' || call.path === '/images/edits');
  const speech = calls.filter((call) => call.path === '/audio/speech');
  const media = [...images, ...speech];
  if (images.length === 0) throw new Error('A story should ask for at least one picture');
  const imagesMs = span(images);
  const speechMs = span(speech);
  const idealMs = duration(text) + Math.max(imagesMs, speechMs);
  const totalMs = story.completedAt - story.postedAt;
  return {
    totalMs,
    textMs: duration(text),
    imagesMs,
    speechMs,
    speechChunksSumMs: speech.reduce((sum, call) => sum + duration(call), 0),
    speechChunks: speech.length,
    pictures: images.length,
    longestCallMs: Math.max(...calls.map(duration)),
    idealMs,
    ratioToIdeal: totalMs / idealMs,
    gaps: {
      beforeText: text.receivedAt - story.postedAt,
      post: story.postAnsweredAt - story.postedAt,
      toTextStep: story.textStepStartedAt === undefined ? Number.NaN : story.textStepStartedAt - story.postedAt,
      // The first call asked after the text: the opening picture may be asked before it (issue 30).
      textToMedia: Math.min(...media.filter((call) => call.receivedAt >= text.answeredAt).map((call) => call.receivedAt)) - text.answeredAt,
      afterMedia: story.completedAt - Math.max(...media.map((call) => call.answeredAt)),
    },
    storyModerationMs: calls.filter((call) => call.path === '/moderations' && call.receivedAt >= text.answeredAt).reduce((sum, call) => sum + duration(call), 0),
    textDoneMs: text.answeredAt - story.postedAt,
    firstSoundMs: story.firstSoundAt === undefined ? Number.NaN : story.firstSoundAt - story.postedAt,
  };
}

/**
 * A span of one story at full scale: every moment at least one call to the fake was under way taken
 * `scale` times longer (the fake scaled the calls down that much), every other moment (the twin's own work
 * between the calls) as measured. Where the text, the narration and the opening picture overlap (issue 30),
 * the longest of them makes the span, as it would with real calls.
 */
export function fullScaleSpan(from: number, to: number, calls: readonly TimedCall[], scale: number): number {
  const inside = calls
    .map((call) => [Math.max(from, call.receivedAt), Math.min(to, call.answeredAt)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let busy = 0;
  let covered = -Infinity;
  for (const [start, end] of inside) {
    if (end <= covered) continue;
    busy += end - Math.max(start, covered);
    covered = end;
  }
  return to - from - busy + busy * scale;
}

/** The calls of the text's branch (the request's and the story's moderations, the completion, the speech) and of the pictures' (issue 30). */
const TEXT_CHAIN = ['/moderations', '/chat/completions', '/audio/speech'];
const PICTURE_CHAIN = ['/images/generations', '/images/edits'];

/**
 * One story's moments at full scale (fullScaleSpan), each along the branch it waits for: the text and the
 * first sound along the text's calls only (the opening picture, drawn meanwhile, is no part of their wait);
 * the story's end along whichever branch is longer at full scale.
 */
export function fullScaleMoments(story: { postedAt: number; textDoneAt: number; firstSoundAt: number; completedAt: number; calls: readonly TimedCall[] }, scale: number) {
  const text = story.calls.filter((call) => TEXT_CHAIN.includes(call.path));
  const pictures = story.calls.filter((call) => PICTURE_CHAIN.includes(call.path));
  const along = (calls: readonly TimedCall[], until: number) => fullScaleSpan(story.postedAt, until, calls, scale);
  return {
    text: along(text, story.textDoneAt),
    firstSound: along(text, story.firstSoundAt),
    total: Math.max(along(text, story.completedAt), along(pictures, story.completedAt)),
  };
}

/** The median (the upper one of an even count, as the other benches take it). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('No value to take the median of');
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}
