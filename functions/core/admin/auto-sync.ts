import { ADMIN_MESSAGES, type AutoSyncRequest, type AutoSyncResponse } from '#shared/admin';
import type { Caller } from '#core/caller';
import { logger } from '#core/logger';
import type { AdminRepository, AutoSyncSetting } from './admin-repository';
import { requireAdmin } from './require-admin';

export interface AutoSyncPorts {
  admin: Pick<AdminRepository, 'readAutoSync' | 'writeAutoSync'>;
  now?: () => Date;
}

/**
 * toggle_auto_sync: one operator setting for the whole product, "the subscriptions are synchronised with the
 * payment provider automatically", kept with who changed it last and when. On until an admin turns it off:
 * the product synchronises today without asking (Stripe's webhooks, and the home screen's quiet sync of a
 * subscriber). Turned off, the home's quiet sync (`POST /api/sync/subscription` `{ automatic: true }`) is
 * skipped; a parent's explicit 'Synchroniser' and the webhooks go on (see README, "AdminSync").
 */
const DEFAULT_ENABLED = true;

/**
 * Whether the automatic subscription sync may run: the setting, or on when no admin ever set it. No admin
 * check: it is read for any signed-in parent's automatic sync, and says nothing about anyone.
 */
export async function isAutoSyncEnabled(admin: Pick<AdminRepository, 'readAutoSync'>): Promise<boolean> {
  return (await admin.readAutoSync())?.enabled ?? DEFAULT_ENABLED;
}

function toResponse(setting: AutoSyncSetting | undefined): AutoSyncResponse {
  const enabled = setting?.enabled ?? DEFAULT_ENABLED;
  return {
    enabled,
    message: enabled ? ADMIN_MESSAGES.autoSyncEnabled : ADMIN_MESSAGES.autoSyncDisabled,
    updatedAt: setting?.updatedAt ?? null,
    updatedBy: setting?.updatedBy ?? null,
  };
}

/** `GET /api/admin/auto-sync`: the setting as it is, for the page's switch. */
export async function readAutoSync(ports: AutoSyncPorts, caller: Caller): Promise<AutoSyncResponse> {
  requireAdmin(caller);
  return toResponse(await ports.admin.readAutoSync());
}

/** `POST /api/admin/auto-sync` `{ enable }`: sets it (the same value again is fine) and says so in French. */
export async function toggleAutoSync(ports: AutoSyncPorts, caller: Caller, request: AutoSyncRequest): Promise<AutoSyncResponse> {
  requireAdmin(caller);
  const setting: AutoSyncSetting = { enabled: request.enable, updatedAt: (ports.now ?? (() => new Date()))().toISOString(), updatedBy: caller.userId };
  await ports.admin.writeAutoSync(setting);
  logger.info('auto-sync set by an admin', { adminUserId: caller.userId, enabled: request.enable });
  return toResponse(setting);
}
