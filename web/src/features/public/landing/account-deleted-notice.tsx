import { CircleCheckIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_DELETED_NOTICE, ACCOUNT_DELETED_PARAM } from '@/lib/account-deleted';

/**
 * The confirmation a parent sees on `/` right after deleting their account (`/?compte=supprime`): the
 * landing has no toaster. Read after hydration (the prerendered page has no query), shown once: the
 * parameter leaves the address at once, so a reload or a shared link shows the plain page.
 */
export function AccountDeletedNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [shown, setShown] = useState(false);
  const requested = searchParams.get(ACCOUNT_DELETED_PARAM.name) === ACCOUNT_DELETED_PARAM.value;

  useEffect(() => {
    if (!requested) return;
    // The address is read once, after hydration: the state follows it, then the parameter goes.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the address (an external store) after hydration
    setShown(true);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ACCOUNT_DELETED_PARAM.name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [requested, setSearchParams]);

  if (!shown) return null;
  return (
    <div role="status" className="mx-auto mt-6 flex w-full max-w-3xl items-start gap-3 rounded-xl border-2 border-primary bg-card p-4 text-card-foreground shadow-sm">
      <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-extrabold">{ACCOUNT_DELETED_NOTICE.title}</p>
        <p className="text-sm text-muted-foreground">{ACCOUNT_DELETED_NOTICE.description}</p>
      </div>
      <button
        type="button"
        onClick={() => setShown(false)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground focus-ring"
      >
        <XIcon aria-hidden="true" className="size-5" />
        <span className="sr-only">{ACCOUNT_DELETED_NOTICE.close}</span>
      </button>
    </div>
  );
}
