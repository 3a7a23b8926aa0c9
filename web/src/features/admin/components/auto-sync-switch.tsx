import { LoaderCircleIcon, RefreshCcwDotIcon } from 'lucide-react';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/credits/reconcile-toasts';
import { autoSyncErrorToast, autoSyncToast } from '@/features/admin/admin-toasts';
import { useAutoSync } from '@/features/admin/api/read-auto-sync';
import { useToggleAutoSync } from '@/features/admin/api/toggle-auto-sync';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/**
 * toggle_auto_sync (spec part 2 §7): the product-wide setting, as a switch the size of its row, with what it does
 * under it (also its description). A refusal of the API (a token without the group) is shown in its own French words.
 */
export function AutoSyncSwitch() {
  const id = useId();
  const setting = useAutoSync({ enabled: true });
  const toggle = useToggleAutoSync();

  if (setting.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Synchronisation automatique</AlertTitle>
        <AlertDescription>{setting.error instanceof ApiError ? setting.error.message : 'Réglage indisponible.'}</AlertDescription>
      </Alert>
    );
  }
  if (!setting.data) {
    return (
      <>
        <span role="status" className="sr-only">
          Chargement du réglage...
        </span>
        <Skeleton className="h-20" />
      </>
    );
  }

  const checked = setting.data.enabled;
  const onClick = async () => {
    try {
      showToast(autoSyncToast(await toggle.mutateAsync(!checked)));
    } catch (error) {
      console.error(error);
      showToast(autoSyncErrorToast(error));
    }
  };
  const changed = setting.data.updatedAt ? `Modifié le ${dateFormat.format(new Date(setting.data.updatedAt))}.` : 'Jamais modifié : activé par défaut.';

  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint ${id}-effect`}
        aria-busy={toggle.isPending}
        // Not `disabled` while it saves: a disabled button loses the keyboard focus.
        onClick={() => {
          if (!toggle.isPending) void onClick();
        }}
        className="flex min-h-11 w-full items-center gap-3 rounded-xl border-2 border-input bg-card p-4 text-left text-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground focus-ring aria-busy:opacity-60"
      >
        {toggle.isPending ? <LoaderCircleIcon aria-hidden="true" className="size-6 shrink-0 animate-spin" /> : <RefreshCcwDotIcon aria-hidden="true" className="size-6 shrink-0" />}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span id={`${id}-label`} className="font-bold">
            Synchronisation automatique des abonnements
          </span>
          <span id={`${id}-hint`} className="text-sm">
            {checked ? 'Activée' : 'Désactivée'}. {changed}
          </span>
        </span>
        <span
          aria-hidden="true"
          data-checked={checked}
          className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-input bg-muted transition-colors data-[checked=true]:border-primary data-[checked=true]:bg-primary"
        >
          <span className="absolute left-0.5 size-5 rounded-full bg-input transition-transform data-[checked=true]:translate-x-5 data-[checked=true]:bg-primary-foreground" data-checked={checked} />
        </span>
      </button>
      <p id={`${id}-effect`} className="text-sm text-muted-foreground">
        Quand elle est activée, l'accueil relit l'abonnement du parent auprès du prestataire de paiement, une fois par visite.
        Quand elle est désactivée, l'accueil ne le relit plus ; les boutons de synchronisation de l'abonnement restent
        disponibles et les paiements sont toujours pris en compte.
      </p>
    </>
  );
}
