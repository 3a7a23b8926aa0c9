import type { CharacterFamily, CharacterKind, CharacterMotion, FrameGender, FrameNoun, PlaceKind, PlaceMedium } from '../../core/story-frame';
import { fold } from './text';

/**
 * The frame's vocabulary: every word a frame can hold, with the forms the writer renders. Compact
 * string tables, parsed once at module load, keep the generate-story bundle small. Ids are stable:
 * they are stored with a story's request.
 */

export const idOf = (phrase: string): string => fold(phrase).replace(/[\s']+/g, '-');

/** The regular plural of a French noun or adjective; irregular ones are spelled in the tables. */
export function pluralOf(word: string): string {
  if (/[sxz]$/.test(word)) return word;
  if (/(eau|au|eu)$/.test(word)) return `${word}x`;
  if (/al$/.test(word) && !/^(festival|carnaval|bal|chacal|récital)$/.test(word)) return `${word.slice(0, -2)}aux`;
  if (/^(hibou|bijou|caillou|genou|joujou|chou|pou)$/.test(word)) return `${word}x`;
  return `${word}s`;
}

/** "étoile de mer" → "étoiles de mer": the head alone takes the plural. */
const pluralPhrase = (phrase: string): string => {
  const [head, ...rest] = phrase.split(' ');
  return [pluralOf(head ?? ''), ...rest].join(' ');
};

export interface KindEntry extends CharacterKind {
  /** Epicene: "un/une astronaute", the determiner says which. */
  epicene: boolean;
  /** Other spellings that mean this kind: "toutou" → chien. */
  synonyms: string[];
  /** Said before a name as a title: "Mamie Jo", "Monsieur Paul". */
  title: boolean;
}

// family hands motion — then entries: singular[/plural]:gender[:synonym/synonym][!motion][+|-hands]
const KIND_TABLE = `
pet 0 walks|animal/animaux:m:bête;chien:m:toutou/chienchien;chien de berger/chiens de berger:m;chien de traîneau/chiens de traîneau:m;chienne:f;chiot:m;chat:m:minou/matou/minet;chaton:m;lapin:m:lapinou;lapine:f;hamster:m;cochon d'inde/cochons d'inde:m;poisson rouge/poissons rouges:m!swims;furet:m;perruche:f!flies;canari:m!flies;souris:f
farm-animal 0 walks|vache:f;cochon:m;mouton:m;brebis:f;agneau:m;chèvre:f;chevreau:m;cheval/chevaux:m;jument:f;poulain:m;poney:m;âne:m;ânesse:f;poule:f;poussin:m;coq:m;dindon:m;taureau:m;veau:m;cochonnet:m;lama:m
wild-animal 0 walks|ours:m;ourson:m;loup:m;louve:f;louveteau:m;renard:m;renarde:f;lion:m;lionne:f;lionceau:m;tigre:m;tigresse:f;éléphant:m;éléphanteau:m;girafe:f;girafon:m;zèbre:m;singe:m+;gorille:m+;chimpanzé:m+;panda:m;koala:m;kangourou:m;hérisson:m;écureuil:m;cerf:m;biche:f;faon:m;sanglier:m;blaireau:m;castor:m;raton laveur/ratons laveurs:m+;loutre:f!swims;hippopotame:m;rhinocéros:m;ours polaire/ours polaires:m;ours brun/ours bruns:m;panthère:f;guépard:m;léopard:m;chameau:m;dromadaire:m;paresseux:m;taupe:f;mulot:m;rat:m;marmotte:f;chauve-souris/chauves-souris:f!flies;renne:m;suricate:m;ouistiti:m+;lémurien:m+;mammouth:m;bison:m;élan:m;lynx:m;chevreuil:m;loir:m;hyène:f;zébu:m;yack:m;tapir:m;tatou:m;mouffette:f
bird 0 flies|oiseau:m:zoiseau;goéland:m;albatros:m;pigeon voyageur/pigeons voyageurs:m;oisillon:m;hibou:m;chouette:f;aigle:m;faucon:m;pingouin:m!walks;manchot:m!walks;perroquet:m;moineau:m;pigeon:m;corbeau:m;colombe:f;cigogne:f;flamant rose/flamants roses:m;paon:m!walks;toucan:m;mouette:f;rouge-gorge/rouges-gorges:m;merle:m;mésange:f;canard:m;caneton:m;oie:f;pélican:m;autruche:f!walks;cygne:m!swims;hirondelle:f;pie:f;geai:m;colibri:m;kiwi:m!walks;vautour:m;héron:m;martin-pêcheur/martins-pêcheurs:m;grue:f;dinde:f!walks
sea-creature 0 swims|poisson:m;baleine:f;baleineau:m;dauphin:m;requin:m;pieuvre:f;poulpe:m;méduse:f;crabe:m!walks;homard:m;tortue de mer/tortues de mer:f;phoque:m;otarie:f;morse:m;hippocampe:m;étoile de mer/étoiles de mer:f;orque:f;raie:f;narval:m;crevette:f;poisson-clown/poissons-clowns:m;calamar:m;anguille:f;bernard-l'ermite/bernard-l'ermite:m!walks;lamantin:m
insect 0 walks|fourmi:f;coccinelle:f!flies;abeille:f!flies;papillon:m!flies;chenille:f;escargot:m;limace:f;araignée:f;libellule:f!flies;luciole:f!flies;sauterelle:f;grillon:m;scarabée:m;ver de terre/vers de terre:m;mouche:f!flies;bourdon:m!flies;criquet:m;mille-pattes/mille-pattes:m;cloporte:m;lombric:m;puceron:m;moustique:m!flies;guêpe:f!flies;phasme:m
reptile 0 walks|grenouille:f;crapaud:m;lézard:m;serpent:m;caméléon:m;tortue:f;crocodile:m;alligator:m;iguane:m;salamandre:f;gecko:m;têtard:m!swims;triton:m!swims;axolotl:m!swims;varan:m;boa:m
dinosaur 0 walks|dinosaure:m:dino/dinos;tyrannosaure:m:t-rex/trex;tricératops:m;diplodocus:m;brachiosaure:m;stégosaure:m;vélociraptor:m;ptérodactyle:m!flies;ankylosaure:m;bébé dinosaure/bébés dinosaures:m
fantasy-creature 1 walks|dragon:m-;extraterrestre:e;martien:m;martienne:f;alien:m;robot extraterrestre/robots extraterrestres:m;sorcier apprenti/sorciers apprentis:m;dragonne:f-;licorne:f-;fée:f!flies;sirène:f!swims;lutin:m;lutine:f;géant:m;géante:f;fantôme:m!flies;monstre:m;ogre:m;ogresse:f;troll:m;gnome:m;farfadet:m;elfe:e;génie:m!flies;yéti:m;phénix:m-!flies;pégase:m-!flies;griffon:m-!flies;centaure:m;ange:m!flies;Père Noël:m:papa noël/père noël;petite souris/petites souris:f-;fée des dents/fées des dents:f!flies;bonhomme de neige/bonshommes de neige:m;sorcier:m;sorcière:f;magicien:m;magicienne:f;enchanteur:m;korrigan:m;hobbit:m;leprechaun:m;sirène-poisson:f!swims;dragonnet:m-;minotaure:m;cyclope:m;chat botté:m
person 1 walks|pirate:e;chevalier:m;princesse:f;prince:m;roi:m;reine:f;astronaute:e;boulanger:m;boulangère:f;pâtissier:m;pâtissière:f;pompier:m;pompière:f;policier:m;policière:f;docteur:m;médecin:m;infirmier:m;infirmière:f;vétérinaire:e;jardinier:m;jardinière:f;explorateur:m;exploratrice:f;aventurier:m;aventurière:f;cuisinier:m;cuisinière:f;fermier:m;fermière:f;pêcheur:m;inventeur:m;inventrice:f;savant:m;scientifique:e;détective:e;super-héros/super-héros:m;super-héroïne:f;ninja:e;cow-boy:m:cowboy;clown:m;acrobate:e;danseur:m;danseuse:f;musicien:m;musicienne:f;chanteur:m;chanteuse:f;peintre:e;facteur:m;factrice:f;capitaine:e;marin:m;maître:m;maîtresse:f;maman:f;papa:m;mamie:f:mamy/mémé/mamina;papi:m:papy/pépé;grand-mère/grands-mères:f:grand-maman;grand-père/grands-pères:m:grand-papa;tonton:m;tata:f:tatie/tati;oncle:m;tante:f;frère:m;sœur:f;grand frère/grands frères:m;petit frère/petits frères:m;grande sœur/grandes sœurs:f;petite sœur/petites sœurs:f;cousin:m;cousine:f;meilleur ami/meilleurs amis:m;meilleure amie/meilleures amies:f;ami:m;amie:f;copain:m;copine:f;bébé:m;parrain:m;marraine:f;nounou:f;enfant:e;garçon:m;fille:f;petit garçon/petits garçons:m;petite fille/petites filles:f;chef:e;archéologue:e;photographe:e;monsieur/messieurs:m;madame/mesdames:f;grand-parent:m;voisin:m;voisine:f;jumeau:m;jumelle:f;bébé:m;conteur:m;conteuse:f;sirène:f
toy 1 still|doudou:m:doudoune;peluche:f;ours en peluche/ours en peluche:m:nounours/teddy;poupée:f;toupie:f!rolls-;soldat de plomb/soldats de plomb:m;pantin:m;marionnette:f;figurine:f;jouet:m-;cheval de bois/chevaux de bois:m-;ballon:m!rolls-;balle:f!rolls-;cerf-volant/cerfs-volants:m!flies-;poupon:m;lapin en peluche/lapins en peluche:m;chat en peluche/chats en peluche:m;chien en peluche/chiens en peluche:m;bonhomme en pâte à modeler/bonshommes en pâte à modeler:m;crayon:m;livre:m-;château de cartes/châteaux de cartes:m-
machine 1 walks|robot:m:robotte;androïde:m;automate:m;ordinateur:m-!still;aspirateur:m-!rolls;grille-pain/grille-pain:m-!still;réveil:m-!still
vehicle 0 rolls|voiture:f;traîneau:m;petite voiture/petites voitures:f;train:m;locomotive:f;fusée:f!flies;bateau:m!swims;voilier:m!swims;avion:m!flies;camion:m;camion de pompiers/camions de pompiers:m;tracteur:m;vélo:m;hélicoptère:m!flies;sous-marin/sous-marins:m!swims;montgolfière:f!flies;bus:m;autobus:m;moto:f;trottinette:f;navette spatiale/navettes spatiales:f!flies;soucoupe volante/soucoupes volantes:f!flies;tramway:m;ambulance:f;taxi:m;pelleteuse:f;bulldozer:m;grue:f;dépanneuse:f;camionnette:f
sky 0 flies|étoile:f;étoile filante/étoiles filantes:f;lune:f;soleil:m;nuage:m;petit nuage/petits nuages:m;comète:f;arc-en-ciel/arcs-en-ciel:m!still;planète:f;flocon:m;flocon de neige/flocons de neige:m;goutte de pluie/gouttes de pluie:f;éclair:m;vent:m;astéroïde:m
plant 0 still|arbre:m;fleur:f;tournesol:m;champignon:m;graine:f;chêne:m;sapin:m;cactus:m;citrouille:f;pissenlit:m;pâquerette:f;coquelicot:m;bambou:m;palmier:m;saule:m;feuille:f;gland:m;carotte:f;pomme:f;tulipe:f;marguerite:f;bouton d'or/boutons d'or:m;haricot magique/haricots magiques:m;petit pois/petits pois:m;radis:m;fraise:f
`;

function parseKinds(): KindEntry[] {
  const kinds: KindEntry[] = [];
  const seen = new Set<string>();
  for (const line of KIND_TABLE.trim().split('\n')) {
    const [header = '', body = ''] = line.split('|');
    const [family, hands, motion] = header.split(' ') as [CharacterFamily, string, CharacterMotion];
    for (const raw of body.split(';')) {
      let entry = raw.trim();
      let entryMotion = motion;
      let entryHands = hands === '1';
      const motionMatch = /!(walks|flies|swims|rolls|still)/.exec(entry);
      if (motionMatch) {
        entryMotion = motionMatch[1] as CharacterMotion;
        entry = entry.replace(motionMatch[0], '');
      }
      if (/[+-]$/.test(entry)) {
        entryHands = entry.endsWith('+');
        entry = entry.slice(0, -1);
      }
      const [forms = '', gender = 'm', synonyms = ''] = entry.split(':');
      const [singular = '', plural = pluralPhrase(singular)] = forms.split('/');
      const id = idOf(singular);
      if (seen.has(id)) continue;
      seen.add(id);
      kinds.push({
        id,
        singular,
        plural,
        gender: (gender === 'f' ? 'f' : 'm') as FrameGender,
        epicene: gender === 'e',
        family,
        hands: entryHands,
        motion: entryMotion,
        synonyms: synonyms ? synonyms.split('/') : [],
        title: false,
      });
    }
  }
  return kinds;
}

export const KINDS: readonly KindEntry[] = parseKinds();
export const KIND_BY_ID = new Map(KINDS.map((kind) => [kind.id, kind]));

/** Kinds said before a name: "Mamie Jo", "Tonton Marc", "Monsieur Paul", "Capitaine Crochet". */
export const TITLES: Record<string, string> = {
  mamie: 'Mamie', papi: 'Papi', 'grand-mere': 'Grand-mère', 'grand-pere': 'Grand-père', tonton: 'Tonton', tata: 'Tata', oncle: 'Oncle', tante: 'Tante',
  monsieur: 'Monsieur', madame: 'Madame', capitaine: 'Capitaine', docteur: 'Docteur', princesse: 'Princesse', prince: 'Prince', roi: 'Roi', reine: 'Reine',
  fee: 'Fée', sorciere: 'Sorcière', sorcier: 'Sorcier', magicien: 'Magicien', chevalier: 'Chevalier', cousin: 'Cousin', cousine: 'Cousine', parrain: 'Parrain', marraine: 'Marraine',
  maman: 'Maman', papa: 'Papa', nounou: 'Nounou', professeur: 'Professeur', lutin: 'Lutin', robot: 'Robot',
};
for (const kind of KINDS) if (TITLES[kind.id]) kind.title = true;

/** Relatives a place or a thing may belong to, as the story says them: "chez Mamie", "la ferme de Grand-mère". */
export const RELATIVES = ['mamie', 'papi', 'grand-mere', 'grand-pere', 'tonton', 'tata', 'oncle', 'tante', 'maman', 'papa', 'cousin', 'cousine', 'parrain', 'marraine', 'nounou', 'frere', 'soeur', 'grand-frere', 'petit-frere', 'grande-soeur', 'petite-soeur', 'ami', 'amie', 'meilleur-ami', 'meilleure-amie', 'copain', 'copine', 'voisin', 'voisine', 'maitresse', 'maitre'];

// ── Qualities: adjectives (m/f/mp/fp, position), and relative clauses ─────────────────────────────

export interface AdjectiveEntry {
  id: string;
  /** Masculine singular, feminine singular, masculine plural, feminine plural. */
  forms: [string, string, string, string];
  /** Before the noun ("un petit dragon"), after it, or either. */
  position: 'pre' | 'post' | 'both';
  /** Said of places too ("une forêt enchantée"), of beings only, or of things. */
  place: boolean;
}

function adjectiveForms(spec: string): [string, string, string, string] {
  const parts = spec.split('/');
  const m = parts[0] ?? '';
  if (parts.length === 4) return parts as [string, string, string, string];
  if (m.includes(' ') && parts.length === 1) return [m, m, m, m];
  const f = parts[1] ?? (m.endsWith('e') ? m : `${m}e`);
  const mp = parts[2] ?? pluralOf(m);
  return [m, f, mp, pluralOf(f)];
}

// position|entries: id=forms or forms (id = the first form); "=" gives an id of its own; "*" also for places.
const ADJECTIVE_TABLE = `
pre|petit*;méchant;bébé=bébé/bébé/bébés/bébés;grand*;gros/grosse*;vieux/vieille/vieux/vieilles*;jeune;joli*;beau/belle/beaux/belles*;bon/bonne;nouveau/nouvelle/nouveaux/nouvelles*;drôle de;immense*;énorme*
both|gentil/gentille;brave;mignon/mignonne;adorable;magnifique*;superbe*;merveilleux/merveilleuse*;incroyable*;étrange*;mystérieux/mystérieuse*;vilain;affreux/affreuse;curieux/curieuse;courageux/courageuse;formidable*;minuscule*
post|géant/géante*;échoué;amazonien/amazonienne*;imaginaire*;potager/potagère*;sauvage*;ensorcelé*;enchanté*;de Pâques;en chocolat;africain/africaine*;sans points;sans ailes;sans taches;sans queue;sans couleurs;humain/humaine;travailleur/travailleuse;bricoleur/bricoleuse;voyageur/voyageuse;débutant;roux/rousse/roux/rousses;inconnu;tombé/tombée;tombé du nid/tombée du nid/tombés du nid/tombées du nid;coincé;coincé dans un arbre/coincée dans un arbre/coincés dans un arbre/coincées dans un arbre;des fleurs;des bois*;de la forêt;des étoiles*;des neiges*;de la mer;des mers;des montagnes;de la lune;du désert;de la jungle;des glaces*;des nuages*;de Noël;à la jambe de bois;à lunettes;à chapeau;aux grandes oreilles;aux yeux bleus;à plumes;apprenti;voisin/voisine*;municipal/municipale/municipaux/municipales*;public/publique/publics/publiques*;de vacances*;de campagne*;de pêche*;de magie*;de montagne*;de jardin*;de bois*;de pierre*;de verre*;en pierre*;en verre*;en sucre*;de mer*;fantôme*;lunaire*;nocturne*;timide;rigolo/rigolote;drôle;gourmand;rapide;lent;magique*;vivant;végétarien/végétarienne;sage;espiègle;farceur/farceuse;coquin;câlin/câline;calme*;joueur/joueuse;distrait;maladroit;rêveur/rêveuse;généreux/généreuse;patient;têtu;grognon/grognonne;triste;heureux/heureuse;joyeux/joyeuse*;peureux/peureuse;froussard;poli;bruyant*;silencieux/silencieuse*;fier/fière;malin/maligne;intelligent;savant;bavard;solitaire;sauvage*;costaud/costaude;fort;doux/douce;poilu;rayé;tacheté;ailé;volant*;parlant;brillant*;lumineux/lumineuse*;étourdi;paresseux/paresseuse;malicieux/malicieuse;gracieux/gracieuse;élégant;sensible;souriant;endormi*;affamé;perdu*;blessé;malade;seul;minuscule;enchanté*;ensorcelé*;musicien/musicienne;astronaute;pirate;jardinier/jardinière;magicien/magicienne;cuisinier/cuisinière;détective;explorateur/exploratrice;inventeur/inventrice;chevalier/chevalière;pompier/pompière;danseur/danseuse;ninja/ninja/ninjas/ninjas;super-héros/super-héroïne/super-héros/super-héroïnes;en peluche;en plastique;en chocolat*;en bois*;en pain d'épices*;de glace*;à pois;à rayures;invisible;transparent;étoilé*;doré*;argenté*;multicolore*;arc-en-ciel/arc-en-ciel/arc-en-ciel/arc-en-ciel*;fluo/fluo/fluo/fluo;couleur-rouge=rouge*;couleur-bleu=bleu*;couleur-vert=vert*;couleur-jaune=jaune*;couleur-rose=rose*;couleur-violet=violet/violette*;couleur-orange=orange/orange/orange/orange*;couleur-marron=marron/marron/marron/marron*;couleur-noir=noir*;couleur-blanc=blanc/blanche*;couleur-gris=gris/grise*;couleur-turquoise=turquoise*;couleur-or=or/or/or/or;tout-doux=tout doux/toute douce/tout doux/toutes douces;caché*;secret/secrète*;enneigé*;hanté*;abandonné*;oublié*;interdit*;lointain*;tropical/tropicale/tropicaux/tropicales*;sous-marin/sous-marine*;spatial/spatiale/spatiaux/spatiales*;glacé*;gelé*;flottant*;fleuri*;ensoleillé*;enchanteur/enchanteresse*;féerique*;paisible*;tranquille*;sombre*;ancien/ancienne*;merveilleux/merveilleuse*;volcanique*;polaire*;désert/déserte*;tombé du ciel/tombée du ciel/tombés du ciel/tombées du ciel;cassé;volé;disparu;égaré;devenu tout gris/devenue toute grise/devenus tout gris/devenues toutes grises;surprise/surprise/surprise/surprise;précieux/précieuse;parfumé*;délicieux/délicieuse;géant/géante*;à la fraise;au chocolat;aux pommes;de Noël*;d'anniversaire;de sable*;de neige*;de pirate*;au bord du lac;au bord de la mer;au bord de la rivière;à la plage;au parc;dans le jardin;en forêt;à la montagne;à la campagne;sous les étoiles
`;

function parseAdjectives(): AdjectiveEntry[] {
  const result: AdjectiveEntry[] = [];
  const seen = new Set<string>();
  for (const line of ADJECTIVE_TABLE.trim().split('\n')) {
    const [position = 'post', body = ''] = line.split('|');
    for (const raw of body.split(';')) {
      let entry = raw.trim();
      const place = entry.endsWith('*');
      if (place) entry = entry.slice(0, -1);
      const [idPart, formPart] = entry.includes('=') ? entry.split('=') : [null, entry];
      const forms = adjectiveForms(formPart ?? '');
      const id = idPart ?? idOf(forms[0]);
      if (seen.has(id)) continue;
      seen.add(id);
      result.push({ id, forms, position: position as AdjectiveEntry['position'], place });
    }
  }
  return result;
}

export const ADJECTIVES: readonly AdjectiveEntry[] = parseAdjectives();
export const ADJECTIVE_BY_ID = new Map(ADJECTIVES.map((adjective) => [adjective.id, adjective]));

/** Intensifiers before an adjective: the quality id takes them as a prefix ('tres-curieux'). */
export const INTENSIFIERS: Record<string, 'tres' | 'tout' | 'peu'> = { 'un peu': 'peu', tres: 'tres', assez: 'tres', plutôt: 'tres', si: 'tres', super: 'tres', vraiment: 'tres', trop: 'tres', tout: 'tout', toute: 'tout', tous: 'tout', toutes: 'tout' };

// ── Relative clauses: "qui a peur du noir", "qui ne sait pas voler" ─────────────────────────────────

/** Present 3sg, present 3pl, imperfect 3sg, imperfect 3pl. */
const VERBS: Record<string, [string, string, string, string]> = {
  avoir: ['a', 'ont', 'avait', 'avaient'],
  être: ['est', 'sont', 'était', 'étaient'],
  savoir: ['sait', 'savent', 'savait', 'savaient'],
  apprendre: ['apprend', 'apprennent', 'apprenait', 'apprenaient'],
  vouloir: ['veut', 'veulent', 'voulait', 'voulaient'],
  pouvoir: ['peut', 'peuvent', 'pouvait', 'pouvaient'],
  rire: ['rit', 'rient', 'riait', 'riaient'],
  sourire: ['sourit', 'sourient', 'souriait', 'souriaient'],
  dormir: ['dort', 'dorment', 'dormait', 'dormaient'],
  faire: ['fait', 'font', 'faisait', 'faisaient'],
  lire: ['lit', 'lisent', 'lisait', 'lisaient'],
  vivre: ['vit', 'vivent', 'vivait', 'vivaient'],
  'se sentir': ['se sent', 'se sentent', 'se sentait', 'se sentaient'],
  arriver: ['arrive', 'arrivent', 'arrivait', 'arrivaient'],
  cracher: ['crache', 'crachent', 'crachait', 'crachaient'],
  changer: ['change', 'changent', 'changeait', 'changeaient'],
  partager: ['partage', 'partagent', 'partageait', 'partageaient'],
  manger: ['mange', 'mangent', 'mangeait', 'mangeaient'],
  nager: ['nage', 'nagent', 'nageait', 'nageaient'],
  ranger: ['range', 'rangent', 'rangeait', 'rangeaient'],
  plonger: ['plonge', 'plongent', 'plongeait', 'plongeaient'],
  écrire: ['écrit', 'écrivent', 'écrivait', 'écrivaient'],
  dire: ['dit', 'disent', 'disait', 'disaient'],
  rugir: ['rugit', 'rugissent', 'rugissait', 'rugissaient'],
  grandir: ['grandit', 'grandissent', 'grandissait', 'grandissaient'],
  attendre: ['attend', 'attendent', 'attendait', 'attendaient'],
  goûter: ['goûte', 'goûtent', 'goûtait', 'goûtaient'],
  's’habiller': ["s'habille", "s'habillent", "s'habillait", "s'habillaient"],
  'se brosser': ['se brosse', 'se brossent', 'se brossait', 'se brossaient'],
  'se perdre': ['se perd', 'se perdent', 'se perdait', 'se perdaient'],
  'se cacher': ['se cache', 'se cachent', 'se cachait', 'se cachaient'],
};

/** A regular -er verb's four forms ("chanter" → chante, chantent, chantait, chantaient). */
function verbForms(lemma: string): [string, string, string, string] {
  const known = VERBS[lemma];
  if (known) return known;
  const stem = lemma.slice(0, -2);
  return [`${stem}e`, `${stem}ent`, `${stem}ait`, `${stem}aient`];
}

/** Skills a being or a child can learn, with their imperfect: the goal's "apprendre à …" and its achievement. */
export interface SkillEntry {
  id: string;
  /** "nager", "faire du vélo", "dormir seul{e}" ({e}: agreed with the one who learns). */
  infinitive: string;
  /** The first verb's lemma, then the rest: conjugated by verbForms. */
  lemma: string;
  rest: string;
}

const SKILL_TABLE = `nager;pondre;pondre un œuf;pondre des œufs;faire un gâteau;dormir tout{e} seul{e};dormir seul{e} dans son lit;dormir tout{e} seul{e} dans son lit;aller à l'école;aller à la piscine;mettre la table;se réconcilier;voler sur un balai;faire du patin;faire du patin à glace;nager comme un poisson;faire de la luge;lire une histoire;reconnaître les étoiles;parler aux animaux;faire du vélo;lire;écrire;écrire son prénom;compter;compter jusqu'à dix;siffler;faire ses lacets;dormir seul{e};dormir dans son lit;grimper aux arbres;grimper;patiner;skier;faire du ski;danser;chanter;jouer du piano;jouer de la guitare;jouer du violon;jouer de la flûte;jouer du tambour;faire du roller;faire de la trottinette;faire du cheval;monter à cheval;voler;rire;parler;partager;partager ses jouets;partager ses bonbons;plonger;sauter;jongler;dessiner;peindre;cuisiner;jardiner;tricoter;faire de la magie;rugir;cracher du feu;lire l'heure;s’habiller seul{e};se brosser les dents;ranger sa chambre;attendre son tour;dire merci;dire pardon;faire des bulles;faire du vélo tout{e} seul{e};faire des gâteaux;construire des cabanes;se faire des amis;briller;faire des crêpes;faire pousser des fleurs;compter les étoiles;retrouver son chemin;retrouver sa famille;retrouver sa maison;rentrer chez lui;rentrer chez elle;marcher;courir vite;courir;voler haut;faire la cuisine;dormir;écouter;se calmer;être patient{e};être courageux/courageuse;faire des câlins;faire de la musique;jouer au football;jouer au foot;jouer au ballon;faire du judo;faire de la danse;faire de la gymnastique;faire la roue;faire du surf;faire du bateau;faire du yoga;plonger dans la piscine;nager dans la piscine;prêter;prêter ses jouets;prêter ses affaires;grimper à l'arbre;grimper dans l'arbre;grimper aux arbres tout{e} seul{e};s’habiller;s’habiller tout{e} seul{e};dormir chez sa mamie;dormir chez son papi;dormir chez sa grand-mère;dormir chez son grand-père;dormir chez un copain;dormir chez une copine;dormir dans sa chambre;dormir tout{e} seul{e} dans sa chambre;dormir seul{e} dans sa chambre;dormir sans doudou;dormir sans veilleuse;lacer ses chaussures;faire ses lacets tout{e} seul{e};ranger ses jouets;ranger sa chambre tout{e} seul{e};se brosser les dents tout{e} seul{e};parler devant la classe;parler devant toute la classe;monter à poney;faire du poney;faire de la natation;perdre une dent;perdre sa dent;perdre sa première dent;perdre une dent de lait;perdre sa première dent de lait;déménager;déménager dans une nouvelle maison;déménager dans un nouvel appartement;déménager dans une autre ville;ranger ses affaires;réciter sa poésie;réciter sa poésie devant la classe;parler devant les autres;parler devant tout le monde;quitter sa maison;remettre ses jouets dans le coffre;ranger ses jouets dans le coffre;ranger ses jouets dans sa chambre;lever la main;lever la main en classe;se passer de son pouce;parler doucement;faire pipi dans les toilettes;faire pipi aux toilettes;aller sur le pot;dormir chez papi et mamie;dormir chez ses grands-parents;dormir chez papi;dormir chez mamie;dire s’il te plaît;dire merci et s’il te plaît;dire bonjour;aller à la crèche;aller à la maternelle;faire la sieste;manger des légumes;goûter les légumes;être gentil/gentille avec son petit frère;être gentil/gentille avec sa petite sœur;être gentil/gentille avec son frère;être gentil/gentille avec sa sœur`;

function parseSkills(): SkillEntry[] {
  return SKILL_TABLE.split(';').map((infinitive) => {
    const reflexive = /^(s’|se )/.exec(infinitive);
    const body = reflexive ? infinitive.slice(reflexive[0].length) : infinitive;
    const [verb = '', ...rest] = body.split(' ');
    const lemma = reflexive ? (reflexive[0] === 's’' ? `s’${verb}` : `se ${verb}`) : verb;
    return { id: idOf(infinitive.replace(/\{e\}|\/\S+/g, '').replace(/’/g, "'")), infinitive, lemma, rest: rest.join(' ') };
  });
}

export const SKILLS: readonly SkillEntry[] = parseSkills();
export const SKILL_BY_ID = new Map(SKILLS.map((skill) => [skill.id, skill]));

/** {e} and "a/b" of a skill's infinitive, agreed: feminine or not. */
export function agree(text: string, feminine: boolean, plural = false): string {
  return text
    .replace(/\{e\}/g, feminine ? 'e' : '')
    .replace(/(\S+)\/(\S+)/g, (_match, m: string, f: string) => (feminine ? f : m))
    .replace(/(seul|seule|patient|patiente)\b/g, (word) => (plural ? `${word}s` : word));
}

/** Every spelling a skill may be typed with (each gender). */
export const skillSpellings = (skill: SkillEntry): string[] => [...new Set([agree(skill.infinitive, false), agree(skill.infinitive, true)].map((text) => text.replace(/’/g, "'")))];

/** The skill's clause in the imperfect: "nageait", "faisait du vélo", "dormait seule". */
export function skillPast(skill: SkillEntry, feminine: boolean, plural = false): string {
  const forms = verbForms(skill.lemma.replace(/’/g, '’'));
  return agree(`${forms[plural ? 3 : 2]}${skill.rest ? ` ${skill.rest}` : ''}`, feminine, plural).replace(/’/g, "'");
}

/** Fears, by id, with their definite phrase: "le noir", "l'eau", "voler". */
export const FEARS: Record<string, string> = {
  'le-noir': 'le noir', 'l-eau': "l'eau", 'les-orages': 'les orages', 'l-orage': "l'orage", 'la-nuit': 'la nuit', 'le-loup': 'le loup', 'les-loups': 'les loups',
  'les-araignees': 'les araignées', 'le-vide': 'le vide', 'les-monstres': 'les monstres', 'le-bruit': 'le bruit', 'les-chiens': 'les chiens', 'les-chats': 'les chats',
  'le-tonnerre': 'le tonnerre', 'la-mer': 'la mer', 'les-vagues': 'les vagues', 'les-fantomes': 'les fantômes', 'les-sorcieres': 'les sorcières', 'l-ombre': "l'ombre",
  'son-ombre': 'son ombre', 'le-docteur': 'le docteur', 'le-dentiste': 'le dentiste', 'l-ecole': "l'école", 'la-piscine': 'la piscine', 'les-insectes': 'les insectes',
  'les-souris': 'les souris', 'la-foret': 'la forêt', 'le-feu': 'le feu', 'la-neige': 'la neige', 'le-vent': 'le vent', 'les-dragons': 'les dragons', 'les-abeilles': 'les abeilles',
  voler: 'voler', nager: 'nager', tomber: 'tomber', 'dormir-seul': 'dormir seul{e}', 'plonger': 'plonger', 'parler-en-public': 'parler devant tout le monde',
  'les-grands': 'les grands', 'les-bruits-de-la-nuit': 'les bruits de la nuit', 'la-rentree': 'la rentrée', 'les-piqures': 'les piqûres', 'le-noir-de-la-nuit': 'le noir de la nuit',
  'les-cauchemars': 'les cauchemars', 'le-medecin': 'le médecin', 'les-vaches': 'les vaches', 'les-chevaux': 'les chevaux', 'le-vélo': 'le vélo',
};

/** "de" + a definite phrase: "du noir", "de l'eau", "des orages", "de voler". */
export function deOf(phrase: string): string {
  if (phrase.startsWith('le ')) return `du ${phrase.slice(3)}`;
  if (phrase.startsWith('les ')) return `des ${phrase.slice(4)}`;
  if (/^[aeiouéèêâîôûh]/i.test(phrase) && !phrase.startsWith('l')) return `d'${phrase}`;
  return `de ${phrase}`;
}

export interface RelativeEntry {
  id: string;
  /** Present 3sg and 3pl as typed ("a peur du noir", "ont peur du noir"), imperfect 3sg and 3pl for the story. */
  present: [string, string];
  past: [string, string];
}

const LIKED = `les gâteaux;le chocolat;les carottes;la musique;les bonbons;les câlins;les livres;les histoires;la danse;les fleurs;la pluie;la neige;les bulles;le miel;les crêpes;les pommes;les bananes;le fromage;les chansons;les étoiles;la mer;les enfants;les glaces;les biscuits;les cookies;les fraises;les légumes;la soupe;les jeux;les blagues;les devinettes;les énigmes;les bains;l'eau;le soleil;la lune;les nuages;les arbres;les animaux;les voyages;les trésors;les couleurs;jouer;danser;chanter;lire;dessiner;dormir;manger;rire;nager;voler;cuisiner;jardiner;explorer;inventer;raconter des histoires;faire des bêtises;faire des câlins`;
const LOST = `sa corne;son chemin;ses couleurs;sa voix;son feu;ses ailes;son doudou;sa maman;son papa;son chapeau;ses lunettes;sa baguette;sa baguette magique;sa queue;ses taches;son sourire;son rugissement;sa lumière;ses plumes;sa couronne;son trésor;sa maison;ses amis;son ombre;sa clé;ses étoiles;ses pouvoirs;sa magie;son nid;sa famille;son ballon;son cerf-volant;sa mémoire;ses dents;son courage;sa balle;ses rayures;son éclat;sa musique;ses notes;son nez rouge;ses bottes;sa carte`;
const MISC = `rater|ses potions;rater|ses tours de magie;rater|ses gâteaux;chanter|;chanter|faux;parler|;parler|aux animaux;danser|;voler|;briller|;briller|dans le noir;rire|;rire|tout le temps;sourire|tout le temps;sourire|;dormir|tout le temps;ronfler|;éternuer|;cracher|du feu;cracher|des bulles;faire|des bêtises;faire|rire tout le monde;faire|de la magie;faire|des gâteaux;faire|des bulles;changer|de couleur;lire|des livres;raconter|des histoires;compter|les étoiles;garder|le trésor;chercher|un ami;chercher|des amis;chercher|sa maman;chercher|son chemin;chercher|sa maison;chercher|un trésor;chercher|sa famille;vouloir|devenir humain;vouloir|devenir grand;vouloir|devenir un vrai garçon;vouloir|devenir chevalier;vouloir|devenir astronaute;vouloir|devenir magicien;vouloir|voler;vouloir|un ami;vouloir|des amis;rêver|de voler;rêver|de voir la mer;rêver|de devenir chevalier;rêver|d'aller sur la lune;rêver|de voyager;avoir|le hoquet;avoir|froid;avoir|faim;avoir|peur;avoir|très peur;avoir|un cœur d'or;avoir|des ailes;avoir|mal aux dents;avoir|une dent qui bouge;se sentir|seul{e}{s};se sentir|triste{s};se perdre|toujours;se cacher|;grandir|trop vite;vivre|dans la forêt;vivre|dans la mer;vivre|dans un arbre;vivre|dans les nuages;vivre|dans un château;vivre|sur la lune;vivre|au fond de la mer;vivre|dans la jungle;vivre|à la ferme;vivre|dans une grotte;vivre|dans un phare;vivre|dans le jardin;aider|tout le monde;collectionner|les cailloux;bricoler|;inventer|des machines;bouder|;pleurer|tout le temps;rougir|;!vouloir|dormir;!pouvoir|pas dormir;!arriver|à dormir;!arriver|à voler;!arriver|à rugir;!cracher|de feu;!aimer|l'eau;!aimer|le noir;!aimer|les bains;!aimer|la pluie;!aimer|dormir;!avoir|d'amis;!avoir|de nom;!partager|ses jouets;!vouloir|grandir;!savoir|rugir`;

function relative(id: string, lemma: string, complement: string, negative: boolean): RelativeEntry[] {
  const forms = verbForms(lemma);
  const pluralComplement = complement
    .replace(/\b(sa|son)\b/g, 'leur')
    .replace(/\bses\b/g, 'leurs')
    .replace(/\{s\}/g, 's');
  const one = complement.replace(/\{s\}/g, '');
  const say = (verb: string, rest: string): string => {
    const body = negative ? `${/^[aeiouéèêh]/.test(verb) ? "n'" : 'ne '}${verb} pas${rest ? ` ${rest}` : ''}` : `${verb}${rest ? ` ${rest}` : ''}`;
    return body.replace(/ pas pas /, ' pas ');
  };
  return [{ id, present: [say(forms[0], one), say(forms[1], pluralComplement)], past: [say(forms[2], one), say(forms[3], pluralComplement)] }];
}

function parseRelatives(): RelativeEntry[] {
  const result: RelativeEntry[] = [];
  for (const [id, phrase] of Object.entries(FEARS)) result.push(...relative(`peur-${id.replace(/^(le|la|les|l)-/, '')}`, 'avoir', `peur ${deOf(phrase)}`, false));
  for (const skill of SKILLS) {
    const typed = skill.infinitive.replace(/’/g, "'");
    result.push(...relative(`ne-sait-pas-${skill.id}`, 'savoir', typed, true));
    result.push(...relative(`sait-${skill.id}`, 'savoir', typed, false));
    result.push(...relative(`apprend-${skill.id}`, 'apprendre', `à ${typed}`, false));
    result.push(...relative(`veut-apprendre-${skill.id}`, 'vouloir', `apprendre à ${typed}`, false));
    result.push(...relative(`reve-${skill.id}`, 'rêver', deOf(typed), false));
  }
  for (const liked of LIKED.split(';')) {
    result.push(...relative(`adore-${idOf(liked)}`, 'adorer', liked, false));
    result.push(...relative(`aime-${idOf(liked)}`, 'aimer', liked, false));
  }
  for (const lost of LOST.split(';')) result.push(...relative(`a-perdu-${idOf(lost.replace(/^(sa|son|ses) /, ''))}`, 'avoir', `perdu ${lost}`, false));
  for (const entry of MISC.split(';')) {
    const negative = entry.startsWith('!');
    const [lemma = '', complement = ''] = entry.replace(/^!/, '').split('|');
    const id = `${negative ? 'ne-' : ''}${idOf(lemma.replace(/^se /, ''))}${complement ? `-${idOf(complement.replace(/\{\w\}/g, ''))}` : ''}`;
    result.push(...relative(id, lemma, complement, negative));
  }
  const seen = new Set<string>();
  return result.filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
}

export const RELATIVES_TABLE: readonly RelativeEntry[] = parseRelatives();
export const RELATIVE_BY_ID = new Map(RELATIVES_TABLE.map((entry) => [entry.id, entry]));

// ── Places ──────────────────────────────────────────────────────────────────────────────────────────

export interface PlaceEntry extends PlaceKind {
  /** Said without an article ("Mars", "Paris") or with one ("la Lune"). */
  article: boolean;
  /** A proper place: written with its capital. */
  proper: boolean;
  synonyms: string[];
}

// family medium indoors preposition | singular[/plural]:gender[:synonym/synonym][^proper][#noarticle]
const PLACE_TABLE = `
forest land 0 dans|forêt:f:foret;bois:m;clairière:f;sous-bois/sous-bois:m;forêt enchantée/forêts enchantées:f;cabane dans les arbres/cabanes dans les arbres:f;rivière:f;ruisseau:m;cascade:f;camping:m;tente:f;terrier:m;nid:m;pays des lutins/pays des lutins:m;royaume des fées/royaumes des fées:m;bois enchanté/bois enchantés:m;chemin:m;sentier:m
beach water 0 à|plage:f;Bretagne:f^:bretagne;mer:f;océan:m;bord de mer/bords de mer:m;bord de la mer/bords de la mer:m;phare:m;port:m;lac:m;piscine:f;bateau:m;bateau pirate/bateaux pirates:m;navire:m;voilier:m;crique:f;falaise:f;dune:f;baie:f;marina:f;bord du lac/bords du lac:m
underwater water 0 dans|fond de la mer/fonds de la mer:m:fond des mers/sous la mer/sous l'océan/sous l'eau;fond de l'océan/fonds de l'océan:m;récif de corail/récifs de corail:m;récif:m;sous-marin/sous-marins:m;aquarium:m;épave:f;royaume sous-marin/royaumes sous-marins:m;monde sous-marin/mondes sous-marins:m;cité sous-marine/cités sous-marines:f;Atlantide:f^;lagon:m
space space 0 dans|espace:m;station:f;base lunaire/bases lunaires:f;station spatiale/stations spatiales:f;planète:f;galaxie:f;fusée:f;vaisseau spatial/vaisseaux spatiaux:m;soucoupe volante/soucoupes volantes:f;cosmos:m;univers:m;voie lactée:f;Lune:f^:lune;Mars:f^#:mars;Jupiter:f^#:jupiter;Saturne:f^#:saturne;Vénus:f^#:venus;Terre:f^:terre;étoile:f;comète:f;ciel étoilé/ciels étoilés:m;planète rouge:f;système solaire:m
castle land 1 dans|château:m;château fort/châteaux forts:m;palais:m;royaume:m;donjon:m;tour:f;manoir:m;forteresse:f;salle du trône/salles du trône:f;royaume enchanté/royaumes enchantés:m
mountain land 0 à|montagne:f;Alpes/Alpes:f^:alpes;Pyrénées/Pyrénées:f^:pyrenees;alpages/alpages:m;colline:f;vallée:f;sommet:m;col:m;plateau:m;rocher:m;volcan endormi/volcans endormis:m;alpage:m
snow land 0 sur|banquise:f;Canada:m^:canada;pôle Nord:m^:pole nord;pôle Sud:m^:pole sud;igloo:m;glacier:m;station de ski/stations de ski:f;patinoire:f;Laponie:f^:laponie;Grand Nord:m^:grand nord;Antarctique:m^:antarctique;Arctique:m^:arctique;pays des neiges/pays des neiges:m;village du Père Noël/villages du Père Noël:m
desert land 0 dans|désert:m;Égypte:f^:egypte;Australie:f^:australie;oasis:f;dunes/dunes:f;Sahara:m^:sahara;pyramide:f;pyramides/pyramides:f;canyon:m
city land 0 dans|ville:f;salle des fêtes/salles des fêtes:f;chapiteau:m;piscine municipale/piscines municipales:f;médiathèque du quartier/médiathèques du quartier:f;rue:f;quartier:m;boulangerie:f;pâtisserie:f;marché:m;magasin:m;supermarché:m;cirque:m;zoo:m;musée:m;gare:f;aéroport:m;hôpital:m;fête foraine/fêtes foraines:f;parc d'attractions/parcs d'attractions:m;restaurant:m;cinéma:m;théâtre:m;Paris:m^#:paris;stade:m;chocolaterie:f;usine de bonbons/usines de bonbons:f;usine à bonbons/usines à bonbons:f;caserne de pompiers/casernes de pompiers:f;boutique:f;train:m;métro:m;immeuble:m;place du village/places du village:f;Londres:m^#:londres;New York:m^#:new york;Rome:m^#:rome;Venise:m^#:venise;atelier:m;laboratoire:m;salle de spectacle/salles de spectacle:f;opéra:m;gratte-ciel/gratte-ciel:m;toit:m
jungle land 0 dans|jungle:f;forêt tropicale/forêts tropicales:f;savane:f;Amazonie:f^:amazonie;marais:m;mangrove:f;Afrique:f^:afrique;brousse:f;forêt vierge/forêts vierges:f
farm land 0 à|ferme:f;Normandie:f^:normandie;Provence:f^:provence;campagne:f;prairie:f;champ:m;grange:f;poulailler:m;écurie:f;moulin:m;village:m;pré:m;verger:m;étable:f;ranch:m;bergerie:f;vigne:f;pâturage:m
school land 1 à|école:f;classe:f;salle de classe/salles de classe:f;cour de récréation/cours de récréation:f;cour de l'école/cours de l'école:f;cantine:f;crèche:f;maternelle:f;gymnase:m;centre aéré/centres aérés:m;colonie de vacances/colonies de vacances:f
home land 1 dans|maison:f;balcon:m;terrasse:f;véranda:f;chambre:f;salon:m;cuisine:f;grenier:m;salle de bain/salles de bain:f;appartement:m;lit:m;cabane:f;maison en pain d'épices/maisons en pain d'épices:f;cave:f;garage:m;roulotte:f;caravane:f;maison de poupée/maisons de poupée:f;chalet:m;niche:f;placard:m;jardin d'hiver/jardins d'hiver:m;bureau:m;camionnette:f
island water 0 sur|île:f;pays imaginaire/pays imaginaires:m;Corse:f^:corse;île déserte/îles désertes:f;île au trésor/îles au trésor:f;archipel:m;presqu'île/presqu'îles:f;îlot:m
garden land 0 dans|jardin:m;monde/mondes:m;endroit:m;lieu/lieux:m;coin:m;jardin public/jardins publics:m;parc:m;potager:m;square:m;serre:f;étang:m;mare:f;aire de jeux/aires de jeux:f;terrain de jeux/terrains de jeux:m;bac à sable/bacs à sable:m;jardin botanique/jardins botaniques:m;pelouse:f;balançoire:f;cabane au fond du jardin/cabanes au fond du jardin:f;roseraie:f;labyrinthe:m
sky air 0 dans|ciel:m;nuages/nuages:m;nuage:m;arc-en-ciel/arcs-en-ciel:m;montgolfière:f;avion:m;pays des rêves/pays des rêves:m;monde des rêves/mondes des rêves:m;royaume des nuages/royaumes des nuages:m;hélicoptère:m
cave land 1 dans|grotte:f;caverne:f;mine:f;souterrain:m;tunnel:m;passage secret/passages secrets:m;terrier du lapin/terriers du lapin:m
volcano land 0 sur|volcan:m;île volcanique/îles volcaniques:f
cloud-castle air 1 dans|palais des nuages/palais des nuages:m;cité des nuages/cités des nuages:f
toy-village land 0 dans|village des jouets/villages des jouets:m;magasin de jouets/magasins de jouets:m;coffre à jouets/coffres à jouets:m;pays des jouets/pays des jouets:m;pays des bonbons/pays des bonbons:m;pays des merveilles/pays des merveilles:m;fabrique de jouets/fabriques de jouets:f;atelier du Père Noël/ateliers du Père Noël:m;ludothèque:f;chambre des jouets/chambres des jouets:f
library land 1 dans|bibliothèque:f;librairie:f;médiathèque:f;salle de lecture/salles de lecture:f;livre:m;pays des contes/pays des contes:m;monde des livres/mondes des livres:m
`;

/** The preposition a kind takes when its family's is wrong: "dans la mer" not "à la mer" would do, but "à la plage". */
const PREPOSITION_OF: Record<string, string> = {
  'fond de la mer': 'à', 'pays imaginaire': 'dans', "fond de l'océan": 'à', forêt: 'dans', rivière: 'au bord de', ruisseau: 'au bord de', cascade: 'près de', plage: 'à', mer: 'au bord de', océan: 'au bord de', phare: 'dans', port: 'dans',
  lac: 'au bord de', piscine: 'à', bateau: 'sur', 'bateau pirate': 'sur', navire: 'sur', voilier: 'sur', falaise: 'sur', dune: 'sur', crique: 'dans', baie: 'dans',
  marina: 'dans', 'bord du lac': 'au', 'bord de mer': 'au', 'bord de la mer': 'au', épave: 'dans', 'récif de corail': 'près de', récif: 'près de', lagon: 'dans', aquarium: 'dans',
  planète: 'sur', Lune: 'sur', Mars: 'sur', Jupiter: 'sur', Saturne: 'sur', Vénus: 'sur', Terre: 'sur', étoile: 'sur', comète: 'sur', 'planète rouge': 'sur',
  montagne: 'sur', colline: 'sur', vallée: 'dans', sommet: 'au', col: 'au', plateau: 'sur', rocher: 'sur', 'volcan endormi': 'sur', alpage: 'dans',
  banquise: 'sur', 'pôle Nord': 'à', 'pôle Sud': 'à', igloo: 'dans', glacier: 'sur', 'station de ski': 'dans', patinoire: 'à', Laponie: 'en', 'Grand Nord': 'dans', Antarctique: 'en', Arctique: 'en',
  oasis: 'dans', dunes: 'dans', pyramide: 'dans', pyramides: 'près de', canyon: 'dans', Sahara: 'dans',
  rue: 'dans', marché: 'au', cirque: 'au', zoo: 'au', musée: 'au', gare: 'à', aéroport: 'à', hôpital: 'à', stade: 'au', 'fête foraine': 'à', 'parc d\'attractions': 'dans', Paris: 'à', Londres: 'à', 'New York': 'à', Rome: 'à', Venise: 'à',
  théâtre: 'au', cinéma: 'au', opéra: 'à', train: 'dans', métro: 'dans', toit: 'sur', 'place du village': 'sur', 'gratte-ciel': 'dans',
  Amazonie: 'en', Afrique: 'en', Bretagne: 'en', Normandie: 'en', Provence: 'en', Corse: 'en', Égypte: 'en', Australie: 'en', Canada: 'à', Alpes: 'dans', Pyrénées: 'dans', alpages: 'dans', balcon: 'sur', terrasse: 'sur', chapiteau: 'sous', endroit: 'dans', lieu: 'dans', coin: 'dans', 'salle des fêtes': 'dans', 'piscine municipale': 'à', marais: 'dans', savane: 'dans', campagne: 'à', prairie: 'dans', champ: 'dans', ferme: 'à', moulin: 'dans', village: 'dans', pré: 'dans', verger: 'dans', vigne: 'dans', ranch: 'dans', pâturage: 'dans',
  école: 'à', classe: 'en', cantine: 'à', crèche: 'à', maternelle: 'à', gymnase: 'au', 'centre aéré': 'au', 'colonie de vacances': 'en', 'cour de récréation': 'dans', "cour de l'école": 'dans',
  lit: 'dans', île: 'sur', 'île déserte': 'sur', 'île au trésor': 'sur', archipel: 'dans', "presqu'île": 'sur', îlot: 'sur', 'île volcanique': 'sur', volcan: 'sur',
  parc: 'dans', square: 'dans', étang: 'au bord de', mare: 'au bord de', 'aire de jeux': 'sur', 'terrain de jeux': 'sur', 'bac à sable': 'dans', pelouse: 'sur', balançoire: 'sur',
  nuages: 'dans', nuage: 'sur', 'arc-en-ciel': 'sur', montgolfière: 'dans', avion: 'dans', 'pays des rêves': 'au', 'monde des rêves': 'dans', ciel: 'dans', hélicoptère: 'dans',
  'village des jouets': 'dans', 'pays des jouets': 'au', 'pays des bonbons': 'au', 'pays des merveilles': 'au', 'pays des contes': 'au', 'pays des lutins': 'au', 'pays des neiges': 'au', livre: 'dans',
  'royaume des fées': 'au', 'royaume des nuages': 'au', royaume: 'dans',
};

function parsePlaces(): PlaceEntry[] {
  const result: PlaceEntry[] = [];
  const seen = new Set<string>();
  for (const line of PLACE_TABLE.trim().split('\n')) {
    const [header = '', body = ''] = line.split('|');
    const [family = '', medium = 'land', indoors = '0', preposition = 'dans'] = header.split(' ');
    for (const raw of body.split(';')) {
      let entry = raw.trim();
      const article = !entry.includes('#');
      const proper = entry.includes('^');
      entry = entry.replace(/[#^]/g, '');
      const [forms = '', gender = 'm', synonyms = ''] = entry.split(':');
      const [singular = '', plural = pluralPhrase(singular)] = forms.split('/');
      const id = idOf(singular);
      if (seen.has(id)) continue;
      seen.add(id);
      result.push({
        id,
        singular,
        plural,
        gender: gender === 'f' ? 'f' : 'm',
        family,
        medium: medium as PlaceMedium,
        indoors: indoors === '1',
        preposition: (PREPOSITION_OF[singular] ?? preposition).replace(/^au$/, 'à'),
        article,
        proper,
        synonyms: synonyms ? synonyms.split('/') : [],
      });
    }
  }
  return result;
}

export const PLACES: readonly PlaceEntry[] = parsePlaces();
/** Places only said in the plural: "les nuages", "les Alpes". */
export const PLURAL_PLACES = new Set(['nuages', 'dunes', 'pyramides', 'alpages', 'alpes', 'pyrenees']);
export const PLACE_BY_ID = new Map(PLACES.map((place) => [place.id, place]));

/** Place features that are not adjectives: "dans les nuages", "au trésor", "des jouets", "aux mille étoiles". */
export const PLACE_PHRASES: Record<string, string> = {
  'dans-les-nuages': 'dans les nuages', 'au-tresor': 'au trésor', 'des-jouets': 'des jouets', 'aux-mille-etoiles': 'aux mille étoiles', 'des-fees': 'des fées',
  'des-dragons': 'des dragons', 'des-lutins': 'des lutins', 'des-dinosaures': 'des dinosaures', 'des-licornes': 'des licornes', 'des-reves': 'des rêves', 'des-contes': 'des contes',
  'des-pirates': 'des pirates', 'des-sorcieres': 'des sorcières', 'du-pere-noel': 'du Père Noël', 'des-bonbons': 'des bonbons', 'en-chocolat': 'en chocolat', 'de-glace': 'de glace',
  'de-bonbons': 'de bonbons', 'des-animaux': 'des animaux', 'des-neiges': 'des neiges', 'des-etoiles': 'des étoiles', 'sous-la-mer': 'sous la mer', 'sous-l-eau': "sous l'eau",
  'dans-les-arbres': 'dans les arbres', 'au-bord-de-la-mer': 'au bord de la mer', 'au-milieu-de-la-foret': 'au milieu de la forêt', 'en-haut-d-une-montagne': "en haut d'une montagne",
  'des-papillons': 'des papillons', 'des-couleurs': 'des couleurs', 'des-chats': 'des chats', 'des-oiseaux': 'des oiseaux', 'des-sirenes': 'des sirènes', 'des-geants': 'des géants',
  'des-robots': 'des robots', 'des-musiques': 'des musiques', 'des-livres': 'des livres', 'des-mille-couleurs': 'des mille couleurs', 'aux-mille-couleurs': 'aux mille couleurs',
  'aux-fleurs': 'aux fleurs', 'aux-etoiles': 'aux étoiles', 'aux-bonbons': 'aux bonbons', 'aux-licornes': 'aux licornes', 'aux-dragons': 'aux dragons', 'des-glaces': 'des glaces',
};

/** A feature that moves a place to another of the illustrator's backgrounds: a castle in the clouds, a snowy mountain. */
export const FEATURE_FAMILY: Record<string, Record<string, string> | string> = {
  'dans-les-nuages': { castle: 'cloud-castle', '*': 'sky' },
  'des-jouets': { city: 'toy-village', farm: 'toy-village', '*': 'toy-village' },
  enneige: { mountain: 'snow', farm: 'snow', forest: 'snow', city: 'snow', '*': 'snow' },
  glace: { '*': 'snow' },
  gele: { '*': 'snow' },
  polaire: { '*': 'snow' },
  'de-glace': { castle: 'snow', '*': 'snow' },
  'sous-marin': { '*': 'underwater' },
  'sous-la-mer': { '*': 'underwater' },
  "sous-l-eau": { '*': 'underwater' },
  tropical: { forest: 'jungle', beach: 'island', '*': 'jungle' },
  'au-tresor': { beach: 'island', '*': 'island' },
  spatial: { '*': 'space' },
  'aux-mille-etoiles': { desert: 'desert', '*': 'space' },
};

// ── Things a goal is about, with the verb that makes them ───────────────────────────────────────────

export interface ThingEntry extends FrameNoun {
  /** How the story makes one: "construire" (a hut), "préparer" (a cake), "fabriquer" (a kite). */
  make: string;
  /** Said in the plural when bare: "sans brassards", "des crêpes". */
  plural_only: boolean;
}

const THING_TABLE = `
construire|cabane:f;traîneau:m;fusée:f;château de sable/châteaux de sable:m;bonhomme de neige/bonshommes de neige:m;igloo:m;pont:m;radeau:m;maison:f;nid:m;tour:f;bateau:m;robot:m;machine:f;cabane dans les arbres/cabanes dans les arbres:f;château:m;moulin:m;barrage:m;niche:f;voiture:f;train:m;avion:m;fort:m;abri:m;toboggan:m;jardin:m;potager:m;piège:m;labyrinthe:m;tipi:m;vaisseau spatial/vaisseaux spatiaux:m;montgolfière:f;sous-marin/sous-marins:m;mangeoire:f;hôtel à insectes/hôtels à insectes:m
fabriquer|ruche:f;médicaments/médicaments:m;remède:m;boussole:f;tomates/tomates:f;tomate:f;pommier:m;cerisier:m;poirier:m;fraisier:m;fraises/fraises:f;légumes/légumes:m;salade:f;potiron:m;haricots/haricots:m;courgettes/courgettes:f;patinage:m;dessin:m;chant:m;danse:f;natation:f;secret de la nuit/secrets de la nuit:m;bruits de la nuit/bruits de la nuit:m;cerf-volant/cerfs-volants:m;couronne:f;collier:m;bracelet:m;masque:m;costume:m;déguisement:m;baguette magique/baguettes magiques:f;baguette:f;carte:f;carte au trésor/cartes au trésor:f;lanterne:f;lampe:f;jouet:m;poupée:f;marionnette:f;cadeau:m;dessin:m;tableau:m;affiche:f;guirlande:f;boussole:f;épée:f;bouclier:m;chapeau:m;bonnet:m;écharpe:f;clé:f;horloge:f;montre:f;boîte à musique/boîtes à musique:f;instrument:m;tambour:m;flûte:f;potion:f;livre:m;album:m;lettre:f;carte d'anniversaire/cartes d'anniversaire:f;médaille:f;coupe:f;ballon:m;balle:f;toupie:f;trésor:m;doudou:m;peluche:f;ours en peluche/ours en peluche:m;chanson:f;histoire:f;poème:m;spectacle:m;étoile:f;arc-en-ciel/arcs-en-ciel:m;coffre:m;coffre au trésor/coffres au trésor:m;bague:f;perle:f;coquillage:m;plume:f;pierre précieuse/pierres précieuses:f;diamant:m;caillou:m;graine:f;fleur:f;arbre:m;lune:f;soleil:m;nuage:m;couleurs/couleurs:f;voix:f;sourire:m;chemin:m;famille:f;maison:f;chaussure:f;chaussette:f;lunettes/lunettes:f;clochette:f;cloche:f;bougie:f;sac:m;sac à dos/sacs à dos:m;vélo:m;trottinette:f;luge:f;ski:m;note:f;notes/notes:f;musique:f;fin de l'histoire/fins de l'histoire:f;page:f;cœur:m;courage:m;rire:m;magie:f;lumière:f;flamme:f;feu:m;corne:f;ailes/ailes:f;aile:f;queue:f;nom:m;chapeau magique/chapeaux magiques:m;miroir:m;miroir magique/miroirs magiques:m;bijou:m;œuf:m;œuf d'or/œufs d'or:m;pomme d'or/pommes d'or:f;fossile:m;os:m;brassards/brassards:m;roulettes/roulettes:f;petites roues/petites roues:f;bouée:f;veilleuse:f;tétine:f;couches/couches:f;aide:f;peur:f;parapluie:m;bottes/bottes:f;manteau:m;pyjama:m;oreiller:m;couverture:f;lit:m;bateau en papier/bateaux en papier:m;avion en papier/avions en papier:m;mystère:m;énigme:f;secret:m;code secret/codes secrets:m;code:m;devinette:f;message secret/messages secrets:m;message codé/messages codés:m
préparer|gâteau:m;gâteau d'anniversaire/gâteaux d'anniversaire:m;tarte:f;crêpes/crêpes:f;crêpe:f;soupe:f;pizza:f;goûter:m;pique-nique:m;repas:m;dîner:m;petit déjeuner/petits déjeuners:m;confiture:f;pain:m;cookies/cookies:m;biscuits/biscuits:m;gaufres/gaufres:f;chocolat chaud/chocolats chauds:m;salade de fruits/salades de fruits:f;bonbons/bonbons:m;glace:f;compote:f;jus:m;limonade:f;bûche de Noël/bûches de Noël:f;galette:f;fête:f;fête surprise/fêtes surprises:f;anniversaire:m;fête d'anniversaire/fêtes d'anniversaire:f;surprise:f;bal:m;concert:m;kermesse:f;course:f;concours:m;match:m;tournoi:m;chasse au trésor/chasses au trésor:f;carnaval:m;défilé:m;mariage:m
`;

function parseThings(): ThingEntry[] {
  const result: ThingEntry[] = [];
  const seen = new Set<string>();
  for (const line of THING_TABLE.trim().split('\n')) {
    const [make = 'fabriquer', body = ''] = line.split('|');
    for (const raw of body.split(';')) {
      const [forms = '', gender = 'm'] = raw.trim().split(':');
      const [singular = '', plural = pluralPhrase(singular)] = forms.split('/');
      const id = idOf(singular);
      if (seen.has(id)) continue;
      seen.add(id);
      result.push({ id, singular, plural, gender: gender === 'f' ? 'f' : 'm', make, plural_only: singular === plural && /s$/.test(singular) && !/^(os|repas|jus|concours|bras|tapis)$/.test(singular) });
    }
  }
  return result;
}

export const THINGS: readonly ThingEntry[] = parseThings();
export const THING_BY_ID = new Map(THINGS.map((thing) => [thing.id, thing]));

/** What a riddle verb solves ("résoudre un mystère"), and is told solved: "résoudre un dragon" is not a goal. */
export const RIDDLES: ReadonlySet<string> = new Set(['mystere', 'enigme', 'secret', 'code-secret', 'code', 'devinette', 'message-secret', 'message-code']);

/** Occasions a goal is due before: id → as the story says it (with the child's possessive for a birthday). */
export const OCCASIONS: Record<string, { said: string; typed: string[] }> = {
  vacances: { said: 'les vacances', typed: ['les vacances', 'les grandes vacances', 'les vacances d\'été', 'ses vacances', 'mes vacances'] },
  noel: { said: 'Noël', typed: ['noël', 'le réveillon', 'le réveillon de noël', 'la nuit de noël', 'le jour de noël', 'la fête de noël'] },
  anniversaire: { said: 'son anniversaire', typed: ['son anniversaire', 'mon anniversaire', 'ton anniversaire', "l'anniversaire", 'sa fête'] },
  'la-rentree': { said: 'la rentrée', typed: ['la rentrée', 'la rentrée des classes', "la rentrée à l'école"] },
  'la-nuit': { said: 'la nuit', typed: ['la nuit', 'la tombée de la nuit', 'le coucher', "l'heure du coucher", "l'heure de dormir"] },
  'ce-soir': { said: 'ce soir', typed: ['ce soir', 'le soir', 'la fin de la journée', 'le coucher du soleil'] },
  'l-hiver': { said: "l'hiver", typed: ["l'hiver", 'la première neige'] },
  'le-printemps': { said: 'le printemps', typed: ['le printemps'] },
  'l-ete': { said: "l'été", typed: ["l'été"] },
  'l-automne': { said: "l'automne", typed: ["l'automne"] },
  demain: { said: 'demain', typed: ['demain', 'demain matin'] },
  paques: { said: 'Pâques', typed: ['pâques'] },
  'le-spectacle': { said: 'le spectacle', typed: ['le spectacle', 'le spectacle de fin d\'année', 'la fête de l\'école', 'la kermesse'] },
  'la-course': { said: 'la course', typed: ['la course', 'la grande course', 'le match', 'le tournoi', 'la compétition'] },
  'le-carnaval': { said: 'le carnaval', typed: ['le carnaval', 'mardi gras'] },
  halloween: { said: 'Halloween', typed: ['halloween'] },
  'le-depart': { said: 'le grand départ', typed: ['le départ', 'le grand départ'] },
  'anniversaire-de': { said: "l'anniversaire", typed: [] },
  'l-arrivee-du-bebe': { said: "l'arrivée du bébé", typed: ["l'arrivée du bébé", 'la naissance du bébé', "l'arrivée de sa petite sœur", "l'arrivée de son petit frère"] },
  'la-fin-de-l-ete': { said: "la fin de l'été", typed: ["la fin de l'été", 'la fin des vacances'] },
  'le-lever-du-soleil': { said: 'le lever du soleil', typed: ['le lever du soleil', "l'aube", 'le matin'] },
};

/** Those a goal is for: id → as the story says it of the child's ("sa mamie"). */
export const BENEFICIARIES: Record<string, { said: string; typed: string[] }> = {};
const BENEFICIARY_TABLE = `mamie=sa mamie:mamie/mamy/mémé;papi=son papi:papi/papy/pépé;maman=sa maman;papa=son papa;grand-mere=sa grand-mère;grand-pere=son grand-père;grands-parents=ses grands-parents;parents=ses parents;tonton=son tonton;tata=sa tata;oncle=son oncle;tante=sa tante;frere=son frère;soeur=sa sœur;petit-frere=son petit frère;petite-soeur=sa petite sœur;grand-frere=son grand frère;grande-soeur=sa grande sœur;cousin=son cousin;cousine=sa cousine;cousins=ses cousins;ami=son ami;amie=son amie;amis=ses amis;meilleur-ami=son meilleur ami;meilleure-amie=sa meilleure amie;copain=son copain;copine=sa copine;copains=ses copains;famille=sa famille;maitresse=sa maîtresse;maitre=son maître;bebe=le bébé;voisin=son voisin;voisine=sa voisine;classe=sa classe;village=le village:village voisin/tout le village;enfants=les enfants;animaux=les animaux;foret=la forêt;tout-le-monde=tout le monde;parrain=son parrain;marraine=sa marraine;nounou=sa nounou;chien=son chien;chat=son chat;lapin=son lapin;doudou=son doudou;roi=le roi;reine=la reine;princesse=la princesse;dragon=le dragon`;
for (const entry of BENEFICIARY_TABLE.split(';')) {
  const [id = '', rest = ''] = entry.split('=');
  const [said = '', extra = ''] = rest.split(':');
  const bare = said.replace(/^(sa|son|ses|le|la|les) /, '');
  const possessives = said.startsWith('ses ') ? ['ses', 'mes', 'les', 'nos'] : said.startsWith('sa ') ? ['sa', 'ma', 'la'] : said.startsWith('son ') ? ['son', 'mon', 'le', "l'"] : [];
  const typed = new Set<string>([said, ...possessives.map((p) => (p === "l'" ? `l'${bare}` : `${p} ${bare}`))]);
  if (/^(mamie|papi|maman|papa|tonton|tata|grand-mere|grand-pere|nounou|parrain|marraine)$/.test(id)) typed.add(bare);
  for (const more of extra ? extra.split('/') : []) {
    typed.add(more);
    typed.add(`${said.split(' ')[0]} ${more}`);
  }
  BENEFICIARIES[id] = { said, typed: [...typed] };
}

// ── Emotions and values: in feelings.ts, which the story check reads without the rest of this file.

export { EMOTIONS, VALUES } from './feelings';

// ── Small grammar words ─────────────────────────────────────────────────────────────────────────────

export const GRAMMAR_WORDS = `un une des le la l' les mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet cette ces deux trois quatre cinq six sept huit neuf dix quelques plusieurs qui que qu' et de d' du à au aux dans sur sous en chez pour avant sans avec très tout toute tous toutes si super vraiment trop nommé nommée nommés nommées appelé appelée appelés appelées s' appelle appellent ne n' pas plus famille moi nous , par près vers jusqu' il elle ils elles doit doivent faut veut aimerais voudrais j' apprenne sache`;
