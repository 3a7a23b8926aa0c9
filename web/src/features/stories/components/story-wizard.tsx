import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useFormState, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast, type ExternalToast } from 'sonner';
import type { Profile } from '@shared/profiles';
import { createStoryRequestSchema, type CheckStoryFieldsRequest, type FrameDecline, type FrameField, type KeptText } from '@shared/stories';
import { Button } from '@/components/ui/button';
import { useCheckStoryFields } from '@/features/stories/api/check-story-fields';
import { useCreateStory } from '@/features/stories/api/create-story';
import { useCreateSequel } from '@/features/stories/sequel/create-sequel';
import { SEQUEL_TEXT } from '@/features/stories/sequel/sequel-logic';
import { pairName, withSibling } from '@/features/stories/siblings/heroes';
import { SiblingPicker } from '@/features/stories/siblings/sibling-picker';
import type { SequelStart } from '@/features/stories/sequel/use-sequel-start';
import { CREATE_MESSAGES, stepToastTitle, suggestionAcceptedMessage, WIZARD_BUTTONS_TEXT, WIZARD_STEPS, wizardStepCounter } from '@/features/stories/messages';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { PROFILES_QUERY_KEY, useSelectedProfile } from '@/features/profiles';
import { CONFIRMATION_TOAST_MS } from '@/lib/toasts';
import { ConfirmCreateDialog } from './confirm-create-dialog';
import {
  creationFailure,
  declinesByField,
  fieldError,
  firstDeclinedField,
  FIRST_STEP,
  firstInvalidStep,
  initialWizardValues,
  keptAfterCheck,
  keptAnnouncement,
  LAST_STEP,
  nextStep,
  previousStep,
  STEP_FIELDS,
  stepCheckRequest,
  stepOfField,
  validateStep,
  valueWithSuggestion,
  type StepCheck,
  type StepDeclines,
  type StepKept,
  type WizardField,
  type WizardStep,
  type WizardValues,
} from './wizard-logic';
import { WizardStepper } from './wizard-stepper';
import { CharacterStep, EmotionsValuesStep, ProfileStep, ScenarioStep, type StepProps } from './wizard-steps';

const STEP_TOAST_ID = 'story-wizard-step';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface StoryWizardProps {
  profiles: readonly Profile[];
  /** The selected child, preselected on step 1 (or null: the parent chooses). */
  initialProfileId: string | null;
  /** False while the entry's credit check says no: 'Continuer' stays disabled on step 1 (spec part 2 §5). */
  canContinue: boolean;
  /** « La suite » (issue 31, item 1): the next episode of this story, the child fixed and its choices pre-filled. */
  sequel?: SequelStart;
}

/**
 * The four steps of spec part 2 §2: each 'Continuer' checks its step (messages under the fields and a
 * toast), each step change shows 'Étape N/4 : title', scrolls to the form and moves the focus to the
 * step's heading; 'Créer' asks for confirmation, then sends the story and opens its progress screen.
 */
export function StoryWizard({ profiles, initialProfileId, canContinue, sequel }: StoryWizardProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const { select } = useSelectedProfile();
  const createStory = useCreateStory();
  const createSequel = useCreateSequel();
  const checkFields = useCheckStoryFields();
  /** The texts declined on the current step (issue 25), with their suggestions; and what was last said of them. */
  const [declines, setDeclines] = useState<StepDeclines>({});
  const [announcement, setAnnouncement] = useState('');
  /** What the story keeps of texts read only in part (issue 25, item 3), kept across steps for the confirmation. */
  const [kept, setKept] = useState<StepKept>({});
  // Brothers and sisters (issue 31, item 5): the story's second hero, '' for a story of one child.
  const [siblingId, setSiblingId] = useState('');
  // A sequel's child is the earlier episode's: its wizard opens on the companion.
  const [step, setStep] = useState<WizardStep>(sequel ? nextStep(FIRST_STEP) : FIRST_STEP);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<WizardValues>({
    defaultValues: sequel ? { ...initialWizardValues(sequel.values.profileId), ...sequel.values } : initialWizardValues(initialProfileId),
    shouldFocusError: false,
  });
  const { errors } = useFormState({ control: form.control });
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  /**
   * The current complaint's toast. Each complaint gets a new toast, the previous one dismissed: reusing
   * one id lets a toast shown while its predecessor is still leaving vanish with it (sonner).
   */
  const invalidToast = useRef<string | number | undefined>(undefined);
  const complain = (title: string, options: Omit<ExternalToast, 'id'> = {}) => {
    if (invalidToast.current !== undefined) toast.dismiss(invalidToast.current);
    invalidToast.current = toast.error(title, options);
  };
  const dismissComplaint = () => {
    if (invalidToast.current !== undefined) toast.dismiss(invalidToast.current);
    invalidToast.current = undefined;
  };

  /** A field to show once its step is on screen (a refused text): the step's own toast then stays quiet. */
  const fieldToShow = useRef<WizardField | null>(null);

  /** Scrolls a field of the current step into view and puts the focus in it. */
  const focusField = useCallback((field: WizardField) => {
    const container = formRef.current?.querySelector<HTMLElement>(`[data-wizard-field="${field}"]`);
    container?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
    const target =
      container?.querySelector<HTMLElement>('input:checked, input:not([type="radio"]), textarea') ?? container?.querySelector<HTMLElement>('input, button');
    target?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    // Not on arrival: only when the parent moves between steps.
    if (shownStep.current === step) return;
    shownStep.current = step;
    const field = fieldToShow.current;
    if (field) {
      // Brought back to a refused text: its complaint is on screen already, the step's toast would hide it.
      fieldToShow.current = null;
      focusField(field);
      return;
    }
    // Only confirms what the stepper already shows: brief, and at the foot of the screen (lib/toasts.ts).
    toast(stepToastTitle(step), { id: STEP_TOAST_ID, duration: CONFIRMATION_TOAST_MS });
    formRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step, focusField]);

  const revalidate = useCallback(
    (field: WizardField) => {
      // A declined text changed: its decline and suggestions no longer describe it.
      setDeclines((current) => {
        if (!(field in current)) return current;
        const { [field as FrameField]: _, ...rest } = current;
        return rest;
      });
      if (!form.getFieldState(field).error) return;
      const message = fieldError(field, form.getValues());
      if (message) form.setError(field, { type: 'validate', message });
      else form.clearErrors(field);
    },
    [form],
  );

  const setField = useCallback<StepProps['setField']>(
    (field, value) => {
      // react-hook-form's path types cannot follow a generic key; the value matches the field by signature.
      form.setValue(field as WizardField, value as never, { shouldDirty: true });
      if (field !== 'narration') revalidate(field as WizardField);
    },
    [form, revalidate],
  );

  /** The messages under the fields, the toast, and the focus on the first wrong field. */
  const showStepErrors = (checked: WizardStep, check: Exclude<StepCheck, { valid: true }>) => {
    form.clearErrors([...STEP_FIELDS[checked]]);
    for (const [field, message] of Object.entries(check.fieldErrors) as [WizardField, string][]) {
      form.setError(field, { type: 'validate', message });
    }
    complain(check.toast.title, { description: check.toast.description });
    focusField(check.firstField);
  };

  /**
   * Issue 25: asks whether the typed texts can be told. The declines found and what is kept of texts read
   * in part, or null when the call itself failed (network, 5xx, throttled): the parent goes on, since
   * creation applies the same rule again.
   */
  const askCheck = async (request: CheckStoryFieldsRequest): Promise<{ declines: StepDeclines; kept: KeptText[] } | null> => {
    try {
      const answer = await checkFields.mutateAsync(request);
      return { declines: declinesByField(answer.declines), kept: answer.kept ?? [] };
    } catch (error) {
      console.error(error);
      return null;
    }
  };

  /** The declined texts of a step marked (message under each, suggestions), the first one focused and announced. */
  const showDeclines = (checked: WizardStep, found: StepDeclines) => {
    setDeclines(found);
    for (const [field, decline] of Object.entries(found) as [FrameField, FrameDecline][]) {
      form.setError(field, { type: 'declined', message: decline.message });
    }
    const first = firstDeclinedField(checked, found);
    if (first) {
      setAnnouncement(found[first]!.message);
      focusField(first);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === FIRST_STEP && !canContinue) return;
    if (checkFields.isPending) return;
    const values = form.getValues();
    const check = validateStep(step, values);
    if (!check.valid) {
      showStepErrors(step, check);
      return;
    }
    form.clearErrors([...STEP_FIELDS[step]]);
    // The step is fixed: its complaint would only get in the way of the next one.
    dismissComplaint();
    const request = stepCheckRequest(step, values);
    if (request) {
      setAnnouncement('');
      const found = await askCheck(request);
      if (found && firstDeclinedField(step, found.declines)) {
        showDeclines(step, found.declines);
        return;
      }
      if (found) {
        // Issue 25, item 3: a text read only in part says what the story keeps; the parent stays to read it
        // (focus left where it is, the polite region says it), and « Continuer » again with the same text goes on.
        const next = keptAfterCheck(step, kept, found.kept, values);
        setKept(next.kept);
        if (next.fresh.length > 0) {
          setDeclines({});
          setAnnouncement(keptAnnouncement(next.kept, next.fresh));
          return;
        }
      }
    }
    setDeclines({});
    if (step === LAST_STEP) setConfirming(true);
    else setStep(nextStep(step));
  };

  /** A decline's suggestion pressed: it takes the declined text's place, and is checked in its turn. */
  const onPickSuggestion = async (decline: FrameDecline, suggestion: string) => {
    const value = valueWithSuggestion(form.getValues(), decline, suggestion);
    setField(decline.field, value as never);
    form.clearErrors(decline.field);
    focusField(decline.field);
    const found = await askCheck({ [decline.field]: value });
    if (found?.declines[decline.field]) showDeclines(stepOfField(decline.field), found.declines);
    else setAnnouncement(suggestionAcceptedMessage(suggestion));
  };

  /** After a creation refused for a text: the step's check, for the suggestions to show under it. */
  const offerSuggestions = async (field: WizardField) => {
    if (field === 'profileId') return;
    const found = await askCheck({ [field]: form.getValues(field) });
    const decline = found?.declines[field];
    if (decline) setDeclines({ [field]: decline });
  };

  const onConfirm = async () => {
    const values = form.getValues();
    const parsed = createStoryRequestSchema.safeParse(values);
    const invalidStep = firstInvalidStep(values);
    if (!parsed.success || invalidStep !== null) {
      // Spec part 2 §5: the whole story is checked once more before anything is spent.
      setConfirming(false);
      complain(CREATE_MESSAGES.missingInformationTitle, { description: CREATE_MESSAGES.allFieldsRequired });
      if (invalidStep !== null) setStep(invalidStep);
      return;
    }
    try {
      const { profileId: _child, ...episode } = parsed.data;
      const { id } = sequel ? await createSequel.mutateAsync({ storyId: sequel.storyId, request: episode }) : await createStory.mutateAsync(withSibling(parsed.data, siblingId));
      toast.dismiss(STEP_TOAST_ID);
      // The progress screen takes this page's place in the history: 'Retour' must not reopen the wizard.
      await navigate(paths.storyLoading(id), { replace: true });
    } catch (error) {
      console.error(error);
      setConfirming(false);
      const failure = creationFailure(error);
      if (failure.kind === 'noCredits') {
        complain(failure.title, {
          description: failure.description,
          action: { label: CREATE_MESSAGES.seePacks, onClick: () => void navigate(paths.shop) },
        });
        return;
      }
      complain(failure.title, { description: failure.description });
      if (failure.kind === 'refused') {
        // Issue 18: the parent is taken to the refused text, marked with the message; every other
        // value stays as typed (the form keeps the fields of the steps not on screen).
        form.setError(failure.field, { type: 'refused', message: failure.description });
        // Issue 25: the same check as the step's gives the declined text its close suggestions.
        void offerSuggestions(failure.field);
        if (failure.step === step) {
          focusField(failure.field);
        } else {
          fieldToShow.current = failure.field;
          setStep(failure.step);
        }
      } else if (failure.kind === 'signedOut') {
        await refresh();
        await navigate(paths.auth, { replace: true });
      } else if (failure.kind === 'profileNotFound' && !sequel) {
        // The child was deleted meanwhile (another tab): choose again among the remaining ones.
        void queryClient.invalidateQueries({ queryKey: PROFILES_QUERY_KEY });
        form.setValue('profileId', '');
        setStep(FIRST_STEP);
      }
    }
  };

  const profileId = useWatch({ control: form.control, name: 'profileId' });
  const sibling = siblingId !== profileId ? siblingId : '';
  const childName = pairName(profiles.find((profile) => profile.id === profileId)?.name, profiles.find((profile) => profile.id === sibling)?.name);
  const stepProps: StepProps = { form, errors, setField, revalidate, declines, kept, onPickSuggestion: (decline, suggestion) => void onPickSuggestion(decline, suggestion) };
  const current = WIZARD_STEPS[step - 1]!;

  return (
    <>
      {sequel ? (
        <div className="flex flex-col gap-1 rounded-2xl border border-dashed p-4">
          <p className="font-extrabold">{SEQUEL_TEXT.wizardTitle(sequel.title, sequel.episode)}</p>
          <p className="text-sm text-muted-foreground">{SEQUEL_TEXT.wizardHint}</p>
        </div>
      ) : null}
      <WizardStepper step={step} />
      <form
        ref={formRef}
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={checkFields.isPending || undefined}
        className="flex scroll-mt-4 flex-col gap-6 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm sm:p-8"
      >
        <div className="flex flex-col gap-1">
          <p className="text-sm font-bold text-muted-foreground">
            {wizardStepCounter(step, WIZARD_STEPS.length)} · {current.title}
          </p>
          <h1 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-balance outline-none sm:text-3xl">
            {current.header}
          </h1>
        </div>

        {step === 1 ? <ProfileStep {...stepProps} profiles={profiles} onSelectProfile={select} /> : null}
        {step === 1 && !sequel ? <SiblingPicker profiles={profiles} firstId={profileId} value={sibling} onChange={setSiblingId} /> : null}
        {step === 2 ? <CharacterStep {...stepProps} childName={childName} /> : null}
        {step === 3 ? <ScenarioStep {...stepProps} /> : null}
        {step === 4 ? <EmotionsValuesStep {...stepProps} /> : null}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>

        <div className="grid grid-cols-2 gap-3 border-t pt-4 sm:flex sm:justify-between">
          {step === FIRST_STEP ? (
            <Button asChild variant="outline">
              <Link to={paths.app}>
                <ArrowLeftIcon aria-hidden="true" />
                {WIZARD_BUTTONS_TEXT.back}
              </Link>
            </Button>
          ) : (
            <Button variant="outline" disabled={checkFields.isPending} onClick={() => setStep(previousStep(step))}>
              <ArrowLeftIcon aria-hidden="true" />
              {WIZARD_BUTTONS_TEXT.previous}
            </Button>
          )}
          {step === LAST_STEP ? (
            <Button type="submit" disabled={checkFields.isPending}>
              <SparklesIcon aria-hidden="true" />
              {WIZARD_BUTTONS_TEXT.create}
            </Button>
          ) : (
            <Button type="submit" disabled={(step === FIRST_STEP && !canContinue) || checkFields.isPending}>
              {WIZARD_BUTTONS_TEXT.continue}
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          )}
        </div>
      </form>
      <ConfirmCreateDialog
        open={confirming}
        onOpenChange={setConfirming}
        values={form.getValues()}
        kept={kept}
        childName={childName}
        busy={createStory.isPending || createSequel.isPending}
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
