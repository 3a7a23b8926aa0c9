import type { ModerationInput, ModerationVerdict, Moderator, StoryRequest, WrittenStory } from '#core/story-makers-port';

/**
 * A moderator made of two: every text goes through `first`, and only what it lets pass reaches `then`.
 * The factories put the embedded rules (made for a children's product: grooming patterns, a child's
 * death, personal data, instructions to the generator) before a remote moderator, so a text the rules
 * refuse never leaves the function nor costs a request.
 */
export function layeredModerator(first: Moderator, then: Moderator): Moderator {
  return {
    async check(inputs: ModerationInput[]): Promise<ModerationVerdict> {
      const verdict = await first.check(inputs);
      return verdict.allowed ? then.check(inputs) : verdict;
    },
    async checkStory(story: WrittenStory, request: StoryRequest): Promise<ModerationVerdict> {
      const verdict = await first.checkStory(story, request);
      return verdict.allowed ? then.checkStory(story, request) : verdict;
    },
  };
}
