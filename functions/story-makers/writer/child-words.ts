import { traitLabel, type Gender } from '#shared/profiles';
import type { ColourWords } from '../common/colour-words';
import { joinList, lowerFirst } from './french';

/**
 * The child's profile in words: traits in the child's gender (traitLabel, the form the profile page
 * shows), interests as noun phrases that keep the option's own word ("Sports" → "les sports"), hair,
 * eyes and an outfit in the favourite colour. Empty profile fields give '' and the templates that need
 * them are skipped.
 */

export function traitWords(traits: readonly string[], gender: Gender): string[] {
  return traits.map((trait) => lowerFirst(traitLabel(trait, gender)));
}

/** Each interest of the profile list as a noun phrase containing its label, lowercased. */
const INTEREST_PHRASES: Record<string, string> = {
  Animaux: 'les animaux',
  Espace: "l'espace",
  Robots: 'les robots',
  Contes: 'les contes',
  Danse: 'la danse',
  Cuisine: 'la cuisine',
  Jardinage: 'le jardinage',
  Sports: 'les sports',
  Musique: 'la musique',
  Dessin: 'le dessin',
  Sciences: 'les sciences',
  Nature: 'la nature',
  Voyages: 'les voyages',
  Histoire: "l'histoire d'autrefois",
  Magie: 'la magie',
  Construction: 'les jeux de construction',
  'Jeux vidéo': 'les jeux vidéo',
  Lecture: 'la lecture',
  Imagination: "les jeux d'imagination",
  Art: "l'art",
  Photographie: 'la photographie',
  Théâtre: 'le théâtre',
  Astronomie: "l'astronomie",
  Dinosaures: 'les dinosaures',
  Mythologie: 'la mythologie',
  Mode: 'la mode',
  Films: 'les films',
  Puzzles: 'les puzzles',
  Bricolage: 'le bricolage',
  Natation: 'la natation',
  Vélo: 'le vélo',
  Football: 'le football',
  Basket: 'le basket',
  Équitation: "l'équitation",
  Technologie: 'la technologie',
  Insectes: 'les insectes',
  Océans: 'les océans',
  Pâtisserie: 'la pâtisserie',
  Poésie: 'la poésie',
  Yoga: 'le yoga',
};

export function interestPhrase(interest: string): string {
  const known = INTEREST_PHRASES[interest];
  if (known) return known;
  const lower = lowerFirst(interest.trim());
  return /s$/.test(lower) ? `les ${lower}` : /^[aeiouhéèêàâîôû]/i.test(lower) ? `l'${lower}` : `le ${lower}`;
}

export function interestList(interests: readonly string[]): string {
  return joinList(interests.map(interestPhrase));
}

// ---- Looks ----

const HAIR_COLOUR: Record<string, { mp: string; fp: string }> = {
  Blond: { mp: 'blonds', fp: 'blondes' },
  Brun: { mp: 'bruns', fp: 'brunes' },
  Noir: { mp: 'noirs', fp: 'noires' },
  Roux: { mp: 'roux', fp: 'rousses' },
  Châtain: { mp: 'châtains', fp: 'châtain' },
  Gris: { mp: 'gris', fp: 'grises' },
  Rose: { mp: 'roses', fp: 'roses' },
  Bleu: { mp: 'bleus', fp: 'bleues' },
  Violet: { mp: 'violets', fp: 'violettes' },
  'Arc-en-ciel': { mp: "aux couleurs de l'arc-en-ciel", fp: "aux couleurs de l'arc-en-ciel" },
};

const HAIR_LENGTH: Record<string, string> = {
  'Très courts': 'tout courts',
  Courts: 'courts',
  'Mi-longs': 'mi-longs',
  Longs: 'longs',
  'Très longs': 'très longs',
};

const HAIR_TYPE: Record<string, string> = {
  Lisses: 'lisses',
  Ondulés: 'ondulés',
  Bouclés: 'bouclés',
  'Très bouclés': 'tout bouclés',
  Crépus: 'crépus',
};

export interface Looks {
  /** "des cheveux roux, longs et bouclés", "des tresses brunes"; '' when unknown. */
  hair: string;
  /** "ses cheveux roux", "ses tresses brunes". */
  hairDef: string;
  /** "des yeux verts". */
  eyes: string;
  /** "ses yeux verts". */
  eyesDef: string;
}

export function looks(hairColor: string, hairType: string, hairLength: string, eyeColor: string): Looks {
  const colour = HAIR_COLOUR[hairColor];
  let hair = '';
  let hairDef = '';
  if (colour) {
    if (hairType === 'Tresses' || hairType === 'Locks') {
      const noun = hairType === 'Tresses' ? 'tresses' : 'locks';
      const long = hairLength === 'Longs' || hairLength === 'Très longs';
      hair = `${long ? 'de longues' : 'des'} ${noun} ${colour.fp}`;
      hairDef = `ses ${noun} ${colour.fp}`;
    } else {
      const extras = [HAIR_LENGTH[hairLength], HAIR_TYPE[hairType]].filter((word): word is string => Boolean(word));
      const rainbow = hairColor === 'Arc-en-ciel';
      hair = rainbow ? `des cheveux ${joinList(extras)} ${colour.mp}`.replace(/  +/g, ' ') : `des cheveux ${colour.mp}${extras.length ? `, ${joinList(extras)}` : ''}`;
      hairDef = `ses cheveux ${colour.mp}`;
    }
  }
  const eyeWords: Record<string, string> = {
    Bleu: 'bleus', Vert: 'verts', Marron: 'marron', Noisette: 'noisette', Gris: 'gris', Violet: 'violets', Ambre: "couleur d'ambre", Noir: 'noirs',
  };
  const eye = eyeWords[eyeColor];
  return { hair, hairDef, eyes: eye ? `des yeux ${eye}` : '', eyesDef: eye ? `ses yeux ${eye}` : '' };
}

/**
 * An outfit in the style of the profile and the favourite colour, agreed with its noun. The garment is
 * the one the illustrator draws for the style; `variant` picks one of its wordings, so that two stories
 * of one profile do not describe it in the same words.
 */
export function outfit(style: string, colour: ColourWords, gender: Gender, variant = 0): string {
  const explorer = gender === 'girl' ? 'exploratrice' : 'explorateur';
  const byStyle: Record<string, string[]> = {
    Sportif: [`ses baskets ${colour.fp}`, `ses baskets ${colour.fp} de ${gender === 'girl' ? 'championne' : 'champion'}`, `ses baskets ${colour.fp} aux lacets bien serrés`],
    Élégant: [`sa belle chemise ${colour.fs}`, `sa chemise ${colour.fs} bien repassée`, `sa chemise ${colour.fs} des grands jours`],
    Décontracté: [`son sweat ${colour.ms} préféré`, `son sweat ${colour.ms} tout doux`, `son vieux sweat ${colour.ms}`],
    Fantaisie: [`sa cape ${colour.fs} à paillettes`, `sa cape ${colour.fs} qui scintillait`, `sa cape ${colour.fs} pleine de paillettes`],
    Aventurier: [`son chapeau ${colour.ms} d'${explorer}`, `son chapeau ${colour.ms} à large bord`, `son chapeau ${colour.ms} tout cabossé`],
    Artistique: [`sa blouse ${colour.fs} de peintre`, `sa blouse ${colour.fs} tachée de peinture`, `sa blouse ${colour.fs} pleine de couleurs`],
    Royal: [`son manteau ${colour.ms}, digne d'${gender === 'girl' ? 'une princesse' : 'un prince'}`, `son manteau ${colour.ms} à boutons dorés`, `son long manteau ${colour.ms}`],
    Futuriste: [`sa combinaison ${colour.fs} aux reflets d'argent`, `sa combinaison ${colour.fs} qui brillait`, `sa combinaison ${colour.fs} à boutons lumineux`],
    Magique: [`sa cape ${colour.fs} semée d'étoiles`, `sa cape ${colour.fs} brodée de lunes`, `sa cape ${colour.fs} de ${gender === 'girl' ? 'magicienne' : 'magicien'}`],
    Nature: [`sa salopette ${colour.fs}`, `sa salopette ${colour.fs} aux grandes poches`, `sa salopette ${colour.fs} toute rapiécée`],
    Cosmique: [`son pull ${colour.ms} couvert de planètes`, `son pull ${colour.ms} à fusées`, `son pull ${colour.ms} brodé de comètes`],
    Vintage: [`sa vieille casquette ${colour.fs}`, `sa casquette ${colour.fs} d'autrefois`, `sa casquette ${colour.fs} un peu délavée`],
  };
  const wordings = byStyle[style] ?? [`son pull ${colour.ms}`];
  return wordings[variant % wordings.length] ?? `son pull ${colour.ms}`;
}
