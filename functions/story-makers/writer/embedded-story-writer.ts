import type { StoryRequest, StoryWriter, WrittenStory } from '#core/story-makers-port';
import { composeStory } from './compose';
import { composeDuoStory } from './duo/compose-duo';
import { withSequel } from './sequel/with-sequel';

/**
 * The default StoryWriter: a French story engine that runs offline, in a few milliseconds, and always
 * writes the same story for the same request and seed. See compose.ts for how a story is put together,
 * banks/ for the phrasings, free-text.ts for how a parent's typed text is woven in.
 */
export function createEmbeddedStoryWriter(): StoryWriter {
  return {
    async write(request: StoryRequest): Promise<WrittenStory> {
      const story = request.sibling ? composeDuoStory(request, request.sibling) : composeStory(request);
      // « La suite » (issue 31, item 1): the recap and the thread, told from the earlier episode's stored facts.
      return request.sequel ? withSequel(story, request.sequel) : story;
    },
  };
}
