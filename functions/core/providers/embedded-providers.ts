import { createEmbeddedIllustrator } from './illustrator/embedded-illustrator';
import { createEmbeddedModerator } from './moderator/embedded-moderator';
import { createEmbeddedNarrator } from './narrator/embedded-narrator';
import type { Illustrator, Moderator, Narrator, StoryWriter } from './ports';
import { createEmbeddedStoryWriter } from './writer/embedded-story-writer';

export interface StoryMakers {
  writer: StoryWriter;
  illustrator: Illustrator;
  narrator: Narrator;
  moderator: Moderator;
}

/** The product's default story makers: offline, deterministic for a seed, no API key (DESIGN "Providers"). */
export function createEmbeddedProviders(): StoryMakers {
  return {
    writer: createEmbeddedStoryWriter(),
    illustrator: createEmbeddedIllustrator(),
    narrator: createEmbeddedNarrator(),
    moderator: createEmbeddedModerator(),
  };
}
