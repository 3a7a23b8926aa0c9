import { STORY_STEP_LABELS, storyStatusSchema } from '@shared/stories';
import { NativeSelect } from '@/components/option-controls';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { TEST_PAGE_TEXTS } from '@/features/test-tools/messages';
import { CombinationResult } from './combination-result';
import { BusyLabel } from './test-create-card';
import { TestStoryFacts } from './test-story-facts';
import type { TestTools } from './use-test-tools';

/** Every status, in the spec's order, then ours (`failed`), each with the progress screen's label. */
const STATUS_OPTIONS = storyStatusSchema.options.map((status) => ({ value: status, label: `${status} — ${STORY_STEP_LABELS[status]}` }));

/** The test story: its facts, the status to give it, and the audio combination's simulation with its result. */
export function TestStoryCard({ tools }: { tools: TestTools }) {
  const { story, combination, statusForm } = tools;
  return (
    <section aria-labelledby="test-story-title">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="test-story-title">{TEST_PAGE_TEXTS.storyTitle}</h2>
          </CardTitle>
          {story ? null : <CardDescription>{TEST_PAGE_TEXTS.noStory}</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {story ? <TestStoryFacts story={story} /> : null}

          <form className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate onSubmit={statusForm.handleSubmit(tools.onSetStatus)}>
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor="test-status">{TEST_PAGE_TEXTS.status}</Label>
              <NativeSelect id="test-status" disabled={!story} {...statusForm.register('status')}>
                {STATUS_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" disabled={!story || tools.settingStatus} aria-busy={tools.settingStatus}>
              <BusyLabel pending={tools.settingStatus} label={TEST_PAGE_TEXTS.setStatus} />
            </Button>
          </form>

          <div className="flex flex-col gap-2">
            <Button variant="outline" className="self-start" disabled={!story || tools.combining} aria-busy={tools.combining} onClick={() => void tools.onCombine()}>
              <BusyLabel pending={tools.combining} label={TEST_PAGE_TEXTS.combination} />
            </Button>
            <p className="text-sm text-muted-foreground">{TEST_PAGE_TEXTS.combinationHint}</p>
          </div>

          {combination ? <CombinationResult result={combination} /> : null}
        </CardContent>
      </Card>
    </section>
  );
}
