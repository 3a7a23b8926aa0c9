/**
 * The admin feature's French copy (issue 29, item 3): each screen's words, one constant per component, so a lazy
 * chunk keeps only the constants its screens use. The API's messages stay in shared/.
 */
/** The automatic subscription sync's switch. */
export const AUTO_SYNC_TEXT = {
  loading: 'Chargement du réglage...',
  neverChanged: 'Jamais modifié : activé par défaut.',
  label: 'Synchronisation automatique des abonnements',
  effect: "Quand elle est activée, l'accueil relit l'abonnement du parent auprès du prestataire de paiement, une fois par visite. Quand elle est désactivée, l'accueil ne le relit plus ; les boutons de synchronisation de l'abonnement restent disponibles et les paiements sont toujours pris en compte.",
  unavailable: 'Réglage indisponible.',
  /** Before the date of the last change. */
  changedOn: 'Modifié le ',
  on: 'Activée',
  off: 'Désactivée',
} as const;

/** The form that changes a parent's credits. */
export const CREDITS_FORM_TEXT = {
  search: 'Rechercher un parent',
  emailHint: "L'adresse avec laquelle le parent se connecte.",
  noAccount: "Ce parent n'a pas de compte dans l'application (il ne s'y est jamais connecté, ou son compte est en cours de suppression) : aucun crédit à modifier.",
  chooseAccount: 'Plusieurs comptes utilisent cette adresse : choisissez celui à modifier.',
  reload: 'Recharger ses valeurs',
  saving: 'Mise à jour...',
  save: 'Mettre à jour les crédits',
  searching: 'Recherche...',
  searchButton: 'Rechercher',
  mine: 'Mes crédits',
  neverSignedIn: ' (jamais connecté)',
  /** Before the chosen parent's e-mail address. */
  creditsOf: 'Crédits de ',
  staleTitle: 'Valeurs dépassées',
} as const;

/** The admin's tools on their own account. */
export const OWN_ACCOUNT_TEXT = {
  title: 'Mon compte',
  description: 'Ces deux actions portent sur votre propre compte.',
  syncSubscription: "Forcer la synchronisation de l'abonnement",
  fixCreditTypes: 'Corriger les types de crédit des histoires',
  loadingCredits: 'Chargement de vos crédits...',
  storiesLeft: 'Histoires disponibles',
  bonus: 'Crédits bonus',
  monthlyLeft: 'Crédits mensuels restants',
  storiesCreated: 'Histoires créées',
} as const;

/** The admin page. */
export const ADMIN_PAGE_TEXT = {
  creditsHistory: "Chaque modification des crédits est inscrite à l'historique du compte, à votre nom.",
  creditsTitle: "Crédits d'un compte",
  title: 'Synchronisation administrateur',
  toolsTitle: 'Réglages administrateur',
  autoSyncTitle: 'Synchronisation automatique',
} as const;

/** The title of the admin's error toasts (their descriptions are the API's, in shared/admin.ts). */
export const ADMIN_TOAST_TEXT = {
  errorTitle: 'Erreur',
} as const;
