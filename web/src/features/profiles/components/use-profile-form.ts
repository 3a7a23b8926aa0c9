import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useFormState, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { ProfileInput } from '@shared/profiles';
import { firstErrorField, SCROLL_TO_ERROR_DELAY_MS, type ProfileField } from './profile-form-logic';
import { INVALID_FORM_TEXTS } from '@/features/profiles/messages';
import { profileFormSchema, type ProfileFormKind, type ProfileFormValues } from './profile-form-schema';

/** A profile form: the values as typed, and the `ProfileInput` the API takes once they are valid. */
export type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfileInput>;

/**
 * One of the three profile forms (spec part 1 §4, §5): its own schema and messages; errors appear only
 * after the first save attempt, and a field's error is re-checked (so cleared once fixed) as soon as it
 * changes.
 */
export function useProfileForm(kind: ProfileFormKind, defaultValues: ProfileFormValues): ProfileForm {
  const resolver = useMemo(() => zodResolver(profileFormSchema(kind)), [kind]);
  return useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The form moves focus itself, to the first error in the screen's order and after a smooth scroll.
    shouldFocusError: false,
  });
}

/** The banner's condition: a save was attempted and some field is still wrong. */
export function useShowInvalidBanner(form: ProfileForm): boolean {
  const { errors, submitCount } = useFormState({ control: form.control });
  return submitCount > 0 && Object.keys(errors).length > 0;
}

/** The element that wraps a field (label, control and error) inside a form. */
function fieldElement(root: ParentNode, field: ProfileField): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-profile-field="${field}"]`);
}

/** The control to focus in a field: its input or select, else its checked option, else its first option. */
function focusTarget(container: HTMLElement): HTMLElement | null {
  return (
    container.querySelector<HTMLElement>('input:not([type="radio"]):not([type="checkbox"]), select, textarea') ??
    container.querySelector<HTMLElement>('input:checked, [role="radio"][aria-checked="true"]') ??
    container.querySelector<HTMLElement>('input, button, [tabindex="0"]')
  );
}

/** Scrolls the first erroneous field into view (smoothly unless the parent asked for less motion) and focuses it. */
function scrollToFirstError(root: ParentNode | null, errors: FieldErrors<ProfileFormValues>): void {
  const field = firstErrorField(errors);
  if (!root || !field) return;
  const container = fieldElement(root, field);
  if (!container) return;
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  container.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
  focusTarget(container)?.focus({ preventScroll: true });
}

/**
 * What every form does on a failed save (spec part 1 §5): the toast 'Formulaire incomplet', then, after
 * 100 ms (the banner has rendered by then), the scroll to the first error. The banner itself follows
 * `useShowInvalidBanner`.
 */
export function reportInvalidForm(kind: ProfileFormKind, errors: FieldErrors<ProfileFormValues>, root: () => ParentNode | null): void {
  const texts = INVALID_FORM_TEXTS[kind];
  toast.error(texts.invalidTitle, { id: `profile-form-invalid-${kind}`, description: texts.invalidDescription });
  window.setTimeout(() => scrollToFirstError(root(), errors), SCROLL_TO_ERROR_DELAY_MS);
}
