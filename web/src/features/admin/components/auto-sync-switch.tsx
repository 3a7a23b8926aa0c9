import { LoaderCircleIcon, RefreshCcwDotIcon } from 'lucide-react';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { SwitchRow } from '@/components/ui/switch-row';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/features/credits';
import { autoSyncErrorToast, autoSyncToast } from '@/features/admin/admin-toasts';
import { useAutoSync } from '@/features/admin/api/read-auto-sync';
import { useToggleAutoSync } from '@/features/admin/api/toggle-auto-sync';
import { ADMIN_PAGE_TEXT, AUTO_SYNC_TEXT } from '@/features/admin/messages';

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
        <AlertTitle>{ADMIN_PAGE_TEXT.autoSyncTitle}</AlertTitle>
        <AlertDescription>{setting.error instanceof ApiError ? setting.error.message : AUTO_SYNC_TEXT.unavailable}</AlertDescription>
      </Alert>
    );
  }
  if (!setting.data) {
    return (
      <>
        <span role="status" className="sr-only">
          {AUTO_SYNC_TEXT.loading}
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
  const changed = setting.data.updatedAt ? `${AUTO_SYNC_TEXT.changedOn}${dateFormat.format(new Date(setting.data.updatedAt))}.` : AUTO_SYNC_TEXT.neverChanged;

  return (
    <>
      <SwitchRow
        checked={checked}
        onToggle={() => void onClick()}
        busy={toggle.isPending}
        describedBy={`${id}-effect`}
        icon={toggle.isPending ? <LoaderCircleIcon aria-hidden="true" className="size-6 shrink-0 animate-spin" /> : <RefreshCcwDotIcon aria-hidden="true" className="size-6 shrink-0" />}
        label={AUTO_SYNC_TEXT.label}
        hint={`${checked ? AUTO_SYNC_TEXT.on : AUTO_SYNC_TEXT.off}. ${changed}`}
      />
      <p id={`${id}-effect`} className="text-sm text-muted-foreground">
        {AUTO_SYNC_TEXT.effect}
      </p>
    </>
  );
}
