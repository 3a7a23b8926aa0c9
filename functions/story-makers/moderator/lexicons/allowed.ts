/**
 * Harmless idioms and compounds that contain a listed word. A refused word found wholly inside one of
 * these phrases is ignored; the rest of the text is still checked ("chanter à tue-tête puis tuer le
 * dragon" is refused). Same syntax as the word lists (see lexicon-matcher.ts).
 *
 * They come from the false refusals found by running the moderator over French and English word
 * lists and ordinary children's-story sentences: a story about autumn has "feuilles mortes", a picnic is
 * a "pique-nique", children sing "à tue-tête", pirates shout "branle-bas de combat".
 */
export const ALLOWED_PHRASES: readonly string[] = [
  // French idioms with death words that speak of no death.
  'feuille|feuilles morte|mortes|mort',
  'bois|arbre|arbres|branche|branches|souche|souches mort|morts|morte|mortes',
  'nature|natures|mer|langue|langues|ville|villes|eau|eaux morte|mortes',
  'angle|angles|point|temps|poids mort|morts',
  'mort|morte|morts|mortes|mourir|meurt|meurs|meurent|mourait|mouraient|mourant|mourante|mourais de|d rire|peur|fatigue|ennui|honte|envie|impatience|inquietude',
  // "Je meurs de faim" (I'm starving) is allowed, but not "il est mort de froid": a death.
  'meurt|meurs|meurent|mourait|mouraient|mourais|mourant|mourante de faim|soif|froid|chaud',
  'faire|fait|fais|faisait|faisaient|font|fera|faites|faisons le|la mort|morte',
  'trompe la mort',
  'tout le monde est|etait|sera|fut mort|morte|morts de rire|peur|fatigue|faim|froid|ennui|honte|impatience|chaud',
  'tous|toutes morts|mortes de rire|peur|fatigue|faim|froid|ennui|honte|impatience',
  // "S'ennuyer à mort" (bored stiff) puts no one to death.
  'ennuie|ennuies|ennuient|ennuyer|ennuyait|ennuyaient a mort',
  'mort|morts vivant|vivants',
  'tuer|tue|tuait|tuent le temps',
  'tue tete',
  'tue mouche|mouches|chien|diable|loup',
  'tete|tetes de mort|morts',
  'trompette|trompettes des morts',
  'morte|mortes saison|saisons|eau|eaux',
  'etrangle|etranglee|etrangla|etranglait|etrangler de rire',
  // Food that is no child: "fait cuire les petits pois" (a concept hit inside is ignored too).
  'les|des|aux|ces|ses|leurs|de|du|un|le petits|petit pois|fours|four|gateaux|plats|pains|biscuits|choux|chou|oignons|legumes|suisses|beurre|beurres|dej|dejeuner|dejeuners',
  // A baby animal is no child: "au fond d'un igloo abandonné, un bébé tortue s'était perdu" (the writer's own line).
  'bebe|bebes tortue|tortues|phoque|phoques|dragon|dragons|chat|chats|chien|chiens|lapin|lapins|ours|oiseau|oiseaux|dinosaure|dinosaures|elephant|elephants|lion|lions|renard|renards|loup|loups|baleine|baleines|dauphin|dauphins|manchot|manchots|pingouin|pingouins|hibou|hiboux|chouette|chouettes|licorne|licornes|singe|singes|koala|koalas|panda|pandas|girafe|girafes|canard|canards|poussin|poussins|souris|herisson|herissons|ecureuil|ecureuils|cerf|cerfs|biche|biches|poney|poneys|cheval|chevaux|vache|vaches|mouton|moutons|cochon|cochons|tigre|tigres|zebre|zebres|hippopotame|hippopotames|crocodile|crocodiles|grenouille|grenouilles|escargot|escargots|poisson|poissons|requin|requins|pieuvre|pieuvres|morse|morses|ane|anes|chevre|chevres|castor|castors|loutre|loutres|marmotte|marmottes|faon|faons|louveteau|louveteaux',
  // A torn edge is no torn body: « on sentait le bord du trou, tout déchiqueté » (the storm's hull), « une côte déchiquetée ».
  'trou|trous|bord|bords|coque|coques|voile|voiles|cote|cotes|rocher|rochers|falaise|falaises|planche|planches tout|toute|toutes|tous dechiquete|dechiquetee|dechiquetes|dechiquetees',
  'trou|trous|bord|bords|coque|coques|voile|voiles|cote|cotes|rocher|rochers|roche|roches|falaise|falaises|crete|cretes|planche|planches dechiquete|dechiquetee|dechiquetes|dechiquetees',
  // The dark is no group: « des amis qui jouaient dans le noir » (the night game's line, carrying the parent's « des amis qui jouent »).
  'dans le noir',
  // The lifeguard is no teacher ("maître").
  'maitre|maitres nageur|nageurs|nageuse',
  // Harmless compounds and props.
  'pique|piques nique|niques|niquer|niquait|niquaient|niquent|niquons|niquez|niqueur|niqueurs|niqueuse',
  'cul|culs de sac|sacs|poule|lampe|jatte|bouteille',
  'gratte cul|culs',
  'cul sec',
  'tape cul',
  'en branle',
  'branle bas',
  'bombe|bombes a eau',
  'bombe|bombes de bain|peinture|chantilly',
  'bombe|bombes d equitation',
  'bombe|bombes glacee|glacees',
  // Praise in slang (issue 25): "cette chanson est une bombe", "ces crêpes, c'est de la bombe".
  'est|etait|sont|etaient une|des bombe|bombes',
  'de la bombe',
  // A score after a "massacre" is a match: "le match était un massacre : trente à zéro".
  'massacre|carnage|boucherie|raclee un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|quarante|cinquante|1|2|3|4|5|6|7|8|9|10|11|12|15|20|30|40|50 a zero|0|un|1|deux|2|trois|3',
  // Praise of a cake or a show (issue 25): "ce gâteau est une tuerie", "une vraie tuerie"; love that kills no one: "le tuer de câlins".
  'est|etait|sont|etaient une|des tuerie|tueries',
  'vraie|vraies|vraiment|grosse tuerie|tueries',
  'tuer|tue|tues|tuerai|tuera|tuait de|d calins|bisous|baisers|chatouilles|amour|gentillesse|caresses',
  // Laughter that kills no one: "ce tour m'a tué, trop drôle", "ça me tue de rire".
  'tue|tuee|tues|tuent|tuait|tuer de rire',
  'a|ont|avait tue|tuee trop|tellement|vraiment|grave drole|droles|marrant|marrante',
  // Hyperbole that kills no one (round 6): "le prof nous a tués avec ses tours de piste", "ma sœur m'a tuée
  // avec sa blague", "je vais te tuer aux échecs": a first or second person "killed" by a joke, a drill or a game.
  'nous|m|t|me|te|vous a|ont|avait|va|vais|vont tue|tues|tuee|tuees|tuer avec|par ses|sa|son|leur|leurs|cette|ce|ces blague|blagues|exercices|tours|devoirs|questions|grimaces|histoires|chansons|pompes|abdos|course|courses|entrainement|dictee|dictees|jeux|jeu|calins|bisous|chatouilles',
  'tuer|tue|tues|tuee|tuent|tuait aux|au echecs|cartes|dames|uno|scrabble|memory|dominos|ping|tennis|billes|monopoly|babyfoot|jeu|jeux',
  // Round 7 session: what « kills » a first or second person is a chore or a joke (« les devoirs, ça me tue »,
  // « tu me tues avec tes blagues », « ça tue, cette cabane ! »), and a match, a level, a song or a game
  // « killed » or « massacred » is won or sung badly (« a tué le match », « je vais le tuer ce niveau »,
  // « on a massacré la chanson », « papy nous a massacrés au Uno »): no one is hurt.
  'ca|cela me|te|nous|vous|m|t tue|tuent|tuait',
  'ca tue',
  'tu|vous|il|elle me|m|nous tues|tuez|tue',
  'tuer|tue|tuee|tues|tuent|tuait|massacre|massacree|massacres|massacrer|massacrait|massacrent le|la|ce|cette|ces|les|son|sa|au|aux match|matchs|niveau|niveaux|chanson|chansons|boss|partie|parties|concours|morceau|morceaux|karaoke|examen|controle|quiz|course|spectacle|uno|echecs|cartes|jeu|jeux',
  'le|la|les tuer|massacrer ce|cette|ces|le|la niveau|niveaux|boss|partie|match|chanson|morceau|examen|controle|quiz',
  'massacre|massacres|massacree|massacrees|tue|tues|tuee|tuees au|aux uno|echecs|cartes|dames|scrabble|memory|dominos|ping|tennis|billes|monopoly|babyfoot|belote|bataille|petits chevaux|jeu|jeux|course|foot',
  'massacre|massacres|massacree|massacrees|tue|tues|tuee|tuees a la uno|echecs|cartes|dames|scrabble|memory|dominos|ping|tennis|billes|monopoly|babyfoot|belote|bataille|petits chevaux|jeu|jeux|course|foot',
  // Round 8 session: the one who speaks was « killed » and tells it, so no one was (« la blague de papi m'a
  // tuée », « ton dessin m'a tué »); a « carnage » or a « massacre » made at a contest is a triumph (« il a fait
  // un carnage au concours de dessin »); the valiant little tailor's « sept d'un coup » were flies.
  'm|t|nous|vous a|ont|avait|avaient tue|tuee|tues|tuees',
  'fait|fais|font|faisait|fera|faire un|des carnage|carnages|massacre|massacres au|aux concours|match|matchs|tournoi|tournois|quiz|karaoke|spectacle|examen|controle|jeu|jeux|championnat|spelling|bac|brevet|casting|marathon|cross',
  'fait|fais|font|faisait|fera|faire un|des carnage|carnages|massacre|massacres a la|l dictee|course|competition|kermesse|fete|finale|audition|olympiade|olympiades|belote|piscine',
  'en tua|tue|tuait|tuer sept d un coup',
  // A cake or a drawing « massacred » is spoilt, and blows of tickles or pillows hurt no one.
  'gateau|gateaux|tarte|tartes|dessin|dessins|chateau|chateaux|coiffure|costume|bouquet|chanson|gouter|potager|puzzle a|ont ete massacre|massacres|massacree|massacrees',
  'gateau|gateaux|tarte|tartes|dessin|dessins|chateau|chateaux|coiffure|costume|bouquet|chanson|gouter|potager|puzzle a|ont ete massacre|massacres|massacree|massacrees par le|la|les|un|une|mon|ma|ton|ta|son|sa|notre|leur',
  'gateau|gateaux|tarte|tartes|dessin|dessins|chateau|chateaux|coiffure|costume|bouquet|chanson|gouter|potager|puzzle est|sont|etait|etaient massacre|massacres|massacree|massacrees',
  'a|aux coups de|d chatouilles|oreiller|oreillers|polochons|polochon|coussins|coussin|bisous|calins|plumes|confettis|mousse',
  // Round 8 session: what is « bad enough to hang oneself » is a joke, what « kills » may be a voice or a dress,
  // and a sweet, a show or a screen may be « a drug » or « an overdose »: too much of a pleasure.
  'nul|nulle|nuls|nulles|bete|betes|triste|tristes|moche|moches a se pendre',
  'voix|look|robe|tenue|style|gateau|recette|chanson|sourire|dessin|coiffure|deguisement|costume|tarte qui tue|tuent',
  'c est|etait de la drogue',
  'est|sont|etait une vraie drogue',
  'overdose|overdoses|dose de|d dessins|bonbons|chocolat|sucre|gateaux|jeux|ecrans|tele|television|videos|bisous|calins|livres|lecture|musique|crepes|soleil|vacances|fraises|bonbon|jeu|series|cartoons|mangas',
  'shoote|shootes|shootee|shootees|accro|accros au|aux sucre|chocolat|cafe|bonbons|gateaux|jeux|ecrans|tele|dessins|lecture|musique|crepes|nutella|sport|danse|foot|coca|soda|jeu',
  'fume|fumait|fumer|fument comme une cocotte|bouilloire',
  'drogue|drogues|droguee|droguees|accro|accros du|au|aux chocolat|sucre|bonbons|gateaux|jeux|ecrans|tele|dessins|lecture|musique|crepes|nutella|sport|danse|foot|coca|soda|jeu|cafe|fraises|livres',
  'ivre|ivres de joie|bonheur|fatigue|rage|colere|liberte|vitesse|fierte',
  // A champion is « a killer » at a game; a tempest « massacres » tulips; a spoiler « kills » the suspense.
  'tueur|tueuse|tueurs|tueuses au|aux echecs|cartes|dames|uno|scrabble|memory|dominos|ping|tennis|billes|monopoly|babyfoot|belote|foot|basket|jeu|jeux|course|quiz|petanque|bowling|course|dictee|calcul',
  'massacre|massacres|massacree|massacrees|massacrer|massacrait les|la|le|des|mes|ses|nos|leurs fleurs|tulipes|roses|salades|plantes|legumes|fraises|tomates|gateau|gateaux|dessin|dessins|chanson|chansons|jouets|rideaux|coussins|chaussons|pelouse|haie|massif|potager|cheveux|frange',
  'tuer|tue|tuait|tuent le|la|l suspense|ennui|ambiance|magie|envie|surprise',
  'fume|fumait|fumer|fument de colere|rage',
  // A party set alight is a great party: « ce DJ a mis le feu à la boum ».
  'mis|met|mettent|mettait|mettre le feu a la|au boum|fete|soiree|piste|salle|dancefloor|spectacle|concert|kermesse',
  // Annoyed, not drunk: « ma sœur me saoule avec ses chansons »; scolded, not burned: « il s'est fait incendier ».
  'me|te|nous|vous|m|t saoule|saoules|saoulent|saoulait|soule|soules|soulent|saoulee|saoule',
  'fait|faite|faits|faire incendier',
  'casse|casses|cassent|cassait|casser les pieds|oreilles',
  'dirait qu une bombe',
  // A playful fight "à mort" is no death: "une bataille de polochons à mort".
  'polochon|polochons|oreiller|oreillers|coussin|coussins|chatouilles|neige|eau|confettis|chatouille a mort',
  // Breastfeeding is care, not a body shown: "maman donne le sein au bébé".
  'donner|donne|donnait|donnent|donnes|donnant|donna le|du sein',
  'au sein',
  // Slang praise that kills no one: "elle a tué le game au spectacle".
  'tuer|tue|tuee|tues|tuent|tuait|tuaient le game|game',
  // A mess exclaimed: "quel carnage dans la cuisine !", "un massacre dans la chambre après la bataille d'oreillers".
  'quel|quelle carnage|massacre|boucherie',
  'carnage|massacre dans la|le cuisine|chambre|salon|salle|jardin|garage|bac|cour|potager|verger|poulailler|grenier|cave|bibliotheque|classe|placard|frigo|trousse|cartable|boite',
  'pistolet|pistolets|fusil|fusils a eau|bulles|bouchon|bouchons|flechettes|fleurs|colle|peinture|confettis',
  'pistolet|pistolets|fusil|fusils laser|lasers|jouet|jouets|nerf',
  'pistolet|pistolets|fusil|fusils en plastique|bois|mousse',
  'chili con carne',
  'libre echangisme|echangiste|echangistes',
  'negro spiritual|spirituals',
  'allume cigare|cigares',
  'drug store|stores',
  'con carne|leche|amore|brio|fuoco|moto|queso',
  // English idioms and compounds.
  'dead end|ends|leaf|leaves|wood|tree|trees|sea|tired|calm|heat|easy',
  'to die for',
  'dying to|for',
  'die|dies|died|dying of|from laughter|laughing|boredom|embarrassment',
  'died|dying laughing',
  'roll|rolls|rolled|throw|throws|threw|cast|casts the|a|one|your|my die',
  'killer whale|whales',
  'kill|kills|killed|killing time',
  'moby dick',
  'pussy cat|cats|willow|willows',
  'blue|great|coal|marsh|willow|crested tit|tits',
  'water|bubble|glue|toy|nerf|squirt|laser|ray|paint|cap|foam gun|guns|pistol|pistols|rifle|rifles',
  'bath|water|paint|glitter|seed|photo bomb|bombs',
];
