import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircleIcon, RotateCcwIcon, SaveIcon, SearchIcon, UserRoundIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import {
  ADMIN_COUNT_FIELDS,
  ADMIN_CREDIT_LABELS,
  ADMIN_SIGN_IN_LABELS,
  adminCreditsFormSchema,
  adminParentLookupRequestSchema,
  MAX_ADMIN_COUNT,
  type AdminCredits,
  type AdminCreditsResponse,
  type AdminParent,
  type AdminParentLookupRequest,
} from '@shared/admin';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { showToast } from '@/features/credits';
import { creditsErrorToast, creditsToast, lookupErrorToast, nothingEditedToast, notSignedInToast } from '@/features/admin/admin-toasts';
import { creditsChangeRequest } from '@/features/admin/credits-change';
import { useFindParents } from '@/features/admin/api/find-parents';
import { useSetUserCredits } from '@/features/admin/api/set-user-credits';
import { CREDITS_FORM_TEXT } from '@/features/admin/messages';

/** What the lookup found, and which of its sign-ins the numbers below belong to. */
interface Found {
  email: string;
  parents: AdminParent[];
  selectedId: string | null;
  /** Bumped on each load and save: the numbers' form starts again from the parent's values then. */
  version: number;
}

/**
 * manual_update_user_credits (spec part 2 §7, DESIGN departure 10), for admins: a parent found by e-mail, that
 * parent's four numbers shown, and saving sends only the numbers changed, each with the value shown, so nothing
 * else of the parent moves and nothing that moved meanwhile is overwritten (a French 409 then, with a way to reload).
 * The form stays on the parent found, and shows the parent's numbers as saved.
 */
export function CreditsForm() {
  const { user, status } = useSession();
  const lookup = useFindParents();
  const [found, setFound] = useState<Found | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminParentLookupRequest>({ resolver: zodResolver(adminParentLookupRequestSchema), defaultValues: { email: '' } });

  /** Finds the parents with this address; `keepId` stays selected when it is still among them (a reload). */
  const search = async (email: string, keepId?: string) => {
    if (status !== 'signedIn') {
      showToast(notSignedInToast());
      return;
    }
    try {
      const { parents } = await lookup.mutateAsync(email);
      const kept = keepId !== undefined && parents.some((parent) => parent.userId === keepId) ? keepId : null;
      setFound((previous) => ({ email, parents, selectedId: kept ?? (parents.length === 1 ? parents[0]!.userId : null), version: (previous?.version ?? 0) + 1 }));
    } catch (error) {
      console.error(error);
      setFound(null);
      // The API's answer about the address (none signed in with it, or not an address) belongs under the field.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) setError('email', { message: error.message }, { shouldFocus: true });
      else showToast(lookupErrorToast(error));
    }
  };

  const onSaved = (answer: AdminCreditsResponse) =>
    setFound((previous) =>
      previous && {
        ...previous,
        parents: previous.parents.map((parent) => (parent.userId === answer.userId ? { ...parent, credits: answer.credits } : parent)),
        version: previous.version + 1,
      },
    );

  const selected = found?.parents.find((parent) => parent.userId === found.selectedId);
  const searching = isSubmitting || lookup.isPending;

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={(event) => void handleSubmit(({ email }) => search(email))(event)} className="flex flex-col gap-2" aria-label={CREDITS_FORM_TEXT.search}>
        <FormField
          label={ADMIN_CREDIT_LABELS.email}
          type="email"
          autoComplete="off"
          spellCheck={false}
          hint={CREDITS_FORM_TEXT.emailHint}
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={searching} aria-busy={searching}>
            {searching ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <SearchIcon aria-hidden="true" />}
            {searching ? CREDITS_FORM_TEXT.searching : CREDITS_FORM_TEXT.searchButton}
          </Button>
          {user ? (
            <Button
              type="button"
              variant="ghost"
              disabled={searching}
              onClick={() => {
                setValue('email', user.email, { shouldValidate: true });
                void search(user.email);
              }}
            >
              <UserRoundIcon aria-hidden="true" />
              {CREDITS_FORM_TEXT.mine}
            </Button>
          ) : null}
        </div>
      </form>

      {found && found.parents.length > 1 ? (
        <SignInChoice parents={found.parents} selectedId={found.selectedId} onSelect={(userId) => setFound({ ...found, selectedId: userId, version: found.version + 1 })} />
      ) : null}

      {found && selected ? (
        selected.credits ? (
          <ParentCreditsEditor
            key={`${selected.userId}:${found.version}`}
            parent={selected}
            shown={selected.credits}
            onSaved={onSaved}
            onReload={() => search(found.email, selected.userId)}
            reloading={lookup.isPending}
          />
        ) : (
          <Alert variant="info" data-testid="selected-parent">
            <AlertTitle>{selected.email}</AlertTitle>
            <AlertDescription>
              {CREDITS_FORM_TEXT.noAccount}
            </AlertDescription>
          </Alert>
        )
      ) : null}
    </div>
  );
}

/** One address, several sign-ins (a password and a Google one are two users, each with its own credits): the admin picks. */
function SignInChoice({ parents, selectedId, onSelect }: { parents: AdminParent[]; selectedId: string | null; onSelect: (userId: string) => void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-bold">{CREDITS_FORM_TEXT.chooseAccount}</legend>
      {parents.map((parent) => (
        <label key={parent.userId} className="flex items-center gap-3 rounded-xl border px-3 py-2">
          <input type="radio" name={name} value={parent.userId} checked={parent.userId === selectedId} onChange={() => onSelect(parent.userId)} className="size-5" />
          <span className="flex flex-col">
            <span className="font-semibold">{ADMIN_SIGN_IN_LABELS[parent.signIn]}</span>
            <span className="text-sm break-all text-muted-foreground">
              {parent.userId}
              {parent.credits ? '' : CREDITS_FORM_TEXT.neverSignedIn}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

type CreditsFormValues = z.infer<typeof adminCreditsFormSchema>;

/** The numbers of one parent, starting from the values shown; remounted (new key) on each load and save. */
function ParentCreditsEditor({
  parent,
  shown,
  onSaved,
  onReload,
  reloading,
}: {
  parent: AdminParent;
  shown: AdminCredits;
  onSaved: (answer: AdminCreditsResponse) => void;
  onReload: () => Promise<void>;
  reloading: boolean;
}) {
  const titleId = useId();
  const setCredits = useSetUserCredits();
  const [stale, setStale] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreditsFormValues>({ resolver: zodResolver(adminCreditsFormSchema), defaultValues: shown });

  // An invalid form sends nothing: each field says what is wrong, and the first one gets the focus (react-hook-form).
  const onValid = async (typed: CreditsFormValues) => {
    const request = creditsChangeRequest(parent.userId, shown, typed);
    if (!request) {
      showToast(nothingEditedToast());
      return;
    }
    try {
      const answer = await setCredits.mutateAsync(request);
      showToast(creditsToast(answer));
      onSaved(answer);
    } catch (error) {
      console.error(error);
      // The parent's numbers moved since they were shown: the admin decides again on the new ones.
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      showToast(creditsErrorToast(error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="flex flex-col gap-4" aria-labelledby={titleId} data-testid="selected-parent">
      <div className="flex flex-col gap-0.5">
        <h4 id={titleId} className="font-bold break-all">
          {CREDITS_FORM_TEXT.creditsOf}
          {parent.email}
        </h4>
        <p className="text-sm break-all text-muted-foreground">
          {ADMIN_SIGN_IN_LABELS[parent.signIn]} · {ADMIN_CREDIT_LABELS.userId} : <span data-testid="selected-parent-id">{parent.userId}</span>
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {ADMIN_COUNT_FIELDS.map((field) => (
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
      {stale ? (
        <Alert variant="destructive">
          <AlertTitle>{CREDITS_FORM_TEXT.staleTitle}</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            {stale}
            <Button type="button" variant="outline" disabled={reloading} aria-busy={reloading} onClick={() => void onReload()}>
              {reloading ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <RotateCcwIcon aria-hidden="true" />}
              {CREDITS_FORM_TEXT.reload}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="self-start whitespace-normal">
        {isSubmitting ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <SaveIcon aria-hidden="true" />}
        {isSubmitting ? CREDITS_FORM_TEXT.saving : CREDITS_FORM_TEXT.save}
      </Button>
    </form>
  );
}
