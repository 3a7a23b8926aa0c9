/**
 * The public feature's French copy (issue 29, item 3): the public layout's words (header, menus, footer, cookie
 * banner), one constant per component. The not-found page, a chunk of its own, keeps its words in
 * pages/not-found-messages.ts so that this file stays in the layout's chunk; the legal documents and the
 * landing's sections are documents of their own (legal/, landing/landing-content.ts), each in its page's chunk.
 */
/** The cookie banner (spec part 1 §10). */
export const COOKIE_BANNER_TEXT = {
  title: 'Vos choix de cookies',
  /** Before the current choice, in bold. */
  currentChoice: "Votre choix actuel : mesure d'audience ",
  accepted: 'acceptée',
  refused: 'refusée',
  learnMore: 'En savoir plus :',
  closeUnchanged: 'Fermer sans rien changer',
  optional: "Un seul traceur est facultatif : la mesure d'audience, seulement avec votre accord.",
  session: "Votre session de connexion, strictement nécessaire, n'a pas besoin de votre accord.",
  cookiePolicy: 'politique de cookies',
  privacyPolicy: 'politique de confidentialité',
  gdpr: 'vos droits RGPD',
  necessaryTitle: 'Strictement nécessaires (toujours actifs)',
  necessary: "Votre session de connexion, l'enfant choisi, son thème de couleurs et ce choix-ci, gardés dans votre navigateur : sans eux, le site ne fonctionne pas.",
  measurementTitle: "Mesure d'audience",
  measurement: "Si nous l'avons activée, Meta est informé de trois étapes de la boutique : l'ajout d'un pack au panier, le début du paiement et l'achat (jamais votre nom ni votre e-mail). Meta peut rapprocher ces informations de votre compte Facebook ou Instagram.",
  save: 'Enregistrer mes choix',
  region: 'Cookies',
  customise: 'Personnaliser',
  rejectAll: 'Tout refuser',
  acceptAll: 'Tout accepter',
} as const;

/** The public footer. */
export const FOOTER_TEXT = {
  tagline: 'Créez des histoires aussi uniques que vos enfants.',
  legalTitle: 'Informations légales',
  manageCookies: 'Gérer les cookies',
  writeToUs: 'Une question\u00a0? Écrivez-nous\u00a0:',
  rightsReserved: '. Tous droits réservés.',
} as const;

/** The public layout's skip link. */
export const PUBLIC_LAYOUT_TEXT = {
  skipToContent: 'Aller au contenu',
} as const;

/** The visitor menu's account links (spec part 1 §2). */
export const VISITOR_LINK_LABELS = {
  signIn: 'Se connecter',
  signUp: 'Créer un compte',
  mySpace: 'Mon espace',
  about: 'Qui sommes-nous ?',
  contact: 'Contact',
  blog: 'Blog',
  faq: 'Questions fréquentes',
} as const;

/** The visitor menu's drawer. */
export const VISITOR_DRAWER_TEXT = {
  close: 'Fermer le menu',
  title: 'Menu du site',
} as const;

/** The visitor menu's button. */
export const VISITOR_MENU_TEXT = {
  open: 'Ouvrir le menu',
} as const;

/** The site's name, as the header, the footer and the drawer show it. */
export const SITE_NAME_TEXT = {
  name: 'Contes Magiques',
  homeLink: 'Contes Magiques, accueil',
  /** Read by screen readers before the drawer's title. */
  menuPrefix: 'Menu — ',
} as const;
