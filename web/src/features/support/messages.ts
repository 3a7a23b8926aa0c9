/**
 * The support feature's French copy (issue 29, item 3): each screen's words, one constant per component, so a lazy
 * chunk keeps only the constants its screens use. The API's messages stay in shared/.
 */
/** The support page's own words (its API's are in shared/). */
export const SUPPORT_PAGE_TEXT = {
  intro: 'Une question, un souci avec une histoire ou vos crédits ? Écrivez-nous, nous lisons chaque message.',
  redirecting: "Vous allez être redirigé vers l'accueil.",
  sending: 'Envoi en cours...',
  title: 'Support',
  label: 'Votre message',
  placeholder: 'Votre message...',
  send: 'Envoyer',
  /** Before the parent's address. */
  replyTo: 'Nous vous répondrons à ',
} as const;
