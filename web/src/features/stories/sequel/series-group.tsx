import type { StoryCard as StoryCardData } from '@shared/stories';
import { STORY_GRID_CLASS, StoryCard } from '@/features/stories/components/story-card';
import { libraryEpisodeLabel, seriesHeading } from './library-series';

/** One story's number in its series, above its card. */
export function EpisodeCard({ story }: { story: StoryCardData }) {
  return (
    <div className="flex h-full flex-col gap-1">
      {story.series ? <p className="text-sm font-bold text-primary">{libraryEpisodeLabel(story.series.episode)}</p> : null}
      <StoryCard story={story} />
    </div>
  );
}

/** A series in the library (issue 31, item 1): its episodes together, in order, each with its number. */
export function SeriesGroup({ episodes }: { episodes: readonly StoryCardData[] }) {
  const heading = seriesHeading(episodes.length);
  return (
    <section aria-label={heading} className="flex flex-col gap-3 rounded-2xl border border-dashed p-3">
      <h2 className="font-extrabold">{heading}</h2>
      <ul className={STORY_GRID_CLASS}>
        {episodes.map((story) => (
          <li key={story.id}>
            <EpisodeCard story={story} />
          </li>
        ))}
      </ul>
    </section>
  );
}
