import { createEmbeddedIllustrator } from './illustrator/embedded-illustrator';
import { createEmbeddedModerator } from './moderator/embedded-moderator';
import { createEmbeddedNarrator, type EmbeddedNarratorOptions } from './narrator/embedded-narrator';
import type { StoryMakers } from '#core/story-makers-port';
import { createEmbeddedStoryWriter } from './writer/embedded-story-writer';

/** The product's default story makers: offline, deterministic for a seed, no API key (DESIGN "Providers"). */
export function createEmbeddedStoryMakers(options: { narrator?: EmbeddedNarratorOptions } = {}): StoryMakers {
  return {
    writer: createEmbeddedStoryWriter(),
    illustrator: createEmbeddedIllustrator(),
    narrator: createEmbeddedNarrator(options.narrator),
    moderator: createEmbeddedModerator(),
  };
}
