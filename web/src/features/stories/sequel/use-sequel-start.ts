import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { SEQUEL_QUERY_PARAM } from '@shared/story-sequels';
import { storyQueryOptions } from '@/features/stories/api/get-story';
import { nextEpisode, sequelWizardValues } from './sequel-logic';

/** What the wizard needs to write a story's next episode (issue 31, item 1). */
export interface SequelStart {
  storyId: string;
  title: string;
  episode: number;
  values: ReturnType<typeof sequelWizardValues>;
}

export type SequelStartState = { state: 'none' } | { state: 'loading' } | { state: 'failed'; retry: () => void } | { state: 'ready'; sequel: SequelStart };

/** /create?suite=<id>: the earlier episode, read as its page reads it, and the wizard's start made from it. */
export function useSequelStart(): SequelStartState {
  const [searchParams] = useSearchParams();
  const storyId = searchParams.get(SEQUEL_QUERY_PARAM) ?? '';
  const story = useQuery({ ...storyQueryOptions(storyId), enabled: storyId !== '' });
  if (storyId === '') return { state: 'none' };
  if (story.isPending) return { state: 'loading' };
  if (story.isError || !story.data) return { state: 'failed', retry: () => void story.refetch() };
  const detail = story.data;
  return { state: 'ready', sequel: { storyId: detail.id, title: detail.title, episode: nextEpisode(detail), values: sequelWizardValues(detail) } };
}
