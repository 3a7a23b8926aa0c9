import type { PipelinePorts } from '#core/stories/story-pipeline';
import type { ModerationInput, ModerationVerdict, Moderator, Narration, StoryRequest, WrittenStory } from '#core/story-makers-port';

/** The four story makers as the pipeline sees them (typed from its port, wherever the embedded ones live). */
export type StoryMakers = PipelinePorts['makers'];

export const FAKE_PNG = new Uint8Array([137, 80, 78, 71]);

export const FAKE_STORY: WrittenStory = {
  title: 'Léa et le petit dragon',
  content: 'Il était une fois un petit dragon.\n\nLéa lui montra les étoiles.',
  moral: "L'amitié rend courageux.",
};

export const FAKE_NARRATION: Narration = {
  mp3: new Uint8Array([255, 251, 144, 0]),
  durationMs: 1_000,
  words: [
    { word: 'Il', startMs: 0, endMs: 100 },
    { word: 'était', startMs: 100, endMs: 300 },
  ],
};

/** The French message a refusal carries: it names the field, as the real Moderators do. */
export const refusalMessage = (field: string): string => `Le texte du champ « ${field} » ne convient pas. Merci de le reformuler.`;

/**
 * A Moderator that refuses any text containing a chosen word (or throws a chosen error, as an unreachable
 * moderation service would), and records what it was asked. `checkStory` applies the same word to the
 * written story's title, content and moral, by those field names.
 */
export class FakeModerator implements Moderator {
  readonly seen: ModerationInput[][] = [];
  readonly storiesSeen: WrittenStory[] = [];

  constructor(private readonly refusal: string | Error = 'interdit') {}

  async check(inputs: ModerationInput[]): Promise<ModerationVerdict> {
    this.seen.push(inputs.map((input) => ({ ...input })));
    return this.verdict(inputs);
  }

  async checkStory(story: WrittenStory): Promise<ModerationVerdict> {
    this.storiesSeen.push({ ...story });
    return this.verdict([
      { field: 'title', text: story.title },
      { field: 'content', text: story.content },
      { field: 'moral', text: story.moral },
    ]);
  }

  private verdict(inputs: ModerationInput[]): ModerationVerdict {
    if (this.refusal instanceof Error) throw this.refusal;
    const word = this.refusal;
    const hit = inputs.find((input) => input.text.includes(word));
    if (!hit) return { allowed: true };
    return { allowed: false, field: hit.field, category: 'insult', message: refusalMessage(hit.field) };
  }
}

/** What the story makers do, by name. */
export type MakerWork = 'write' | 'illustrate' | 'narrate';

/**
 * Story makers that answer at once with fixed results and count their calls; `during[work]` runs while
 * that work is under way (a deletion, a failure), and `failWith[work]` makes it throw.
 */
export function fakeStoryMakers(
  options: { moderator?: Moderator; written?: WrittenStory; during?: Partial<Record<MakerWork, () => void>>; failWith?: Partial<Record<MakerWork, Error>> } = {},
): { makers: StoryMakers; calls: Record<MakerWork, number>; requests: StoryRequest[] } {
  const calls: Record<MakerWork, number> = { write: 0, illustrate: 0, narrate: 0 };
  const requests: StoryRequest[] = [];
  const work = async <T>(kind: MakerWork, result: T): Promise<T> => {
    calls[kind] += 1;
    options.during?.[kind]?.();
    const failure = options.failWith?.[kind];
    if (failure) throw failure;
    return result;
  };
  const makers: StoryMakers = {
    writer: {
      write: (request) => {
        requests.push(request);
        return work('write', { ...(options.written ?? FAKE_STORY) });
      },
    },
    illustrator: { illustrate: () => work('illustrate', FAKE_PNG) },
    narrator: { narrate: () => work('narrate', FAKE_NARRATION) },
    moderator: options.moderator ?? new FakeModerator(),
  };
  return { makers, calls, requests };
}
