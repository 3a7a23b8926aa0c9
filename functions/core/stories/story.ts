import type { MakerUsage } from '#shared/maker-prices';
import type { CreditType, StoryStatus } from '#shared/stories';
import type { StoryRequest } from '#core/story-makers-port';
import type { StoryScene } from '#core/story-scenes';
import type { StorySeries } from '#shared/story-sequels';

/**
 * A story item of the stories table (spec part 2 §3 plus DESIGN's `failureReason` and narration). The
 * request (the child as the profile was at creation, the wizard's choices and the seed) is kept on the
 * story, so the pipeline never depends on a profile that may be edited or deleted while it runs.
 */
export interface Story {
  userId: string;
  storyId: string;
  profileId: string;
  /** Brothers and sisters (issue 31, item 5, story-siblings.ts): the second hero's profile, for a story of two children. */
  siblingProfileId?: string;
  title: string;
  content: string;
  moral: string;
  status: StoryStatus;
  creditType: CreditType;
  isDemo: boolean;
  createdAt: string;
  updatedAt: string;
  request: StoryRequest;
  /** 'Narration audio' on step 4: without it no audio is made. */
  narrationRequested: boolean;
  /**
   * The scenes to draw, one per picture, in order (story-pictures.ts), stored with the text. Absent on a
   * story made before the picture book: it has one picture, at the top.
   */
  scenes?: StoryScene[];
  /** Media keys in the private bucket, set once the object is stored. `imageKey` is the first picture's (the library card's). */
  imageKey?: string;
  /** The second and third pictures' keys (shared/media.ts `storyImageKey`), each set once its object is stored. */
  imageKey2?: string;
  imageKey3?: string;
  /**
   * Set once the whole narration is stored (every part): part 1's audio key (the only part of a story
   * narrated in one, or before the parts), its timings, and the narration's whole duration.
   */
  audioKey?: string;
  /** Word timings for the read-along, a JSON document beside the audio. */
  timingsKey?: string;
  narrationDurationMs?: number;
  /**
   * The narration's parts stored so far, in order (issue 30: the first plays while the rest is narrated),
   * and how many it will have. Absent on a story narrated before the parts: `audioKey` is its one part.
   */
  audioParts?: StoredAudioPart[];
  narrationPartCount?: number;
  /**
   * The spec's `content_url`: a JSON document `{ "content": … }` in the media bucket holding the text
   * (stories brought from elsewhere may have one); read first, with `content` as the fallback.
   */
  contentKey?: string;
  /** French, for the parent, once the status is `failed`. */
  failureReason?: string;
  /** Set by the refund, in the same transaction: a failure is refunded once. */
  refundedAt?: string;
  /**
   * Every paid call the story makers made for this story, in the order the steps stored them (retries and
   * failures included), and their cost in US dollars at the list prices of the day (shared/maker-prices.ts).
   * For the operator: never in the API's answers. Absent while nothing was paid (the embedded makers).
   */
  usage?: MakerUsage[];
  costUsd?: number;
  /**
   * The parent's own reading (issue 31, item 4), by paragraph number ("1", "2"…): each recording's object
   * is at shared/media.ts `storyVoiceKey`. Absent until the parent records a paragraph.
   */
  voiceParagraphs?: Record<string, StoredVoiceParagraph>;
  /**
   * « La suite » (issue 31, item 1): the story's place in its series. Set on a sequel when it is created, and on
   * the series' first episode in the same transaction; absent on a story that has no sequel.
   */
  series?: StorySeries;
}

/** One paragraph the parent recorded: its length as the browser measured it, its format and when. */
export interface StoredVoiceParagraph {
  durationMs: number;
  contentType: string;
  recordedAt: string;
}

/** One stored part of a narration: its MP3, its word timings (times from the part's own start) and its length. */
export interface StoredAudioPart {
  audioKey: string;
  timingsKey: string;
  durationMs: number;
}

/** What the state machine passes from state to state: keys, never media. */
export interface PipelineInput {
  userId: string;
  storyId: string;
}
