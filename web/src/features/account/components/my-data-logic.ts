import type { CreditSummary } from '@shared/credits';
import { DELETE_CONFIRMATION_WORD } from '@shared/privacy';

/**
 * The rules of the 'Mes données' card that do not need React: the typed word, and what the deletion
 * dialog says is lost (the terms of use, « Durée et fermeture du compte »; the terms of sale for the
 * 14 days' withdrawal).
 */

export const MY_DATA_TEXTS = {
  title: 'Mes données',
  description: 'Récupérez une copie de tout ce que nous gardons sur vous, ou supprimez votre compte.',
  exportExplanation:
    'Un fichier JSON avec votre compte, l’historique de vos crédits et de vos achats, les profils de vos enfants, leurs histoires et vos messages au support. Les illustrations et les narrations y sont des liens, valables une heure : ouvrez-les pour les enregistrer.',
  exportButton: 'Télécharger mes données',
  exportPending: 'Préparation...',
  deleteExplanation: 'La suppression de votre compte est définitive.',
  deleteButton: 'Supprimer mon compte',
  dialogTitle: 'Supprimer mon compte ?',
  dialogDescription: 'Cette action est définitive : rien ne pourra être récupéré.',
  consequences: [
    'Les profils de vos enfants et toutes leurs histoires, avec leurs illustrations et leurs narrations, sont effacés pour toujours.',
    'Vos crédits restants sont perdus : les crédits non utilisés ne sont pas remboursés. Si vous avez acheté un pack il y a moins de 14 jours, écrivez-nous plutôt pour vous rétracter.',
    'L’historique de vos crédits, vos messages au support et votre compte de connexion sont supprimés.',
    'Les factures de vos achats restent chez notre prestataire de paiement, comme la loi l’exige.',
  ],
  exportFirst: 'Pensez à télécharger vos données avant de supprimer votre compte.',
  confirmLabel: `Pour confirmer, tapez ${DELETE_CONFIRMATION_WORD}`,
  cancel: 'Annuler',
  confirm: 'Supprimer définitivement',
  confirmPending: 'Suppression...',
  signingOut: 'Compte supprimé. Déconnexion...',
  deleteFailed: 'Votre compte n’a pas pu être supprimé. Veuillez réessayer.',
} as const;

/** What the parent typed, as compared: spaces around it and the case do not count. */
export function normalizedConfirmation(typed: string | undefined): string {
  return (typed ?? '').trim().toLocaleUpperCase('fr-FR');
}

/** The confirm button is enabled once the word is typed, and not while the deletion runs. */
export function canConfirmDeletion(typed: string | undefined, busy: boolean): boolean {
  return !busy && normalizedConfirmation(typed) === DELETE_CONFIRMATION_WORD;
}

/**
 * The server refuses the deletion while the subscription will renew (Stripe would go on charging): the
 * dialog says so before the parent types. The same statuses as the server's (`hasLiveSubscription`), unless
 * the subscription is set to end with its period.
 */
export function subscriptionBlocksDeletion(credits: Pick<CreditSummary, 'planType' | 'subscriptionStatus' | 'cancelAtPeriodEnd'> | undefined): boolean {
  if (!credits || credits.planType !== 'subscription' || credits.cancelAtPeriodEnd) return false;
  return ['active', 'trialing', 'past_due', 'unpaid'].includes(credits.subscriptionStatus);
}
