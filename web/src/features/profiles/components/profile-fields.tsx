import { CheckIcon } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useFormState, useWatch, type FieldError } from 'react-hook-form';
import {
  AVATARS,
  EYE_COLORS,
  FAVORITE_COLORS,
  GENDER_LABELS,
  GENDERS,
  HAIR_COLORS,
  HAIR_LENGTHS,
  HAIR_TYPES,
  HEIGHTS,
  INITIAL_VISIBLE_OPTIONS,
  INTERESTS,
  MAX_AGE,
  MAX_HOBBY_LENGTH,
  MAX_NAME_LENGTH,
  PERSONALITY_TRAITS,
  READING_LEVEL_LABELS,
  READING_LEVELS,
  SKIN_COLORS,
  STYLES,
  traitLabel,
} from '@shared/profiles';
import { CheckboxChoices, NativeSelect, RadioChoices, type Choice, type GroupAria } from '@/components/option-controls';
import { AVATAR_ICONS } from '@/components/profile-avatar';
import { ThemePicker } from '@/components/theme-picker';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  checkColorOn,
  favoriteColorName,
  PROFILE_FIELD_LABELS,
  requiredFields,
  toggleInList,
  visibleOptions,
  type ProfileField,
} from './profile-form-logic';
import { AVATAR_LABELS } from '@/features/profiles/messages';
import { hobbyHint } from './hobby-hint';
import type { ProfileFormKind } from './profile-form-schema';
import { ShowMoreButton } from './show-more-button';
import type { ProfileForm } from './use-profile-form';
import { PROFILE_FIELDS_TEXT } from '@/features/profiles/messages';

/** The age input's range (spec part 1 §9: the field allows 0 to 18; a valid age is at least 1). */
const AGE_INPUT_MIN = 0;

const TRAIT_VALUES = PERSONALITY_TRAITS.map((trait) => trait.value);
const TRAIT_ORDER = new Map<string, number>(TRAIT_VALUES.map((value, index) => [value, index]));

export interface ProfileFieldsProps {
  form: ProfileForm;
  kind: ProfileFormKind;
  /** The sections' heading level: 2 on a page under its h1, 3 in the modal under its title. */
  headingLevel?: 2 | 3;
}

interface FieldIds {
  control: string;
  label: string;
  hint: string;
  error: string;
}

/**
 * Every field of a child profile (spec part 1 §3), grouped in sections, for the create page, the edit page
 * and the edit modal. Each field wraps its label, control, hint and error in `[data-profile-field]`, the
 * mark the screens use to scroll to the first error.
 */
export function ProfileFields({ form, kind, headingLevel = 2 }: ProfileFieldsProps) {
  const { control, register } = form;
  const baseId = useId();
  const { errors } = useFormState({ control });
  const gender = useWatch({ control, name: 'gender' });
  const hobby = useWatch({ control, name: 'favoriteHobby' });
  const required = useMemo(() => requiredFields(kind), [kind]);
  const [expanded, setExpanded] = useState({ style: false, personality: false, interests: false });

  const ids = (field: ProfileField): FieldIds => {
    const control = `${baseId}-${field}`;
    return { control, label: `${control}-label`, hint: `${control}-hint`, error: `${control}-error` };
  };
  const errorOf = (field: ProfileField) => errorMessage(errors[field]);
  const describedBy = (field: ProfileField, hasHint = false) =>
    [hasHint ? ids(field).hint : null, errorOf(field) ? ids(field).error : null].filter(Boolean).join(' ') || undefined;
  const controlAria = (field: ProfileField, hasHint = false) => ({
    id: ids(field).control,
    'aria-invalid': errorOf(field) ? (true as const) : undefined,
    'aria-describedby': describedBy(field, hasHint),
    'aria-required': required.has(field) || undefined,
  });
  const groupAria = (field: ProfileField, hasHint = false): GroupAria => ({
    'aria-labelledby': ids(field).label,
    'aria-describedby': describedBy(field, hasHint),
    'aria-invalid': errorOf(field) ? true : undefined,
  });
  const fieldProps = (field: ProfileField) => ({ field, ids: ids(field), label: PROFILE_FIELD_LABELS[field], required: required.has(field), error: errorOf(field) });
  const toggleExpanded = (list: keyof typeof expanded) => setExpanded((current) => ({ ...current, [list]: !current[list] }));

  const selectField = (field: 'skinColor' | 'hairColor' | 'hairType' | 'eyeColor', options: readonly string[]) => (
    <Field {...fieldProps(field)}>
      <NativeSelect {...controlAria(field)} {...register(field)}>
        <option value="">{PROFILE_FIELDS_TEXT.choose}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );

  const chipsField = (field: 'hairLength' | 'height', options: readonly string[]) => (
    <Field {...fieldProps(field)} group>
      <Controller
        control={control}
        name={field}
        render={({ field: { value, onChange } }) => (
          <RadioChoices
            name={ids(field).control}
            value={value}
            onChange={onChange}
            choices={options.map((option) => ({ value: option, content: option }))}
            aria={groupAria(field)}
            required={required.has(field)}
           
          />
        )}
      />
    </Field>
  );

  return (
    <div className="flex flex-col gap-8">
      <Section title={PROFILE_FIELDS_TEXT.identity} level={headingLevel}>
        <Field {...fieldProps('name')}>
          <Input {...controlAria('name')} autoComplete="off" maxLength={MAX_NAME_LENGTH} {...register('name')} />
        </Field>

        <Field {...fieldProps('age')} hint={PROFILE_FIELDS_TEXT.ageHint(MAX_AGE)}>
          <Input
            {...controlAria('age', true)}
            type="number"
            inputMode="numeric"
            min={AGE_INPUT_MIN}
            max={MAX_AGE}
            step={1}
           
            className="max-w-32"
            {...register('age')}
          />
        </Field>

        <Field {...fieldProps('gender')} group>
          <Controller
            control={control}
            name="gender"
            render={({ field: { value, onChange } }) => (
              <RadioChoices
                name={ids('gender').control}
                value={value}
                onChange={onChange}
                choices={GENDERS.map((option) => ({ value: option, content: GENDER_LABELS[option] }))}
                aria={groupAria('gender')}
                required={required.has('gender')}
               
                className="grid grid-cols-2"
                optionClassName="min-h-14 text-base"
              />
            )}
          />
        </Field>

        {/* Spec part 1 §5: the avatar choice appears only once a gender is chosen. */}
        {gender ? (
          <Field {...fieldProps('avatar')} group hint={PROFILE_FIELDS_TEXT.avatarHint}>
            <Controller
              control={control}
              name="avatar"
              render={({ field: { value, onChange } }) => (
                <RadioChoices
                  name={ids('avatar').control}
                  value={value}
                  onChange={onChange}
                  choices={AVATARS.map((avatar) => {
                    const Icon = AVATAR_ICONS[avatar];
                    return {
                      value: avatar,
                      content: (
                        <>
                          <Icon aria-hidden="true" className="size-6" />
                          <span className="sr-only">{AVATAR_LABELS[avatar]}</span>
                        </>
                      ),
                    };
                  })}
                  aria={groupAria('avatar', true)}
                 
                  checkMark={false}
                  className="grid grid-cols-4 sm:grid-cols-6"
                  optionClassName="min-h-14 px-2"
                />
              )}
            />
          </Field>
        ) : null}
      </Section>

      <Section title={PROFILE_FIELDS_TEXT.appearance} level={headingLevel}>
        <div className="grid gap-5 sm:grid-cols-2">
          {selectField('skinColor', SKIN_COLORS)}
          {selectField('eyeColor', EYE_COLORS)}
          {selectField('hairColor', HAIR_COLORS)}
          {selectField('hairType', HAIR_TYPES)}
        </div>
        {chipsField('hairLength', HAIR_LENGTHS)}
        {chipsField('height', HEIGHTS)}

        <Field {...fieldProps('style')} group>
          <Controller
            control={control}
            name="style"
            render={({ field: { value, onChange } }) => {
              const shown = visibleOptions(STYLES, INITIAL_VISIBLE_OPTIONS.styles, expanded.style, value ? [value] : []);
              return (
                <>
                  <RadioChoices
                    name={ids('style').control}
                    value={value}
                    onChange={onChange}
                    choices={shown.visible.map((option) => ({ value: option, content: option }))}
                    aria={groupAria('style')}
                    required={required.has('style')}
                   
                    id={`${ids('style').control}-list`}
                  />
                  {shown.canToggle ? (
                    <ShowMoreButton
                      expanded={expanded.style}
                      hiddenCount={shown.hiddenCount}
                      controls={`${ids('style').control}-list`}
                      onToggle={() => toggleExpanded('style')}
                      fieldLabel={PROFILE_FIELD_LABELS.style}
                     
                    />
                  ) : null}
                </>
              );
            }}
          />
        </Field>
      </Section>

      <Section title={PROFILE_FIELDS_TEXT.tastes} level={headingLevel}>
        <Controller
          control={control}
          name="favoriteColor"
          render={({ field: { value, onChange } }) => {
            const name = favoriteColorName(value);
            return (
              <Field
                {...fieldProps('favoriteColor')}
                group
                hint={
                  <span className="flex items-center gap-2">
                    {PROFILE_FIELDS_TEXT.chosenColour}
                    <span aria-hidden="true" className="inline-block size-4 rounded-full border border-input" style={{ background: value || 'transparent' }} />
                    <span className="font-mono font-semibold text-foreground">{value || 'aucune'}</span>
                    {name ? `(${name})` : null}
                  </span>
                }
              >
                <RadioChoices
                  name={ids('favoriteColor').control}
                  value={value.toUpperCase()}
                  onChange={onChange}
                  choices={FAVORITE_COLORS.map((color) => ({ value: color.hex.toUpperCase(), content: <Swatch name={color.name} hex={color.hex} /> }))}
                  aria={groupAria('favoriteColor', true)}
                  required={required.has('favoriteColor')}
                 
                  checkMark={false}
                  className="grid grid-cols-4 sm:grid-cols-6"
                  optionClassName="flex-col px-1 has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground"
                />
              </Field>
            );
          }}
        />

        <Field {...fieldProps('favoriteHobby')} hint={hobbyHint(hobby)}>
          <Input {...controlAria('favoriteHobby', true)} autoComplete="off" maxLength={MAX_HOBBY_LENGTH} {...register('favoriteHobby')} />
        </Field>

        <Field {...fieldProps('readingLevel')} group>
          <Controller
            control={control}
            name="readingLevel"
            render={({ field: { value, onChange } }) => (
              <RadioChoices
                name={ids('readingLevel').control}
                value={value}
                onChange={onChange}
                choices={READING_LEVELS.map((level) => ({ value: level, content: READING_LEVEL_LABELS[level] }))}
                aria={groupAria('readingLevel')}
                required={required.has('readingLevel')}
               
                className="grid sm:grid-cols-3"
                optionClassName="min-h-12 text-center whitespace-normal"
              />
            )}
          />
        </Field>
      </Section>

      <Section title={PROFILE_FIELDS_TEXT.personalityTitle} level={headingLevel}>
        <Field {...fieldProps('personality')} group hint={PROFILE_FIELDS_TEXT.personalityHint}>
          <Controller
            control={control}
            name="personality"
            render={({ field: { value, onChange } }) => {
              const shown = visibleOptions(TRAIT_VALUES, INITIAL_VISIBLE_OPTIONS.traits, expanded.personality, value);
              const listId = `${ids('personality').control}-list`;
              return (
                <>
                  <CheckboxChoices
                    id={listId}
                    name={ids('personality').control}
                    values={value}
                    onToggle={(trait) => onChange(sortByOrder(toggleInList(value, trait), TRAIT_ORDER))}
                    choices={shown.visible.map((trait): Choice => ({ value: trait, content: traitLabel(trait, gender) }))}
                    aria={groupAria('personality', true)}
                   
                  />
                  {shown.canToggle ? (
                    <ShowMoreButton
                      expanded={expanded.personality}
                      hiddenCount={shown.hiddenCount}
                      controls={listId}
                      fieldLabel={PROFILE_FIELD_LABELS.personality}
                      onToggle={() => toggleExpanded('personality')}
                     
                    />
                  ) : null}
                </>
              );
            }}
          />
        </Field>

        <Field {...fieldProps('interests')} group hint={PROFILE_FIELDS_TEXT.interestsHint}>
          <Controller
            control={control}
            name="interests"
            render={({ field: { value, onChange } }) => {
              const shown = visibleOptions(INTERESTS, INITIAL_VISIBLE_OPTIONS.interests, expanded.interests, value);
              const listId = `${ids('interests').control}-list`;
              return (
                <>
                  <CheckboxChoices
                    id={listId}
                    name={ids('interests').control}
                    values={value}
                    onToggle={(interest) => onChange(toggleInList(value, interest))}
                    choices={shown.visible.map((interest): Choice => ({ value: interest, content: interest }))}
                    aria={groupAria('interests', true)}
                   
                  />
                  {shown.canToggle ? (
                    <ShowMoreButton
                      expanded={expanded.interests}
                      hiddenCount={shown.hiddenCount}
                      controls={listId}
                      fieldLabel={PROFILE_FIELD_LABELS.interests}
                      onToggle={() => toggleExpanded('interests')}
                     
                    />
                  ) : null}
                </>
              );
            }}
          />
        </Field>
      </Section>

      <Section title={PROFILE_FIELDS_TEXT.theme} level={headingLevel} description={PROFILE_FIELDS_TEXT.themeHint}>
        <div data-profile-field="theme">
          <Controller
            control={control}
            name="theme"
            render={({ field: { value, onChange } }) => <ThemePicker value={value} onChange={onChange} label={PROFILE_FIELD_LABELS.theme} />}
          />
        </div>
      </Section>
    </div>
  );
}

/** The text of a field's error; a list's error may sit on one of its items. */
function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === 'string' && message !== '') return message;
  if (Array.isArray(error)) {
    for (const item of error as unknown[]) {
      const found = errorMessage(item);
      if (found) return found;
    }
  }
  return undefined;
}

/** Keeps the chosen traits in the list's order, whatever order they were picked in. */
function sortByOrder(values: string[], order: ReadonlyMap<string, number>): string[] {
  return [...values].sort((a, b) => (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER));
}

function Section({ title, level, description, children }: { title: string; level: 2 | 3; description?: string; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 border-b pb-2">
        <Heading className="text-xl font-extrabold text-foreground">{title}</Heading>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

interface FieldProps {
  field: ProfileField;
  ids: FieldIds;
  label: string;
  required: boolean;
  error: string | undefined;
  hint?: ReactNode;
  /** The label names a group of options (a span referenced by the group) rather than one control. */
  group?: boolean;
  children: ReactNode;
}

/** A field's label (with its asterisk when required), control, hint and error, in `[data-profile-field]`. */
function Field({ field, ids, label, required, error, hint, group = false, children }: FieldProps) {
  return (
    <div data-profile-field={field} className="flex min-w-0 scroll-mt-24 flex-col gap-2">
      <div className="flex items-center gap-1">
        {group ? (
          <span id={ids.label} className="text-sm leading-none font-bold">
            {label}
          </span>
        ) : (
          <Label htmlFor={ids.control} id={ids.label}>
            {label}
          </Label>
        )}
        {required ? (
          <span aria-hidden="true" className="text-sm leading-none font-bold text-destructive">
            *
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={ids.hint} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={ids.error} className="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Swatch({ name, hex }: { name: string; hex: string }) {
  return (
    <>
      <span aria-hidden="true" className="relative flex size-7 items-center justify-center rounded-full border-2 border-input" style={{ background: hex }}>
        <CheckIcon className="hidden size-4 group-has-[:checked]:block" style={{ color: checkColorOn(hex) }} />
      </span>
      <span className="text-xs">{name}</span>
    </>
  );
}
