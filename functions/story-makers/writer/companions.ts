import { SCENE_LIGHTS } from '../../core/story-scenes';
import { stripAccents } from './free-text';
import type { Line } from './world';

/**
 * The companions we suggest, each with its defining trait told as a small subplot (issue 16): the
 * trait is a trouble in the problem (`problem`), the turn changes it (`turn`), the resolution shows it
 * changed (`after`). A companion typed by a parent gets the subplot when it names the same creature
 * and trait ("un dragon qui a peur du noir"); with the creature alone ("un robot") it keeps only what
 * the world needs to know (hands, how it moves). Slots: see template.ts; the companion is {mcShort}.
 */

export interface Companion {
  id: string;
  /** Accent-free words naming the creature. */
  kind: RegExp;
  /** Accent-free words naming the defining trait: both must be found for the subplot. */
  trait: RegExp | null;
  hands: boolean;
  /** For a caption (never the parent's words): "le petit dragon". */
  caption: string;
  /** The trait shown early (opening). */
  intro: Line[];
  problem: Line[];
  turn: Line[];
  after: Line[];
}

const ALL = SCENE_LIGHTS;
const DARK = ['dusk', 'night'] as const;
const BRIGHT = ['morning', 'day'] as const;

export const COMPANIONS: Companion[] = [
  {
    id: 'dragon',
    kind: /dragon/,
    trait: /peur du noir|noir|obscurite/,
    hands: true,
    caption: 'le petit dragon',
    intro: [
      { t: 'Il n\'avait qu\'un secret{+ : |}dès que l\'ombre tombait, ses ailes se mettaient à trembler.', needs: { light: ALL } },
      { t: '{mcShort:cap} savait cracher de jolies étincelles{+, mais |Mais }il avait une peur bleue du noir.', needs: { light: ALL } },
    ],
    problem: [
      { t: 'L\'ombre gagnait du terrain{+, et |}{mcShort} se serra contre {name}, les ailes tremblantes.{+ }« Je n\'aime pas le noir », souffla-t-il.', needs: { light: DARK } },
      { t: '{mcShort:cap} regarda le coin le plus sombre et recula d\'un pas.{+ }« Là-dedans, il fait trop noir pour moi », murmura-t-il.', needs: { light: BRIGHT } },
      { t: '« Et s\'il fait noir, là où on va ? » demanda {mcShort} d\'une toute petite voix.{+ }Ses écailles en frissonnaient.', needs: { light: ALL } },
    ],
    turn: [
      { t: '« Et si tu soufflais un tout petit peu ? » proposa {name}.{+ }{mcShort:cap} essaya{+ : |}une flamme dorée sortit de son museau et chassa l\'ombre.{+ }Le noir reculait devant lui !', needs: { light: ALL, medium: ['land', 'air', 'space'] } },
      { t: '{name} prit la patte {mcShort:de}.{+ }« Ta lumière est en toi », dit-{il}.{+ }{mcShort:cap} ferma les yeux{+, et |}ses écailles se mirent à luire comme une lanterne.', needs: { light: ALL } },
    ],
    after: [
      { t: '{mcShort:cap} marchait maintenant devant, sa petite flamme levée comme une lanterne{+ : |}il n\'avait plus peur du noir.', needs: { light: ALL, medium: ['land', 'air', 'space'] } },
      { t: 'Les écailles {mcShort:de} brillaient doucement{+, et |}le noir ne lui faisait plus peur du tout.', needs: { light: ALL } },
    ],
  },
  {
    id: 'licorne',
    kind: /licorne/,
    trait: /corne/,
    hands: false,
    caption: 'la licorne',
    intro: [
      { t: 'Sur son front, il n\'y avait plus qu\'une petite marque ronde{+ : |}{mcShort} avait perdu sa corne, et avec elle sa magie.', needs: { light: ALL } },
      { t: '{mcShort:cap} baissait souvent la tête{+ : |}depuis qu\'elle avait perdu sa corne, plus rien ne scintillait autour d\'elle.', needs: { light: ALL } },
    ],
    problem: [
      { t: '« Avant, ma corne m\'aurait montré le chemin », soupira {mcShort}.{+ }« Sans elle, je ne suis plus bonne à rien. »', needs: { light: ALL } },
      { t: '{mcShort:cap} essaya de faire jaillir une étincelle{+, mais |Mais }sans corne, rien ne vint.{+ }Elle en avait les yeux tout mouillés.', needs: { light: ALL } },
    ],
    turn: [
      { t: 'Soudain, {name} aperçut une lueur nacrée {hiding2}.{+ }C\'était la corne de {mcShort}, toute petite et toute brillante !{+ }{name} la remit doucement à sa place.', needs: { light: ALL } },
      { t: '« Tu n\'as pas besoin de ta corne pour être magique », dit {name}.{+ }À ces mots, une corne toute neuve se mit à pousser sur le front {mcShort:de}, fine comme un rayon.', needs: { light: ALL } },
    ],
    after: [
      { t: 'Sur le front {mcShort:de}, la corne brillait de nouveau{+, et |}chaque pas laissait derrière elle une poussière d\'étoiles.', needs: { light: ALL } },
      { t: '{mcShort:cap} secoua la tête{+ : |}sa corne retrouvée lançait des reflets de toutes les couleurs.', needs: { light: ALL } },
    ],
  },
  {
    id: 'robot',
    kind: /robot/,
    trait: /rire|rigol|humour/,
    hands: true,
    caption: 'le petit robot',
    intro: [
      { t: '{mcShort:cap} savait compter jusqu\'à un million{+, mais |Mais }il n\'avait encore jamais ri.{+ }« Rire, c\'est quoi ? » demandait-il souvent.', needs: { light: ALL } },
      { t: 'Quand quelqu\'un riait, {mcShort} penchait la tête{+ : |}il aurait tant aimé comprendre comment on fait.', needs: { light: ALL } },
    ],
    problem: [
      { t: '{name} raconta une blague pour se donner du courage.{+ }{mcShort:cap} cligna des yeux{+ : |}« Erreur. Blague non comprise. »', needs: { light: ALL } },
      { t: '« Bip. Tout le monde sourit, sauf moi », constata {mcShort}.{+ }Ses voyants clignotaient tout tristement.', needs: { light: ALL } },
    ],
    turn: [
      { t: '{name} fit une grimace si drôle que {mcShort} se figea.{+ }Puis un bruit étrange sortit de sa poitrine{+ : |}« Bip… hi… HA HA HA ! »{+ }{mcShort:cap} riait pour la première fois !', needs: { light: ALL } },
      { t: 'En voyant {name} glisser et retomber sur ses pieds, {mcShort} fit « Bzzz… » puis éclata d\'un grand rire métallique.{+ }« C\'est donc ça, rire ! »', needs: { light: ALL, indoors: false } },
    ],
    after: [
      { t: '{mcShort:cap} riait maintenant à tout propos{+, et |}ses voyants clignotaient de toutes les couleurs.', needs: { light: ALL } },
      { t: '« Ha ha ! Bip ! » faisait {mcShort} à chaque pas{+ : |}il ne s\'arrêtait plus de rire.', needs: { light: ALL } },
    ],
  },
  {
    id: 'lapin',
    kind: /lapin/,
    trait: /curieu/,
    hands: false,
    caption: 'le lapin',
    intro: [
      { t: '{mcShort:cap} fourrait son nez partout{+ : |}derrière chaque porte, sous chaque caillou, il voulait tout savoir.', needs: { light: ALL } },
      { t: 'Les oreilles {mcShort:de} se dressaient au moindre bruit{+ : |}aucun lapin au monde ne posait autant de questions.', needs: { light: ALL } },
    ],
    problem: [
      { t: 'Attiré par un bruit, {mcShort} fila voir ce que c\'était{+, et |}{name} dut courir pour le rattraper.{+ }« Ta curiosité va nous perdre ! »', needs: { light: ALL, medium: ['land'] } },
      { t: '{mcShort:cap} voulait tout regarder en même temps{+, et |}il en oubliait ce qu\'ils cherchaient.', needs: { light: ALL } },
    ],
    turn: [
      { t: 'Le nez {mcShort:de} frémit.{+ }« Tu as senti ça ? » demanda-t-il.{+ }Cette fois, sa curiosité montrait le bon chemin.', needs: { light: ALL } },
      { t: '« Attends, je veux voir ! » dit {mcShort}.{+ }Il glissa sa tête là où personne n\'avait pensé à regarder{+ : |}c\'était la bonne idée.', needs: { light: ALL } },
    ],
    after: [
      { t: '« Tu vois, la curiosité, ça sert ! » dit {name}.{+ }{mcShort:cap} remua les oreilles, très fier.', needs: { light: ALL } },
      { t: '{mcShort:cap} avait appris à poser ses questions au bon moment{+ : |}sa curiosité était devenue un trésor.', needs: { light: ALL } },
    ],
  },
  {
    id: 'fee',
    kind: /\bfees?\b/,
    trait: /minuscule|toute petite|petite|mini/,
    hands: true,
    caption: 'la fée minuscule',
    intro: [
      { t: '{mcShort:cap} n\'était pas plus grande qu\'un dé à coudre{+ : |}elle dormait dans une coquille de noix.', needs: { light: ALL } },
      { t: '{mcShort:cap} était si petite que sa voix ressemblait au tintement d\'une clochette.', needs: { light: ALL } },
    ],
    problem: [
      { t: '« Je suis trop petite pour aider », soupira {mcShort}.{+ }« Personne ne m\'entend, personne ne me voit. »', needs: { light: ALL } },
      { t: '{mcShort:cap} essaya de pousser de toutes ses forces{+, mais |Mais }elle était si minuscule que rien ne bougea.', needs: { light: ALL } },
    ],
    turn: [
      { t: '« Toi seule peux passer par là ! » s\'écria {name} en montrant une fente étroite.{+ }{mcShort:cap} s\'y faufila en un battement d\'ailes.', needs: { light: ALL } },
      { t: 'Justement parce qu\'elle était minuscule, {mcShort} put se glisser là où personne n\'entrait.{+ }« J\'y suis ! » tinta sa petite voix.', needs: { light: ALL } },
    ],
    after: [
      { t: '{mcShort:cap} voletait autour de {name}, toute fière{+ : |}être petite, c\'était aussi une force.', needs: { light: ALL } },
      { t: '« Petite, mais utile ! » chantonna {mcShort} en faisant des loopings.', needs: { light: ALL } },
    ],
  },
  {
    id: 'ours',
    kind: /ours|nounours|peluche/,
    trait: /peluche|nounours/,
    hands: true,
    caption: 'l\'ours en peluche',
    intro: [
      { t: 'La nuit, {mcShort} gardait le sommeil de {name}{+ ; |}le jour, il se dégourdissait les pattes en cachette.', needs: { light: ALL } },
      { t: '{mcShort:cap} était tout doux, avec une oreille un peu recousue{+, et |}il était vivant, ce que presque personne ne savait.', needs: { light: ALL } },
    ],
    problem: [
      { t: '« Je ne suis qu\'un ours en peluche », dit {mcShort} en baissant son museau.{+ }« Je ne sers à rien dans une vraie aventure. »', needs: { light: ALL } },
      { t: '{mcShort:cap} regarda ses pattes toutes molles{+ : |}comment aider, quand on est fait de coton ?', needs: { light: ALL } },
    ],
    turn: [
      { t: '{mcShort:cap} ouvrit grand ses bras tout doux{+ : |}dans ce câlin, plus personne n\'avait peur.{+ }« Voilà à quoi sert un ours en peluche ! » sourit {name}.', needs: { light: ALL } },
      { t: 'Tout mou et tout léger, {mcShort} se glissa là où il fallait amortir la chute{+, et |}tout atterrit sur lui sans un bruit.', needs: { light: ALL } },
    ],
    after: [
      { t: '{mcShort:cap} bombait son ventre de peluche{+ : |}il savait maintenant que la douceur aussi peut sauver une aventure.', needs: { light: ALL } },
      { t: '« Un ours en peluche, ça sert à tout ! » déclara {mcShort}, très fier de son oreille recousue.', needs: { light: ALL } },
    ],
  },
  {
    id: 'chat',
    kind: /\bchats?\b|chaton/,
    trait: /astronaute|cosmonaute|spatial/,
    hands: false,
    caption: 'le chat astronaute',
    intro: [
      { t: '{mcShort:cap} portait un casque rond comme un bocal{+ : |}il avait fait trois fois le tour de la Lune.', needs: { light: ALL } },
      { t: 'Dans son scaphandre trop grand, {mcShort} se cognait partout{+ : |}sur Terre, rien ne flottait comme là-haut.', needs: { light: ALL, medium: ['land', 'water', 'air'] } },
      { t: 'Dans son scaphandre trop grand, {mcShort} flottait comme un poisson dans l\'eau{+ : |}il connaissait l\'espace par cœur.', needs: { light: ALL, medium: ['space'] } },
    ],
    problem: [
      { t: 'La visière du casque {mcShort:de} se couvrit de buée{+ : |}« Je ne vois plus rien ! » miaula-t-il.', needs: { light: ALL } },
      { t: '« Dans l\'espace, je sais tout faire », soupira {mcShort}.{+ }« Mais ici, je me sens tout maladroit. »', needs: { light: ALL, medium: ['land', 'water', 'air'] } },
    ],
    turn: [
      { t: '{name} essuya la visière {mcShort:de}.{+ }« Tu sais lire les étoiles, non ? »{+ }Les moustaches du chat frémirent{+ : |}il savait exactement où aller.', needs: { light: DARK } },
      { t: '{mcShort:cap} alluma la radio de son scaphandre{+ : |}« Bip, bip, je capte quelque chose par là ! »', needs: { light: ALL } },
    ],
    after: [
      { t: '{mcShort:cap} ronronnait dans son casque{+ : |}même loin des étoiles, un astronaute sait trouver son chemin.', needs: { light: ALL } },
      { t: '{mcShort:cap} leva la patte en ronronnant, comme au retour d\'un voyage spatial.', needs: { light: ALL } },
    ],
  },
  {
    id: 'tortue',
    kind: /tortue/,
    trait: /rapide|vite|fonce|vitesse/,
    hands: false,
    caption: 'la tortue rapide',
    intro: [
      { t: '{mcShort:cap} filait plus vite que le vent{+ : |}aucune tortue n\'avait jamais été aussi rapide.', needs: { light: ALL } },
      { t: 'Zoum ! {mcShort:cap} faisait trois fois le tour de {name} avant qu\'{il} ait fini de dire bonjour.', needs: { light: ALL } },
    ],
    problem: [
      { t: '{mcShort:cap} fonça devant sans regarder{+ : |}« Attends-moi ! » cria {name}.{+ }À force d\'aller vite, elle passa à côté de tout.', needs: { light: ALL } },
      { t: '« Je suis allée si vite que je n\'ai rien vu », avoua {mcShort}, essoufflée.', needs: { light: ALL } },
    ],
    turn: [
      { t: '« Et si, pour une fois, tu allais doucement ? » proposa {name}.{+ }{mcShort:cap} ralentit{+, et |}ses yeux virent enfin ce qui leur avait échappé.', needs: { light: ALL } },
      { t: 'Cette fois, {mcShort} mit sa vitesse au service des autres{+ : |}elle fit l\'aller-retour en un clin d\'œil pour prévenir tout le monde.', needs: { light: ALL } },
    ],
    after: [
      { t: '{mcShort:cap} avait appris quand filer et quand prendre son temps{+ : |}c\'était ça, être vraiment rapide.', needs: { light: ALL } },
      { t: '« Vite quand il faut, doucement quand il faut ! » chantonnait {mcShort}.', needs: { light: ALL } },
    ],
  },
  {
    id: 'pirate',
    kind: /pirate|corsaire|flibustier/,
    trait: /gentil|doux|bon\b|grand coeur/,
    hands: true,
    caption: 'le pirate gentil',
    intro: [
      { t: '{mcShort:cap} avait un bandeau sur l\'œil et une grosse voix{+, mais |Mais }il n\'avait jamais fait peur à une mouche.', needs: { light: ALL } },
      { t: 'Au lieu de piller les trésors, {mcShort} les partageait{+ : |}c\'était le pirate le plus gentil des sept mers.', needs: { light: ALL } },
    ],
    problem: [
      { t: 'En le voyant arriver, tout le monde se cacha{+ : |}« Un pirate ! »{+ }{mcShort:cap} baissa son chapeau, tout triste.', needs: { light: ALL } },
      { t: '« Personne ne croit qu\'un pirate peut être gentil », soupira {mcShort} en tortillant sa barbe.', needs: { light: ALL } },
    ],
    turn: [
      { t: '{mcShort:cap} sortit sa longue-vue et la tendit à {name}.{+ }« Tiens, regarde : un bon pirate partage tout. »{+ }On ne le regarda plus jamais de la même façon.', needs: { light: ALL } },
      { t: 'D\'une voix douce, {mcShort} offrit son aide à tous ceux qu\'il croisait{+ : |}un à un, ils sortirent de leur cachette.', needs: { light: ALL } },
    ],
    after: [
      { t: 'Désormais, quand {mcShort} passait, on lui faisait de grands signes{+ : |}tout le monde savait qu\'il était gentil.', needs: { light: ALL } },
      { t: '{mcShort:cap} riait de sa grosse voix{+ : |}pour la première fois, personne ne s\'enfuyait.', needs: { light: ALL } },
    ],
  },
  {
    id: 'sorciere',
    kind: /sorciere|magicienne|sorcier/,
    trait: /potion|rate|sort\b|sortileges?/,
    hands: true,
    caption: 'la sorcière',
    intro: [
      { t: 'Les potions de {mcShort} ne marchaient jamais comme prévu{+ : |}la dernière avait rendu son chat tout à pois.', needs: { light: ALL } },
      { t: '{mcShort:cap} transportait toujours un petit chaudron{+, et |}ses potions faisaient plus souvent des bulles roses que de la magie.', needs: { light: ALL } },
    ],
    problem: [
      { t: '{mcShort:cap} versa une potion pour les aider{+ : |}pouf !{+ }Un nuage de fumée violette, et rien d\'autre.{+ }« Encore ratée », soupira-t-elle.', needs: { light: ALL } },
      { t: '« Une potion de chance, vite ! » dit {mcShort}.{+ }La potion fit pschitt et transforma son chapeau en chou-fleur.', needs: { light: ALL } },
    ],
    turn: [
      { t: '« Et si tu ajoutais une pincée de ce que tu ressens ? » proposa {name}.{+ }{mcShort:cap} remua, goûta, sourit{+ : |}pour une fois, la potion brilla d\'une belle lumière dorée.', needs: { light: ALL } },
      { t: 'Cette fois, {mcShort} lut la recette lentement, avec {name}.{+ }Une goutte, deux gouttes, et la potion marcha du premier coup !', needs: { light: ALL } },
    ],
    after: [
      { t: '{mcShort:cap} tenait sa fiole comme un trésor{+ : |}sa potion brillait d\'une belle lumière dorée.', needs: { light: ALL } },
      { t: '« Ma première potion réussie ! » s\'exclama {mcShort}, et son chapeau pointu en tremblait de joie.', needs: { light: ALL } },
    ],
  },
  {
    id: 'dinosaure',
    kind: /dinosaure|diplodocus|brachiosaure|tricer|\bdino/,
    trait: /vegetarien|herbivore|legume|salade/,
    hands: false,
    caption: 'le dinosaure',
    intro: [
      { t: '{mcShort:cap} était grand comme une maison{+, mais |Mais }il ne mangeait que des feuilles et des salades.', needs: { light: ALL } },
      { t: 'Chaque matin, {mcShort} croquait trois fougères et une montagne de carottes{+ : |}jamais rien d\'autre.', needs: { light: ALL } },
    ],
    problem: [
      { t: 'En voyant ses grandes dents, {friend} prit la fuite.{+ }« Mais je ne mange que des légumes ! » protesta {mcShort}.', needs: { light: ALL } },
      { t: '{mcShort:cap} soupira si fort que les feuilles en tremblèrent{+ : |}« Tout le monde croit que je suis méchant. »', needs: { light: ALL } },
    ],
    turn: [
      { t: '{mcShort:cap} tendit son long cou tout là-haut{+, et |}ce que personne ne pouvait atteindre, il l\'attrapa du bout des dents.', needs: { light: ALL, indoors: false } },
      { t: '{mcShort:cap} partagea son panier de légumes avec tout le monde{+ : |}on comprit enfin qu\'il était un géant tout doux.', needs: { light: ALL } },
    ],
    after: [
      { t: 'Plus personne n\'avait peur {mcShort:de}{+ : |}on venait même s\'asseoir sur sa queue pour discuter.', needs: { light: ALL } },
      { t: '{mcShort:cap} croqua une carotte pour fêter ça{+, et |}tout le monde rit avec lui.', needs: { light: ALL } },
    ],
  },
  {
    id: 'baleine',
    kind: /baleine|cachalot|orque/,
    trait: /chant|chante|musique|voix/,
    hands: false,
    caption: 'la baleine',
    intro: [
      { t: '{mcShort:cap} chantait si fort que sa voix faisait frissonner l\'eau à des lieues à la ronde.', needs: { light: ALL, medium: ['water'] } },
      { t: 'Par magie, {mcShort} flottait dans l\'air comme dans l\'eau{+, et |}elle chantait si fort que les feuilles en frissonnaient.', needs: { light: ALL, medium: ['land', 'air', 'space'] } },
    ],
    problem: [
      { t: '{mcShort:cap} voulut les encourager d\'une chanson{+, mais |Mais }sa voix était si puissante que tout le monde se boucha les oreilles.', needs: { light: ALL } },
      { t: '« Ma chanson fait fuir tout le monde », soupira {mcShort}.{+ }Une grosse larme salée roula sur sa joue.', needs: { light: ALL } },
    ],
    turn: [
      { t: '« Chante tout doucement, rien que pour nous », proposa {name}.{+ }{mcShort:cap} chanta tout bas{+, et |}sa chanson guida leurs pas comme un fil d\'or.', needs: { light: ALL } },
      { t: '{mcShort:cap} chanta une note longue et douce{+ : |}l\'écho revint de l\'endroit exact où il fallait aller.', needs: { light: ALL } },
    ],
    after: [
      { t: 'Tout le monde demandait maintenant une chanson {mcShort:a}{+, et |}elle chantait juste assez fort.', needs: { light: ALL } },
      { t: 'La voix {mcShort:de} résonnait, douce et ronde{+ : |}plus personne ne se bouchait les oreilles.', needs: { light: ALL } },
    ],
  },
];

/** The suggested companion a text names, and whether it names its defining trait too. */
export function companionOf(mainCharacter: string, plural: boolean): { companion: Companion | null; subplot: boolean } {
  const text = stripAccents(mainCharacter.toLowerCase());
  const companion = COMPANIONS.find((candidate) => candidate.kind.test(text)) ?? null;
  // A subplot is told of one companion: "deux dragons qui ont peur du noir" keep their words only.
  const subplot = companion !== null && !plural && companion.trait !== null && companion.trait.test(text.replace(companion.kind, ''));
  return { companion, subplot };
}

/** Whether a companion typed as a name or a person can hold things ("Mamie Jo", "un pirate"). */
export function personLike(text: string, proper: boolean): boolean {
  return proper || /\b(mamie|papi|maman|papa|fille|garcon|enfant|prince|princesse|roi|reine|chevalier|sorci|fee|pirate|robot|magicien|ami|amie|geant|lutin|elfe|clown|docteur|maitresse|maitre)/.test(stripAccents(text.toLowerCase()));
}
