import * as z from 'zod';
import './french-errors';

/**
 * The story packs (spec part 2 §9), owned by the server: the shop shows them, the checkout function prices
 * from them and the webhook credits from them. A price or a count sent by a browser is never read.
 * Amounts are in cents, currency EUR. Names and counts are the specification's; descriptions, features
 * and colours are not shown there and are ours.
 */
export const PACK_IDS = ['pack-30', 'pack-60', 'pack-90', 'pack-365'] as const;
export type PackId = (typeof PACK_IDS)[number];

export interface Pack {
  id: PackId;
  name: string;
  description: string;
  /** Stories (bonus credits) the pack adds; they never expire. */
  count: number;
  priceCents: number;
  originalPriceCents: number;
  features: readonly string[];
  /** The card's accent (background) and its text colour, chosen with a contrast ≥ 4.5:1. */
  color: string;
  textColor: string;
  popular: boolean;
}

export const CURRENCY = 'eur';

export const PACKS: readonly Pack[] = [
  {
    id: 'pack-30',
    name: 'Pack 30 histoires',
    description: "Un mois d'histoires du soir pour bien commencer.",
    count: 30,
    priceCents: 1599,
    originalPriceCents: 1999,
    features: ['30 histoires personnalisées', 'Illustrations uniques', 'Narration audio', 'Histoires gardées pour toujours'],
    color: '#E0F2FE',
    textColor: '#075985',
    popular: false,
  },
  {
    id: 'pack-60',
    name: 'Pack 60 histoires',
    description: 'Le choix des familles : deux mois de rêves.',
    count: 60,
    priceCents: 2799,
    originalPriceCents: 3599,
    features: ['60 histoires personnalisées', 'Illustrations uniques', 'Narration audio', 'Histoires gardées pour toujours'],
    color: '#EDE9FE',
    textColor: '#5B21B6',
    popular: true,
  },
  {
    id: 'pack-90',
    name: 'Pack 90 histoires',
    description: "Trois mois d'aventures pour toute la fratrie.",
    count: 90,
    priceCents: 3999,
    originalPriceCents: 4999,
    features: ['90 histoires personnalisées', 'Illustrations uniques', 'Narration audio', 'Histoires gardées pour toujours'],
    color: '#DCFCE7',
    textColor: '#166534',
    popular: false,
  },
  {
    id: 'pack-365',
    name: 'Pack 365 histoires',
    description: 'Une histoire par jour pendant un an',
    count: 365,
    priceCents: 12999,
    originalPriceCents: 15999,
    features: ['365 histoires personnalisées', 'Illustrations uniques', 'Narration audio', 'Histoires gardées pour toujours'],
    color: '#FEF3C7',
    textColor: '#92400E',
    popular: false,
  },
];

export function packById(id: string): Pack | undefined {
  return PACKS.find((pack) => pack.id === id);
}

/** The monthly subscription (DESIGN departure 7): 30 stories a month; its price is the operator's (CDK context). */
export const SUBSCRIPTION_OFFER_ID = 'subscription-monthly';
export const DEFAULT_SUBSCRIPTION_PRICE_CENTS = 1299;

export const PAYMENT_MESSAGES = {
  unknownPack: "Ce pack n'existe pas.",
  sessionFailed: 'La création de la session de paiement a échoué',
  purchaseFailed: "Impossible de procéder à l'achat. Veuillez réessayer.",
  alreadySubscribed: 'Vous avez déjà un abonnement actif.',
  noSubscription: 'Aucun abonnement à gérer.',
  portalFailed: "Impossible d'ouvrir la gestion de l'abonnement. Veuillez réessayer.",
  portalNotConfigured: "La gestion de l'abonnement n'est pas encore configurée. Contactez-nous.",
  paymentCancelled: "Paiement annulé : aucun montant n'a été débité.",
} as const;

/** `POST /api/checkout`: a pack or the subscription, by id. Nothing else: the server prices it. */
export const checkoutRequestSchema = z.object({
  packId: z.enum([...PACK_IDS, SUBSCRIPTION_OFFER_ID], { error: PAYMENT_MESSAGES.unknownPack }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** The payment page's address (Stripe Checkout, or the twin's local checkout page). */
export const checkoutResponseSchema = z.object({ url: z.url() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** `POST /api/billing-portal` → the page where a subscriber manages or cancels the subscription. */
export const billingPortalResponseSchema = z.object({ url: z.url() });

/** The thank-you page's query (spec part 2 §2): what the checkout's success URL carries. */
export const THANK_YOU_PATH = '/thank-you';
export const SHOP_PATH = '/boutique';
/** The checkout's cancel URL is the shop with `?paiement=annule`, so that the shop says the payment was cancelled. */
export const PAYMENT_CANCELLED_PARAM = 'paiement';
export const PAYMENT_CANCELLED_VALUE = 'annule';
