import type { GoalAction, GoalFrame, StoryFrame } from '#core/story-frame';
import type { PlaceKind } from '../banks/places';

/** What the goal plot and the goal courses know of the story's world: its own file, which both import. */
export interface GoalPlotWorld {
  action: GoalAction;
  medium: 'land' | 'water' | 'air' | 'space';
  indoors: boolean;
  snowy: boolean;
  motion: StoryFrame['character']['kind']['motion'];
  hands: boolean;
  qualities: readonly string[];
  /** The kind of place (sea, desert…): where one swims there. */
  kind?: PlaceKind;
  /** The goal itself: a goal the writer knows is told by its own course (goal-courses.ts). */
  goal?: GoalFrame;
}
