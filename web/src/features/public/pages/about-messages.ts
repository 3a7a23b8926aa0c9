/**
 * The about page's words (issue 29, item 3): the page is a lazy chunk of its own, so its copy sits beside it
 * rather than in features/public/messages.ts, which is in the public layout's chunk. « \u00a0 » is the
 * non-breaking space French puts before « ? » and inside « ».
 */
export const ABOUT_TEXT = {
  kicker: 'Qui sommes-nous\u00a0?',
  title: 'Des histoires où votre enfant est le héros',
  lead: "Contes Magiques est né d'une envie toute simple : que chaque enfant puisse, le soir venu, écouter une histoire qui parle de lui.",
  storyTitle: 'Notre histoire',
  story: [
    "Tout a commencé au moment du coucher. Notre fille avait 4 ans, connaissait par cœur chacun de ses livres et nous réclamait chaque soir «\u00a0une histoire avec moi dedans\u00a0». Alors nous en avons inventé : elle y partait sur la Lune, se liait d'amitié avec un dragon timide, et trouvait toujours, à la fin, un peu plus de courage.",
    "Ses yeux brillaient quand l'héroïne portait son prénom, aimait sa couleur préférée et lui ressemblait. Nous avons voulu offrir ce moment à toutes les familles, y compris les soirs où l'inspiration manque : c'est ainsi qu'est né Contes Magiques.",
  ],
  missionTitle: 'Notre mission',
  mission: [
    "Donner le goût de la lecture aux enfants de 4 à 10 ans, avec des histoires dans lesquelles ils se reconnaissent. Vous décrivez votre enfant (son prénom, son âge, son caractère, ses passions), vous choisissez le décor, l'aventure, les émotions et les valeurs, et nous écrivons pour lui une histoire en français, illustrée et racontée à voix haute.",
    "Chaque histoire rejoint sa bibliothèque privée, sans limite de durée, pour être relue autant de fois qu'il le voudra, sur tous vos appareils.",
  ],
  valuesTitle: 'Nos valeurs',
  startTitle: 'Et si vous écriviez la première histoire de votre enfant\u00a0?',
  startText: 'La première histoire est offerte, sans carte bancaire.',
  start: 'Créer mon conte magique',
} as const;

/** What we hold to, as the product does it: moderation of every text, private data, reading at the child's level. */
export const ABOUT_VALUES = {
  safety: {
    title: 'Des histoires sûres',
    text: "Chaque texte que vous saisissez, puis chaque histoire écrite, passe par notre modération, pensée pour des enfants de 4 à 10 ans. Ce qui ne convient pas à leur âge n'arrive jamais jusqu'à eux.",
  },
  privacy: {
    title: 'Une vie privée respectée',
    text: "Les informations sur votre enfant ne servent qu'à écrire ses histoires. Elles restent privées, ne sont jamais vendues, et le site n'affiche aucune publicité. Nous ne demandons ni photo, ni nom de famille, ni adresse.",
  },
  reading: {
    title: 'Le plaisir de lire',
    text: "Chaque histoire est écrite pour l'âge et le niveau de lecture de votre enfant, et porte les émotions et les valeurs que vous choisissez de lui transmettre.",
  },
} as const;
