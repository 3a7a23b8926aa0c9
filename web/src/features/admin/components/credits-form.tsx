import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircleIcon, SaveIcon, UserRoundIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ADMIN_CREDIT_LABELS, adminCreditsRequestSchema, MAX_ADMIN_COUNT, type AdminCreditsRequest } from '@shared/admin';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/session';
import { useCredits } from '@/lib/credits/get-credits';
import { showToast } from '@/lib/credits/reconcile-toasts';
import { creditsErrorToast, creditsToast, notSignedInToast } from '@/features/admin/admin-toasts';
import { useSetUserCredits } from '@/features/admin/api/set-user-credits';

type CountField = Exclude<keyof AdminCreditsRequest, 'userId' | 'expected'>;
const COUNT_FIELDS: readonly CountField[] = ['bonusCredits', 'monthlyCredits', 'bonusStoriesCreated', 'storiesCreated'];

/**
 * manual_update_user_credits (spec part 2 §7), for admins: a parent's four numbers, set to what is typed. The
 * account is named by its user id, the admin's own by default, with the admin's current numbers filled in; the
 * shared schema checks the form before anything is sent, and the API checks it again.
 */
export function CreditsForm() {
  const { user, status } = useSession();
  const ownId = user?.id ?? '';
  const credits = useCredits();
  const setCredits = useSetUserCredits();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AdminCreditsRequest>({
    resolver: zodResolver(adminCreditsRequestSchema),
    defaultValues: { userId: ownId, storiesCreated: 0, bonusStoriesCreated: 0, monthlyCredits: 0, bonusCredits: 0 },
  });

  // The admin's own numbers, as soon as they are known and as long as nothing has been typed.
  const own = credits.data;
  useEffect(() => {
    if (!own || isDirty) return;
    reset({
      userId: ownId,
      storiesCreated: own.storiesCreated,
      bonusStoriesCreated: own.bonusStoriesCreated,
      monthlyCredits: own.monthlyCreditsRemaining,
      bonusCredits: own.bonusStories,
    });
  }, [own, ownId, isDirty, reset]);

  // An invalid form sends nothing: each field says what is wrong, and the first one gets the focus (react-hook-form).
  const onValid = async (request: AdminCreditsRequest) => {
    if (status !== 'signedIn') {
      showToast(notSignedInToast());
      return;
    }
    try {
      showToast(creditsToast(await setCredits.mutateAsync(request)));
      // What was sent is now the account's: the next change starts from it.
      reset(request);
    } catch (error) {
      console.error(error);
      showToast(creditsErrorToast(error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="flex flex-col gap-4" aria-labelledby="credits-form-title">
      <div className="flex flex-col gap-2">
        <FormField
          label={ADMIN_CREDIT_LABELS.userId}
          autoComplete="off"
          spellCheck={false}
          hint="L'identifiant Cognito (sub) du parent. Par défaut, le vôtre."
          error={errors.userId?.message}
          {...register('userId')}
        />
        <Button type="button" variant="ghost" className="self-start" onClick={() => setValue('userId', ownId, { shouldDirty: true, shouldValidate: true })}>
          <UserRoundIcon aria-hidden="true" />
          Utiliser mon identifiant
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {COUNT_FIELDS.map((field) => (
          <FormField
            key={field}
            label={ADMIN_CREDIT_LABELS[field]}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_ADMIN_COUNT}
            step={1}
            error={errors[field]?.message}
            {...register(field, { valueAsNumber: true })}
          />
        ))}
      </div>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="self-start whitespace-normal">
        {isSubmitting ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <SaveIcon aria-hidden="true" />}
        {isSubmitting ? 'Mise à jour...' : 'Mettre à jour les crédits'}
      </Button>
    </form>
  );
}
