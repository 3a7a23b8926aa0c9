import { isDeepStrictEqual } from 'node:util';
import { logger } from '../core/logger';
import type { Narration, Narrator, StoryWriter, WrittenStory } from '../core/story-makers-port';
import { narrationParts } from '../core/stories/narration-parts';
import { generateText, type TextStepPorts } from '../core/stories/story-pipeline';
import type { PipelineInput } from '../core/stories/story';
import { metered } from '../core/stories/story-usage';
import type { OpeningStreamingWriter, StreamedOpening } from '../story-makers/openai/openai-story-writer';

/**
 * Issue 30, sound within seconds on OpenAI: the opening (the title and the opening paragraph, the narration's
 * first part as narration-parts.ts cuts it) is narrated while the rest of the story is still being written,
 * inside the GenerateText step. The speech is asked for the moment the streamed completion holds the whole
 * opening; once the text is written, checked and saved, it is stored and recorded as the narration's part 1,
 * the way GenerateAudio records its parts, so that GenerateAudio (which narrates only the missing parts)
 * narrates only the rest. It is attached only if the saved story's first part is exactly what was narrated;
 * a story the check refuses attaches nothing, and a speech that failed or was not attached leaves the part
 * to GenerateAudio: the opening's speech never fails the text. Nothing is stored before the check, so a
 * discarded opening leaves no object behind.
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

/** The ids, a step's outcome and an error's name only: never the story's text. */
const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown');

/** GenerateText, narrating the opening while the text streams when it can (see above); otherwise generateText as it is. */
export async function generateTextNarratingOpening(ports: TextStepPorts, opening: OpeningNarrationPorts | undefined, input: PipelineInput): Promise<PipelineInput> {
  const writer = ports.makers.writer;
  if (!opening || !streamsOpening(writer)) return generateText(ports, input);
  const story = await ports.stories.get(input.userId, input.storyId, { consistent: true });
  // A retry whose text is saved, a story without narration or gone: nothing to narrate early.
  if (!story?.narrationRequested || story.content || (story.audioParts?.length ?? 0) > 0) return generateText(ports, input);

  let speech: Promise<{ part: WrittenStory; narration: Narration } | undefined> | undefined;
  const narrateOpening = (streamed: StreamedOpening) => {
    speech ??= (async () => {
      const part = streamedFirstPart(streamed);
      if (opening.turn && !(await opening.turn.takeIfFree(story.storyId))) return undefined;
      try {
        const narration = await metered(ports.stories, story, (meter) =>
          opening.narrator.narrate({ story: part, childAge: story.request.child.age, childGender: story.request.child.gender }, meter),
        );
        return { part, narration };
      } finally {
        await opening.turn?.release(story.storyId);
      }
    })().catch((error: unknown) => {
      logger.warn('opening narration failed: left to the narration step', { storyId: story.storyId, error: errorName(error) });
      return undefined;
    });
  };
  const streamingPorts: TextStepPorts = { ...ports, makers: { ...ports.makers, writer: { write: (request, meter) => writer.writeWithOpening(request, meter, narrateOpening) } } };

  let output: PipelineInput;
  try {
    output = await generateText(streamingPorts, input);
  } catch (error) {
    // Refused, or failed: nothing is attached; the speech's turn is given back before the step ends.
    await speech;
    throw error;
  }
  const narrated = await speech;
  if (narrated) await attachOpening(ports, input, narrated).catch((error: unknown) => logger.warn('opening narration not attached: left to the narration step', { storyId: input.storyId, error: errorName(error) }));
  return output;
}

/** Stores the opening's speech as the narration's part 1 when the saved story's part 1 is what was narrated. */
async function attachOpening(ports: TextStepPorts, input: PipelineInput, { part, narration }: { part: WrittenStory; narration: Narration }): Promise<void> {
  const saved = await ports.stories.get(input.userId, input.storyId, { consistent: true });
  if (!saved?.content || saved.status === 'failed' || (saved.audioParts?.length ?? 0) > 0 || saved.audioKey) return;
  const parts = narrationParts({ title: saved.title, content: saved.content, moral: saved.moral });
  if (parts.length < 2 || !isDeepStrictEqual(parts[0], part)) {
    logger.info('opening narration discarded: the saved opening differs', { storyId: input.storyId });
    return;
  }
  const keys = await ports.media.putNarration(saved.storyId, narration.mp3, narration.words, 1);
  const now = (ports.now ?? (() => new Date()))();
  if (await ports.stories.attachAudioParts(saved.userId, saved.storyId, [{ ...keys, durationMs: narration.durationMs }], parts.length, now)) return;
  // The story failed or was deleted meanwhile: its part is nobody's (the next step finds out which).
  await ports.media.remove([keys.audioKey, keys.timingsKey]);
}
