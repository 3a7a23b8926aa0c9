/**
 * The blog page's words (issue 29, item 3): the page is a lazy chunk of its own, so its copy sits beside it
 * rather than in features/public/messages.ts, which is in the public layout's chunk.
 */
export const BLOG_TEXT = {
  kicker: 'Le blog',
  title: 'Grandir avec les histoires',
  lead: "Des idées pour accompagner vos enfants de 4 à 10 ans : donner le goût de la lecture, comprendre leurs étapes de développement, répondre à leurs «\u00a0pourquoi\u00a0?\u00a0» et faire du moment de l'histoire un vrai rendez-vous en famille.",
  categories: "Catégories d'articles",
  comingSoonTitle: 'Nos articles arrivent bientôt',
  comingSoon:
    'Nous préparons nos premiers articles, pour les parents curieux comme pour les petits lecteurs. En attendant, nos réponses aux questions les plus fréquentes vous attendent, et la première histoire de votre enfant est offerte.',
  readFaq: 'Lire les questions fréquentes',
  start: 'Créer ma première histoire',
} as const;

/** Spec part 1 §2: the category buttons (all articles, then five themes); they filter nothing yet. */
export const BLOG_CATEGORIES = ['Tous les articles', 'Développement', 'Éducation', 'Science', 'Parentalité', 'Innovation'] as const;
