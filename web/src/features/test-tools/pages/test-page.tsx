import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLinkIcon, FlaskConicalIcon, LoaderCircleIcon, ShieldAlertIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Outlet } from 'react-router-dom';
import { toast } from 'sonner';
import { API_MESSAGES } from '@shared/messages';
import { STORY_STEP_LABELS, storyStatusSchema, type StoryStatus } from '@shared/stories';
import {
  createTestStoryRequestSchema,
  setTestStoryStatusRequestSchema,
  TEST_TOOLS_ROUTES,
  type AudioCombinationResult,
  type CreateTestStoryRequest,
  type SetTestStoryStatusRequest,
  type TestStory,
} from '@shared/test-tools';
import { BackHomeHeader } from '@/components/back-home-header';
import { FormField } from '@/components/form-field';
import { NativeSelect } from '@/components/option-controls';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useProfiles } from '@/features/profiles';
import { confirmationToast } from '@/lib/toasts';
import { useCreateTestStory } from '@/features/test-tools/api/create-test-story';
import { useSetTestStoryStatus } from '@/features/test-tools/api/set-test-story-status';
import { useSimulateAudioCombination } from '@/features/test-tools/api/simulate-audio-combination';
import { combinationSummary, failureLine, formatSeconds, requestLine, storySummary, successLine } from '@/features/test-tools/components/test-log';
import { TestLogPanel, useTestLog } from '@/features/test-tools/components/test-log-panel';
import { TEST_PAGE_TEXTS, TEST_PAGE_TITLE } from '@/features/test-tools/messages';

/** Every status, in the spec's order, then ours (`failed`), each with the progress screen's label. */
const STATUS_OPTIONS = storyStatusSchema.options.map((status) => ({ value: status, label: `${status} — ${STORY_STEP_LABELS[status]}` }));

interface LoggedCall<T> {
  method: string;
  path: string;
  body?: unknown;
  run: () => Promise<T>;
  summary: (result: T) => string;
}

/**
 * /test (spec part 2 §2, "Test page"): tabs 'Contrôles' and 'Journal'; create a test story, set its status,
 * simulate the audio combination, clear the log; the loading-story screen of the test story is one link away
 * (it belongs to the stories feature, and opens beside this page so the statuses can be changed while it
 * polls). The API answers admins only: anyone else sees its French 403 in the log and a notice here.
 */
function TestPage() {
  useDocumentTitle(TEST_PAGE_TITLE);
  const profiles = useProfiles();
  const createStory = useCreateTestStory();
  const setStatus = useSetTestStoryStatus();
  const combine = useSimulateAudioCombination();
  const log = useTestLog();
  const [tab, setTab] = useState('controls');
  const [story, setStory] = useState<TestStory | null>(null);
  const [combination, setCombination] = useState<AudioCombinationResult | null>(null);
  const [forbidden, setForbidden] = useState(false);

  const createForm = useForm<CreateTestStoryRequest>({ resolver: zodResolver(createTestStoryRequestSchema), defaultValues: { title: '' } });
  // The list names the parent's own profiles only, the first one chosen (issue 27: an empty option read
  // « Mon premier profil », like a profile of that name).
  const firstProfileId = profiles.data?.[0]?.id;
  useEffect(() => {
    if (firstProfileId && !createForm.getValues('profileId')) createForm.setValue('profileId', firstProfileId);
  }, [firstProfileId, createForm]);
  const statusForm = useForm<SetTestStoryStatusRequest>({ resolver: zodResolver(setTestStoryStatusRequestSchema), defaultValues: { status: 'draft' } });

  /** Logs the call and its answer (or the API's French refusal), and tells the page when the caller is not an admin. */
  const logged = async <T,>(call: LoggedCall<T>): Promise<T | undefined> => {
    log.add('request', requestLine(call.method, call.path, call.body));
    try {
      const result = await call.run();
      log.add('success', successLine(call.summary(result)));
      return result;
    } catch (error) {
      log.add('failure', failureLine(error));
      if (error instanceof ApiError && error.status === 403) setForbidden(true);
      toast.error(TEST_PAGE_TEXTS.failed, { description: error instanceof ApiError ? error.message : API_MESSAGES.internal });
      return undefined;
    }
  };

  const onCreate = async (request: CreateTestStoryRequest) => {
    const created = await logged({ method: 'POST', path: TEST_TOOLS_ROUTES.stories, body: request, run: () => createStory.mutateAsync(request), summary: storySummary });
    if (!created) return;
    setStory(created);
    setCombination(null);
    statusForm.reset({ status: created.status });
    confirmationToast(TEST_PAGE_TEXTS.created);
  };

  const onSetStatus = async ({ status }: SetTestStoryStatusRequest) => {
    if (!story) return;
    const updated = await logged({
      method: 'PATCH',
      path: TEST_TOOLS_ROUTES.status(story.id),
      body: { status },
      run: () => setStatus.mutateAsync({ id: story.id, status }),
      summary: storySummary,
    });
    if (!updated) return;
    setStory(updated);
    confirmationToast(`${TEST_PAGE_TEXTS.statusSet} : ${updated.status}`);
  };

  const onCombine = async () => {
    if (!story) return;
    const result = await logged({ method: 'POST', path: TEST_TOOLS_ROUTES.audioCombination(story.id), run: () => combine.mutateAsync(story.id), summary: combinationSummary });
    if (!result) return;
    setCombination(result);
    confirmationToast(TEST_PAGE_TEXTS.combined);
  };

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
                  <form className="flex flex-col gap-4" noValidate onSubmit={createForm.handleSubmit(onCreate)}>
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
                    <Button type="submit" className="self-start" disabled={createStory.isPending} aria-busy={createStory.isPending}>
                      {busy(createStory.isPending, TEST_PAGE_TEXTS.create)}
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

                  <form className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate onSubmit={statusForm.handleSubmit(onSetStatus)}>
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
                    <Button type="submit" disabled={!story || setStatus.isPending} aria-busy={setStatus.isPending}>
                      {busy(setStatus.isPending, TEST_PAGE_TEXTS.setStatus)}
                    </Button>
                  </form>

                  <div className="flex flex-col gap-2">
                    <Button variant="outline" className="self-start" disabled={!story || combine.isPending} aria-busy={combine.isPending} onClick={() => void onCombine()}>
                      {busy(combine.isPending, TEST_PAGE_TEXTS.combination)}
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

function TestStoryFacts({ story }: { story: TestStory }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="test-story-facts">
        <dt className="font-bold text-muted-foreground">Titre</dt>
        <dd>{story.title}</dd>
        <dt className="font-bold text-muted-foreground">Identifiant</dt>
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

function CombinationResult({ result }: { result: AudioCombinationResult }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border bg-muted/40 p-3" data-testid="test-combination">
      <p className="font-bold">{combinationSummary(result)}</p>
      <ol className="list-decimal pl-6 text-sm">
        {result.parts.map((part, index) => (
          <li key={index}>
            {formatSeconds(part.offsetMs)} → {formatSeconds(part.offsetMs + part.durationMs)} : {part.text}
          </li>
        ))}
      </ol>
      <audio controls preload="metadata" src={result.audioUrl} aria-label={TEST_PAGE_TEXTS.combinedAudio} className="w-full" />
    </div>
  );
}

export { TestPage as Component };

export { TEST_PAGE_TEXTS };
