import { storyMediaKeys } from '#shared/media';
import { failureKind, STORY_REFUSED_ERROR, type FailureKind } from '#shared/pipeline-failures';
import { statusRank } from '#shared/stories';
import { logger } from '#core/logger';
import { countStoryCompleted, countStoryFailedAndRefunded, recordStoryCost } from '#core/observability/metrics';
import type { StoryMakers, UsageMeter } from '#core/story-makers-port';
import { DEFAULT_ILLUSTRATION_COUNT, type StoryScene } from '#core/story-scenes';
import { narrationParts } from './narration-parts';
import type { PipelineInput, StoredAudioPart, Story } from './story';
import type { StoryCreditRepository } from './story-credit-repository';
import type { StoryMediaRepository } from './story-media-repository';
import { scenesToDraw, storyPictures, type StoryPicture } from './story-pictures';
import { metered } from './story-usage';
import type { StoryRepository } from './story-repository';

/**
 * The StoryPipeline's steps (Parallel(GenerateText → Parallel(GenerateImage, GenerateAudio), DrawOpening) →
 * DrawRest → Complete; Catch → MarkFailed; infra/constructs/pipeline.ts). Each receives keys and returns them; media go to the bucket, never through the states.
 * Each step is safe to run again (Step Functions retries it): work already stored is not redone.
 */
export interface PipelineStorePorts {
  stories: StoryRepository;
  media: StoryMediaRepository;
  now?: () => Date;
}

/** MarkFailed also gives the credit back. */
export interface PipelineFailurePorts extends PipelineStorePorts {
  credits: StoryCreditRepository;
}

/**
 * The steps that make something also need story makers: each only its own (a function carries only the
 * makers of its step, issue 17), so each step names the ones it uses.
 */
export interface TextStepPorts extends PipelineStorePorts {
  makers: Pick<StoryMakers, 'writer' | 'moderator'>;
  /**
   * How many pictures a new story gets (1 to 3; the text step stores that many scenes): the function's
   * `ILLUSTRATIONS_PER_STORY`, read once at cold start. Default: DEFAULT_ILLUSTRATION_COUNT.
   */
  illustrationsPerStory?: number;
}

export interface ImageStepPorts extends PipelineStorePorts {
  makers: Pick<StoryMakers, 'illustrator'>;
  /**
   * Ask for a story's missing pictures side by side (OpenAI: each is a remote request that mostly waits)
   * rather than one after the other (the embedded illustrator: CPU-bound in this process anyway).
   */
  drawConcurrently?: boolean;
  /**
   * Issue 30, sound within seconds: an illustrator that draws on this process's CPU (the embedded one) holds
   * the event loop for each picture, and on the twin the narration's step shares that process: the pictures
   * then wait this long at most (ms) for the narration's first part to be stored, so that the child hears
   * the story first. Absent: no wait.
   */
  waitForFirstSoundMs?: number;
  /** How the wait above sleeps between two reads of the story (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Issue 30, sound within seconds on OpenAI: the opening picture is drawn beside the text (DrawOpening), since
   * a remote picture takes longer than the whole text. The image step after the text then leaves the first
   * picture to it, and the pictures that take it as their reference to the step after both (DrawRest).
   * Absent (the embedded illustrator, drawing on this CPU from the writer's own scenes): the first picture is
   * drawn after the text, as before, and DrawOpening does nothing.
   */
  openingBesideText?: boolean;
}

export interface AudioStepPorts extends PipelineStorePorts {
  makers: Pick<StoryMakers, 'narrator'>;
}

/** The ports of every making step at once, with all four makers (tests run the whole pipeline with them). */
export interface PipelinePorts extends TextStepPorts, ImageStepPorts, AudioStepPorts {
  makers: StoryMakers;
}

/**
 * The story disappeared while it was being made (its profile was deleted, which gave its credit back):
 * nothing to do any more. Not retried; MarkFailed then finds no story, removes any media left under its
 * id, and the execution ends in `StoryDeleted`, not as a failure.
 */
export class StoryGoneError extends Error {
  override readonly name = 'StoryGoneError';
}

/** The written story did not pass the Moderator: it is never stored. */
export class StoryRefusedError extends Error {
  override readonly name = STORY_REFUSED_ERROR;
}

/**
 * The story failed before this step ran (the pipeline seemed not to start, so createStory gave the credit
 * back, yet the execution did start): nothing more is made for it, no story maker is paid. Not retried;
 * MarkFailed finds it failed and refunded already, and changes nothing.
 */
export class StoryAlreadyFailedError extends Error {
  override readonly name = 'StoryAlreadyFailedError';
}

/** The finished story misses a part it should have: a bug or a lost object, not something to retry. */
export class StoryIncompleteError extends Error {
  override readonly name = 'StoryIncompleteError';
}

const clock = (ports: PipelineStorePorts) => (ports.now ?? (() => new Date()))();

async function storyOf(ports: PipelineStorePorts, input: PipelineInput): Promise<Story> {
  const story = await ports.stories.get(input.userId, input.storyId, { consistent: true });
  if (!story) throw new StoryGoneError('The story no longer exists');
  return story;
}

/** The story a making step starts from: it must exist and not have failed already. */
async function storyToMake(ports: PipelineStorePorts, input: PipelineInput): Promise<Story> {
  const story = await storyOf(ports, input);
  if (story.status === 'failed') throw new StoryAlreadyFailedError('The story has already failed');
  return story;
}

const keysOf = (story: Story): PipelineInput => ({ userId: story.userId, storyId: story.storyId });

/**
 * An attach refused: when the row is gone (the profile deletion removed it, and may have deleted the
 * media before this put), the objects just stored are removed here and the step stops; when the story
 * failed meanwhile, they stay with it (the keys are the story's own, deleted with it).
 */
async function removeIfStoryGone(ports: PipelineStorePorts, input: PipelineInput, storedKeys: string[]): Promise<void> {
  if (await ports.stories.get(input.userId, input.storyId, { consistent: true })) return;
  await ports.media.remove(storedKeys);
  throw new StoryGoneError('The story was deleted while its media were being stored');
}

/**
 * 1. draft → generating_text; 2. write; 3. the Moderator checks the written story (before it is stored, so
 * before it can ever be completed); 4. store, with the scenes to draw (the writer's, or derived from the
 * paragraphs when it told none) → content_generated.
 */
export async function generateText(ports: TextStepPorts, input: PipelineInput): Promise<PipelineInput> {
  const story = await storyToMake(ports, input);
  if (statusRank(story.status) >= statusRank('content_generated')) return keysOf(story);
  // Not moved: a retry (already generating_text) or a story deleted meanwhile, which is not worth writing.
  if (!(await ports.stories.advanceStatus(story.userId, story.storyId, 'generating_text', clock(ports)))) await storyOf(ports, input);
  const written = await metered(ports.stories, story, (meter) => ports.makers.writer.write(story.request, meter));
  // Rules of its own, not the input check again: the sentences that carry the parent's texts, and any harm
  // the plot would state about a child (see Moderator.checkStory).
  const verdict = await ports.makers.moderator.checkStory(written, story.request);
  if (!verdict.allowed) throw new StoryRefusedError(`The written story was refused (${verdict.category})`);
  // Not saved: either a retry already saved it, or the story is gone (storyOf then says so).
  const scenes = scenesToDraw(written, ports.illustrationsPerStory ?? DEFAULT_ILLUSTRATION_COUNT);
  if (!(await ports.stories.saveContent(story.userId, story.storyId, { ...written, scenes }, clock(ports)))) await storyOf(ports, input);
  return keysOf(story);
}

/**
 * Draws one picture of the story (its scene; none for a story made before the picture book), stores it
 * under its own key and attaches it at once, under a condition: a retry after a failure keeps it. The
 * PNG is returned: the first picture is the reference of the others.
 */
async function drawPicture(ports: ImageStepPorts, story: Story, { picture, scene }: StoryPicture, meter: UsageMeter, reference?: Uint8Array): Promise<Uint8Array> {
  const input = keysOf(story);
  const png = await ports.makers.illustrator.illustrate(story.request, scene, reference, meter);
  // Drawing takes a while: the row must still exist right before the object is written.
  await storyOf(ports, input);
  const imageKey = await ports.media.putImage(story.storyId, png, picture);
  if (!(await ports.stories.attachImage(story.userId, story.storyId, picture, imageKey, clock(ports)))) await removeIfStoryGone(ports, input, [imageKey]);
  return png;
}

/**
 * The first picture's PNG for the others to follow: the one just drawn, or on a retry the one stored.
 * A stored picture that cannot be found any more leaves the others drawn from the profile alone (the
 * same child's description is in every prompt) rather than failing the story for a reference.
 */
async function storedReference(ports: ImageStepPorts, story: Story, first: StoryPicture): Promise<Uint8Array | undefined> {
  const png = await ports.media.readImage(story.storyId, first.picture);
  if (!png) logger.warn('The first picture could not be read back: the others are drawn without it', { storyId: story.storyId });
  return png;
}

/** How often the wait for the first sound reads the story again. */
const FIRST_SOUND_CHECK_MS = 100;

/** Waits (at most `waitForFirstSoundMs`) until the narration's first part is stored, the narration is whole, or the story failed. */
async function firstSoundOrTimeout(ports: ImageStepPorts, story: Story): Promise<void> {
  const budget = ports.waitForFirstSoundMs ?? 0;
  if (budget <= 0 || !story.narrationRequested) return;
  const sleep = ports.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const deadline = Date.now() + budget;
  for (let current: Story | undefined = story; current; current = await ports.stories.get(story.userId, story.storyId, { consistent: true })) {
    if ((current.audioParts?.length ?? 0) > 0 || current.audioKey || current.status === 'failed' || Date.now() >= deadline) return;
    await sleep(Math.min(FIRST_SOUND_CHECK_MS, Math.max(0, deadline - Date.now())));
  }
}

/**
 * The opening's scene when the text is not written yet: the derived opening (story-pictures.ts) without the
 * title it does not know. The picture's prompt stands on the request (its frame, or the parent's choices,
 * both checked before the story was accepted) and this scene: nothing of the text is needed.
 */
export const OPENING_BEFORE_TEXT: StoryScene = {
  moment: 'opening',
  paragraph: 0,
  light: 'day',
  pose: 'standing',
  props: [],
  caption: "Le début de l'histoire.",
};

/**
 * DrawOpening, beside GenerateText: draws and attaches the first picture from the request alone (the stored
 * opening scene when a retry finds the text written), with no status change (the text's statuses run
 * meanwhile; GET lists the picture as soon as it is attached). Does nothing without `openingBesideText`.
 */
export async function drawOpening(ports: ImageStepPorts, input: PipelineInput): Promise<PipelineInput> {
  if (!ports.openingBesideText) return { userId: input.userId, storyId: input.storyId };
  const story = await storyToMake(ports, input);
  const [first] = storyPictures(story);
  if (!first || first.key) return keysOf(story);
  await metered(ports.stories, story, (meter) => drawPicture(ports, story, { ...first, scene: first.scene ?? OPENING_BEFORE_TEXT }, meter));
  return keysOf(story);
}

/**
 * GenerateImage (beside the narration) and DrawRest (after the text and DrawOpening): generating_image; draw
 * every missing picture, store and attach each; image_generated (then generating_audio while the narration
 * still runs). With the opening drawn beside the text (OpenAI), GenerateImage draws nothing: it says a picture
 * is being drawn and leaves the others to DrawRest (`drawsRest`), which finds the first stored and, like
 * DrawOpening, draws in the image turn (issue 28), so that no picture request runs outside a turn. The first picture (the opening, the cover) is drawn
 * first and the others after it, with its PNG as their reference, so that every picture shows the same
 * child and companion. A retry draws only what is still missing, the others from the stored first.
 */
export async function generateImage(ports: ImageStepPorts, input: PipelineInput, { drawsRest = false }: { drawsRest?: boolean } = {}): Promise<PipelineInput> {
  const story = await storyToMake(ports, input);
  // Run before the text (as DrawOpening's state by mistake), it would move the status past the text's and lose it.
  if (!story.content) throw new StoryIncompleteError('No text to draw from yet');
  const [first, ...others] = storyPictures(story);
  const missing = others.filter((picture) => !picture.key);
  if (first && (!first.key || missing.length > 0) && ports.openingBesideText && !drawsRest) {
    // DrawOpening draws the first, DrawRest the others. True meanwhile: a picture is being drawn.
    if (!(await ports.stories.advanceStatus(story.userId, story.storyId, 'generating_image', clock(ports)))) await storyOf(ports, input);
    return keysOf(story);
  }
  if (first && (!first.key || missing.length > 0)) {
    await firstSoundOrTimeout(ports, story);
    if (!(await ports.stories.advanceStatus(story.userId, story.storyId, 'generating_image', clock(ports)))) await storyOf(ports, input);
    await metered(ports.stories, story, async (meter) => {
      // A first picture that fails fails the step before any other is paid for: the retry starts from it again.
      let reference: Uint8Array | undefined;
      if (!first.key) reference = await drawPicture(ports, story, first, meter);
      else reference = await storedReference(ports, story, first);
      if (ports.drawConcurrently) {
        // Every drawing is waited for, so each one that succeeded is attached before the step fails.
        const failed = (await Promise.allSettled(missing.map((picture) => drawPicture(ports, story, picture, meter, reference)))).find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
      } else {
        for (const picture of missing) await drawPicture(ports, story, picture, meter, reference);
      }
    });
  }
  await ports.stories.advanceStatus(story.userId, story.storyId, 'image_generated', clock(ports));
  const now = await storyOf(ports, input);
  if (now.narrationRequested && !now.audioKey) {
    await ports.stories.advanceStatus(story.userId, story.storyId, 'generating_audio', clock(ports));
  }
  return keysOf(story);
}

/**
 * Narrates the written story in parts (narration-parts.ts), unless the parent turned 'Narration audio' off.
 * Each part is stored and recorded on the row as soon as it is narrated, the first (small) one first, so the
 * page plays it while the rest is narrated; once every part is there, `audioKey` says the narration is
 * whole. A retry narrates only the parts not yet stored.
 */
export async function generateAudio(ports: AudioStepPorts, input: PipelineInput): Promise<PipelineInput> {
  const story = await storyToMake(ports, input);
  if (!story.narrationRequested || story.audioKey) return keysOf(story);
  if (!story.content) throw new StoryIncompleteError('No text to narrate');
  const texts = narrationParts({ title: story.title, content: story.content, moral: story.moral });
  const stored: StoredAudioPart[] = (story.audioParts ?? []).slice(0, texts.length);
  await metered(ports.stories, story, async (meter) => {
    for (let index = stored.length; index < texts.length; index += 1) {
      const narration = await ports.makers.narrator.narrate({ story: texts[index]!, childAge: story.request.child.age, childGender: story.request.child.gender }, meter);
      await storyOf(ports, input);
      const keys = await ports.media.putNarration(story.storyId, narration.mp3, narration.words, index + 1);
      stored.push({ ...keys, durationMs: narration.durationMs });
      if (!(await ports.stories.attachAudioParts(story.userId, story.storyId, stored, texts.length, clock(ports)))) {
        await removeIfStoryGone(ports, input, [keys.audioKey, keys.timingsKey]);
      }
    }
  });
  const [first] = stored;
  const durationMs = stored.reduce((sum, part) => sum + part.durationMs, 0);
  if (!(await ports.stories.attachAudio(story.userId, story.storyId, { audioKey: first!.audioKey, timingsKey: first!.timingsKey, durationMs }, clock(ports)))) {
    await removeIfStoryGone(ports, input, stored.flatMap((part) => [part.audioKey, part.timingsKey]));
  }
  return keysOf(story);
}

/** Checks that every part is there, then completed. */
export async function completeStory(ports: PipelineStorePorts, input: PipelineInput): Promise<PipelineInput> {
  const story = await storyOf(ports, input);
  if (story.status === 'completed') return keysOf(story);
  const picturesMissing = storyPictures(story).some((picture) => !picture.key);
  const missing = [!story.content && 'text', picturesMissing && 'image', story.narrationRequested && !story.audioKey && 'audio'].filter(Boolean);
  if (missing.length > 0) throw new StoryIncompleteError(`The story misses: ${missing.join(', ')}`);
  if (!(await ports.stories.advanceStatus(story.userId, story.storyId, 'completed', clock(ports)))) {
    await storyOf(ports, input);
    return keysOf(story);
  }
  countStoryCompleted();
  // What the finished story cost its makers, once (a retry finds it completed above): the metric for the
  // average and the budget, the log line to find one story's cost; figures and ids only.
  recordStoryCost(story.costUsd ?? 0);
  logger.info('story cost', { storyId: story.storyId, costUsd: story.costUsd ?? 0, pictures: storyPictures(story).length, narrated: story.narrationRequested });
  return keysOf(story);
}

/** The Catch's input: the keys and the error Step Functions caught. */
export interface FailureInput extends PipelineInput {
  error?: { Error?: string; Cause?: string };
}

export const FAILURE_REASONS: Readonly<Record<FailureKind, string>> = {
  unavailable: "Le service de création d'histoires est momentanément indisponible.",
  refused: "L'histoire obtenue ne convenait pas à un enfant : elle n'a pas été gardée.",
  other: "La création de l'histoire a échoué.",
} as const;

/** The parent's reason, from the error's name only (shared/pipeline-failures.ts): causes may hold details that are not for them. */
export function failureReason(errorName: string | undefined): string {
  return FAILURE_REASONS[failureKind(errorName)];
}

/**
 * Marks the story failed and gives its credit back, once however often this step runs. A story that no
 * longer exists was deleted with its profile, which gave the credit back: anything a step stored under
 * its id and could not remove itself (it crashed in between) is removed here, and `storyGone` lets the
 * state machine end without counting a failure.
 */
export async function failStory(ports: PipelineFailurePorts, input: FailureInput): Promise<PipelineInput & { refunded: boolean; storyGone: boolean }> {
  const story = await ports.stories.get(input.userId, input.storyId, { consistent: true });
  if (!story) {
    await ports.media.remove(storyMediaKeys(input.storyId));
    return { userId: input.userId, storyId: input.storyId, refunded: false, storyGone: true };
  }
  const refunded = await ports.credits.failWithRefund(story, failureReason(input.error?.Error), clock(ports));
  // Once per story: a retried MarkFailed finds it refunded already.
  if (refunded) countStoryFailedAndRefunded(failureKind(input.error?.Error));
  return { userId: story.userId, storyId: story.storyId, refunded, storyGone: false };
}
