/**
 * The shop feature's French copy (issue 29, item 3): the shop page and the thank-you page, the five features
 * of the carousel, the three badges, the five questions of the FAQ and the two testimonials (sample data). The
 * spec names their subjects; the sentences are ours. The payment messages the API shares are shared/packs.ts's.
 */

export const SHOP_TITLE = 'Boutique';
export const CAROUSEL_TITLE = 'Ce qui est inclus dans chaque pack';

export interface ShopFeature {
  id: 'stories' | 'illustrations' | 'narration' | 'storage' | 'lifetime';
  title: string;
  text: string;
}

/** The carousel's five features, in the spec's order. */
export const SHOP_FEATURES: readonly ShopFeature[] = [
  { id: 'stories', title: 'Des histoires personnalisées', text: "Votre enfant est le héros : son prénom, son âge, ses passions et son caractère font l'histoire." },
  { id: 'illustrations', title: 'Des illustrations uniques', text: 'Chaque histoire reçoit ses propres illustrations, créées pour elle et pour personne d’autre.' },
  { id: 'narration', title: 'Une narration audio professionnelle', text: "Écoutez l'histoire racontée à voix haute, pour le coucher ou les trajets en voiture." },
  { id: 'storage', title: 'Un stockage illimité', text: 'Toutes vos histoires restent rangées dans votre bibliothèque, sans limite de nombre.' },
  { id: 'lifetime', title: 'Des histoires pour toujours', text: 'Vos histoires ne disparaissent jamais : relisez-les dans un an, ou dans dix.' },
];

export const SHOP_BADGES = [
  { id: 'secure', title: 'Paiement sécurisé' },
  { id: 'never-expire', title: "Crédits sans date d'expiration" },
  { id: 'devices', title: 'Sur tous vos appareils' },
] as const;

/** The FAQ's five questions (spec: purchase process, credits never expire, devices, illustrations, narration). */
export const SHOP_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Comment se passe un achat ?',
    answer:
      "Choisissez un pack, puis « Acheter » : vous êtes conduit vers la page de paiement sécurisée de notre prestataire. Dès le paiement accepté, les histoires s'ajoutent à votre compte.",
  },
  {
    question: 'Mes histoires achetées expirent-elles ?',
    answer: "Jamais. Les histoires d'un pack restent sur votre compte jusqu'à ce que vous les utilisiez, sans date limite.",
  },
  {
    question: 'Puis-je utiliser mes histoires sur plusieurs appareils ?',
    answer: 'Oui : connectez-vous avec le même compte sur votre téléphone, votre tablette ou votre ordinateur, vos histoires et vos crédits vous suivent.',
  },
  {
    question: 'Les illustrations sont-elles vraiment uniques ?',
    answer: "Oui. Chaque illustration est créée pour l'histoire de votre enfant, avec ses couleurs et son personnage : vous ne la retrouverez nulle part ailleurs.",
  },
  {
    question: 'La narration audio est-elle incluse ?',
    answer: 'Oui, chaque histoire peut être écoutée avec une narration audio de qualité professionnelle, sans supplément.',
  },
];

/** Two parents' words (sample data, spec part 2 §2), shown on wide screens only. */
export const SHOP_TESTIMONIALS: readonly { quote: string; author: string }[] = [
  { quote: "Ma fille réclame « son » histoire tous les soirs. Le pack de 60 nous a fait deux mois de rêves, et elle adore s'entendre nommée.", author: 'Claire, maman de Jeanne (5 ans)' },
  { quote: 'Nous lisons les histoires dans la voiture avec la narration audio. Les garçons se disputent pour savoir qui sera le prochain héros !', author: 'Mehdi, papa de Sami et Nour (7 et 9 ans)' },
];

export const SECURE_PAYMENT_NOTE =
  'Paiements sécurisés par notre prestataire de paiement par carte (Stripe). Vos coordonnées bancaires ne passent jamais par nos serveurs.';

/** The shop page's and the thank-you page's own words (spec part 2 §2, §5, §6). */
export const SHOP_TEXT = {
  intro: "Des histoires uniques, illustrées et racontées, pour votre enfant. Les histoires achetées n'expirent jamais.",
  packsTitle: "Nos packs d'histoires",
  badgesLabel: 'Nos engagements',
  ctaTitle: 'Prêt pour la prochaine aventure ?',
  ctaDescription: 'Choisissez le pack qui convient à votre famille.',
  seePacks: 'Voir les packs',
  loadingAvailable: 'Chargement de vos histoires disponibles...',
  faqTitle: 'Questions fréquentes',
  previousFeature: 'Fonctionnalité précédente',
  nextFeature: 'Fonctionnalité suivante',
  subscriptionName: 'Abonnement mensuel',
  /** Spec part 2 §6: buying without a session. */
  signInRequired: { title: 'Connexion requise', description: 'Veuillez vous connecter pour acheter des histoires' },
  purchaseErrorTitle: 'Erreur',
  redirectingTitle: 'Redirection...',
  redirectingToPayment: 'Redirection vers la page de paiement...',
  /** 'Seulement 0,35€/histoire'. */
  pricePerStory: (price: string) => `Seulement ${price}€/histoire`,
  // The thank-you page
  thankYouTitle: 'Merci pour votre achat !',
  thankYouDocumentTitle: 'Merci pour votre achat',
  updatingStories: 'Mise à jour de vos histoires...',
  nowAvailable: (available: string) => `Vous avez maintenant ${available}.`,
  createStory: 'Créer une histoire',
  backHome: "Retour à l'accueil",
  /** 'Vos 30 histoires ont été ajoutées à votre compte.', or a sentence without a number when it is unknown. */
  storiesAdded: (stories: number | null) =>
    stories === null
      ? 'Vos histoires ont été ajoutées à votre compte.'
      : stories > 1
        ? `Vos ${stories} histoires ont été ajoutées à votre compte.`
        : 'Votre histoire a été ajoutée à votre compte.',
  /** Before the number of stories the parent can still create. */
  youHave: 'Vous avez',
} as const;

/** The shop's features carousel. */
export const FEATURES_CAROUSEL_TEXT = {
  choose: 'Choisir une fonctionnalité',
  /** Between a slide's number and their count: '2 sur 5'. */
  of: 'sur',
} as const;

/** The shop's testimonials. */
export const SHOP_TESTIMONIALS_TEXT = {
  title: 'Ils racontent des histoires avec nous',
} as const;

/** The shop's subscription card. */
export const SUBSCRIPTION_CARD_TEXT = {
  active: 'Votre abonnement est actif.',
  offer: (credits: number) => `Jusqu'à ${String(credits)} histoires uniques par mois, renouvelées chaque mois. Sans engagement : résiliable à tout moment.`,
  perMonth: 'par mois',
  subscribe: "S'abonner",
} as const;

/** A pack's former price, as a screen reader reads it before the struck-through price. */
export const PACK_CARD_TEXT = {
  insteadOf: 'au lieu de ',
  buying: 'Redirection...',
  popular: 'POPULAIRE',
  /** Before the saving's percentage. */
  save: 'Économisez',
  buy: 'Acheter',
} as const;
