import type { CreditSummary } from '@shared/credits';
import { DELETE_CONFIRMATION_WORD } from '@shared/privacy';

/**
 * The account feature's French copy (issue 29, item 3): /account's title, its stories and subscription cards,
 * the credit checks, the password form and 'Mes données'. The API's messages are shared/'s (auth, privacy).
 */

export const ACCOUNT_TEXT = {
  title: 'Paramètres du compte',
  // 'Mes histoires'
  creditsTitle: 'Mes histoires',
  creditsDescription: "Les crédits achetés n'expirent jamais.",
  storiesLeft: 'Histoires disponibles',
  storiesCreated: 'Histoires créées',
  retry: 'Réessayer',
  loadingCredits: 'Chargement de vos crédits...',
  buyMore: "Acheter plus d'histoires",
  // 'Un souci avec vos histoires ?'
  toolsTitle: 'Un souci avec vos histoires ?',
  toolsDescription: 'Ces vérifications recomptent vos histoires et vos crédits à partir de votre historique, et corrigent ce qui ne correspond pas.',
  syncStories: 'Synchroniser mes histoires',
  syncSubscription: 'Synchroniser mon abonnement',
  fixCredits: 'Corriger mes crédits',
  recalculate: 'Recalculer mes histoires',
  fixCreditTypes: 'Corriger le type de mes histoires',
  // 'Mon abonnement' (issue 13, item 4)
  subscriptionTitle: 'Mon abonnement',
  subscriptionDescription: "Un abonnement permet jusqu'à 30 histoires uniques par mois.",
  planTerm: 'Formule',
  periodTerm: 'Période',
  monthlyTerm: 'Histoires du mois',
  discoverSubscription: "Découvrir l'abonnement",
  freePlan: 'Formule gratuite',
  monthlyPlan: 'Abonnement mensuel',
  endsOn: (date: string) => `Se termine le ${date}`,
  renewsOn: (date: string) => `Se renouvelle le ${date}`,
  monthlyLeft: (left: number, monthly: number) => `${left} sur ${monthly} histoires mensuelles restantes`,
  accountTitle: 'Mon compte',
  emailLabel: 'Adresse email',
} as const;

export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<CreditSummary['subscriptionStatus'], string>> = {
  free: 'Aucun abonnement',
  active: 'Actif',
  trialing: "Période d'essai",
  past_due: 'Paiement en attente',
  canceled: 'Résilié',
  unpaid: 'Impayé',
  incomplete: 'Paiement incomplet',
};

export const CHANGE_PASSWORD_TEXTS = {
  validationTitle: 'Erreur de validation',
  errorTitle: 'Erreur',
  successTitle: 'Succès',
  successDescription: 'Votre mot de passe a été mis à jour avec succès',
  signOutFailedTitle: 'Erreur',
  signOutFailedDescription: 'Une erreur est survenue lors de la déconnexion',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  newPasswordHint: (minLength: number) => `Au moins ${String(minLength)} caractères.`,
  confirmPassword: 'Confirmer le mot de passe',
  updatedTitle: 'Mot de passe mis à jour',
  updatedDescription: 'Vous allez être redirigé vers la page de connexion pour vous reconnecter.',
  submitting: 'Mise à jour...',
  submit: 'Mettre à jour le mot de passe',
} as const;

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


/** The account page's password card. */
export const PASSWORD_CARD_TEXT = {
  title: 'Changer le mot de passe',
  description: 'Après la mise à jour, vous serez déconnecté et invité à vous reconnecter.',
} as const;
