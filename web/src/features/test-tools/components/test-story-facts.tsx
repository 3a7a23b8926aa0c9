import { ExternalLinkIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { STORY_STEP_LABELS, type StoryStatus } from '@shared/stories';
import type { TestStory } from '@shared/test-tools';
import { paths } from '@/lib/paths';
import { TEST_PAGE_TEXTS } from '@/features/test-tools/messages';

/** The test story's title, id and status, with its loading screen here (under the controls) or in a new tab. */
export function TestStoryFacts({ story }: { story: TestStory }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="test-story-facts">
        <dt className="font-bold text-muted-foreground">{TEST_PAGE_TEXTS.factTitle}</dt>
        <dd>{story.title}</dd>
        <dt className="font-bold text-muted-foreground">{TEST_PAGE_TEXTS.factId}</dt>
        <dd className="font-mono break-all">{story.id}</dd>
        <dt className="font-bold text-muted-foreground">{TEST_PAGE_TEXTS.status}</dt>
        <dd data-testid="test-story-status">
          {story.status} — {STORY_STEP_LABELS[story.status as StoryStatus]}
        </dd>
      </dl>
      <Link to={paths.testLoading(story.id)} className="self-start font-bold text-primary underline underline-offset-4 focus-ring">
        {TEST_PAGE_TEXTS.loadingHere}
      </Link>
      <a
        href={paths.storyLoading(story.id)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 self-start font-bold text-primary underline underline-offset-4 focus-ring"
      >
        {TEST_PAGE_TEXTS.loadingScreen} <span className="font-normal">{TEST_PAGE_TEXTS.newTab}</span>
        <ExternalLinkIcon aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}
