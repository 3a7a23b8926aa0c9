import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { API_MESSAGES } from '@shared/messages';
import {
  createTestStoryRequestSchema,
  setTestStoryStatusRequestSchema,
  TEST_TOOLS_ROUTES,
  type AudioCombinationResult,
  type CreateTestStoryRequest,
  type SetTestStoryStatusRequest,
  type TestStory,
} from '@shared/test-tools';
import { ApiError } from '@/lib/api-client';
import { useProfiles } from '@/features/profiles';
import { confirmationToast } from '@/lib/toasts';
import { useCreateTestStory } from '@/features/test-tools/api/create-test-story';
import { useSetTestStoryStatus } from '@/features/test-tools/api/set-test-story-status';
import { useSimulateAudioCombination } from '@/features/test-tools/api/simulate-audio-combination';
import { TEST_PAGE_TEXTS } from '@/features/test-tools/messages';
import { combinationSummary, failureLine, requestLine, storySummary, successLine } from './test-log';
import { useTestLog } from './test-log-panel';

interface LoggedCall<T> {
  method: string;
  path: string;
  body?: unknown;
  run: () => Promise<T>;
  summary: (result: T) => string;
}

/**
 * What the /test page does (spec part 2 §2, "Test page"): its two forms (create a test story, set its status), the
 * audio combination's simulation, and the log where each call and its answer are written. A call the API refuses
 * with 403 marks the caller as no admin (`forbidden`), for the page's notice.
 */
export function useTestTools() {
  const profiles = useProfiles();
  const createStory = useCreateTestStory();
  const setStatus = useSetTestStoryStatus();
  const combine = useSimulateAudioCombination();
  const log = useTestLog();
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

  return {
    profiles,
    log,
    story,
    combination,
    forbidden,
    createForm,
    statusForm,
    onCreate,
    onSetStatus,
    onCombine,
    creating: createStory.isPending,
    settingStatus: setStatus.isPending,
    combining: combine.isPending,
  };
}

/** What useTestTools gives the test page and its cards. */
export type TestTools = ReturnType<typeof useTestTools>;
