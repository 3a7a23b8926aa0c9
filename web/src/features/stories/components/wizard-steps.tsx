import { RefreshCwIcon, UserPlusIcon } from 'lucide-react';
import { useId } from 'react';
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { Profile } from '@shared/profiles';
import type { Scenario } from '@shared/scenarios';
import {
  EMOTION_SUGGESTIONS,
  type FrameDecline,
  MAIN_CHARACTER_SUGGESTIONS,
  MAX_CHOICE_LENGTH,
  SETTING_SUGGESTIONS,
  VALUE_SUGGESTIONS,
} from '@shared/stories';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useScenarios } from '@/features/stories/api/get-scenarios';
import { CREATE_MESSAGES, WIZARD_TEXT } from '@/features/stories/messages';
import { paths } from '@/lib/paths';
import { ChildChoices } from './child-choices';
import { DeclineSuggestions } from './decline-suggestions';
import { KeptTextNote } from './kept-text-note';
import { NarrationSwitch } from './narration-switch';
import { ScenarioEmoji } from './scenario-emoji';
import { FieldError, SuggestionList } from './suggestion-list';
import { TagPicker } from './tag-picker';
import { TextAreaField } from './text-area-field';
import { keptOf, type StepDeclines, type StepKept, type WizardField, type WizardValues } from './wizard-logic';

/** What every step receives from the wizard. */
export interface StepProps {
  form: UseFormReturn<WizardValues>;
  errors: FieldErrors<WizardValues>;
  /** Sets a value chosen by a chip or a card (and re-checks it if it was wrong). */
  setField: <F extends keyof WizardValues>(field: F, value: WizardValues[F]) => void;
  /** Re-checks a typed field that was wrong, so its message goes away once fixed. */
  revalidate: (field: WizardField) => void;
  /** The step's texts the writer could not understand or the Moderator refused (issue 25), by field. */
  declines: StepDeclines;
  /** What the story keeps of the step's texts read only in part (issue 25, item 3), by field. */
  kept: StepKept;
  /** A decline's suggestion pressed: it replaces the declined text, which is checked again. */
  onPickSuggestion: (decline: FrameDecline, suggestion: string) => void;
}

const introClass = 'text-pretty text-muted-foreground';

/** Step 1: whose story it is, the selected child preselected. */
export function ProfileStep({ errors, setField, form, profiles, onSelectProfile }: StepProps & { profiles: readonly Profile[]; onSelectProfile: (id: string) => void }) {
  const id = useId();
  const profileId = useWatch({ control: form.control, name: 'profileId' });
  const error = errors.profileId?.message;
  return (
    <div data-wizard-field="profileId" className="flex flex-col gap-3">
      <p id={`${id}-label`} className="font-bold">
        {WIZARD_TEXT.whichChild}
      </p>
      <ChildChoices
        name={`${id}-profile`}
        profiles={profiles}
        value={profileId}
        onChange={(value) => {
          setField('profileId', value);
          onSelectProfile(value);
        }}
        aria={{ 'aria-labelledby': `${id}-label`, 'aria-describedby': error ? `${id}-error` : undefined, 'aria-invalid': error ? true : undefined }}
        required
      />
      <FieldError id={`${id}-error`} message={error} />
      <Button asChild variant="link" className="self-start px-0">
        <Link to={paths.childProfile}>
          <UserPlusIcon aria-hidden="true" />
          {WIZARD_TEXT.addChild}
        </Link>
      </Button>
    </div>
  );
}

/** Step 2: the main character, from an idea or in the parent's words. */
export function CharacterStep({ form, errors, setField, revalidate, declines, kept, onPickSuggestion, childName }: StepProps & { childName: string | undefined }) {
  const mainCharacter = useWatch({ control: form.control, name: 'mainCharacter' });
  return (
    <div className="flex flex-col gap-5">
      <p className={introClass}>
        {WIZARD_TEXT.characterIntro(childName)}
      </p>
      <SuggestionList
        label={WIZARD_TEXT.characterIdeas}
        items={MAIN_CHARACTER_SUGGESTIONS}
        itemKey={(item) => item}
        isSelected={(item) => mainCharacter.trim() === item}
        onToggle={(item) => setField('mainCharacter', mainCharacter.trim() === item ? '' : item)}
      />
      <div data-wizard-field="mainCharacter" className="flex flex-col gap-3">
        <FormField
          label={WIZARD_TEXT.mainCharacterLabel}
          placeholder={WIZARD_TEXT.characterPlaceholder}
          maxLength={MAX_CHOICE_LENGTH}
          autoComplete="off"
          error={errors.mainCharacter?.message}
          {...form.register('mainCharacter', { onChange: () => revalidate('mainCharacter') })}
        />
        <DeclineSuggestions decline={declines.mainCharacter} onPick={onPickSuggestion} />
        <KeptTextNote field="mainCharacter" kept={keptOf(kept, 'mainCharacter', mainCharacter)} />
      </div>
    </div>
  );
}

/** Step 3: where the story happens, and what happens (a predefined scenario or the parent's own). */
export function ScenarioStep({ form, errors, setField, revalidate, declines, kept, onPickSuggestion }: StepProps) {
  const id = useId();
  const setting = useWatch({ control: form.control, name: 'setting' });
  const scenario = useWatch({ control: form.control, name: 'scenario' });
  const scenarios = useScenarios();
  const isChosen = (item: Scenario) => scenario.trim() === item.description;

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={`${id}-setting`} className="flex flex-col gap-4">
        <h2 id={`${id}-setting`} className="text-xl font-extrabold">
          {WIZARD_TEXT.settingTitle}
        </h2>
        <SuggestionList
          label={WIZARD_TEXT.settingIdeas}
          items={SETTING_SUGGESTIONS}
          itemKey={(item) => item}
          isSelected={(item) => setting.trim() === item}
          onToggle={(item) => setField('setting', setting.trim() === item ? '' : item)}
        />
        <div data-wizard-field="setting" className="flex flex-col gap-3">
          <FormField
            label={WIZARD_TEXT.settingLabel}
            placeholder={WIZARD_TEXT.settingPlaceholder}
            maxLength={MAX_CHOICE_LENGTH}
            autoComplete="off"
            error={errors.setting?.message}
            {...form.register('setting', { onChange: () => revalidate('setting') })}
          />
          <DeclineSuggestions decline={declines.setting} onPick={onPickSuggestion} />
          <KeptTextNote field="setting" kept={keptOf(kept, 'setting', setting)} />
        </div>
      </section>

      <section aria-labelledby={`${id}-scenario`} className="flex flex-col gap-4">
        <h2 id={`${id}-scenario`} className="text-xl font-extrabold">
          {WIZARD_TEXT.scenarioTitle}
        </h2>
        {scenarios.isPending ? <Spinner label={WIZARD_TEXT.scenariosLoading} className="self-start" /> : null}
        {scenarios.isError ? (
          <Alert variant="warning">
            <AlertDescription className="flex flex-col items-start gap-2">
              <p>{WIZARD_TEXT.scenariosFailed(CREATE_MESSAGES.loadFailed)}</p>
              <Button type="button" variant="outline" size="sm" onClick={() => void scenarios.refetch()}>
                <RefreshCwIcon aria-hidden="true" />
                {WIZARD_TEXT.retry}
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {scenarios.data ? (
          <SuggestionList
            label={WIZARD_TEXT.scenarioIdeas}
            layout="cards"
            items={scenarios.data}
            itemKey={(item) => item.id}
            isSelected={isChosen}
            // Choosing a scenario writes its description into the field below, where it can be edited.
            onToggle={(item) => setField('scenario', isChosen(item) ? '' : item.description)}
            renderItem={(item) => (
              <>
                <ScenarioEmoji emoji={item.emoji} />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-bold">{item.title}</span>
                  <span className="text-sm">{item.description}</span>
                </span>
              </>
            )}
          />
        ) : null}
        <div data-wizard-field="scenario" className="flex flex-col gap-3">
          <TextAreaField
            label={WIZARD_TEXT.scenarioLabel}
            hint={WIZARD_TEXT.scenarioHint}
            placeholder={WIZARD_TEXT.scenarioPlaceholder}
            maxLength={MAX_CHOICE_LENGTH}
            error={errors.scenario?.message}
            {...form.register('scenario', { onChange: () => revalidate('scenario') })}
          />
          <DeclineSuggestions decline={declines.scenario} onPick={onPickSuggestion} />
          <KeptTextNote field="scenario" kept={keptOf(kept, 'scenario', scenario)} />
        </div>
      </section>
    </div>
  );
}

/** Step 4: the emotions and values the story carries, and the narration. */
export function EmotionsValuesStep({ form, errors, setField, declines, onPickSuggestion }: StepProps) {
  const [emotions, values, narration] = useWatch({ control: form.control, name: ['emotions', 'values', 'narration'] });
  return (
    <div className="flex flex-col gap-8">
      <TagPicker
        field="emotions"
        title={WIZARD_TEXT.emotionsTitle}
        hint={WIZARD_TEXT.emotionsHint}
        suggestions={EMOTION_SUGGESTIONS}
        selected={emotions}
        onChange={(tags) => setField('emotions', tags)}
        error={errors.emotions?.message}
        decline={<DeclineSuggestions decline={declines.emotions} onPick={onPickSuggestion} />}
        inputLabel={WIZARD_TEXT.addEmotion}
        addWhat={WIZARD_TEXT.anEmotion}
        placeholder={WIZARD_TEXT.emotionPlaceholder}
      />
      <TagPicker
        field="values"
        title={WIZARD_TEXT.valuesTitle}
        hint={WIZARD_TEXT.valuesHint}
        suggestions={VALUE_SUGGESTIONS}
        selected={values}
        onChange={(tags) => setField('values', tags)}
        error={errors.values?.message}
        decline={<DeclineSuggestions decline={declines.values} onPick={onPickSuggestion} />}
        inputLabel={WIZARD_TEXT.addValue}
        addWhat={WIZARD_TEXT.aValue}
        placeholder={WIZARD_TEXT.valuePlaceholder}
      />
      <NarrationSwitch checked={narration} onChange={(checked) => setField('narration', checked)} />
    </div>
  );
}
