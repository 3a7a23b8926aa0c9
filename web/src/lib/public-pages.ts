import { paths } from './paths';

/**
 * The public pages (spec part 1 §2) and what search engines and link previews read of each: the
 * `<title>`, the meta description, the canonical path and the Open Graph tags are written from this table
 * into each page's prerendered HTML (scripts/prerender-web.ts), and the pages set the same title once hydrated.
 * `sitemap.xml` lists these paths; /about is a redirect and has no entry.
 */
export interface PublicPage {
  path: string;
  /** The page's own part of the title ("… — Contes Magiques"); none for the home page. */
  title?: string;
  description: string;
}

export const PUBLIC_PAGES = [
  {
    path: paths.home,
    description:
      'Créez des histoires aussi uniques que vos enfants : des contes personnalisés, écrits, illustrés et racontés en français pour les enfants de 4 à 10 ans.',
  },
  {
    path: paths.blog,
    title: 'Le blog',
    description: "Conseils de lecture, développement de l'enfant, éducation et parentalité : le blog de Contes Magiques, pour accompagner les histoires du soir.",
  },
  {
    path: paths.about,
    title: 'Qui sommes-nous ?',
    description: "L'histoire de Contes Magiques : des parents qui voulaient des histoires du soir où leur enfant est le héros, écrites, illustrées et racontées en français.",
  },
  { path: paths.contact, title: 'Contact', description: 'Une question sur Contes Magiques ? Écrivez-nous : nous vous répondons dans les plus brefs délais.' },
  { path: paths.legalNotice, title: 'Mentions légales', description: "Mentions légales de Contes Magiques : éditeur, hébergeur, propriété intellectuelle, données personnelles et droit applicable." },
  { path: paths.termsOfSale, title: 'Conditions générales de vente', description: 'Conditions générales de vente de Contes Magiques : packs d’histoires, abonnement mensuel, paiement, rétractation et responsabilité.' },
  { path: paths.termsOfUse, title: "Conditions générales d'utilisation", description: "Conditions générales d'utilisation de Contes Magiques : compte parent, profils d'enfants, histoires générées et règles d'usage." },
  { path: paths.privacyPolicy, title: 'Politique de confidentialité', description: 'Ce que Contes Magiques collecte sur les parents et les enfants, pourquoi, où ces données sont conservées, combien de temps, et vos droits.' },
  { path: paths.cookies, title: 'Politique de cookies', description: 'Les traceurs utilisés par Contes Magiques, ceux qui demandent votre accord, et comment changer votre choix à tout moment.' },
  { path: paths.gdpr, title: 'Vos droits RGPD', description: "Vos droits sur vos données chez Contes Magiques : accès, rectification, effacement, limitation, portabilité et opposition." },
  { path: paths.rights, title: 'Exercer vos droits', description: 'Comment exercer vos droits sur vos données chez Contes Magiques : nous répondons dans un délai d’un mois.' },
  { path: paths.personalData, title: 'Données personnelles', description: "Les données que Contes Magiques collecte : identité du parent, profil de l'enfant (prénom, âge, centres d'intérêt), connexion et navigation." },
] as const satisfies readonly PublicPage[];

export function publicPage(path: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => page.path === path);
}
