import type { Plot } from './plot';
import { PRESET_VERSIONS } from './preset-versions';
import { HAS_IDEA } from './wordings';

/** Plots of the preset scenarios, part two: the Moon, the race, the night, the song, the storm, the cake, the book. */

export const PRESETS_B: Plot[] = [
  {
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
      "{?Mais pour aller jusqu'à la Lune|Mais pour décrocher la Lune|Seulement, pour voler jusqu'à la Lune}, {?il fallait une fusée|une fusée était indispensable}{+, et |}{ils} {?n'avaient que|n'avaient sous la main que} {?des cartons|de vieilles boîtes|des planches}, {?des bouts de ficelle|du scotch|trois vis} et beaucoup d'envie.",
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
  },
  {
    id: 'course-animaux',
    lights: { opening: 'morning', problem: 'day', resolution: 'day' },
    problemPose: 'worried',
    props: { opening: ['race-flags'], problem: ['race-flags', 'footprints'], resolution: ['finish-line', 'race-flags'] },
    captions: {
      opening: '{child} et {companion} arrivent au départ de la grande course, parmi les drapeaux.',
      problem: '{child} s\'arrête au milieu de la course.',
      resolution: '{child} et {companion} franchissent la ligne d\'arrivée ensemble.',
    },
    titles: ['La grande course de {name}', 'Tous ensemble jusqu\'à l\'arrivée', '{name} et la course {locShort}', 'Une course pas comme les autres'],
    setup: [
      "{?Ce matin-là|Dès le matin|De bonne heure}, des {?drapeaux|fanions|rubans} {?flottaient partout|claquaient au-dessus du chemin|dansaient de tous côtés}{+ : |}c'était {?le jour de la grande course|le grand jour de la course|enfin le jour de la course}{?| {locShort}| tant attendue}.",
      "{?Au petit matin|Ce jour-là|Très tôt}, {?tout le monde se pressait|tous les coureurs se pressaient|une foule de coureurs se pressait} sur la ligne de départ{+, et |}{name} {?sautillait d'impatience|trépignait de joie|ne tenait plus en place}.",
    ],
    problem: [
      "Au signal, {?tout le monde partit|la course commença|les coureurs s'élancèrent}{+, et |}{name} prit vite {?de l'avance|la tête|quelques longueurs d'avance}.{+ }Mais derrière, {friend} avait trébuché et restait tout{f:|e} seul{f:|e}.",
      "{?La course commença|Le départ fut donné|C'était parti}{+ : |}« {?On ne gagne que si|On gagne seulement si|Le but, c'est que} {?tout le monde arrive ensemble|chacun arrive au bout|personne ne reste derrière} », avait dit {?l'arbitre|celui qui donnait le départ|le chef de la course}.{+ }Mais {friend} était déjà loin derrière.",
    ],
    attempt1: [
      { t: "{name} voulut porter {friend} sur son dos{+, mais |Mais }{f:il|elle} était trop lourd{f:|e}{+ : |}{ils} avancèrent {?trois pas|quelques pas|deux pas à peine} et s'assirent, {?essoufflés|tout rouges|à bout de souffle}.", needs: { medium: ['land'] } },
      { t: "{name} tira {friend} par la main{+, mais |Mais }le courant les repoussait{+ : |}nager à deux, ce n'était pas si simple.", needs: { medium: ['water'] } },
      { t: "{name} tira {friend} par la main{+, mais |Mais }on ne va pas vite à deux quand on flotte dans tous les sens.", needs: { medium: ['air', 'space'] } },
    ],
    attempt2: [
      "{ils:cap} avancèrent ensemble, {?doucement|pas à pas|sans se presser}{+, mais |Mais }devant {eux} se dressait {passage}.{+ }Les autres {?l'avaient déjà passé|étaient déjà de l'autre côté|avaient filé depuis longtemps}.",
      "{duo:cap} repartirent avec {friend}{+, mais |Mais }les coureurs de tête {?arrivaient déjà près de la ligne|voyaient déjà l'arrivée|filaient loin devant}.",
    ],
    turn: [
      `{name} ${HAS_IDEA}{+ : |}« {?Donnons-nous la main|Tenons-nous par la main|Prends ma main}, et avançons au même rythme ! »{+ }{?Pas après pas|Petit à petit|Un pas, puis un autre}, {ils} trouvèrent la cadence.`,
      "{name} {?s'arrêta et appela les autres|fit demi-tour en appelant les autres|s'arrêta net et fit de grands signes}{+ : |}« {?La course|Gagner|Le vrai but}, c'est {?de finir tous ensemble|d'arriver tous ensemble|de n'oublier personne} ! »{+ }Un à un, les coureurs {?revinrent les aider|firent demi-tour|vinrent leur prêter main-forte}.",
    ],
    resolution: [
      "{?Main dans la main|Côte à côte|Bras dessus, bras dessous}, {name}, {mcShort} et {friend} franchirent la ligne d'arrivée en même temps que {?tous les autres|tout le monde|les autres coureurs}.{+ }{?Tout le monde avait fini, ensemble|Personne n'était resté derrière|Chacun était arrivé au bout}.",
      "{?La ligne d'arrivée approchait|L'arrivée était tout près|Plus que quelques mètres}{+ : |}{ils} {?la passèrent|franchirent la ligne|arrivèrent} tous ensemble, {?en riant|en chantant|les bras levés}.{+ }{?Personne n'était arrivé seul|Personne n'avait été oublié|Aucun coureur n'était resté en arrière}.",
    ],
    ending: [
      "{?Ce jour-là|À l'arrivée|Pour finir}, la coupe {?fut donnée|fut remise|revint} à {?tout le monde à la fois|tous les coureurs ensemble|chacun}{+ : |}c'était la course où {?chacun avait fini avec les autres|personne n'avait fini seul|tout le monde avait gagné ensemble}.",
      "{friend:cap} avait encore {?du sable|de la poussière|des traces de terre} sur les genoux{+, mais |Mais }{f:il|elle} souriait{+ : |}personne ne l'avait laissé{f:|e} derrière.",
    ],
    scenes: [
      "{?Les supporters|Les spectateurs|Les familles} {?tapaient dans leurs mains|agitaient des foulards|criaient de joie}{+ : |}« {?Allez, allez|Courage|Plus vite} ! »",
      "À mi-parcours, on distribuait {?de l'eau fraîche|des quartiers d'orange|des gobelets d'eau}{+ : |}{name} en donna d'abord {friend:a}.",
      "{mcShort:cap} {n:montrait|montraient} le chemin{+, et |}{name} {?encourageait ceux qui ralentissaient|aidait ceux qui traînaient|attendait les plus lents}.",
    ],
    talks: [
      "« On va perdre, {?à cause de moi|par ma faute|et c'est ma faute} », soupira {friend}.{+ }« {?On ne perd pas quand on finit ensemble|Ensemble, personne ne perd|Arriver ensemble, c'est déjà gagner|Tant qu'on finit, on a gagné} », {?répondit|dit} {name}.",
      "« {?Tu n'as plus de souffle|Tu veux souffler un peu|Tu veux t'arrêter} ? » demanda {name} {friend:a}.{+ }« Un peu, mais je continue ! » dit {friend}.",
    ],
  },
  {
    id: 'nuit-etoilee',
    lights: { opening: 'dusk', problem: 'night', resolution: 'night' },
    problemPose: 'worried',
    props: { opening: ['lantern'], problem: ['lantern', 'owl'], resolution: ['fireflies', 'owl', 'lantern'] },
    captions: {
      opening: '{child} et {companion} allument une lanterne au crépuscule.',
      problem: '{child} et {companion} écoutent les bruits de la nuit, une lanterne à la main.',
      resolution: '{child} et {companion} jouent avec les lucioles et une chouette.',
    },
    titles: ['Le secret de la nuit', '{name} et les bruits de la nuit', 'Qui fait du bruit dans la nuit ?', 'La nuit des lucioles'],
    setup: [
      "{?Le soir tombait|La nuit descendait|Le jour s'en allait} {locShort}{+, et |}{name} alluma une petite lanterne.",
      "À la tombée du jour, {duo} s'installèrent {shelter}{+ : |}la nuit arrivait {?tout doucement|à pas de velours|sans bruit}.",
    ],
    problem: [
      "Dans le noir, des bruits commencèrent{+ : |}{?un craquement, un froissement, un « hou-hou » tout près|un froissement, un grattement, un « hou-hou » tout proche|un craquement, un souffle, puis un « hou-hou »}.{+ }{name} serra la lanterne plus fort.",
      "{?Crac ! Frrrt ! Hou !|Cric ! Crac ! Hou-hou !|Frrrt ! Toc ! Hou !}{+ }La nuit était pleine de bruits inconnus{+, et |}{name} sentit son cœur battre vite.",
    ],
    attempt1: [
      "{name} se cacha sous sa couverture{+, mais |Mais }les bruits continuaient{+ : |}se cacher ne les faisait pas partir.",
      "{name} cria « Qui est là ? »{+, mais |Mais }tout se tut d'un coup{+ : |}le silence était encore plus étrange.",
    ],
    attempt2: [
      "Avec la lanterne, {name} éclaira {?un buisson|un coin sombre|un tas de branches}{+ : |}une paire d'yeux ronds brillait.{+ }Puis {?ils disparurent|plus rien|les yeux s'éteignirent}.",
      "Le « hou-hou » venait d'en haut{+ : |}{name} leva la lanterne, mais ne vit qu'une ombre qui s'envolait.",
    ],
    turn: [
      "{name} prit son courage à deux mains{+ : |}« {?Bonsoir ! Vous voulez jouer|Bonsoir ! Qui êtes-vous|Coucou ! Vous venez jouer} ? »{+ }Le froissement s'arrêta, puis quelqu'un rit tout bas.",
      "{name} baissa la lanterne et attendit sans bouger{+ : |}les bruits s'approchèrent, {?pleins de curiosité|tout doucement|un à un}.",
    ],
    resolution: [
      "Une chouette sortit de l'ombre, suivie d'un hérisson et d'une farandole de lucioles{+ : |}les bruits de la nuit, c'étaient eux, qui jouaient à cache-cache.",
      "Les lucioles s'allumèrent toutes en même temps{+ : |}la chouette, le hérisson et les grillons étaient là.{+ }« On jouait ! » dirent-ils en riant.",
    ],
    ending: [
      "Désormais, quand la nuit faisait « hou-hou », {name} souriait{+ : |}{il} savait que ses amis jouaient dehors.",
      "Les bruits de la nuit n'étaient plus des inconnus{+ : |}c'étaient des amis qui {?disaient bonne nuit|veillaient sur {eux}|chantaient tout bas}.",
    ],
    scenes: [
      "Les grillons {?chantaient|faisaient leur concert|grésillaient tout près}{+, et |}{name} essaya de {?compter leurs notes|suivre leur rythme|chanter avec eux}.",
      'Une branche craqua{+ : |}ce n\'était que {mcShort}, qui {n:avait|avaient} marché dessus.{+ }{duo:cap} rirent tout bas.',
      "{name} reconnut l'odeur {?de la menthe sauvage|du chèvrefeuille|de la terre mouillée}{+ : |}{?la nuit avait aussi ses parfums|même dans le noir, on pouvait reconnaître les choses|le nez voyait ce que les yeux ne voyaient pas}.",
    ],
    talks: [
      "« Tu entends ? » chuchota {name}.{+ }« Oui… et {?on dirait que ça rit|on dirait que ça chante|on dirait que ça joue} », {n:répondit|répondirent} {mcShort}.",
      "« {?Tu as peur|Ça te fait peur|Tu trembles|Tu es inquiet{g:|e}|Ça t'impressionne} ? » demanda {mcShort}.{+ }« Un peu, dit {name}. Mais {?je veux savoir|je veux comprendre|je reste}. »",
    ],
  },
  {
    id: 'chanson-perdue',
    versions: PRESET_VERSIONS['chanson-perdue'],
    lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: 'searching',
    props: { opening: ['village-houses'], problem: ['music-notes', 'village-houses'], resolution: ['music-notes', 'village-houses'] },
    captions: {
      opening: '{child} et {companion} arrivent là où plus personne ne chante.',
      problem: '{child} et {companion} cherchent des notes de musique envolées.',
      resolution: 'Tout le monde chante avec {child} et {companion}.',
    },
    // Who forgot the song, as the place has them (editor's read 36: a miller's village in a space station).
    details: [
      { folkAt: 'au village', folkAll: 'tout le village', folkKids: 'les enfants du village', _where: 'land' },
      { folkAt: 'au village', folkAll: 'tout le village', folkKids: 'les enfants du village', _where: 'snow' },
      { folkAt: 'au campement', folkAll: 'tout le campement', folkKids: 'les enfants du campement', _where: 'desert' },
      { folkAt: 'ici', folkAll: 'tout le monde ici', folkKids: "les enfants d'ici", _where: 'indoors' },
      { folkAt: 'sur le récif', folkAll: 'tout le récif', folkKids: 'les petits poissons du récif', _where: 'water' },
      { folkAt: 'dans la station', folkAll: 'toute la station', folkKids: 'les enfants de la station', _where: 'space' },
      { folkAt: 'dans les nuages', folkAll: 'tout le peuple des nuages', folkKids: 'les enfants des nuages', _where: 'air' },
    ],
    titles: ['La chanson perdue', '{name} et les notes envolées', 'La chanson oubliée', 'Qui se souvient de la chanson ?'],
    setup: [
      "{?Ce matin-là|Ce jour-là|Au lever du jour}, le silence régnait {folkAt}{+ : |}personne ne chantait plus.",
      "{folkAt:cap}, chaque matin, on chantait une vieille chanson{+, mais |Mais }ce matin-là, il n'y avait que le silence.",
    ],
    problem: [
      "{folkAll:cap} avait oublié la chanson{+ : |}on se souvenait de l'air, un peu, mais plus des notes.{+ }Sans elle, {?les fleurs ne s'ouvraient plus|les volets restaient fermés|plus personne ne souriait}.",
      "« La chanson s'est envolée », soupira {?la vieille meunière|le vieux boulanger|la maîtresse d'école}.{+ }Ses notes s'étaient éparpillées partout {locShort}.",
    ],
    attempt1: [
      "{name} essaya de la fredonner{+, mais |Mais }{il} ne connaissait que le début{+ : |}{?la-la-la… et puis plus rien|trois notes, et puis le trou|un petit bout, pas plus}.",
      "{ils:cap} demandèrent au boulanger{+, mais |Mais }il mélangeait la chanson avec {?une comptine|une berceuse|une chanson à boire}.",
    ],
    attempt2: [
      "{ils:cap} trouvèrent une note {hiding}{+, puis |Puis }une autre {hiding2}{+ : |}deux notes, c'était un début, mais pas une chanson.",
      "{friend:cap} se souvenait d'un morceau du refrain{+, mais |Mais }le couplet manquait toujours.",
    ],
    turn: [
      "{name} {?comprit|eut une idée|se frappa le front}{+ : |}chacun {folkAt} se souvenait d'un petit bout.{+ }Il suffisait de les mettre ensemble.",
      "{name} écouta {sound}{+ : |}c'était le même air !{+ }La nature s'en souvenait, elle.",
    ],
    resolution: [
      "Chacun chanta son petit morceau, l'un après l'autre{+, et |}la chanson revint tout entière.{+ }{folkAll:cap} la chanta en chœur.",
      "Note après note, la chanson se reforma{+ : |}{?les fleurs s'ouvrirent|les volets s'ouvrirent|les sourires revinrent}, et {folkAll} se mit à chanter.",
    ],
    ending: [
      "Pour ne plus jamais l'oublier, on écrivit la chanson sur {?la porte de l'école|le mur de la mairie|un grand tableau}{+, et |}{name} la fredonna tout le long du chemin.",
      "Le soir, la chanson retrouvée flottait encore au-dessus des toits.",
    ],
    scenes: [
      'Une note s\'était cachée dans la cheminée du forgeron{+ : |}elle en sortit toute noire de suie, mais elle sonnait juste.',
      "{name} nota chaque morceau sur un papier{+ : |}{?do, mi, sol, et un petit silence|ré, fa, la, et une note tenue|sol, sol, do, et un soupir}.",
      "{?{folkKids:cap}|Une ribambelle d'enfants|Deux petits voisins} suivaient {name} {?en tapant dans leurs mains|en sautillant|en fredonnant}.",
    ],
    talks: [
      "« {?Tu te souviens du début|Tu te rappelles comment ça commence|Ça commençait comment, déjà} ? » demanda {name}.{+ }« Je crois que ça fait {?la-la-li|tra-la-lou|dou-di-dou}… » essaya {mcShort}.",
      "« {?Et si on ne la retrouvait jamais|Et si elle était partie pour toujours|Et si personne ne s'en souvenait} ? » demanda {mcShort}.{+ }« {?Une chanson, ça ne se perd pas vraiment|Une chanson, ça se cache, ça ne disparaît pas|Quelqu'un s'en souvient forcément} », {?répondit|dit} {name}.",
    ],
  },
  {
    id: 'tempete',
    lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: 'working',
    props: { opening: ['storm-clouds', 'broken-boat'], problem: ['broken-boat', 'toolbox'], resolution: ['boat'] },
    captions: {
      opening: '{child} et {companion} découvrent les dégâts de la nuit.',
      problem: '{child} et {companion} réparent ce qui est cassé, des outils à la main.',
      resolution: '{child} et {companion} repartent avec leurs nouveaux amis.',
    },
    // The scenario's version for the place (issue 25/26: no boat repaired in a space station or the
    // desert): what is mended, the storm that broke it, its two broken parts and how it goes again.
    // Each is kept to the places it fits (`_where`, world.ts); all are masculine for the shared lines.
    details: [
      { craft: 'le petit bateau', craftShort: 'le bateau', storm: 'la tempête', stormSaid: 'La tempête avait soufflé toute la nuit', part: 'la voile', partBroken: 'la voile déchirée', pole: 'le mât', hole: 'la coque', leak: "l'eau passa au travers", goes: "glissa de nouveau sur l'eau", moored: 'amarra', _where: 'land' },
      { craft: 'le petit char à voile', craftShort: 'le char à voile', storm: 'la tempête de sable', stormSaid: 'La tempête de sable avait soufflé toute la nuit', part: 'la voile', partBroken: 'la voile déchirée', pole: 'le mât', hole: 'la caisse', leak: 'le sable passa au travers', goes: 'fila de nouveau sur les dunes', moored: 'rangea', _where: 'desert' },
      { craft: 'le petit traîneau', craftShort: 'le traîneau', storm: 'la tempête de neige', stormSaid: 'La tempête de neige avait soufflé toute la nuit', part: 'le patin', partBroken: 'le patin tordu', pole: 'le dossier', hole: 'le siège', leak: 'la neige passa au travers', goes: 'glissa de nouveau sur la neige', moored: 'rangea', _where: 'snow' },
      { craft: 'le petit sous-marin', craftShort: 'le sous-marin', storm: 'le grand courant', stormSaid: 'Le grand courant avait tout secoué pendant la nuit', part: "l'hélice", partBroken: "l'hélice tordue", pole: 'le périscope', hole: 'le hublot', leak: "l'eau passa au travers", goes: 'repartit entre les algues', moored: 'rangea', _where: 'water' },
      { craft: 'le petit vaisseau', craftShort: 'le vaisseau', storm: 'la pluie de météorites', stormSaid: 'Une pluie de météorites avait crépité toute la nuit', part: "l'antenne", partBroken: "l'antenne tordue", pole: 'le panneau solaire', hole: 'la carlingue', leak: "l'air s'échappa quand même", goes: 'repartit entre les étoiles', moored: 'rangea', _where: 'space' },
      { craft: 'le petit dirigeable', craftShort: 'le dirigeable', storm: 'le grand nuage noir', stormSaid: 'Un grand nuage noir avait tout secoué pendant la nuit', part: "l'enveloppe", partBroken: "l'enveloppe déchirée", pole: 'le moteur', hole: 'la nacelle', leak: "l'air s'échappa quand même", goes: 'flotta de nouveau entre les nuages', moored: 'attacha', _where: 'air' },
      { craft: 'le petit train', craftShort: 'le train', storm: 'le grand courant d\'air', stormSaid: 'Un grand courant d\'air avait fait claquer les portes toute la nuit', part: 'la locomotive', partBroken: 'la locomotive renversée', pole: 'le pont de rails', hole: 'le dernier wagon', leak: 'il retomba aussitôt', goes: 'roula de nouveau sur ses rails', moored: 'rangea', _where: 'indoors' },
    ],
    titles: ['Après {storm}', '{name} et {craft}', '{craftShort:cap} réparé', 'Réparé avec tous les amis'],
    setup: [
      "{stormSaid}{+ ; |}au matin, tout était redevenu calme.",
      "Au matin, tout s'était enfin calmé{+, et |}{name} sortit voir ce que {storm} avait laissé.",
    ],
    problem: [
      "{craft:cap} de {name} était couché sur le côté{+ : |}{partBroken}, {pole} cassé, un trou dans {hole}.",
      "{storm:cap} n'avait pas épargné {craftShort}{+ : |}il ne pouvait plus repartir.{+ }« {?Comment rentrer, maintenant|Comment on va faire, maintenant|Il ne repartira plus jamais} ? »",
    ],
    attempt1: [
      "{name} boucha le trou {hole:de} avec {?un chiffon|de la ficelle|un bout de carton}{+, mais |Mais }{leak}.{+ }Il fallait une vraie planche.",
      "{duo:cap} {?essayèrent de relever|voulurent redresser} {pole}{+, mais |Mais }c'était {?bien|beaucoup} trop lourd pour {?{eux} deux|si peu de bras|{eux} seul{es}}.",
    ],
    attempt2: [
      "{friend:cap} proposa une planche{+ : |}le trou fut bouché, mais {partBroken} ne servait plus à rien.",
      "Avec l'aide {friend:de}, {pole} fut remis en place{+, mais |Mais }sans {part}, {craftShort} n'irait nulle part.",
    ],
    turn: [
      `{name} ${HAS_IDEA}{+ : |}« Chacun peut apporter quelque chose ! »{+ }Un ruban, un drap, une ficelle : de nouveaux amis arrivèrent avec leurs trésors.`,
      "{name} organisa le chantier{+ : |}les uns cousaient, les autres clouaient, et chacun avait sa place.",
    ],
    resolution: [
      "Le soir venu, {craftShort} réparé {goes}{+ : |}chacun y avait mis un morceau, et il était plus beau qu'avant.",
      "{craftShort:cap} réparé {goes}{+, et |}tous les nouveaux amis montèrent à bord pour {?un petit tour|une balade|une première sortie}.",
    ],
    ending: [
      "Sur {part}, chacun avait mis un morceau{+ : |}c'était {craftShort} de tous les nouveaux amis.",
      "{name} {moored} {craftShort} réparé{+ : |}si {storm} revenait, {craftShort} tiendrait bon.",
    ],
    scenes: [
      "Il y avait des morceaux partout{+ : |}{duo} les rangèrent en tas pour {?faire de la place|pouvoir travailler}.",
      { t: '{name} tint les clous pendant que {friend} tapait avec le marteau{+ : |}{?toc, toc, toc|pan, pan, pan|un coup bien droit, puis un autre}.', at: 'attempt2' },
    ],
    talks: [
      "« {?Tu crois qu'on va y arriver|C'est possible, de tout réparer|Tout réparer, c'est possible, d'après toi|On peut encore tout arranger} ? » demanda {mcShort}.{+ }« {?Pas sans aide|Pas à nous deux}, {?répondit|dit} {name}. {?Mais avec des amis, oui|Avec des amis, sûrement}. »",
      { t: '« {?Passe-moi la ficelle|La ficelle, vite|Tu me donnes la ficelle}, s\'il te plaît ! » dit {name}.{+ }« {?Voilà|Tiens|La voici} ! Et maintenant ? » demanda {friend}.', at: 'attempt2' },
    ],
  },
  {
    id: 'gateau-geant',
    lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: 'working',
    props: { opening: ['mixing-bowl'], problem: ['mixing-bowl', 'giant-cake'], resolution: ['giant-cake', 'dragon-friend'] },
    captions: {
      opening: '{child} et {companion} sortent un grand saladier.',
      problem: '{child} et {companion} préparent une pâte à gâteau géante.',
      resolution: 'Un dragon souffle les bougies d\'un gâteau géant avec {child} et {companion}.',
    },
    titles: ['Le gâteau géant de {name}', 'Un gâteau pour le dragon', 'Joyeux anniversaire, Grand Dragon !', '{name} pâtissi{g:er|ère}'],
    setup: [
      'Ce matin-là, une lettre arriva, scellée de cire rouge{+ : |}« C\'est l\'anniversaire du Grand Dragon ! »',
      'Au petit matin, {mcShort} {n:arriva|arrivèrent} en courant{+ : |}« Ce soir, le Grand Dragon fête son anniversaire ! »',
    ],
    problem: [
      'Un dragon, c\'est immense{+ : |}il fallait un gâteau géant, aussi grand qu\'une maison.{+ }Et personne n\'avait jamais fait ça.',
      'Le Grand Dragon n\'avait jamais eu de gâteau{+ : |}« Préparons-lui le plus grand gâteau du monde ! » décida {name}.',
    ],
    attempt1: [
      '{duo:cap} mélangèrent la farine, les œufs et le sucre dans le plus grand saladier{+, mais |Mais }la pâte déborda et coula partout{+ : |}beaucoup trop de levure !{+ }Tout était à refaire.',
      '{name} prépara une pâte à gâteau énorme{+, et |}le premier gâteau sortit du four, géant{+, mais |Mais }{?il s\'affaissa comme un soufflé{+ : |}plouf|il retomba d\'un coup, tout plat comme une crêpe|il se creusa au milieu comme un cratère}.',
      'On versa des sacs entiers de farine dans la pâte{+, et |}{name} fouetta tant qu\'{il} put{+, mais |Mais }la pâte devint dure comme un caillou.',
    ],
    attempt2: [
      'Le deuxième gâteau tenait debout{+, mais |Mais }il était bien trop petit pour un dragon{+ : |}une seule bouchée, et plus rien.',
      'Cette fois, la pâte était parfaite{+, mais |Mais }aucun four n\'était assez grand pour la cuire.',
    ],
    turn: [
      `{name} ${HAS_IDEA}{+ : |}« Faisons plein de petits gâteaux, et empilons-les ! »{+ }Étage après étage, le gâteau monta jusqu'au ciel.`,
      '{name} regarda le grand dragon dessiné sur la lettre{+ : |}« Son souffle ! Le four, c\'est lui ! »',
    ],
    resolution: [
      'Le soir, le Grand Dragon souffla les bougies du gâteau géant d\'une toute petite flamme{+, et |}tout le monde chanta : « Joyeux anniversaire ! »',
      'Quand le Grand Dragon vit le gâteau, il en resta bouche bée{+ : |}c\'était le plus beau gâteau de sa vie.{+ }Le Grand Dragon goûta une part{+, puis |Puis }il en donna une à chacun.',
      'À la nuit tombante, le Grand Dragon arriva{+ : |}« Joyeux anniversaire ! » crièrent tous ses amis.{+ }Le dragon croqua une part du gâteau et ferma les yeux de bonheur.',
    ],
    ending: [
      'Le Grand Dragon garda une cerise du gâteau en souvenir{+, et |}{name} garda le souvenir de ce gâteau immense.',
      'Depuis, le Grand Dragon invite {name} chaque année{+ : |}et c\'est {g:lui|elle} qui fait le gâteau.',
    ],
    scenes: [
      "Il fallait {?cent œufs|deux cents œufs|des paniers entiers d'œufs}{+ : |}{name} les cassa un par un, {?sans faire tomber une seule coquille|sans en rater un seul|en chantonnant}.",
      "{duo:cap} montèrent sur une échelle pour verser {?le sucre|la farine|le sucre glace}{+ : |}{?une vraie montagne blanche|un nuage blanc partout|il en neigeait presque}.",
      // A cake is decorated once it is baked: after the turn that finds how.
      { t: "On décora le gâteau {?de fraises, de framboises|de cerises, de groseilles|de myrtilles, de bonbons} et d'une grande bougie en forme {?de flamme|de dragon|d'étoile}.", at: 'turn' },
    ],
    talks: [
      "« Et si le dragon n'aime pas {?les fraises|la crème|le chocolat} ? » demanda {mcShort}.{+ }« {?Tout le monde aime ça|Un dragon aime tout ce qui est sucré|Alors il nous le dira} », {?répondit|dit} {name}.",
      '« Encore un peu de sucre ? » demanda {name}.{+ }« Juste une pincée », {n:dit|dirent} {mcShort}.',
    ],
  },
  {
    id: 'livre-magique',
    versions: PRESET_VERSIONS['livre-magique'],
    lights: { opening: 'day', problem: 'dusk', resolution: 'night' },
    problemPose: 'searching',
    props: { opening: ['magic-book'], problem: ['magic-book', 'quill'], resolution: ['magic-book', 'quill'] },
    captions: {
      opening: '{child} et {companion} ouvrent un grand livre qui parle.',
      problem: '{child} et {companion} cherchent la fin du livre, une plume à la main.',
      resolution: 'Le livre magique se referme, heureux, entre {child} et {companion}.',
    },
    titles: ['Le livre qui parlait', '{name} et la fin de l\'histoire', 'La dernière page', 'Un livre pour {name}'],
    setup: [
      "{?Ce jour-là|Cet après-midi-là|Un beau jour}, un gros livre tomba d'une étagère{+ : |}« Aïe ! » dit le livre.{+ }Un livre qui parlait !",
      "{name} ouvrit un vieux livre {hiding}{+, et |}une petite voix sortit des pages{+ : |}« {?Enfin, quelqu'un|Ah, te voilà|Bonjour, lecteur} ! »",
    ],
    problem: [
      "« Ma fin s'est envolée », pleurait le livre.{+ }Les dernières pages étaient toutes blanches{+ : |}son histoire ne finissait plus.",
      "Le livre tourna ses pages tout seul jusqu'à la fin{+ : |}il n'y avait plus rien, que du blanc.{+ }« {?Aidez-moi à retrouver ma fin|Rendez-moi ma fin, s'il vous plaît|Sans fin, je ne suis qu'un début} ! »",
    ],
    attempt1: [
      "{name} écrivit une fin {?au crayon|à la craie|au feutre}{+, mais |Mais }les mots s'effacèrent aussitôt{+ : |}ce n'était pas la bonne.",
      "{ils:cap} cherchèrent la fin sous les étagères{+, mais |Mais }il n'y avait que de la poussière et {?un marque-page oublié|une vieille carte postale|un bouton perdu}.",
    ],
    attempt2: [
      "Une page s'était glissée {hiding2}{+ : |}c'était bien un morceau de la fin, mais il manquait le dernier mot.",
      "Les personnages du livre sortirent un par un pour aider{+, mais |Mais }aucun ne savait comment l'histoire se terminait.",
    ],
    turn: [
      "{name} relut l'histoire {?depuis le début|page après page|du premier au dernier mot}{+ : |}{?tous les indices étaient là|tout était déjà écrit, en petits indices}.{+ }« Je sais comment elle finit{+ : |}{?le chevalier en papier retrouve son cheval, et tout le monde rentre au château|le petit loup du premier chapitre retrouve sa maman|le roi et le dragon font la paix autour d'un gâteau} ! »",
      "{name} prit une plume{+ : |}« La fin, ce sont les personnages qui la choisissent. »{+ }{il:cap} leur demanda ce qu'ils voulaient vraiment.",
    ],
    resolution: [
      "La plume glissa sur la page{+, et |}les mots restèrent, cette fois.{+ }Le livre soupira de bonheur{+ : |}il avait retrouvé la fin de son histoire.",
      "Le dernier mot apparut tout seul, en lettres dorées{+ : |}« Fin ».{+ }Le livre magique se referma doucement, tout heureux.",
    ],
    ending: [
      "Le livre magique retrouva sa place sur l'étagère{+, et |}parfois, la nuit, on l'entend se raconter son histoire jusqu'au bout.",
      "Sur la dernière page, on pouvait maintenant lire le prénom de {name}, écrit {?en tout petit|en lettres d'or|tout en bas}.",
    ],
    scenes: [
      "Un chevalier en papier sauta de la page {?douze|trente|sept}{+ : |}« {?Je connais un passage secret|Suivez-moi, je sais où chercher|J'ai un indice} ! »",
      '{name} suivit une phrase qui serpentait d\'une page à l\'autre{+ : |}elle menait au sommaire.',
      "Les lettres se mirent à {?danser|sauter|tourbillonner}{+ : |}il fallait les remettre {?dans le bon ordre|à leur place|une à une}.",
    ],
    talks: [
      '« Comment tu t\'appelles ? » demanda {name} au livre.{+ }« Je n\'ai pas de titre… pas encore », répondit-il.',
      '« Et si on inventait la fin ? » proposa {mcShort}.{+ }« Une fin, ça se trouve, ça ne s\'invente pas n\'importe comment », dit le livre.',
    ],
  },
];
