import { isDeepStrictEqual } from 'node:util';
import { logger } from '#core/logger';
import type { Narration, Narrator, StoryWriter, WrittenStory } from '#core/story-makers-port';
import { narrationParts } from '#core/stories/narration-parts';
import { generateText, type TextStepPorts } from '#core/stories/story-pipeline';
import type { PipelineInput } from '#core/stories/story';
import { metered } from '#core/stories/story-usage';
import type { OpeningStreamingWriter, StreamedOpening } from '#story-makers/openai/openai-story-writer';

/**
 * Issue 30, sound within seconds on OpenAI: the opening (the title and the opening paragraph, the narration's
 * first part as narration-parts.ts cuts it) is narrated while the rest of the story is still being written,
 * inside the GenerateText step. The speech is asked for the moment the streamed completion holds the whole
 * opening; once the text is written, checked and saved, it is stored and recorded as the narration's part 1,
 * the way GenerateAudio records its parts, so that GenerateAudio (which narrates only the missing parts)
 * narrates only the rest. It is attached only if the saved story's first part is exactly what was narrated;
 * a story the check refuses attaches nothing, and a speech that failed or was not attached leaves the part
 * to GenerateAudio: the opening's speech never fails the text. Its objects are stored as soon as it is
 * narrated (off the first sound's path), and removed when it is discarded.
 */
export interface OpeningNarrationPorts {
  narrator: Narrator;
  /**
   * The speech turn (shared/story-turns.ts), taken only if free at once: a story never waits for this bonus.
   * Absent where the narrator has no limit.
   */
  turn?: { takeIfFree(storyId: string): Promise<boolean>; release(storyId: string): Promise<void> };
}

/** A writer that can tell the opening while it writes (the OpenAI one: openai-story-writer.ts). */
const streamsOpening = (writer: StoryWriter): writer is StoryWriter & OpeningStreamingWriter => typeof (writer as Partial<OpeningStreamingWriter>).writeWithOpening === 'function';

/**
 * The part 1 the saved story will have, from the streamed opening: the cut depends on the opening paragraph
 * alone (narration-parts.ts) once a moral follows it, which the story schema requires.
 */
export const streamedFirstPart = (opening: StreamedOpening): WrittenStory =>
  narrationParts({ title: opening.title, content: opening.firstParagraph, moral: '…' })[0]!;

/**
 * How long the step waits, once the text is saved (or refused), for an opening's speech still under way: it
 * takes a second or two and is normally done long before the text; a slow one is left (GenerateAudio
 * narrates the part) rather than holding the story. Its turn, if never given back, is the story's own, which
 * GenerateAudio takes again and gives back, or MarkFailed.
 */
export const OPENING_SPEECH_WAIT_MS = 15_000;

/** `work`'s result, or 'late' when it is not there within `ms`. */
async function within<T>(work: Promise<T> | undefined, ms: number): Promise<T | undefined | 'late'> {
  if (!work) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The ids, a step's outcome and an error's name only: never the story's text. */
const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown');

/** The opening's speech, stored under the narration's part 1 keys (not yet recorded on the story). */
interface StoredOpening {
  part: WrittenStory;
  keys: { audioKey: string; timingsKey: string };
  durationMs: number;
}

/** GenerateText, narrating the opening while the text streams when it can (see above); otherwise generateText as it is. */
export async function generateTextNarratingOpening(
  ports: TextStepPorts,
  opening: OpeningNarrationPorts | undefined,
  input: PipelineInput,
  { speechWaitMs = OPENING_SPEECH_WAIT_MS }: { speechWaitMs?: number } = {},
): Promise<PipelineInput> {
  const writer = ports.makers.writer;
  if (!opening || !streamsOpening(writer)) return generateText(ports, input);
  const story = await ports.stories.get(input.userId, input.storyId, { consistent: true });
  // A retry whose text is saved, a story without narration or gone: nothing to narrate early.
  if (!story?.narrationRequested || story.content || (story.audioParts?.length ?? 0) > 0) return generateText(ports, input);

  // Once the step stops waiting for it, a late speech stores nothing: GenerateAudio writes part 1's keys then.
  let abandoned = false;
  let speech: Promise<StoredOpening | undefined> | undefined;
  const narrateOpening = (streamed: StreamedOpening) => {
    speech ??= (async () => {
      const part = streamedFirstPart(streamed);
      if (opening.turn && !(await opening.turn.takeIfFree(story.storyId))) return undefined;
      let narration: Narration;
      try {
        narration = await metered(ports.stories, story, (meter) =>
          opening.narrator.narrate({ story: part, childAge: story.request.child.age, childGender: story.request.child.gender }, meter),
        );
      } finally {
        await opening.turn?.release(story.storyId);
      }
      // Stored while the text is still written or checked, off the first sound's path; recorded only after.
      if (abandoned) return undefined;
      const keys = await ports.media.putNarration(story.storyId, narration.mp3, narration.words, 1);
      return { part, keys, durationMs: narration.durationMs };
    })().catch((error: unknown) => {
      logger.warn('opening narration failed: left to the narration step', { storyId: story.storyId, error: errorName(error) });
      return undefined;
    });
  };
  const settled = async (): Promise<StoredOpening | undefined> => {
    const result = await within(speech, speechWaitMs);
    if (result !== 'late') return result;
    abandoned = true;
    logger.info('opening narration not ready: left to the narration step', { storyId: input.storyId });
    return undefined;
  };
  let written: WrittenStory | undefined;
  const write: StoryWriter['write'] = async (request, meter) => (written = await writer.writeWithOpening(request, meter, narrateOpening));
  const streamingPorts: TextStepPorts = { ...ports, makers: { ...ports.makers, writer: { write } } };

  let output: PipelineInput;
  try {
    output = await generateText(streamingPorts, input);
  } catch (error) {
    // Refused, or failed: the opening is nobody's.
    await discard(ports, await settled());
    throw error;
  }
  const stored = await settled();
  // What the step saved is what the writer wrote (a retry with a saved text never narrates early).
  const parts = written ? narrationParts(written) : [];
  if (!stored) return output;
  if (parts.length < 2 || !isDeepStrictEqual(parts[0], stored.part)) {
    logger.info('opening narration discarded: the saved opening differs', { storyId: input.storyId });
    await discard(ports, stored);
    return output;
  }
  const now = (ports.now ?? (() => new Date()))();
  const attached = await ports.stories
    .attachAudioParts(story.userId, story.storyId, [{ ...stored.keys, durationMs: stored.durationMs }], parts.length, now)
    .catch((error: unknown) => {
      logger.warn('opening narration not attached: left to the narration step', { storyId: input.storyId, error: errorName(error) });
      return false;
    });
  // The story failed or was deleted meanwhile (or the row could not be written): the part is nobody's.
  if (!attached) await discard(ports, stored);
  return output;
}

/** Removes a stored opening that will not be recorded; a failure to remove is logged, never the step's. */
async function discard(ports: TextStepPorts, stored: StoredOpening | undefined): Promise<void> {
  if (!stored) return;
  await ports.media.remove([stored.keys.audioKey, stored.keys.timingsKey]).catch((error: unknown) => {
    logger.warn('discarded opening narration not removed', { error: errorName(error) });
  });
}
