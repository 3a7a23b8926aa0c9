import { CircleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { INVALID_FORM_TEXTS } from '@/features/profiles/messages';
import type { ProfileFormKind } from './profile-form-schema';
import { useShowInvalidBanner, type ProfileForm } from './use-profile-form';

/**
 * Spec part 1 §5: after a failed save, the banner 'Veuillez remplir tous les champs obligatoires' (the
 * create page adds 'pour créer le profil'). Announced at once (role alert); gone once every error is fixed.
 */
export function InvalidFormBanner({ form, kind }: { form: ProfileForm; kind: ProfileFormKind }) {
  const show = useShowInvalidBanner(form);
  if (!show) return null;
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden="true" />
      <AlertDescription className="font-semibold">{INVALID_FORM_TEXTS[kind].banner}</AlertDescription>
    </Alert>
  );
}
