import { useTestTools } from '@/features/test-tools/components/use-test-tools';
import { FlaskConicalIcon, LoaderCircleIcon, ShieldAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { API_MESSAGES } from '@shared/messages';
import { STORY_STEP_LABELS, storyStatusSchema } from '@shared/stories';
import { BackHomeHeader } from '@/components/back-home-header';
import { FormField } from '@/components/form-field';
import { NativeSelect } from '@/components/option-controls';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { CombinationResult } from '@/features/test-tools/components/combination-result';
import { TestLogPanel } from '@/features/test-tools/components/test-log-panel';
import { TestStoryFacts } from '@/features/test-tools/components/test-story-facts';
import { TEST_PAGE_TEXTS, TEST_PAGE_TITLE } from '@/features/test-tools/messages';

/** Every status, in the spec's order, then ours (`failed`), each with the progress screen's label. */
const STATUS_OPTIONS = storyStatusSchema.options.map((status) => ({ value: status, label: `${status} — ${STORY_STEP_LABELS[status]}` }));

/**
 * /test (spec part 2 §2, "Test page"): tabs 'Contrôles' and 'Journal'; create a test story, set its status,
 * simulate the audio combination, clear the log; the loading-story screen of the test story is one link away
 * (it belongs to the stories feature, and opens beside this page so the statuses can be changed while it
 * polls). The API answers admins only: anyone else sees its French 403 in the log and a notice here.
 */
function TestPage() {
  useDocumentTitle(TEST_PAGE_TITLE);
  const tools = useTestTools();
  const { profiles, log, story, combination, forbidden, createForm, statusForm } = tools;
  const [tab, setTab] = useState('controls');

  const busy = (pending: boolean, label: string) => (
    <>
      {pending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
      {label}
    </>
  );
  const hasNoProfile = profiles.data?.length === 0;

  return (
    <div className="min-h-dvh">
      <BackHomeHeader />

      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-4 pb-28 md:pb-12">
        <div className="flex flex-col gap-2">
          <h1 className="flex items-center gap-3 text-3xl font-extrabold text-balance sm:text-4xl">
            <FlaskConicalIcon aria-hidden="true" className="size-8 shrink-0 text-primary" />
            {TEST_PAGE_TITLE}
          </h1>
          <p className="text-muted-foreground">{TEST_PAGE_TEXTS.intro}</p>
        </div>

        {forbidden ? (
          <Alert variant="warning" data-testid="test-page-forbidden">
            <ShieldAlertIcon aria-hidden="true" />
            <AlertTitle>{TEST_PAGE_TEXTS.forbiddenTitle}</AlertTitle>
            <AlertDescription>
              <p>{API_MESSAGES.adminOnly}</p>
              <p>{TEST_PAGE_TEXTS.forbiddenHint}</p>
            </AlertDescription>
          </Alert>
        ) : null}

        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="controls">{TEST_PAGE_TEXTS.controls}</TabsTrigger>
            <TabsTrigger value="logs">
              {TEST_PAGE_TEXTS.logs}
              {log.entries.length > 0 ? <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">{log.entries.length}</span> : null}
            </TabsTrigger>
          </TabsList>

          <TabsContent value="controls" className="flex flex-col gap-6">
            <section aria-labelledby="test-create-title">
              <Card>
                <CardHeader>
                  <CardTitle asChild>
                    <h2 id="test-create-title">{TEST_PAGE_TEXTS.createTitle}</h2>
                  </CardTitle>
                  <CardDescription>{TEST_PAGE_TEXTS.createDescription}</CardDescription>
                </CardHeader>
                <CardContent>
                  {hasNoProfile ? (
                    <Alert variant="info" className="mb-4">
                      <AlertDescription>
                        <p>{TEST_PAGE_TEXTS.noProfile}</p>
                        <Link to={paths.childProfile} className="font-bold text-primary underline underline-offset-4 focus-ring">
                          {TEST_PAGE_TEXTS.createProfile}
                        </Link>
                      </AlertDescription>
                    </Alert>
                  ) : null}
                  <form className="flex flex-col gap-4" noValidate onSubmit={createForm.handleSubmit(tools.onCreate)}>
                    <FormField label={TEST_PAGE_TEXTS.titleField} autoComplete="off" error={createForm.formState.errors.title?.message} {...createForm.register('title')} />
                    <div className="flex flex-col gap-1.5">
                      <Label htmlFor="test-profile">{TEST_PAGE_TEXTS.profile}</Label>
                      <NativeSelect id="test-profile" {...createForm.register('profileId', { setValueAs: (value: string) => value || undefined })}>
                        {(profiles.data ?? []).map((profile) => (
                          <option key={profile.id} value={profile.id}>
                            {profile.name}
                          </option>
                        ))}
                      </NativeSelect>
                    </div>
                    <Button type="submit" className="self-start" disabled={tools.creating} aria-busy={tools.creating}>
                      {busy(tools.creating, TEST_PAGE_TEXTS.create)}
                    </Button>
                  </form>
                </CardContent>
              </Card>
            </section>

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
                      {busy(tools.settingStatus, TEST_PAGE_TEXTS.setStatus)}
                    </Button>
                  </form>

                  <div className="flex flex-col gap-2">
                    <Button variant="outline" className="self-start" disabled={!story || tools.combining} aria-busy={tools.combining} onClick={() => void tools.onCombine()}>
                      {busy(tools.combining, TEST_PAGE_TEXTS.combination)}
                    </Button>
                    <p className="text-sm text-muted-foreground">{TEST_PAGE_TEXTS.combinationHint}</p>
                  </div>

                  {combination ? <CombinationResult result={combination} /> : null}
                </CardContent>
              </Card>
            </section>

            {/* /test/chargement/{id}: the stories feature's loading screen, polling as the statuses change here. */}
            <section aria-label={TEST_PAGE_TEXTS.loadingTitle} className="empty:hidden">
              <Outlet />
            </section>
          </TabsContent>

          <TabsContent value="logs">
            <TestLogPanel entries={log.entries} onClear={log.clear} />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}

export { TestPage as Component };
