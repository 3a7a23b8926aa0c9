/**
 * The credits feature's French copy (issue 29, item 3): the stories-left button and its panel, the upsell,
 * 'Nouvelle histoire' without credits and the subscription button. The reconciliation toasts' words are the
 * API's, in shared/reconcile.ts; the payment messages in shared/packs.ts.
 */

const plural = (count: number) => Math.abs(count) > 1;

/** '1 histoire', '0 histoire', '3 histoires': French keeps 0 and 1 singular. */
export function storiesLabel(count: number): string {
  return `${count} ${plural(count) ? 'histoires' : 'histoire'}`;
}

/** '3 histoires disponibles', '1 histoire disponible'. */
export function availableLabel(count: number): string {
  return `${storiesLabel(count)} ${plural(count) ? 'disponibles' : 'disponible'}`;
}

export const CREDITS_MESSAGES = {
  /** Shown when the credits cannot be read (the API's own French message is preferred when it sent one). */
  loadFailed: 'Impossible de charger vos crédits.',
  // The stories-left button's panel (spec part 1 §2)
  panelTitle: 'Vos histoires',
  storiesLeft: 'Histoires disponibles',
  storiesCreated: 'Histoires créées',
  bonusStoriesCreated: 'Histoires bonus créées',
  /** The tooltip's numbers in one sentence, for a screen reader. */
  panelSummary: (storiesLeft: number, storiesCreated: number, bonusStoriesCreated: number) =>
    `${availableLabel(storiesLeft)}, histoires créées : ${storiesCreated}${bonusStoriesCreated > 0 ? `, histoires bonus créées : ${bonusStoriesCreated}` : ''}`,
  syncStories: 'Synchroniser mes histoires',
  buyMore: "Acheter plus d'histoires",
  // The upsell (spec part 1 §2, §4)
  upsellTitle: "Plus d'histoires disponibles !",
  upsellDescription:
    "Vous avez utilisé toutes vos histoires. Un pack d'histoires ajoute des histoires qui n'expirent jamais, et un abonnement permet jusqu'à 30 histoires uniques par mois.",
  upsellLater: 'Plus tard',
  upsellDiscoverPacks: "Découvrir les packs d'histoires",
  upsellSeePacks: 'Voir les packs',
  // 'Nouvelle histoire' with no story left (spec part 1 §4)
  noCreditsTitle: 'Plus de crédits disponibles',
  noCreditsDescription: "Vous n'avez plus de crédits disponibles. Achetez des histoires pour continuer.",
  seeShop: 'Voir la boutique',
  // The subscription button
  manageSubscription: 'Gérer mon abonnement',
  error: 'Erreur',
  // The reconciliation toasts' own numbers (their titles and sentences are shared/reconcile.ts's)
  storiesCreatedMoved: (from: number, to: number) => `Histoires créées : ${from} → ${to}`,
  monthlyStoriesMoved: (from: number, to: number) => `Histoires mensuelles : ${from} → ${to}`,
  storiesCorrected: (count: number) => `${count} ${count > 1 ? 'histoires corrigées' : 'histoire corrigée'}`,
} as const;
