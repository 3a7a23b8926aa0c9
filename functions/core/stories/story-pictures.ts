import { MAX_STORY_PICTURES } from '#shared/media';
import { storyParagraphs } from '#shared/stories';
import { DEFAULT_ILLUSTRATION_COUNT, type SceneMoment, type ScenePose, type StoryScene } from '#core/story-scenes';
import type { WrittenStory } from '#core/story-makers-port';
import type { Story } from './story';

/**
 * The picture book of a story (issue 16): which scenes get a picture, where each picture is stored, and
 * how many pictures a story gets. Pure functions: the pipeline, the API and the privacy tools share them.
 */

/** How the child stands in a scene the pipeline had to derive (the writer gave none): the moment's usual pose. */
const DERIVED_POSES: Readonly<Record<SceneMoment, ScenePose>> = { opening: 'standing', problem: 'searching', resolution: 'celebrating' };

/** Captions of derived scenes, from the title only: the story makers' own words, never a parent's text unread. */
const DERIVED_CAPTIONS: Readonly<Record<SceneMoment, (title: string) => string>> = {
  opening: (title) => `Le début de l'histoire « ${title} ».`,
  problem: (title) => `Le moment où tout se complique, dans l'histoire « ${title} ».`,
  resolution: (title) => `La fin heureuse de l'histoire « ${title} ».`,
};

/**
 * The scenes of a written story whose writer told none (the OpenAI writer): the opening on the first
 * paragraph, the problem on the middle one, the resolution on the last; daylight, the moment's usual
 * pose, no props (the illustrator then draws the place), a caption made from the title.
 */
export function deriveScenes(written: Pick<WrittenStory, 'title' | 'content'>): StoryScene[] {
  const last = Math.max(0, storyParagraphs(written.content).length - 1);
  const paragraphs: Record<SceneMoment, number> = { opening: 0, problem: Math.floor(last / 2), resolution: last };
  return (['opening', 'problem', 'resolution'] as const).map((moment) => ({
    moment,
    paragraph: paragraphs[moment],
    light: 'day',
    pose: DERIVED_POSES[moment],
    props: [],
    caption: DERIVED_CAPTIONS[moment](written.title),
  }));
}

/**
 * The scenes to draw for a story of `count` pictures: with 1, the opening; with 2, the opening and the
 * resolution (the story's start and end); with 3, all three. The writer's scenes when it gave some (their
 * paragraphs kept inside the text), the derived ones otherwise or for any moment it left out.
 */
export function scenesToDraw(written: WrittenStory, count: number): StoryScene[] {
  const last = Math.max(0, storyParagraphs(written.content).length - 1);
  const derived = deriveScenes(written);
  const moments: SceneMoment[] = count <= 1 ? ['opening'] : count === 2 ? ['opening', 'resolution'] : ['opening', 'problem', 'resolution'];
  return moments.map((moment) => {
    const scene = written.scenes?.find((candidate) => candidate.moment === moment) ?? derived.find((candidate) => candidate.moment === moment)!;
    // A picture shown before a paragraph that does not exist would be lost below the text.
    return { ...scene, paragraph: Math.min(Math.max(0, Math.trunc(scene.paragraph)), last) };
  });
}

/**
 * The `ILLUSTRATIONS_PER_STORY` value (shared/environment.ts), 1 to 3. The stack always sets it (CDK
 * context `illustrationsPerStory`; else 1 when OpenAI is configured, 3 otherwise). Unset (a function
 * run outside the stack): the same rule from the environment, 1 when an OpenAI key is configured (each
 * picture costs a drawing), else DEFAULT_ILLUSTRATION_COUNT. A value out of range is a configuration
 * error, thrown at cold start rather than guessed.
 */
export function illustrationsPerStoryOf(env: Readonly<Record<string, string | undefined>>, names: { count: string; openAiKeys: readonly string[] }): number {
  const raw = env[names.count]?.trim();
  if (!raw) return names.openAiKeys.some((name) => env[name]?.trim()) ? 1 : DEFAULT_ILLUSTRATION_COUNT;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > MAX_STORY_PICTURES) {
    throw new Error(`${names.count} must be a whole number from 1 to ${MAX_STORY_PICTURES} (got ${raw})`);
  }
  return value;
}

/** The story attribute holding picture `picture`'s key: `imageKey` for the first (as every story before the picture book), `imageKey2`, `imageKey3` after. */
export type PictureKeyAttribute = 'imageKey' | 'imageKey2' | 'imageKey3';

export function pictureKeyAttribute(picture: number): PictureKeyAttribute {
  if (picture === 1) return 'imageKey';
  if (picture === 2) return 'imageKey2';
  if (picture === 3) return 'imageKey3';
  throw new RangeError(`A story has pictures 1 to ${MAX_STORY_PICTURES} (got ${picture})`);
}

/** One picture a story should have: its number (1-based), its scene (none for a story made before the picture book) and its key once stored. */
export interface StoryPicture {
  picture: number;
  scene: StoryScene | undefined;
  key: string | undefined;
}

/**
 * The pictures a story should have, in order: one per stored scene, or one (the first, at the top) for a
 * story made before the picture book or whose text is not written yet.
 */
export function storyPictures(story: Pick<Story, 'scenes' | PictureKeyAttribute>): StoryPicture[] {
  const scenes: (StoryScene | undefined)[] = story.scenes && story.scenes.length > 0 ? story.scenes.slice(0, MAX_STORY_PICTURES) : [undefined];
  return scenes.map((scene, index) => ({ picture: index + 1, scene, key: story[pictureKeyAttribute(index + 1)] }));
}
