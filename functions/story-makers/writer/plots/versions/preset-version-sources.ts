import type { PlotVersion } from '../plot';

/**
 * Second tellings of the preset scenarios the editor found told alike (read 37: the book, the rocket, the
 * lost little animal, the song and the first day, each in 3 stories of 40 with the same sentences). Each is
 * one causal chain: the problem has a cause, each try fails for a reason the next one uses, and the way out
 * answers the cause. Slots as in plot.ts; the place comes in through {hiding}, {passage}, {shelter}, {sound}.
 */
export const PRESET_VERSION_SOURCES: Record<string, PlotVersion[]> = {
  // The book nobody reads any more: its letters leave it; being read aloud brings them back.
  'livre-magique': [
    {
      id: 'livre-magique:lettres',
      titles: ['Les lettres envolées', '{name} et le livre qui s\'effaçait', 'Le livre qu\'on ne lisait plus'],
      setup: [
        "{?Ce jour-là|Cet après-midi-là|Un beau jour}, {name} {?dénicha|trouva|découvrit} {hiding} un vieux livre {?couvert de poussière|tout poussiéreux}{+ : |}{?personne ne l'avait ouvert|on ne l'avait plus ouvert} depuis {?bien longtemps|des années|une éternité}.",
        "{name} {?souffla|tapota} sur la couverture d'un livre oublié {hiding}{+, et |}un nuage de poussière {?s'envola|tourbillonna}{+ : |}« {?Atchoum|Enfin|Pas trop tôt} ! » fit une petite voix.",
      ],
      problem: [
        "Le livre s'ouvrit tout seul{+ : |}ses lettres {?s'en allaient|s'envolaient|s'échappaient} une à une, comme des moucherons.{+ }« {?Personne ne me lit plus|Plus personne ne me lit|On m'a oublié}, alors mes mots s'ennuient et ils partent », {?gémit|soupira|murmura} le livre.{+ }{?Déjà, sa fin s'était effacée|Les dernières pages étaient déjà vides}.",
        "{?Au milieu des pages|Page après page}, des phrases entières {?disparaissaient|pâlissaient|s'effaçaient} à vue d'œil{+ : |}les lettres partaient, {?l'une derrière l'autre|en file indienne}.{+ }« {?Un livre qu'on ne lit pas s'efface|Quand on ne me lit pas, {?je m'efface|je pâlis}}, {?dit|gémit} le livre. {?Aide-moi|Rattrape-les|Retiens-les}, s'il te plaît. »{+ }{?Sa fin s'était déjà effacée|Les dernières pages étaient déjà vides}.",
      ],
      attempt1: [
        "{duo:cap} {?voulurent attraper|essayèrent d'attraper} les lettres {?au vol|à deux mains}{+, mais |Mais }elles {?filaient entre les doigts|s'éparpillaient encore plus loin|se cachaient {hiding2}}{+ : |}{?un E, deux O, un petit point|un R, un O, une virgule|un M majuscule et trois accents}, et puis plus rien.",
        "{name} referma le livre {?d'un coup|très vite|bien fort} pour garder les lettres dedans{+, mais |Mais }{?on les entendit pleurer|elles tapèrent contre la couverture|le livre se mit à étouffer}{+ : |}{?« Pas comme ça ! » dit le livre|un livre fermé, c'était encore pire|les enfermer ne servait à rien}.",
      ],
      attempt2: [
        "{?Alors|Ensuite|Puis}, {name} ramassa les lettres tombées {hiding2} et les {?recolla dans les pages|remit à leur place}{+, mais |Mais }{?elles n'y restaient pas|elles repartaient aussitôt|elles se décollaient}{+ : |}{?des lettres {?qui s'ennuyaient|ennuyées} ne tenaient pas en place|rien ne les retenait là|il leur manquait une raison de rester}.",
      ],
      turn: [
        "{name} {?comprit|repensa aux mots du livre}{+ : |}les mots partaient {?parce que personne ne les lisait|faute de lecteur}.{+ }{il:cap} {?ouvrit|rouvrit} le livre {?à la première page|au début} et se mit à lire {?tout haut|à voix haute|lentement, en suivant du doigt} ce qu'il en restait.",
        "« {?Et si on te lisait|Et si on lisait ton histoire|Lisons-le}, tout simplement ? » dit {name}.{+ }{il:cap} s'assit {shelter} et lut {?tout haut|à voix haute} la première phrase, puis la deuxième.",
      ],
      resolution: [
        "{?À chaque phrase lue|Phrase après phrase}, des lettres {?revenaient se poser|se reposaient} sur la page, {?pour écouter la suite|curieuses de savoir la suite|chacune à sa place}{+ : |}quand {name} arriva {?au dernier mot|à la dernière ligne}, le livre était {?entier|complet|plein} de nouveau{+ : |}il avait retrouvé sa fin.",
        "{?Les lettres revinrent une à une|Les mots revinrent un à un} {?se poser|se ranger} {?là où on les lisait|sous le doigt de {name}}{+, et |}{?à la dernière page|tout au bout}, il ne manquait plus {?rien|une seule lettre|un seul point}{+ : |}le livre avait retrouvé sa fin.",
      ],
      ending: [
        "Depuis, {name} lisait {?une page|un chapitre} du vieux livre {?chaque soir|avant de dormir}{+ : |}ses lettres ne s'ennuyaient plus, et {?pas une n'était repartie|aucune ne repartit}.",
        "{name} rangea le livre {?tout près de son lit|sous son oreiller}{+ : |}{?un livre qu'on lisait ne s'effaçait plus|le livre avait de nouveau {?quelqu'un pour le lire|un lecteur}}.",
      ],
      scenes: [
        "{?Un petit E|Une lettre O toute ronde|Un point d'exclamation} s'était {?posé|caché} {hiding2}{+ : |}{name} le rapporta {?sur le bout du doigt|au creux de sa main}, {?tout doucement|sans le serrer}.",
        "{mcShort:cap} {n:lut|lurent} une ligne à l'envers{+ : |}{?les lettres éclatèrent de rire|une lettre revint rien que pour rire|même les virgules se tordaient de rire}.",
        "Sur une page à moitié vide, {name} {?devina|reconnut} {?un loup sans oreilles|un château sans toit|un chat sans moustaches}{+ : |}{?le reste du dessin s'était effacé|le reste avait filé avec les lettres}.",
      ],
      talks: [
        "« {?Depuis quand personne ne t'a lu|Qui t'a ouvert pour la dernière fois|Ça fait longtemps qu'on ne t'a pas lu} ? » demanda {name}.{+ }« {?Depuis que le dernier enfant a grandi|Depuis si longtemps que j'ai oublié}, {?répondit|dit} le livre. {?Alors mes mots s'ennuient|Et mes mots s'ennuient}. »",
        "« {?Et si elles ne revenaient jamais|Et si on n'en rattrapait aucune} ? » {n:{?s'inquiéta|demanda}|{?s'inquiétèrent|demandèrent}} {mcShort}.{+ }« {?Alors on lira ce qui reste|On n'a pas encore essayé de lire}, {?répondit|dit} {name}. {?Essayons|On essaie}. »",
      ],
    },
  ],
  // The rocket is ready, but the Moon is not in the day's sky: where to aim? Waiting and watching answer it.
  'voyage-lune': [
    {
      id: 'voyage-lune:viser',
      titles: ['Où est la Lune ?', '{name} et la Lune cachée', 'La fusée qui attendait la Lune'],
      setup: [
        "{?Toute la matinée|Depuis le matin|Pendant des heures}, {name} et {mcShort} {?avaient construit|avaient monté} une fusée {?avec tout ce qu'on leur avait prêté|pièce par pièce|avec des boîtes et du scotch}{+ : |}elle était prête, le nez {?pointé|tourné} vers le ciel.",
        "{?La fusée était prête|La fusée était construite}{+ : |}{?un hublot, deux sièges, un bouton rouge|un nez pointu, trois ailerons|deux sièges et un bouton pour décoller}.{+ }{name} n'attendait plus qu'une chose{+ : |}{?partir saluer|aller voir} la Lune.",
      ],
      problem: [
        "{name} leva les yeux{+, mais |Mais }{?la Lune n'était nulle part|le ciel était vide|pas de Lune, {?ni à droite ni à gauche|nulle part}}.{+ }« {?Où est-elle passée|On vise où|Comment {?aller voir|viser} quelqu'un qu'on ne voit pas} ? » {?demanda|s'inquiéta} {mcShort}.",
        "{?Le jour baissait|Le soleil descendait} et {?toujours pas de Lune|la Lune restait introuvable}{+ : |}{?partir sans {?savoir|voir} où elle était, c'était se perdre|une fusée sans direction n'irait nulle part}.",
      ],
      attempt1: [
        "{duo:cap} {?fabriquèrent|roulèrent} une longue-vue {?en carton|avec un tube|avec une feuille roulée}{+, mais |Mais }{?on n'y voyait qu'un bout de ciel {?tout vide|bleu}|elle ne montrait que le soleil, {?bien trop fort|éblouissant}|{?au bout du tube|dans le tube}, il n'y avait que du bleu}.",
        "{name} voulut tourner le nez de la fusée {?au hasard|vers le plus haut du ciel|tout droit}{+, mais |Mais }{mcShort} {n:secoua|secouèrent} la tête{+ : |}« {?Au hasard, on {?risque|pourrait} de rater la Lune|Tout droit, ce n'est pas une adresse|Et si elle est de l'autre côté} ? »",
      ],
      attempt2: [
        "{mcShort:cap} {n:dessina|dessinèrent} une Lune sur le hublot, {?pour viser|comme cible}{+, mais |Mais }{?une Lune dessinée ne bougeait pas, {?et la vraie, si|la vraie, si}|on ne visait pas une Lune {?en papier|dessinée}|le dessin ne disait pas {?où était la vraie|où viser}}.",
        "{duo:cap} attendirent, les yeux en l'air{+, mais |Mais }{?à force de regarder partout, on ne {?regardait|voyait} nulle part|{ils} se tournaient dans tous les sens|{ils} {?voyaient|cherchaient} la Lune de deux côtés différents}.",
      ],
      turn: [
        "{name} {?réfléchit|se souvint d'une chose}{+ : |}la Lune se levait {?toujours|presque toujours} du même côté que le soleil{?, le matin|}.{+ }{il:cap} tourna {?le nez de la fusée|la fusée} {?vers l'endroit où le soleil s'était levé|de ce côté-là} et dit : « {?On attend là|On attend ici}, sans bouger les yeux. »",
        "« {?Chacun surveille un côté|Toi à droite, moi à gauche}, et on ne change plus », proposa {name}.{+ }{duo:cap} ne bougèrent plus, {?les yeux fixés|le regard posé} sur leurs deux morceaux de ciel, à droite et à gauche.",
      ],
      resolution: [
        "{?Au bout d'un moment|À la tombée de la nuit|Quand le ciel devint bleu foncé}, une lueur {?ronde|pâle|argentée} monta {?pile là où {ils} regardaient|juste en face d'{eux}}{+ : |}la Lune !{+ }{?Trois, deux, un|Cinq, quatre, trois, deux, un}… décollage{+ : |}la fusée s'envola tout droit vers la Lune.",
        "« {?Là|Regarde|La voilà} ! » cria {name}{+ : |}la Lune {?se levait|montait}, toute ronde, juste {?en face|devant eux}.{+ }La fusée {?s'élança|décolla} vers elle{+, et |}{name} salua la Lune par le hublot.",
      ],
      ending: [
        "{?Depuis ce soir-là|Depuis}, {name} savait de quel côté la Lune {?se levait|apparaissait}{+ : |}{?{il} l'y attendait parfois|{il} l'y guettait souvent}, {?pour lui faire signe {g:le premier|la première}|pour la saluer}.",
        "{?De retour|Une fois rentré{g:|e}}, {name} traça une flèche {?sur la fusée|sur le hublot}{+ : |}« Par ici, la Lune. »",
      ],
      scenes: [
        "{name} {?vérifia|compta} les provisions{+ : |}{?deux biscuits, une gourde|une pomme, une couverture|une écharpe, trois biscuits} {?et une lampe|et une torche}, {?de quoi attendre longtemps|au cas où la Lune {?serait en retard|tarderait}}.",
        "{mcShort:cap} {n:colla|collèrent} son nez au hublot{+ : |}{?rien encore, seulement un oiseau|rien, à part un nuage {?en forme de chaussette|tout rond}|pas de Lune, mais déjà une étoile}.",
        "Pour patienter, {duo} {?inventèrent|chantèrent} {?une chanson pour appeler la Lune|une comptine de l'attente}{+ : |}« {?Lune, Lune, montre-toi|Lune ronde, viens nous voir} ».",
      ],
      talks: [
        "« Elle viendra ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Elle vient tous les soirs, ou presque|Elle n'a jamais oublié un soir}, {?répondit|dit} {name}. {?Il faut juste savoir où regarder|Il suffit de bien regarder|On la verra au bon endroit}. »",
        "« {?Et si elle s'était levée sans nous|Et si on l'avait ratée} ? » {?s'inquiéta|demanda} {name}.{+ }« {?Alors on la verrait déjà|On l'aurait vue passer}, {n:répondit|répondirent} {mcShort}. Patience. »",
      ],
    },
    // The rocket holds one: room for two is made by leaving behind, one by one, what was packed.
    {
      id: 'voyage-lune:place',
      titles: ['Une place pour deux', '{name}, {mcShort} et la petite fusée', 'Trop petite, la fusée ?'],
      setup: [
        "{?Ce jour-là|Cet après-midi-là}, {name} {?avait construit|avait assemblé} sa fusée{+ : |}{?un nez pointu|un hublot rond|trois ailerons}, {?une porte qui fermait|une échelle}, et {?des provisions plein les coins|des sacs partout}.",
        "{name} avait tout prévu pour {?aller saluer|rendre visite à} la Lune, et sa fusée était prête{+ : |}{?des biscuits, des jouets|une lampe, des livres|des couvertures, des jouets}, {?et même un coussin|et même un parapluie}.",
      ],
      problem: [
        "{name} {?s'installa|s'assit} dans la fusée{+, mais |Mais }quand {mcShort} {n:voulut|voulurent} monter, {?il n'y avait plus de place|tout était plein}.{+ }« {?Je ne pars pas sans toi|Sans toi, je ne pars pas} », dit {name}.",
        "La fusée était prête{+, mais |Mais }{?elle était bien petite|on y tenait à peine}{+ : |}{?un siège, et pas un de plus|une place, pas deux}.{+ }{?Et {name} ne voulait pas partir seul{g:|e}|Or, partir seul{g:|e}, pas question}.",
      ],
      attempt1: [
        "{duo:cap} {?essayèrent de se serrer|se tassèrent}{+, mais |Mais }{?la porte ne fermait plus|un coude dépassait toujours}{+ : |}{?on ne décolle pas porte ouverte|impossible de partir ainsi}.",
      ],
      attempt2: [
        "{name} {?voulut agrandir|essaya d'élargir} la fusée{+, mais |Mais }{?plus large, elle devenait trop lourde|elle penchait d'un côté}{+ : |}{?elle ne décollerait jamais|ce n'était pas la solution}.",
      ],
      turn: [
        "{name} regarda {?tout ce qui encombrait la fusée|les sacs entassés}{+ : |}{?les affaires prenaient toute la place|les provisions prenaient la place d'un ami}.{+ }{il:cap} {?sortit|déposa} {?les jouets|les livres}, puis {?le coussin|les couvertures}, {?un à un|sans regret}.",
      ],
      resolution: [
        "{?Quand le dernier sac fut sorti|Une fois la fusée vidée}, il y avait {?juste|tout juste} la place pour deux{+ : |}{?trois, deux, un|cinq, quatre, trois, deux, un}… décollage !{+ }{duo:cap} saluèrent la Lune {?côte à côte|ensemble}.",
      ],
      ending: [
        "{?Au retour|De retour}, {name} {?rangea|remit} ses affaires à leur place{+ : |}{?pour la Lune, {?le plus important|l'essentiel}, c'était d'être deux|ce qu'il fallait emporter, c'était un ami}.",
      ],
      scenes: [
        "{name} {?hésita|soupira} devant {?son jouet préféré|son livre préféré}{+ : |}{?il resterait là, bien au chaud|il attendrait le retour}, {?voilà tout|promis}.",
        "{mcShort:cap} {n:testa|testèrent} la place libérée{+ : |}{?pile à la bonne taille|ni trop serré, ni trop large}.",
        "{duo:cap} {?firent|dressèrent} la liste de ce qui comptait vraiment{+ : |}{?une lampe, et l'un l'autre|deux casques, et c'était tout}.",
      ],
      talks: [
        "« {n:Et si je restais ici|Et si nous restions ici} ? » {?proposa|demanda} {mcShort}. « {n:Je te ferai signe|Nous te ferons signe} d'en bas. »{+ }« {?Jamais|Pas question} », {?répondit|dit} {name}.",
        "« Tu as besoin de {?tout ça|tous ces jouets}, là-haut ? » {n:demanda|demandèrent} {mcShort}.{+ }{name} {?réfléchit|sourit}{+ : |}« {?Non, j'ai besoin de {n:toi|vous}|Non, juste de {n:toi|vous}} ».",
      ],
    },
  ],
  // The little one followed the place's sound and went too far; its family is searching too. Staying put answers it.
  'ami-perdu': [
    {
      id: 'ami-perdu:attendre',
      titles: ['Reste là, petit', '{name} et {babyShort} qui avait suivi le bruit', 'On ne bouge plus !'],
      setup: [
        "{name} et {mcShort} {?jouaient|se promenaient} {locShort}{+, et |}{?on n'entendait que|tout autour, il y avait} {sound}.",
        "{?C'était un jour tranquille|La journée était douce} {locShort}{+ : |}{duo} écoutaient {sound}.",
      ],
      problem: [
        "{?Soudain|Tout à coup}, {baby} {?passa devant {eux} en courant|surgit tout près}, puis s'arrêta net{+ : |}{o:il|elle} avait suivi {sound} si loin qu'{o:il|elle} s'était perdu{o:|e}{+ : |}{o:il|elle} ne savait plus {?d'où {o:il|elle} venait|où était {home}}.{+ }« {?Où est ma famille|Je veux {home}|C'est où, chez moi} ? » {?demanda|souffla|demanda tout bas} {babyShort}.",
        "{baby:cap} {?tournait en rond|regardait partout} {hiding}{+ : |}{o:il|elle} avait suivi {sound} sans regarder derrière {o:lui|elle}, et {o:il|elle} s'était perdu{o:|e}{+ : |}{?tout était inconnu|plus rien ne lui était familier}.",
      ],
      attempt1: [
        "{duo:cap} {?partirent|filèrent} {?droit devant|toujours plus loin}, pour chercher {family}{+, mais |Mais }{?plus on marchait, plus {babyShort} avait peur|{babyShort} n'arrivait pas à suivre|{babyShort} ne reconnaissait rien}.{+ }{?On revint sur ses pas|Ils firent demi-tour}.",
      ],
      attempt2: [
        "{?De retour|Revenant} à l'endroit où {babyShort} s'était arrêté{o:|e}, {duo} {?virent|trouvèrent} des traces toutes fraîches{+ : |}c'étaient {?les traces|celles} de {family} !{+ }{?Pendant qu'on cherchait d'un côté, on {?cherchait|appelait} {babyShort} de l'autre|On s'était croisés sans se voir}.",
      ],
      turn: [
        "{name} {?comprit|réfléchit un instant}{+ : |}« {?Si tout le monde cherche|Si chacun cherche} en même temps, personne ne se trouve. {?On ne bouge plus d'ici|On reste là}. »{+ }{il:cap} s'assit {shelter} avec {babyShort} tout contre {g:lui|elle}.",
        "« {?Quand on est perdu, on reste {?là où on s'est perdu|sur place}|On reste ici, c'est ici qu'on viendra nous chercher}, dit {name}. Et on fait {?juste un petit bruit|un tout petit bruit}, pour qu'on nous entende. »",
      ],
      resolution: [
        "{duo:cap} attendirent {?sans bouger|tout près|bien au calme}, et {babyShort} appelait {?doucement|de temps en temps|de sa plus petite voix}{+ : |}{?bientôt|au bout d'un moment}, {family} {came}, en suivant les traces.{+ }{babyShort:cap} {?se jeta dans|se blottit dans} {arms}.",
        "{?Au bout d'un moment|Bientôt}, on entendit {?quelqu'un qui revenait|des pas qui revenaient}{+ : |}{family} {came}{+, et |}{babyShort} se jeta dans {arms}.",
      ],
      ending: [
        "{?Avant de partir|En s'en allant}, {babyShort} promit de {?toujours regarder|se retourner souvent} derrière {o:lui|elle} quand {o:il|elle} suivrait {sound}.",
        "{name} rentra en pensant à {babyShort}{+ : |}parfois, pour être retrouvé, le plus {?fort|malin}, c'était de rester où l'on était.",
      ],
      scenes: [
        "Pour passer le temps, {name} apprit {babyShort:a} {?un jeu de doigts|à compter jusqu'à cinq|une petite chanson}{+ : |}{?la peur se fit plus petite|{babyShort} en oublia de trembler}.",
        "{mcShort:cap} {n:monta|montèrent} la garde{+ : |}{?chaque bruit faisait {?lever les oreilles|sursauter}|{?au moindre bruit|au moindre craquement}, tout le monde se taisait}, mais ce n'était {?jamais|pas encore} {family}.",
        "{babyShort:cap} {?raconta|expliqua} ce qu'{o:il|elle} avait suivi{+ : |}{sound}, {?si joli qu'{o:il|elle} en avait {?oublié|perdu de vue} tout le reste|puis {?encore un peu plus loin|plus loin}, puis encore}.",
      ],
      talks: [
        // Waiting where one got lost is the turn's idea: never said before it.
        { t: "« Et si personne ne venait ? » {?demanda|chuchota} {babyShort}.{+ }« On te cherche {?en ce moment même|déjà}, dit {name}. On attend ici, ensemble. »", at: 'turn' },
        "« Tu as faim ? » {n:demanda|demandèrent} {mcShort}.{+ }{babyShort:cap} {?fit oui de la tête|hocha la tête}{+ : |}une miette de {?biscuit|pain} plus tard, {o:il|elle} souriait {?un peu|déjà}.",
      ],
    },
  ],
  // The song is not forgotten by everyone: an old music box still plays it, badly. Slowness brings it back.
  'chanson-perdue': [
    {
      id: 'chanson-perdue:boite',
      titles: ['La boîte à musique', '{name} et la chanson de la boîte', 'La chanson qui s\'était coincée'],
      setup: [
        "{folkAt:cap}, plus personne ne se souvenait de {?la vieille chanson|l'ancienne chanson}{+ : |}{?on fredonnait un bout, on s'arrêtait|on se souvenait qu'elle était belle, {?mais pas de ses notes|sans plus}}.",
        "{?Ce matin-là|Ce jour-là}, {folkAll} cherchait la vieille chanson{+ : |}{?chacun en avait un souvenir, mais on avait oublié ses notes|on avait oublié la chanson depuis {?si longtemps|des années}}.",
      ],
      problem: [
        "{name} {?dénicha|trouva} {hiding} une vieille boîte à musique{+ : |}{?quand on tournait la manivelle|au premier tour de clé}, elle jouait {?le début|les premières notes} de la chanson, {?puis s'arrêtait net|puis faisait « clac »|puis se taisait}.{+ }{?La chanson était là, coincée dedans|La boîte se souvenait{?, mais elle était coincée|, mais elle bloquait}}.",
      ],
      attempt1: [
        "{name} tourna la manivelle {?plus fort|très vite|de toutes ses forces}{+, mais |Mais }{?la boîte fit « dzoing »|le ressort sauta}{+ : |}{?la chanson s'arrêta encore plus tôt qu'avant|tout se tut dès la deuxième note|la boîte se tut plus vite encore}.{+ }{?La force n'y faisait rien|Forcer ne servait à rien}.",
      ],
      attempt2: [
        "{duo:cap} ouvrirent la boîte{+ : |}{?un grain de poussière|un minuscule caillou|un cheveu} bloquait le petit rouleau.{+ }{name} le retira{+, et |}la boîte joua {?plus loin|un peu plus}{+, mais |Mais }si vite que {?les notes se marchaient dessus|personne ne pouvait suivre}.",
      ],
      turn: [
        "{name} {?eut une idée|réfléchit}{+ : |}{?tourner tout doucement, {?un cran à la fois|cran par cran}|ne plus laisser la boîte filer}.{+ }{il:cap} tourna la manivelle {?note par note|cran par cran}, et {mcShort} {n:répétait|répétaient} chaque note {?tout bas|à mi-voix}, pour la retenir.",
      ],
      resolution: [
        "{?Note après note|Peu à peu}, la chanson sortit de la boîte {?tout entière|jusqu'au bout}{+ : |}{mcShort} la {n:chanta|chantèrent} {?une fois|tout bas}, puis {folkKids} la reprirent, et bientôt {folkAll} la chantait.",
        "La boîte joua la chanson {?jusqu'à la dernière note|jusqu'au bout}, {?lentement|sans se presser}{+, et |}{folkAll} se souvint d'un coup{+ : |}{?tout le monde chantait|les voix revinrent une à une}.",
      ],
      ending: [
        "La boîte à musique retrouva une place {?au milieu de tous|là où chacun pouvait {?la tourner|l'entendre}}{+ : |}{?le soir, on la tournait {?tout doucement|lentement}, un cran à la fois|plus personne n'oublia la chanson}.",
        "{name} rentra en {?fredonnant|sifflotant} la chanson{+ : |}{il} la savait {?par cœur|sur le bout des doigts}, désormais.",
      ],
      scenes: [
        "{?Sur le couvercle|Sous le couvercle} de la boîte, on voyait un dessin {?à moitié effacé|tout petit}{+ : |}{?des gens qui dansaient en rond|des enfants qui chantaient, {?la bouche en O|bouche ronde}}.",
        "{name} compta {?les notes déjà retrouvées|les notes retrouvées} sur ses doigts{+ : |}{?sept|neuf|douze}, et la boîte en gardait encore.",
        "{folkKids:cap} {?s'approchèrent|vinrent voir} sur la pointe des pieds{+ : |}« {?Ça vient d'où, cette musique|C'est quoi, cet air} ? »",
      ],
      talks: [
        "{name} colla l'oreille contre la boîte{+ : |}{?on entendait le ressort soupirer|quelque chose grinçait, tout au fond}.{+ }« {?Elle est bien vieille|Elle a l'air fatiguée}, {n:remarqua|remarquèrent} {mcShort}. »",
        "« Tu la reconnais ? » demanda {name}.{+ }« {?C'est celle qu'on chantait avant|Je crois que oui, un peu|Il me faut encore trois notes} », {n:dit|dirent} {mcShort}.",
      ],
    },
  ],
  // The new school is big: lost on the first morning, the child meets another new one lost too. The door
  // they were told of in the setup (a red balloon painted on it) is how they find their class together.
  'premier-jour': [
    {
      id: 'premier-jour:perdus',
      titles: ['Perdus le premier jour', '{name} cherche sa classe', 'Les deux nouveaux'],
      setup: [
        "{?Ce matin-là|Dès le réveil}, {name} {?fut prêt{g:|e} avant tout le monde|se leva avant tout le monde}{+ : |}{?premier jour dans une nouvelle école|c'était le jour de la nouvelle école|une école inconnue l'attendait}.{+ }« {?Ta classe, c'est la porte au ballon rouge|Cherche la porte au ballon rouge, c'est ta classe|Le ballon rouge sur la porte, c'est ta classe} », lui avait-on dit.",
        "{?C'était le grand jour|Le grand jour était arrivé}{+ : |}{name} entrait dans une nouvelle école.{+ }{?On lui avait dit|On lui avait expliqué} : sa classe, c'était la porte {?avec un ballon rouge|au ballon rouge}.",
      ],
      problem: [
        "{?La nouvelle école était immense|L'école était immense}, et toutes les portes se ressemblaient{+ : |}quand chacun fila dans sa classe, {name} resta seul{g:|e} {?devant toutes ces portes|au milieu de l'école}, sans savoir où aller.",
        "{name} {?avait suivi|était entré{g:|e} derrière} les autres{+, mais |Mais }{?chacun avait filé dans sa classe|en un instant, tout le monde avait disparu}{+ : |}{il} ne connaissait personne, et {?toutes les portes {?étaient fermées|restaient closes}|{il} ne savait pas où aller}.",
      ],
      attempt1: [
        "{name} suivit un groupe d'enfants {?qui passait|pressés}{+, mais |Mais }c'étaient les grands{+ : |}« {?Ta classe n'est pas ici|Les petits, c'est ailleurs} », {?dit l'un d'eux, {?gentiment|en souriant}|lui répondit une grande fille}.{+ }{?En revenant sur ses pas|Au détour d'un couloir|Près de l'escalier}, {name} tomba sur {friend}, tout aussi perdu{f:|e}{+ : |}{f:lui|elle} aussi était {f:nouveau|nouvelle}.",
      ],
      attempt2: [
        "{name} et {friend} poussèrent la première porte entrouverte{+, mais |Mais }c'était {?la bibliothèque|la salle de musique|la salle des grands}{+ : |}« {?Pas ici, les petits|Ce n'est pas la bonne porte} ! »{+ }{?Les portes avaient des numéros, tous pareils, et aucun ne disait « nouveaux »|Les portes avaient bien trop de numéros, et aucun ne disait « nouveaux »|Sur les portes, rien que des numéros qui ne leur disaient rien}.",
      ],
      turn: [
        "{name} {?se souvint|se souvint tout à coup} de ce qu'on lui avait dit{+ : |}la porte au ballon rouge.{+ }{name} et {friend} ne lurent plus les numéros{+ : |}{?leurs yeux suivirent|on regarda} les dessins des portes, {?une à une|l'une après l'autre}.",
        "« {?Ma classe a un ballon rouge sur la porte|On m'a parlé d'un ballon rouge}, dit {name}. Et la tienne ? »{+ }« {?Je ne sais pas|On ne m'a rien dit} », dit {friend}.{+ }{name} et {friend} {?allèrent|passèrent} de porte en porte, à la recherche du ballon rouge.",
      ],
      resolution: [
        "{?Tout au bout|Tout au fond|Derrière un coin}, un grand ballon rouge était peint sur une porte{+ : |}« Mes deux nouveaux ! » dit-on à l'intérieur{+ : |}{name} et {friend} étaient dans la même classe.{+ }{?À la première pause|Un peu plus tard}, les deux nouveaux jouèrent avec {?deux|trois} autres enfants de la classe{+ : |}{?tout le monde riait ensemble|on riait ensemble comme de vieux amis}.",
      ],
      ending: [
        "Le lendemain, {name} connaissait le chemin{+ : |}{il} attendit {friend} à l'entrée, et {?ils allèrent|on alla} tout droit au ballon rouge.",
        "En rentrant, {name} {?raconta|expliqua} comment {il} s'était perdu{g:|e}{+, et |}comment, {?en se perdant|perdu{g:|e}}, {il} avait trouvé un{f:|e} ami{f:|e}.",
      ],
      scenes: [
        "{friend:cap} {?sortit|montra} {?un papier tout froissé|une étiquette}{+ : |}{?un numéro y était écrit|le nom d'une classe}, {?mais quelle était la porte|mais où était-ce} ?",
        "{name} et {friend} {?passèrent devant|longèrent} {?une porte aux poissons|une porte aux fusées}, puis {?une porte aux chats|une porte aux fleurs}{+ : |}{?des dessins partout|chaque porte avait son dessin}, {?pas encore de ballon|toujours pas de ballon rouge}.",
        "{name} {?dessina|traça} {?un ballon|un petit ballon} au dos de sa main, {?pour ne pas l'oublier|pour s'en souvenir}{+ : |}{friend} {?fit pareil|l'imita}, {?en riant|pour faire comme {g:lui|elle}}.",
      ],
      talks: [
        "« {?Et si on ne la trouvait jamais, ta classe|On ne va jamais la trouver, ta classe|Et si ta classe n'était pas dans cette école} ? » demanda {friend}.{+ }« {?On la trouvera|Elle est forcément quelque part}, dit {name}. {?Une classe, ça ne disparaît pas|Il faut juste ouvrir l'œil|Il reste des portes à voir}. »",
        "« {?J'ai cru que j'allais rester perdu{g:|e} {?toute la journée|pour toujours}|J'ai eu peur de ne jamais trouver}, dit {name}. — {?Moi aussi|Pareil}, dit {friend}. {?Mais maintenant, on est deux|Mais à deux, c'est mieux}. »",
      ],
    },
  ],
};
