import { paths } from '@/lib/paths';

/**
 * The landing page's copy (spec part 1 §1 names its sections; the sentences are ours). Every claim is one
 * the product keeps: the first story free without a card, purchased stories that never expire, 4 to 10
 * years, the child's data kept private, an illustration and a French narration for each story. The product
 * says « vous » to parents.
 */

/** The sign-up calls; a signed-in visitor sees {@link MY_SPACE_LABEL} instead. */
export const CREATE_FIRST_STORY_LABEL = 'Créer mon premier conte';
export const MY_SPACE_LABEL = 'Mon espace';
export const SAMPLE_SECTION_ID = 'exemple';
export const FAQ_SECTION_ID = 'faq';

export const HERO = {
  eyebrow: 'Histoires personnalisées pour les 4 à 10 ans',
  /** The product's tagline (spec part 1 §2, the home header's), as the page's one h1. */
  title: 'Créez des histoires aussi uniques que vos enfants',
  /** Typed before the animated phrases, which complete it. */
  typingPrefix: 'Ce soir, votre enfant',
  typingPhrases: [
    'part explorer la Lune',
    'apprivoise un petit dragon',
    'plonge au fond de l’océan',
    'retrouve le doudou perdu',
    'devient le héros de son histoire',
  ],
  /** What screen readers hear in place of the animation: the same idea, once, and stable. */
  typingSummary:
    'Ce soir, votre enfant part explorer la Lune, apprivoise un petit dragon, plonge au fond de l’océan, retrouve le doudou perdu : il devient le héros de son histoire.',
  lead: 'Donnez son prénom, son âge et ce qu’il aime : Contes Magiques écrit, illustre et raconte en français une histoire faite pour lui, en quelques instants.',
  secondaryCall: 'Écouter un exemple',
  reassurance: 'Première histoire offerte, sans carte bancaire.',
} as const;

export interface ProblemSolutionCard {
  id: 'problem' | 'solution';
  title: string;
  items: readonly string[];
}

export const PROBLEM_SOLUTION = {
  title: 'L’histoire du soir, en plus magique',
  cards: [
    {
      id: 'problem',
      title: 'Le soir, souvent…',
      items: [
        'Les mêmes livres, relus pour la centième fois.',
        'Des héros dans lesquels votre enfant ne se reconnaît pas.',
        'Peu d’énergie pour inventer une histoire après une longue journée.',
      ],
    },
    {
      id: 'solution',
      title: 'Avec Contes Magiques',
      items: [
        'Une histoire nouvelle à chaque fois, jamais deux fois la même.',
        'Son prénom, son caractère et ses passions au cœur du récit.',
        'Prête en quelques instants, à lire ensemble ou à écouter.',
      ],
    },
  ] satisfies readonly ProblemSolutionCard[],
} as const;

export interface CreationStep {
  id: 'personalisation' | 'generation' | 'illustrations' | 'narration';
  title: string;
  text: string;
}

/** The four steps of spec part 1 §1, in its order. */
export const STEPS = {
  title: 'Comment naît une histoire',
  items: [
    {
      id: 'personalisation',
      title: 'Personnalisation',
      text: 'Vous créez le profil de votre enfant (prénom, âge, caractère, centres d’intérêt), puis vous choisissez le héros, le lieu et l’aventure.',
    },
    {
      id: 'generation',
      title: 'Génération',
      text: 'L’histoire est écrite pour son âge et son niveau de lecture, avec les émotions et les valeurs que vous avez choisies. Chaque texte est vérifié avant de vous être montré.',
    },
    {
      id: 'illustrations',
      title: 'Illustrations',
      text: 'Une illustration unique met en scène votre enfant, à son image et dans sa couleur préférée, avec son compagnon d’aventure.',
    },
    {
      id: 'narration',
      title: 'Narration',
      text: 'L’histoire est lue à voix haute en français : pour s’endormir en l’écoutant, ou pour les trajets en voiture.',
    },
  ] satisfies readonly CreationStep[],
} as const;

/** Spec part 1 §1: the sample story's audio hint disappears after 8 s. */
export const AUDIO_HINT_MS = 8_000;

export const SAMPLE = {
  title: 'Une vraie histoire, créée par Contes Magiques',
  /** {name} and {age} are the sample child's. */
  intro:
    'Contes Magiques est né autour d’une petite fille de 4 ans qui réclamait chaque soir « une histoire avec moi dedans ». Voici une histoire créée pour {name}, {age} ans, telle que vous la recevriez : le texte, l’illustration et la narration, sans aucune retouche.',
  moralTitle: "Morale de l'histoire",
  listenTitle: 'Écouter l’histoire',
  /** Shown beside the player for 8 s once it is on screen (spec part 1 §1), or until the narration starts. */
  audioHint: 'Appuyez sur lecture pour entendre l’histoire racontée à voix haute.',
} as const;

export interface Advantage {
  id: 'reading' | 'confidence' | 'emotions' | 'imagination';
  title: string;
  text: string;
}

/** The four pedagogical advantages (spec part 1 §1). */
export const ADVANTAGES = {
  title: 'Ce que ses histoires lui apportent',
  items: [
    {
      id: 'reading',
      title: 'Le goût de la lecture',
      text: 'Un enfant qui se reconnaît dans l’histoire a envie de l’écouter, puis de la lire. La longueur et le vocabulaire suivent son âge et son niveau.',
    },
    {
      id: 'confidence',
      title: 'La confiance en soi',
      text: 'Héros de ses aventures, votre enfant surmonte les obstacles avec ses propres qualités, et découvre qu’il en est capable.',
    },
    {
      id: 'emotions',
      title: 'Les émotions et les valeurs',
      text: 'Joie, courage, amitié, persévérance : vous choisissez ce que l’histoire met en avant, et chaque conte se termine par une morale à partager.',
    },
    {
      id: 'imagination',
      title: 'L’imagination et le vocabulaire',
      text: 'Des lieux à découvrir, des compagnons extraordinaires et des mots nouveaux : de quoi nourrir ses rêves et vos conversations.',
    },
  ] satisfies readonly Advantage[],
} as const;

export interface Testimonial {
  quote: string;
  author: string;
}

/** Three parents' words: sample data (spec part 1 §1), and the page says so. */
export const TESTIMONIALS = {
  title: 'Des soirées qui changent',
  note: 'Témoignages donnés à titre d’exemple.',
  items: [
    {
      quote: 'Chaque soir, Inès choisit l’aventure et s’endort en écoutant son histoire. Le coucher est devenu le moment qu’elle attend.',
      author: 'Sophie, maman d’Inès (5 ans)',
    },
    {
      quote: 'Mon fils lisait peu. Depuis qu’il est le héros, il relit ses histoires tout seul et les raconte à sa petite sœur.',
      author: 'Karim, papa de Yanis (8 ans)',
    },
    {
      quote: 'Avant chaque départ en vacances, nous créons une histoire sur notre destination. Les enfants la réécoutent en voiture.',
      author: 'Émilie, maman de Jules et Rose (6 et 9 ans)',
    },
  ] satisfies readonly Testimonial[],
} as const;

export interface FaqItem {
  question: string;
  answer: string;
  /** A page that says more, linked after the answer. */
  link?: { to: string; label: string };
}

/** The five questions of spec part 1 §1: free first story, credits that never expire, ages, privacy, narration and illustrations. */
export const FAQ: { title: string; items: readonly FaqItem[] } = {
  title: 'Questions fréquentes',
  items: [
    {
      question: 'La première histoire est-elle vraiment gratuite ?',
      answer:
        'Oui. À l’inscription, votre compte reçoit une histoire offerte, sans carte bancaire et sans engagement. Vous ne payez que si vous souhaitez en créer d’autres.',
    },
    {
      question: 'Les histoires achetées ont-elles une date d’expiration ?',
      answer:
        'Non, jamais. Les histoires d’un pack restent sur votre compte jusqu’à ce que vous les utilisiez, et chaque histoire créée reste dans votre bibliothèque, sans limite de durée.',
    },
    {
      question: 'Pour quel âge les histoires sont-elles écrites ?',
      answer:
        'Pour les enfants de 4 à 10 ans. La longueur de l’histoire, celle des phrases et le vocabulaire s’adaptent à l’âge et au niveau de lecture indiqués dans son profil.',
    },
    {
      question: 'Que faites-vous des données de mon enfant ?',
      answer:
        'Nous demandons seulement ce qui sert à écrire et illustrer ses histoires : son prénom, son âge, ses goûts et quelques traits pour le dessiner. Jamais de photo, de nom de famille ni d’adresse. Ses histoires restent privées, ses données ne sont ni vendues ni utilisées pour de la publicité, et vous pouvez supprimer son profil à tout moment.',
      link: { to: paths.privacyPolicy, label: 'Lire notre politique de confidentialité' },
    },
    {
      question: 'Les histoires sont-elles illustrées et racontées ?',
      answer:
        'Oui. Chaque histoire reçoit son illustration, créée pour elle, et peut être écoutée avec une narration en français, sans supplément. Vous pouvez la lire, l’écouter, ou les deux à la fois.',
    },
  ],
};

export interface FormatTile {
  id: 'audio' | 'text' | 'illustrations';
  title: string;
  text: string;
}

/** The format tiles of spec part 1 §1: audio, texte, illustrations. */
export const FORMATS = {
  title: 'Une histoire, trois façons d’en profiter',
  items: [
    { id: 'audio', title: 'Audio', text: 'À écouter les yeux fermés, au moment du coucher ou pendant les trajets.' },
    { id: 'text', title: 'Texte', text: 'À lire ensemble, puis tout seul, sur téléphone, tablette ou ordinateur.' },
    { id: 'illustrations', title: 'Illustrations', text: 'Une image unique pour entrer dans l’histoire, et la regarder encore et encore.' },
  ] satisfies readonly FormatTile[],
} as const;

export const FINAL_CALL = {
  title: 'Prêt pour sa première histoire ?',
  text: 'Créez le profil de votre enfant : sa première histoire est offerte, et elle restera pour toujours dans votre bibliothèque.',
  signedInText: 'Retrouvez vos histoires et créez la prochaine aventure de votre enfant.',
} as const;

/** "{name}, {age} ans" filled in. */
export function fillSampleIntro(template: string, child: { name: string; age: number }): string {
  return template.replace('{name}', child.name).replace('{age}', String(child.age));
}

/** "2 min 55 s": the narration's length, written out for a French reader. */
export function formatListeningTime(durationMs: number): string {
  const totalSeconds = Math.max(1, Math.round(durationMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  if (minutes === 0) return `${seconds} s`;
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${String(seconds).padStart(2, '0')} s`;
}
