/**
 * Everything the local payment provider says in French: its hosted pages (which a parent sees in
 * place of Stripe's), the answers of its local-only routes, and its log lines (event type and id,
 * never an e-mail, a name or a user id).
 */

export const LOCAL_PAYMENT_TEXTS = {
  checkoutTitle: 'Paiement',
  portalTitle: "Gestion de l'abonnement",
  localNotice: "Page de paiement locale : aucune carte n'est débitée, rien ne quitte cet ordinateur.",
  orderHeading: 'Votre commande',
  product: 'Article',
  amount: 'Montant',
  perMonth: 'par mois',
  pay: 'Payer',
  declinedCard: 'Carte refusée',
  cancel: 'Annuler',
  choicesLabel: 'Choisissez le résultat du paiement',
  cardDeclined: 'Votre carte a été refusée.',
  sessionExpired: 'Cette session de paiement a expiré. Retournez à la boutique pour recommencer.',
  sessionComplete: 'Ce paiement a déjà été effectué.',
  continue: 'Continuer',
  backToShop: 'Retour à la boutique',
  notFound: "Cette page de paiement n'existe pas.",
  subscriptionHeading: 'Votre abonnement',
  status: 'État',
  currentPeriod: 'Période en cours',
  statusActive: 'Actif',
  statusEnding: (date: string) => `Actif jusqu'au ${date}, puis résilié`,
  statusCanceled: 'Résilié',
  noSubscription: 'Aucun abonnement pour ce client.',
  cancelAtPeriodEnd: 'Résilier à la fin de la période',
  resume: 'Ne plus résilier',
  cancelNow: 'Résilier maintenant',
  advancePeriod: 'Passer à la période suivante',
  back: 'Retour',
  period: (start: string, end: string) => `du ${start} au ${end}`,
  foreignOrigin: 'Origine non autorisée : seules les pages de Contes Magiques en local peuvent agir sur ce paiement.',
  unknownAction: 'Action inconnue.',
  noSubscriptionToAdvance: 'Aucun abonnement local en cours à faire avancer.',
  unknownSubscription: "Cet abonnement local n'existe pas ou est résilié.",
  invalidJson: 'Le corps de la requête doit être du JSON : { "subscriptionId": "sub_…" } (facultatif).',
} as const;

export const LOCAL_PAYMENT_LOG = {
  started: (url: string) => `[paiement local] serveur compatible Stripe sur ${url}`,
  delivered: (type: string, id: string, status: number, attempt: number, redelivery: boolean) =>
    `[paiement local] ${type} (${id}) livré : HTTP ${status}${attempt > 1 ? `, essai ${attempt}` : ''}${redelivery ? ' (nouvel envoi, comme Stripe)' : ''}`,
  retrying: (type: string, id: string, why: string, delayMs: number) => `[paiement local] ${type} (${id}) non livré : ${why}, nouvel essai dans ${delayMs / 1000} s`,
  gaveUp: (type: string, id: string, why: string, attempts: number) => `[paiement local] ${type} (${id}) non livré : ${why}, abandon après ${attempts} essais`,
  unreachable: 'injoignable',
} as const;
