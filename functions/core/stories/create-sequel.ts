import { SEQUEL_MESSAGES, type CreateSequelCommand, type StorySeries } from '#shared/story-sequels';
import { STORY_MESSAGES } from '#shared/stories';
import type { Caller } from '#core/caller';
import { ConflictError, NotFoundError, ValidationError } from '#core/errors';
import type { CharacterFrame, PlaceFrame, StoryFrame } from '#core/story-frame';
import type { StorySequel } from '#core/story-sequel';
import { createStory, type CreateStoryPorts } from './create-story';
import type { StoryRepository } from './story-repository';

/**
 * The earlier episode's second child is no longer in the account. Deleting a child's profile deletes every story
 * naming them, so this is only met while that deletion runs: the earlier episode is about to go too, and a sequel
 * for the first child alone would continue a story that no longer exists. A French 409, nothing spent.
 */
export const SEQUEL_SIBLING_GONE = "Le frère ou la sœur de cette histoire n'est plus dans votre compte : la suite ne peut pas être écrite.";

export interface CreateSequelPorts extends CreateStoryPorts {
  stories: Pick<StoryRepository, 'get'>;
}

const sameCharacter = (a: CharacterFrame, b: CharacterFrame): boolean => a.kind.id === b.kind.id && a.name === b.name && a.count === b.count;
const samePlace = (a: PlaceFrame, b: PlaceFrame): boolean => a.kind.id === b.kind.id && a.owner === b.owner && [...a.features].sort().join() === [...b.features].sort().join();
const sameGoal = (a: StoryFrame['goal'], b: StoryFrame['goal']): boolean => JSON.stringify(a) === JSON.stringify(b);
const folded = (text: string): string => text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * `POST /api/stories/{id}/sequel` (issue 31, item 1): the next episode of one of the caller's finished stories,
 * for the same child, at the price and under the rules of any story (createStory: the parent's bucket, the
 * Moderator on every text the parent changed, the frame, one credit in one conditional transaction, the pipeline).
 * 1. the earlier episode must be the caller's (404 otherwise, as for any story) and completed (a French 409);
 * 2. the goal must be new (a French 400 on the scenario): the earlier one was reached;
 * 3. the series is named after its first episode; this episode's number is the earlier one's plus one;
 * 4. the earlier episode's facts are stored with the request: the writer tells the recap and the thread from them;
 * 5. an episode of two children (issue 31, item 5) stays theirs: the sequel has the same second hero, checked in
 *    the caller's account (a French 409 when gone, see SEQUEL_SIBLING_GONE), and its recap names both.
 */
export async function createSequel(ports: CreateSequelPorts, caller: Caller, storyId: string, command: CreateSequelCommand): Promise<{ id: string; series: StorySeries }> {
  const earlier = await ports.stories.get(caller.userId, storyId);
  if (!earlier) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  if (earlier.status !== 'completed') throw new ConflictError(SEQUEL_MESSAGES.notFinished);

  // Stories made before the frame was stored have their choices: the same reader tells what they were.
  const stored = earlier.request.frame;
  const reread = stored ? null : ports.frames.read(earlier.request.choices);
  const earlierFrame = stored ?? (reread?.ok ? reread.frame : null);
  if (!earlierFrame) throw new ConflictError(SEQUEL_MESSAGES.noFacts);
  if (earlier.siblingProfileId && !(await ports.profiles.get(caller.userId, earlier.siblingProfileId))) throw new ConflictError(SEQUEL_SIBLING_GONE);

  const choices = { mainCharacter: command.mainCharacter, setting: command.setting, scenario: command.scenario, emotions: command.emotions, values: command.values };
  const reading = ports.frames.read(choices);
  if (folded(command.scenario) === folded(earlier.request.choices.scenario) || (reading.ok && sameGoal(reading.frame.goal, earlierFrame.goal))) {
    throw new ValidationError(SEQUEL_MESSAGES.sameGoal, 'scenario');
  }

  const seriesId = earlier.series?.id ?? earlier.storyId;
  const series: StorySeries = { id: seriesId, episode: (earlier.series?.episode ?? 1) + 1 };
  const previous: StorySequel['previous'] = { storyId: earlier.storyId, title: earlier.title, frame: earlierFrame };

  const siblingProfileId = earlier.siblingProfileId ? { siblingProfileId: earlier.siblingProfileId } : {};
  const { id } = await createStory(ports, caller, { ...command, profileId: earlier.profileId, ...siblingProfileId }, {
    series,
    previousStoryId: earlier.storyId,
    // A demo story (the /test page's) was written without the Moderator: none of its texts counts as checked.
    ...(earlier.isDemo ? {} : { moderated: earlier.request.choices }),
    sequelOf: (child, frame, sibling) => ({
      seriesId,
      episode: series.episode,
      child: { name: child.name, gender: child.gender },
      ...(sibling ? { sibling: { name: sibling.name, gender: sibling.gender } } : {}),
      previous,
      sameCompanion: sameCharacter(frame.character, earlierFrame.character),
      samePlace: samePlace(frame.place, earlierFrame.place),
    }),
  });
  return { id, series };
}
