import type { Plot } from '../plot';
import { PRESET_VERSIONS } from '../preset-versions';

export const voyageLune: Plot = {
  id: 'voyage-lune',
  versions: PRESET_VERSIONS['voyage-lune'],
  lights: { opening: 'day', problem: 'dusk', resolution: 'night' },
  problemPose: 'working',
  props: { opening: ['toolbox'], problem: ['rocket', 'toolbox'], resolution: ['moon', 'rocket'] },
  captions: {
    opening: '{child} et {companion} ouvrent une grande boîte à outils.',
    problem: '{child} et {companion} construisent une fusée.',
    resolution: '{child} et {companion} saluent la Lune depuis leur fusée.',
  },
  titles: ['{name} et la fusée pour la Lune', 'Bonjour, la Lune !', 'La fusée {mcShort:de}', 'Un voyage jusqu\'à la Lune'],
  setup: [
    "{?Cet après-midi-là|Ce jour-là|Après le déjeuner}, {name} ouvrit une grande boîte à outils{+ : |}{il} avait décidé {?d'aller dire bonjour à la Lune|de rendre visite à la Lune|d'aller saluer la Lune}.",
    "{name} regardait souvent la Lune{+ : |}{?un jour, se disait-{il}, j'irai la saluer|un jour, pensait-{il}, je lui dirai bonjour|un jour, rêvait-{il}, j'irai la voir de près}.{+ }Et ce jour était arrivé.",
  ],
  problem: [
    "{?Mais pour aller jusqu'à la Lune|Mais pour décrocher la Lune|Seulement, pour voler jusqu'à la Lune}, {?il fallait une fusée|il leur fallait une fusée}{+, et |}{ils} {?n'avaient que|n'avaient sous la main que} {?des cartons|de vieilles boîtes|des planches}, {?des bouts de ficelle|du scotch|trois vis} et beaucoup d'envie.",
    "{?La Lune se levait déjà|La Lune pointait déjà le bout de son nez|Le ciel s'assombrissait déjà|Les premières étoiles s'allumaient}{+, mais |Mais }la fusée {?n'était qu'un|restait un|ressemblait encore à un} tas de pièces {?éparpillées|en désordre|étalées partout}.",
  ],
  attempt1: [
    "{?La première fusée|Le premier essai|La fusée numéro un} {?était trop {?lourde|chargée|massive}|pesait bien trop lourd}{+ : |}elle fit « {?pfff|pouf|prrt} » et ne décolla que d'un {?centimètre|tout petit centimètre|millimètre}.",
    "{duo:cap} fixèrent les ailerons {?à l'envers|de travers|sens dessus dessous}{+ : |}la fusée tourna sur elle-même comme une {?toupie|girouette|assiette qui tombe}.",
  ],
  attempt2: [
    "{?Cette fois|Après ce réglage|Une fois réparée}, la fusée décolla{+, mais |Mais }elle retomba {?doucement|en douceur|un peu plus loin}, faute de carburant.{+ }{?Il manquait quelque chose|Quelque chose n'allait pas|Ce n'était pas encore ça}.",
    "{?Cette fois|Au deuxième essai|Enfin}, la fusée {?tenait debout|restait droite|ne penchait plus}{+, mais |Mais }elle {?tremblait de partout|vibrait comme une feuille|grelottait comme un chaton mouillé} dès qu'on {?allumait le moteur|touchait un bouton|comptait à rebours}.",
  ],
  turn: [
    "{name} réfléchit{+ : |}« Il faut de la lumière pour aller vers la lumière. »{+ }{il:cap} remplit le réservoir de {?rires|chansons|bons souvenirs}, de souhaits et d'un rayon de Lune attrapé dans un {?bocal|pot de confiture|verre}.",
    "{name} dessina un nouveau plan{+ : |}plus {?léger|fin|simple}, plus {?rond|solide|malin}, avec un hublot pour voir la Lune {?arriver|grandir|approcher}.",
  ],
  resolution: [
    "{?Trois, deux, un|Cinq, quatre, trois, deux, un|Attention… trois, deux, un}{+… |}décollage !{+ }La fusée {?fila entre les étoiles|monta droit vers le ciel|fendit la nuit|traversa les nuages}{+, et |}la Lune, {?toute ronde|toute blanche|énorme et ronde}, leur fit {?un grand sourire|un clin d'œil|un signe}.{+ }« {?Bonjour, la Lune|Coucou, la Lune|On arrive, la Lune} ! » {?cria|lança|s'exclama} {name}.",
    "La fusée monta, monta, jusqu'à frôler la Lune{+ : |}{name} colla son nez au hublot et la salua {?de la main|d'un grand geste|en riant}.{+ }La Lune lui répondit d'un clin d'œil {?argenté|tout doux|malicieux}.",
  ],
  ending: [
    "Depuis, chaque fois que {name} regarde la Lune, {il} lui fait {?un petit signe|un clin d'œil|un sourire}{+ : |}elle, elle se souvient.",
    "La fusée {?redescendit tout doucement|se posa sans un bruit|revint se poser en douceur}{+ : |}dans la poche de {name}, il y avait {?un caillou de Lune, tout léger|un éclat de Lune, tout léger|une poussière de Lune, toute légère}.",
  ],
  scenes: [
    "{duo:cap} peignirent la fusée en {colour}{+, et |}{name} écrivit son prénom {?sur le côté|sous le hublot|sur la porte}.",
    "{name} {?compta les vis une à une|vérifia chaque vis|serra les vis une par une}{+ : |}{?trente-deux|vingt-huit|quarante et une}, {?pas une de moins|pas une de plus|le compte était bon}.",
    "{?Il fallait des casques|Il manquait les casques|Pas de voyage sans casque}{+ : |}deux {?saladiers retournés|bols renversés|seaux de plage} feraient l'affaire.",
  ],
  talks: [
    "« Tu crois que la Lune {?nous attend|sera contente|nous verra arriver} ? » demanda {mcShort}.{+ }« {?Elle attend tous ceux qui viennent lui dire bonjour|Elle aime les visites|Elle nous fera un clin d'œil|Elle nous guette depuis des jours|Elle a sûrement mis sa plus belle lumière} », {?répondit|dit} {name}{?| en souriant| sans hésiter}.",
    "« Ceinture attachée ? » demanda {name}.{+ }« Attachée ! » {n:répondit|répondirent} {mcShort}.",
  ],
};
