import type { MakerUsage } from '#shared/maker-prices';
import type { Gender, ReadingLevel } from '#shared/profiles';
import type { StoryFrame } from './story-frame';
import type { StoryScene } from './story-scenes';
import type { StorySequel } from './story-sequel';

/**
 * The four story makers (DESIGN "Providers"): a port each, with an embedded adapter (offline,
 * deterministic for a seed; the default) and an OpenAI adapter (later). The pipeline only sees these.
 */

/**
 * Where a maker that pays for a service (OpenAI) tells what each call used (issue 28: the cost of a story).
 * The pipeline passes one per step and stores what it heard on the story; the embedded makers, which pay
 * for nothing, tell it nothing. Every paid call is told, a failed or malformed answer's included.
 */
export interface UsageMeter {
  record(usage: MakerUsage): void;
}

/** The child the story is written for: the profile fields of spec part 1 §3 that shape a story. */
export interface StoryChild {
  name: string;
  age: number;
  gender: Gender;
  /** Trait values (masculine form, as stored); shown in the feminine form for a girl. */
  personality: string[];
  interests: string[];
  /** Hex, e.g. #FFD700. */
  favoriteColor: string;
  /** Optional: '' when not given. */
  favoriteHobby: string;
  readingLevel: ReadingLevel;
  skinColor: string;
  hairColor: string;
  hairType: string;
  hairLength: string;
  eyeColor: string;
  height: string;
  style: string;
}

/** The wizard's choices (spec part 2 §3, story form data): each a suggestion or a parent's free text. */
export interface StoryChoices {
  mainCharacter: string;
  setting: string;
  scenario: string;
  emotions: string[];
  values: string[];
}

export interface StoryRequest {
  child: StoryChild;
  choices: StoryChoices;
  /** Same seed, same request → same story, picture and voice (the story id in the pipeline). */
  seed: string;
  /**
   * What the writer understood of the choices (issue 25), read at creation and stored with the story:
   * the writer, the illustrator and the OpenAI prompt tell only this. Absent on stories created before it.
   */
  frame?: StoryFrame;
  /**
   * Brothers and sisters (issue 31, item 5): the second hero of a story told for two children of the
   * family; `child` is the first, the one the parent chose first. Absent from a story of one child.
   */
  sibling?: StoryChild;
  /** « La suite » (issue 31, item 1): the earlier episode's facts, the recap and the thread, for a sequel only. */
  sequel?: StorySequel;
}

export interface WrittenStory {
  title: string;
  /** Paragraphs separated by a blank line. */
  content: string;
  moral: string;
  /**
   * The moments to illustrate, in order (opening, problem, resolution). A writer that cannot tell them
   * (the OpenAI writer) leaves them out; the pipeline then derives them from the paragraphs.
   */
  scenes?: StoryScene[];
}

export interface StoryWriter {
  write(request: StoryRequest, meter?: UsageMeter): Promise<WrittenStory>;
}

export interface Illustrator {
  /**
   * A 1024×1024 PNG with the child and the main character: of the given scene, or without one of the
   * story's place (the opening). The same child is drawn the same way in every scene.
   *
   * `reference`: the PNG of the story's first picture, given for the pictures after it, so that an
   * illustrator that draws freely (OpenAI) keeps that child and that companion. One that is
   * deterministic from the profile (the embedded one) may ignore it.
   */
  illustrate(request: StoryRequest, scene?: StoryScene, reference?: Uint8Array, meter?: UsageMeter): Promise<Uint8Array>;
}

export interface WordTiming {
  word: string;
  startMs: number;
  endMs: number;
}

export interface Narration {
  mp3: Uint8Array;
  durationMs: number;
  /** For read-along highlighting: every spoken word of the text, in order, times increasing. */
  words: WordTiming[];
}

export interface NarrationRequest {
  story: WrittenStory;
  /** Younger children get a slower voice. */
  childAge: number;
  childGender?: Gender;
}

export interface Narrator {
  narrate(request: NarrationRequest, meter?: UsageMeter): Promise<Narration>;
}

/**
 * Why a text is refused. `sexual` covers sexual content and nudity involving a child, `grooming` an
 * adult isolating a child or asking for secrecy, `hate` slurs, racist or dehumanising statements and
 * praise of Nazism or terrorism, `crime` how-to crime (stealing without being caught, buying weapons).
 */
export type ModerationCategory =
  | 'violence'
  | 'sexual'
  | 'grooming'
  | 'hate'
  | 'crime'
  | 'drugs'
  | 'insult'
  | 'self_harm'
  | 'personal_data'
  | 'prompt_injection';

/**
 * A text to check, named by the field it came from: the wizard's mainCharacter, setting, scenario,
 * emotions, values; the profile's name and favoriteHobby; the written story's title, content, moral.
 */
export interface ModerationInput {
  field: string;
  text: string;
}

export type ModerationVerdict =
  | { allowed: true }
  | {
      allowed: false;
      field: string;
      category: ModerationCategory;
      /** French, for a parent: names the field and says what to change. */
      message: string;
    };

export interface Moderator {
  /** A parent's texts (or any texts), checked in the order given; the first refused one is reported. */
  check(inputs: ModerationInput[]): Promise<ModerationVerdict>;
  /**
   * The written story, before it is stored, with rules of its own: every sentence that carries a
   * parent's text is checked as a sentence, more strictly than the parent's input was; the whole plot
   * may never state harm done to the child (named by `request.child.name`) or to any child; the
   * parent's texts are also checked together, as one text. A refusal names the field: title, content
   * or moral.
   */
  checkStory(story: WrittenStory, request: StoryRequest): Promise<ModerationVerdict>;
}

/** The four story makers a pipeline step receives (embedded or OpenAI, chosen by the factories in functions/story-makers). */
export interface StoryMakers {
  writer: StoryWriter;
  illustrator: Illustrator;
  narrator: Narrator;
  moderator: Moderator;
}
