/**
 * After DELETE /api/me the parent lands on the public home, which has no toaster (it loads no app code):
 * the account page sends them to `/?compte=supprime`, and the landing shows this confirmation once. Kept
 * here, not in shared/privacy.ts, because the public pages must not load zod.
 */
export const ACCOUNT_DELETED_PARAM = { name: 'compte', value: 'supprime' } as const;

export const ACCOUNT_DELETED_NOTICE = {
  title: 'Votre compte a été supprimé',
  description: 'Vos profils, vos histoires et toutes vos données ont été effacés. Merci d’avoir utilisé Contes Magiques.',
  close: 'Fermer le message',
} as const;

/** `/?compte=supprime`: where the account page goes once the account is deleted. */
export function accountDeletedHome(home: string): string {
  return `${home}?${new URLSearchParams({ [ACCOUNT_DELETED_PARAM.name]: ACCOUNT_DELETED_PARAM.value }).toString()}`;
}
