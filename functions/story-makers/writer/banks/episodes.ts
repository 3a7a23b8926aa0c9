import type { PlaceKind } from './places';

/**
 * Short scenes for the middle of a story, added (after the arc's own scenes) until it reaches the
 * length of the child's age: a joke on the way, a snack, a song, a riddle, a small creature met in
 * passing… Each works with any arc; `not` lists the kinds of places where it would ring false (no
 * clouds to count in a cave). Interjections hang on a seam, so that beginners get them as short
 * sentences of their own and confident readers inside a longer one.
 */

export interface Episode {
  text: string;
  not?: PlaceKind[];
  /** A game for the youngest (hiccups, grimaces, hide-and-seek): not told from 8 on. */
  young?: boolean;
}

const NO_SKY: PlaceKind[] = ['home', 'cave', 'castle', 'space', 'sea'];

export const EPISODES: Episode[] = [
  { text: 'En chemin, {mcShort} {n:raconta|racontèrent} une histoire si drôle que {name} en eut le hoquet{+ : |}hic, hic, hic !', young: true },
  { text: '{duo:cap} {?firent une petite pause|s\'arrêtèrent un moment|reprirent leur souffle|se posèrent un instant} {shelter}.{+ }{name} {?sortit de son sac|tira de sa poche|partagea} {?deux pommes|un paquet de biscuits|des tartines de confiture|une poignée de noisettes|deux parts de gâteau marbré}{+, et |}{?{il} partagea son goûter|{il} en donna la moitié {mcShort:a}|le goûter fut partagé en deux parts bien égales|chacun eut sa part, y compris {mcShort}|il y en eut pour tout le monde|tout disparut en trois bouchées}.' },
  { text: 'Pour se donner du courage, {name} et {mcShort} inventèrent une chanson{+ : |}« Un pas, deux pas, rien ne nous arrêtera ! »', young: true },
  { text: '{name} ramassa {?un caillou {colourMs} tout lisse|une plume {colourFs}|une petite fleur {colourFs}|un bout de ruban {colourMs}|une bille {colourFs} toute ronde}{?, de la couleur qu\'{il} aimait le plus|, {colour} comme {il} les aimait|, sa couleur fétiche|}{+ : |}{?un vrai porte-bonheur !|direction la poche, comme un trésor !|ce serait son talisman du jour.|voilà qui portait chance !|un trésor de plus pour sa collection.|{mcShort} {n:trouva|trouvèrent} ça magnifique.}', not: ['space', 'sea'] },
  { text: '{mcShort:cap} {n:montra|montrèrent} à {name} {?un endroit où l\'écho répondait|un coin où l\'écho répétait tout|une paroi qui renvoyait les voix}.{+ }{?« Coucou ! » cria {name}{+, et |}l\'écho répondit : « Coucou… coucou… »|« Ohé ! » lança {name}{+, et |}l\'écho renvoya : « Ohé… ohé… »|« Bonjour ! » cria {name}{+, et |}l\'écho répéta : « …jour… jour… »}', not: ['home', 'space'] },
  { text: '{duo:cap} comptèrent les nuages{+, puis |Puis }les oiseaux{+, puis |Puis }{ils} perdirent le compte en riant.', not: NO_SKY, young: true },
  { text: '{?Un petit vent tiède se leva|Une brise légère passa|Un souffle de vent arriva de nulle part|Le vent tourna d\'un coup}{+, et |}{?les feuilles se mirent à danser autour {eux:de}|les feuilles tourbillonnèrent comme des confettis|des feuilles volèrent jusqu\'aux pieds {name:de}|tout {locShort} sembla respirer}.', not: ['home', 'cave', 'space', 'sea', 'snow', 'desert'] },
  { text: '{name} s\'arrêta {?pour admirer le paysage|un instant, le souffle coupé|pour tout regarder|net, bouche bée}{+ : |}{?jamais {il} n\'avait rien vu d\'aussi beau|c\'était encore plus beau que dans ses rêves|{il} aurait voulu tout garder dans sa mémoire|on aurait dit un tableau|même {mcShort} en {n:resta|restèrent} sans voix}.', not: ['home'] },
  { text: '{?Pendant la route|En avançant|Tout en marchant|Chemin faisant}, {name} expliqua {mcShort:a} pourquoi {il} aimait tant {hobby}{+, et |}{mcShort} {?{n:écouta|écoutèrent} avec attention|{n:posa|posèrent} mille questions|{n:promit|promirent} d\'essayer un jour|{n:hocha|hochèrent} la tête, très {c:intéressé|intéressée|intéressés|intéressées}}.' },
  { text: '{name} raconta tout ce que {il} savait sur {interest2}{+, et |}{mcShort} {?{n:ouvrit|ouvrirent} de grands yeux|{n:en apprit|en apprirent} plus en dix minutes qu\'en une année|{n:voulut|voulurent} tout savoir, encore et encore|{n:trouva|trouvèrent} ça passionnant}.' },
  { text: '{duo:cap} croisèrent {critter}{?, qui les salua d\'un petit signe| qui les regarda passer avec curiosité|, qui leur indiqua un raccourci| qui faisait sa sieste au soleil|, qui filait on ne sait où, l\'air affairé}.' },
  { text: '{?Un petit creux chatouilla le ventre {name:de}|Le ventre {name:de} se mit à gargouiller|C\'était l\'heure de grignoter quelque chose|Une petite faim se fit sentir|Les estomacs crièrent famine}{+ ; |}heureusement, {mcShort} {n:avait|avaient} {?pensé à emporter|pris soin d\'apporter|glissé dans un sac} {?des crêpes roulées|des fruits bien juteux|des petits gâteaux au miel|du pain et du fromage|des abricots secs}.' },
  { text: '{duo:cap} {?marchèrent|avancèrent|cheminèrent} longtemps, en se racontant {?leurs rêves les plus fous|ce qu\'ils feraient plus tard|leurs plus beaux souvenirs|des histoires à dormir debout}.' },
  { text: '{mcShort:cap} {n:confia|confièrent} un secret à {name}{+ : |}« {n:Moi, je ne sais pas siffler|Nous, nous ne savons pas siffler} ! »{+ }{name} éclata de rire{+, mais |Mais }{il} promit de garder le secret.', young: true },
  { text: '{name} fit une roue, puis deux, puis trois{+, et |}{mcShort} {n:applaudit|applaudirent} très fort.', not: ['space', 'sea'], young: true },
  { text: '{?Au détour du chemin|Un peu plus loin|Derrière un gros rocher}, {duo} découvrirent {?une source d\'eau fraîche|un petit ruisseau|une fontaine oubliée}{+, et |}{name} y trempa {?le bout des doigts en frissonnant|les mains pour se rafraîchir|un doigt, puis deux, en riant}.', not: ['home', 'space', 'sea', 'city'] },
  { text: '{?Un arc-en-ciel apparut au loin|Au loin, un arc-en-ciel se dessina|Un arc-en-ciel se posa sur l\'horizon}{+, et |}{name} y chercha tout de suite sa couleur préférée{+ : |}{rainbowColour} était bien là !', not: ['home', 'cave', 'space'] },
  { text: '{name} ferma les yeux pour écouter {sound}{+ : |}{?on aurait dit une berceuse|{il} n\'en perdait pas une note|c\'était mieux qu\'un concert|{mcShort} en {n:oublia|oublièrent} de parler|même le temps semblait écouter|{il} aurait pu l\'écouter des heures|chaque petit bruit racontait quelque chose}.' },
  { text: '{mcShort:cap} {n:proposa|proposèrent} une devinette{+ : |}{?« Qu\'est-ce qui monte et qui descend sans jamais bouger ? »{+ }{name} réfléchit{+, puis |Puis }{il} s\'écria : « L\'escalier ! »|« Je suis plein de trous, mais je garde l\'eau. Qui suis-je ? »{+ }{name} chercha un moment{+, puis |Puis }{il} trouva : « Une éponge ! »|« Qu\'est-ce qui a des dents mais ne mange jamais ? »{+ }{name} sourit, car {il} connaissait la réponse : « Un peigne ! »}', young: true },
  { text: '{?Le chemin montait, montait, montait|La pente grimpait, grimpait, grimpait|Ça montait, ça montait, ça montait}{+, et |}{name} {?soufflait fort|avait les jambes en coton|sentait son cœur battre vite}{+, mais |Mais }{?{il} ne ralentit pas|{il} garda le rythme jusqu\'en haut|{il} ne se plaignit pas une seule fois|{il} arriva en haut {g:le premier|la première}}.', not: ['home', 'space', 'sea'] },
  { text: 'Au loin, {?une cloche sonna|un coucou chanta|une flûte joua quelques notes|un cor résonna}{?, comme pour leur souhaiter bonne chance|, et {name} se demanda qui jouait|, puis tout redevint calme| trois fois de suite}.', not: ['space', 'sea'] },
  { text: '{name} se rapprocha {mcShort:de}{+ : |}à deux, on se sent toujours plus fort.', young: true },
  { text: '{duo:cap} firent un concours de grimaces{+, et |}{mcShort} {n:gagna|gagnèrent} haut la main.', young: true },
  { text: 'Les nuages prirent des formes rigolotes : un éléphant, une théière, et même un escargot à lunettes.', not: NO_SKY, young: true },
  { text: '{name} sentit quelque chose lui chatouiller le nez{+, et |}{il} éternua si fort que {mcShort} {n:sursauta|sursautèrent}{+ : |}atchoum !', young: true },
  { text: '{?Sur le bord du chemin|Au pied d\'un vieux mur|Entre deux cailloux} poussaient de {?drôles de|petites|curieuses} fleurs {colourFp}{+, et |}{name} en cueillit une pour {mcShort}.', not: ['space', 'sea', 'snow', 'home', 'cave'] },
  { text: '{name} pensa {interest1:a}{+, et |}{?une idée lui vint|{il} eut envie de jouer|{il} sourit tout {g:seul|seule}|{il} se tourna vers {mcShort}|{il} s\'arrêta net} : « {?Et si on jouait à un jeu|On fait la course jusqu\'au prochain virage|Qui trouvera le premier quelque chose de {colour}|On invente une chanson|On compte tout ce qui est {colour}|Tu connais une devinette} ? »{+ }« {?Chiche|Bonne idée|Vas-y, commence|Moi d\'abord} ! » {n:répondit|répondirent} {mcShort}.' },
  { text: '{name} {?regarda ses mains|s\'épousseta les mains|frotta ses paumes}{+ : |}{?elles étaient pleines de|elles étaient couvertes de} {?poussière|terre|paillettes}{?, signe d\'une vraie aventure !|. Tant pis !|. Quelle aventure !|. Il faudrait un bon bain, ce soir.}' },
  { text: '{duo:cap} jouèrent à cache-cache un moment{+, mais |Mais }{mcShort} se {n:cachait|cachaient} si mal qu\'on voyait tout dépasser !', young: true },
  { text: '{?Au détour du chemin|Une ou deux fois|À un moment|En haut d\'une bosse|Arrivé{e} en haut d\'une bosse}, {name} se {?retourna|retourna un instant}{+ : |}{?le chemin parcouru était déjà si long !|le départ n\'était plus qu\'un point minuscule.|tout semblait immense, vu d\'ici.|{?quelle distance|que de chemin}, déjà !|{mcShort} {n:suivait, fidèle|suivaient, fidèles} comme toujours.}' },
  { text: '{name} trouva un bâton {?bien droit|tout noueux|presque aussi grand que {g:lui|elle}}{+, et |}{il} en fit {?une canne de {g:grand explorateur|grande exploratrice}|un bâton de pèlerin|une baguette de chef d\'expédition|une épée de chevalier|un sceptre de {g:roi|reine}|une longue-vue pour rire}.', not: ['space', 'sea', 'home'] },
  { text: '{mcShort:cap} {n:fredonnait|fredonnaient} {?un air joyeux|une vieille chanson|une comptine sans paroles|un refrain inventé}{+, et |}{?bientôt, {name} chanta avec {n:{c:lui|elle}|{c:eux|elles}}|{name} reprit le refrain à tue-tête|{name} battit la mesure avec les mains|{name} ajouta un couplet de son invention}.' },
  { text: '{name} prit une grande inspiration{+ : |}{?l\'air sentait bon|ça sentait bon|tout sentait bon} {?l\'aventure|les découvertes|les grandes journées|la liberté|le voyage}.' },
  { text: '{name} remarqua {critter} qui les suivait {?de loin|à petits pas|en se cachant|depuis un bon moment}{?, sans faire de bruit|, l\'air de rien|, avec curiosité}.' },
  { text: 'Pour passer le temps, {duo} jouèrent à « Je vois quelque chose de… {colour} »{+, et |}il y en avait partout !', young: true },
  { text: '{name} pensa un instant à {?son lit douillet|sa maison|son goûter de tous les jours}{+, mais |Mais }{?l\'aventure était bien trop belle pour rentrer maintenant|il restait tant de choses à voir|ce n\'était pas le moment de faire demi-tour|il restait encore des secrets {locShort}|{mcShort} comptait sur {g:lui|elle}}.' },
  { text: 'Chaque pas les menait un peu plus loin {locInside}{+, et |}{?chaque pas était une découverte|chaque recoin cachait une surprise|tout semblait nouveau|{name} ouvrait grand les yeux}.' },
  { text: '{mcShort:cap} {n:apprit|apprirent} à {name} une formule pour porter chance{+ : |}« Pirouette, cacahuète, la chance est dans nos poches ! »', young: true },
  { text: '{name} {?fit une pause pour refaire ses lacets|s\'arrêta{?| une seconde| un instant} pour {?vider un caillou de sa chaussure|chasser un gravillon de sa chaussure|secouer sa chaussure}|s\'assit une minute}{+, et |}{mcShort} en {n:profita|profitèrent} pour {?reprendre {n:son|leur} souffle|regarder autour {c:de lui|d\'elle|d\'eux|d\'elles}|boire un peu d\'eau|s\'étirer}.' },
  { text: 'Un papillon {colourMs} vint se poser {?sur l\'épaule|sur la main|sur le nez} de {name}{?, léger comme un souffle|, le temps d\'un battement d\'ailes|, puis repartit aussitôt}.', not: ['space', 'sea', 'snow', 'cave'] },
];
