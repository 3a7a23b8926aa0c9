import type { StoryStatus } from '@shared/stories';
import { paths } from '@/lib/paths';

/**
 * The watcher's rules (spec part 2 §7: pending stories are polled every 10 s; a finished one is
 * announced). Pure, so they are tested without React.
 *
 * The pending list stops at generating_image, so a story leaves it before it is completed (image,
 * then audio): it stays followed — its detail read at each poll — until it is completed or failed.
 */
export interface WatchStep {
  /** Everything followed after this answer: the pending stories and those left but not finished. */
  followed: Set<string>;
  /** The followed stories no longer pending, whose detail must be read now. */
  toCheck: string[];
}

export function watchStep(followed: ReadonlySet<string>, pending: readonly { id: string }[]): WatchStep {
  const now = new Set(pending.map((story) => story.id));
  const toCheck = [...followed].filter((id) => !now.has(id));
  return { followed: new Set([...now, ...toCheck]), toCheck };
}

/** What a checked story's status means: announce it, forget it, or keep following it. */
export function checkOutcome(status: StoryStatus | null): 'announce' | 'forget' | 'keep' {
  if (status === 'completed') return 'announce';
  if (status === 'failed' || status === null) return 'forget';
  return 'keep';
}

/**
 * Whether the finished story gets its 'Histoire terminée !' toast with 'Lire' (issue 18): not while the
 * parent is on that story's progress screen, which announces it itself and is already taking them to it,
 * nor on the story's own page: 'Lire' would lead where they are.
 */
export function shouldAnnounceFinished(storyId: string, pathname: string): boolean {
  const here = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return here !== paths.story(storyId) && here !== paths.storyLoading(storyId);
}
