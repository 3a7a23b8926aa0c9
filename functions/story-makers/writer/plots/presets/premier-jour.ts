import type { Plot } from '../plot';
import { PRESET_VERSIONS, TELLING_EVENTS } from '../preset-versions';

export const premierJour: Plot = {
  id: 'premier-jour',
  versions: PRESET_VERSIONS['premier-jour'],
  lights: { opening: 'morning', problem: 'morning', resolution: 'day' },
  problemPose: 'worried',
  props: { opening: ['schoolbag', 'school'], problem: ['school', 'schoolbag'], resolution: ['new-friends', 'school'] },
  captions: {
    opening: '{child} et {companion} arrivent devant une nouvelle école, le cartable sur le dos.',
    problem: '{child} hésite à la porte de la nouvelle école.',
    resolution: '{child} joue avec de nouveaux amis dans la cour.',
  },
  details: [
    { friend: 'une écolière aux couettes', friendLater: "l'écolière aux couettes", _f: 'f', _medium: 'land' },
    { friend: 'un écolier aux lunettes rondes', friendLater: "l'écolier aux lunettes", _f: 'm', _medium: 'land' },
    { friend: 'une fillette qui dessinait des chats', friendLater: 'la fillette', _f: 'f', _medium: 'land' },
    { friend: 'un écolier aux cheveux en bataille', friendLater: "l'écolier", _f: 'm', _medium: 'land' },
    // The school of the place: fish at the reef's school, a young astronaut on the station, a child of the clouds.
    { friend: 'un petit poisson-clown tout timide', friendLater: 'le petit poisson-clown', _f: 'm', _medium: 'water' },
    { friend: 'une jeune tortue de mer', friendLater: 'la jeune tortue', _f: 'f', _medium: 'water' },
    { friend: 'une petite astronaute aux tresses', friendLater: 'la petite astronaute', _f: 'f', _medium: 'space' },
    { friend: 'un petit astronaute aux joues rondes', friendLater: 'le petit astronaute', _f: 'm', _medium: 'space' },
    { friend: 'une fillette aux cheveux de nuage', friendLater: 'la fillette', _f: 'f', _medium: 'air' },
  ],
  titles: ['Le premier jour de {name}', '{name} et la nouvelle école', 'Un cartable plein de courage', 'Bonjour, nouvelle école !'],
  setup: [
    "{?Ce matin-là|Ce jour-là|Dès le réveil}, {name} {?serrait les bretelles de son cartable neuf|vérifia trois fois son cartable|avait mis ses plus belles chaussures}{+ : |}{?c'était son premier jour dans une nouvelle école|une école inconnue l'attendait|aujourd'hui, tout serait nouveau, même la classe}.",
    "{?Le réveil sonna tôt|{name} se réveilla avant le réveil}{+ : |}{?aujourd'hui, {name} découvrait une nouvelle école|ce matin, c'était la rentrée dans une école toute neuve pour {g:lui|elle}}.",
  ],
  problem: [
    "Devant le portail de l'école, {name} ne connaissait personne.{+ }Tout le monde riait déjà {?par petits groupes|entre copains|en se tenant par le bras}{+, et |}{il} se sentit tout{g:|e} petit{g:|e}.",
    "« Et si personne ne veut jouer avec moi ? » murmura {name}.{+ }La cour paraissait {?immense|gigantesque|bien trop grande}.",
  ],
  attempt1: [
    "{name} dit bonjour à un groupe d'enfants{+, mais |Mais }sa voix était si petite que personne ne l'entendit.",
    "{name} s'approcha d'une partie {?de ballon|de marelle|de chat perché}{+, mais |Mais }la cloche sonna juste à ce moment-là.",
  ],
  attempt2: [
    "En classe, {name} s'assit à côté {friend:de}{+ : |}{?les regards se croisèrent|les sourires se croisèrent|un sourire timide fit le trajet d'une chaise à l'autre}, mais sans oser se parler.",
    "À la récréation, {name} prêta {?sa gomme|son crayon|sa règle} {friend:a}{+ : |}c'était un début, mais la cloche sonna encore.",
  ],
  turn: [
    "{name} prit une grande inspiration{+ : |}« {?Tu veux jouer avec moi|On joue ensemble|Tu viens jouer} ? J'ai un jeu que personne ne connaît ici. »{+ }Cette fois, {il} l'avait dit haut et fort.",
    "{name} proposa un jeu inventé avec {mcShort}{+, et |}très vite, les autres voulurent en connaître les règles.",
  ],
  resolution: [
    "À midi, {name} mangeait entre {friend} et deux nouveaux copains{+ : |}la nouvelle école ne faisait plus peur du tout.",
    "À la fin de la journée, {name} avait trois nouveaux amis{+, et |}{friend} voulait déjà s'asseoir à côté {g:de lui|d'elle} demain.",
  ],
  ending: [
    "En rentrant, {name} raconta tout{+ : |}les nouveaux amis, le jeu inventé, la cour immense devenue familière.",
    "{name} prépara son cartable pour le lendemain{+ : |}{il} avait hâte d'y retourner.",
  ],
  ...TELLING_EVENTS['premier-jour'],
  scenes: [
    "La maîtresse accueillit chacun {?avec un grand sourire|d'un bonjour joyeux|à la porte de la classe}{+, et |}elle écrivit le prénom de {name} {?au tableau|sur une étiquette|en lettres rondes}.",
    "{?Il y avait des dessins partout sur les murs|Les murs de la classe étaient couverts de dessins|Des dessins d'élèves tapissaient les murs}{+ : |}{name} repéra {?un dragon qui riait|un poisson bleu|un ballon à pois|un château penché}, {?dessiné {?avec soin|en grand}|juste à sa hauteur}.",
    { t: 'À la cantine, {name} découvrit une purée orange{+ : |}« Carottes ! » devina {friend}.', at: 'attempt2' },
  ],
  talks: [
    { t: '« Comment tu t\'appelles ? » demanda {friend}.{+ }« {name}. Et toi ? »{+ }Voilà, c\'était fait.', at: 'attempt2' },
    "« {?J'ai un peu peur|J'ai le cœur qui bat|Je ne connais personne} », avoua {name}.{+ }« {?Moi aussi, le premier jour|C'est normal, le premier jour|Tout le monde a peur, au début} », {n:répondit|répondirent} {mcShort}.",
  ],
};
