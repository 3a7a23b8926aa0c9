import type { Lexicon } from '../lexicon-matcher';

/**
 * French word lists, by category. Syntax: see lexicon-matcher.ts ("a|b" alternatives, "stem*" prefixes,
 * "=word" compared with accents). Every entry is a whole word or a whole phrase.
 *
 * Policy for a 4–10-year-old audience (the line between fairy-tale peril and what is refused):
 * - ALLOWED (not listed): dragons breathing fire, wolves, witches, ogres, trolls, monsters, ghosts,
 *   skeletons, storms, swords, bows, pirates' sabres and cannons, battles and fights that end well,
 *   "le loup a mangé la grand-mère", "le loup dévore…", being scared, being lost, "bête" (la Belle et la
 *   Bête), mild words such as "bête", "idiot", "nul", "stupide".
 * - REFUSED as violence: killing and murder, even of a dragon ("le chevalier tue le dragon" is refused:
 *   the parent can write "bat le dragon", "chasse le dragon"), death and dying (so "le roi mourut" and
 *   "les dinosaures sont morts" are refused: grief stories are out of reach of rules and word lists,
 *   and "est parti au ciel", "ont disparu" pass), except idioms listed in allowed.ts ("mort de rire",
 *   "je meurs de faim", "feuilles mortes", "tête de mort") — but "il est mort de froid" is a death,
 *   gore and blood detail (but not "sang" alone: "sang-froid", "pur-sang", "sang de dragon"), torture,
 *   mutilation, firearms and bombs (weapons made to kill people; but water pistols and bath bombs are
 *   allowed in allowed.ts), terrorism, child abuse.
 * - REFUSED as sexual: sexual acts, genitals, pornography, sexual abuse.
 * - REFUSED as drugs: illegal drugs and their use, drunkenness and spirits, cigarettes. Wine, beer and
 *   rum are not listed (Little Red Riding Hood's basket, pirates' rum; "bière" is also a coffin).
 * - REFUSED as insult: swear words, vulgarities and slurs.
 * - REFUSED as self_harm: suicide, self-injury, eating disorders.
 *
 * Words left out, or listed only inside phrases that settle their meaning, because of a harmless
 * homograph (the lists favour few false refusals): "héroïne" (heroine), "grenade" (pomegranate),
 * "joint" and "pétard" (only "fumer un joint"), "came", "viole" (a viola; only "viole la…"), "violent"
 * ("un vent violent"), "violence" ("non-violence" as a value), "chatte" (a female cat), "queue" (a
 * tail), "baiser" (a kiss; only "baiser une fille"…), "bitte" (a mooring bollard), "bâtard" (bread, a
 * mongrel dog; only "sale bâtard"…), "meurtrière" (an arrow slit), "crever" (un pneu crevé), "frapper"
 * (à la porte; only "frapper un enfant"…), "gueule" (la gueule du loup; only "ta gueule"), "retard"
 * (late), "tapette" (fly swatter), "boulimie" (de lecture), "bombé" and "carabiné" (compared with
 * accents), "se jeter par la fenêtre" (the cat does it after a bird).
 */
export const FRENCH: Lexicon = {
  violence: [
    // Killing, murder, massacre.
    'tuer|tue|tues|tuent|tuons|tuez|tuais|tuait|tuaient|tua|tuas|tuerent|tuera|tueras|tuerai|tuerons|tuerez|tueront|tuerait|tueraient|tuant|tuee|tuees',
    'tueur|tueurs|tueuse|tueuses|tuerie|tueries',
    'assassin*',
    'meurtre|meurtres|meurtrier|meurtriers',
    'homicide|homicides|feminicide|infanticide|genocide|genocides',
    'massacr*',
    'carnage|carnages',
    'egorg*',
    'decapiter|decapite|decapitee|decapites|decapitees|decapitent|decapitait|decapitaient|decapita|decapiterent|decapitation|decapitations',
    'demembr*',
    'eventr*',
    'mutil*',
    'tortur*',
    'lynch|lyncher|lynche|lynchee|lynchees|lynches|lynchait|lynchage|lynchages',
    'guillotin*',
    'etrangler|etrangle|etranglee|etrangles|etranglees|etranglait|etrangla|etranglent',
    'poignarder|poignarde|poignardee|poignardes|poignardees|poignardait|poignarda|poignardent',
    'fusiller|fusille|fusillee|fusilles|fusillade|fusillades',
    'lapider|lapide|lapidee|lapidation',
    'pendaison|pendaisons',
    'tabass*',
    'maltrait*',
    'sadique|sadiques|sadisme',
    'coup|coups de couteau|couteaux|poignard|feu|fusil|pistolet',
    'balle|balles dans la|sa|ta|leur tete',
    'frapper|frappe|frappait|frappaient|battre|bat|battait|battaient un|une|son|sa|ses|les|des enfant|enfants|bebe|bebes|fille|fils|garcon|femme',
    'enfant|enfants|bebe|bebes battu|battus|battue|battues|maltraite|maltraites',
    'bruler|brule|brulee|brules|brulees|brulait|brula vif|vive|vifs|vives',
    'fait|faire|fit|faisait pendre|fusiller|decapiter|egorger|torturer',
    'exploser|explose|explosa|exploserait|eclater|eclate|eclata|fracasser|fracasse|fracassa la|sa|ta|leur|les tete|tetes|cervelle|crane|cranes',
    'plante|plantait|planta|plantent|enfonce|enfoncait|enfonca un|une|son|sa|le|la|leur couteau|poignard|epee|lame|dague|pieu dans le|la|son|sa|leur|les ventre|coeur|dos|gorge|cou|poitrine|oeil|yeux',
    'couteau|poignard|epee|lame|dague|pieu plante|plantee dans le|la|son|sa|leur ventre|coeur|dos|gorge|cou|poitrine',
    'noyade|noyades',
    'enfant|enfants|bebe|bebes|garcon|garcons|fille|filles|petit|petite|petits|petites noye|noyee|noyes|noyees',
    // Death and dying (idioms such as "mort de rire", "feuilles mortes" are in allowed.ts).
    'mort|morte|morts|mortes|mourir|meurt|meurs|meurent|mourait|mouraient|mourut|moururent|mourra|mourront|mourrait|mourant|mourante|mourants',
    'decede|decedee|decedes|deces|cadavre|cadavres|macchabee',
    // Gore and blood detail (but not "sang" alone).
    'bain|bains de sang',
    'couvert|couverte|couverts|couvertes|plein|pleine|pleins|pleines|mare|mares|flaque|flaques|flot|flots|litre|litres|giclee|giclees de sang',
    'sang partout',
    'sang gicle|giclait|giclaient|giclent|jaillit|jaillissait|coule|coulait|coulaient|degouline|degoulinait',
    'vide|videe|vider|vidait de son|leur sang',
    'ensanglant*',
    'sanglant|sanglante|sanglants|sanglantes',
    'gore',
    'viscere|visceres',
    // Weapons made to kill people, terrorism.
    'arme|armes a feu',
    'pistolet|pistolets|revolver|revolvers|fusil|fusils|=carabine|=carabines|mitraillette|mitraillettes|mitrailleuse|mitrailleuses|kalachnikov|kalachnikovs|kalash',
    'ak 47',
    '=bombe|=bombes',
    'attentat|attentats|terroriste|terroristes|terrorisme|djihadiste|djihadistes',
  ],
  sexual: [
    'sexe|sexes|sexuel|sexuelle|sexuels|sexuelles|sexuellement|sexualite|sexy',
    'porno|pornos|pornographie|pornographique|pornographiques|porn',
    'nichon|nichons|nibard|nibards|loloches',
    'penis|vagin|vagins|vulve|vulves|clitoris|testicule|testicules|zob|teub|chibre|phallus',
    'ma|ta|sa|une|la|les|des|grosse|grosses|leur|leurs bite|bites',
    'branler|branle|branlette|branlettes|branleur|branleurs|branleuse|branlait',
    'masturb*',
    'fellation|fellations|cunnilingus|sodomie|sodomiser|sodomise|sodomisee',
    'orgasm*',
    'ejacul*',
    'erection|erections',
    'erotique|erotiques|erotisme',
    'partouze|partouzes|echangisme|echangiste|echangistes',
    'prostitu*',
    'proxenete|proxenetes',
    'lubrique|lubriques|obscene|obscenes|obscenite|obscenites',
    'pedophil*',
    'pedophile|pedophiles|pedo|pedos|pedopornographie',
    'incest*',
    'viol|viols|violer|violee|violees|violeur|violeurs|violait|violaient',
    // "viole" alone is also a viola ("viole de gambe"); with a person or thing after it, it is the verb.
    'viole|violes la|le|les|une|un|sa|son|ses|des|leur|leurs|cette|ce|l|cet',
    'attouchement|attouchements',
    'strip tease',
    'striptease|stripteaseuse|stripteaseuses',
    'faire|fait|font|faisait|faisaient|fais|faites|fassent l amour',
    'baise moi|toi',
    'se faire baiser',
    'baiser|baise|baisait|baisent une|des|la|les|sa fille|filles|femme|femmes|meuf|meufs|princesse',
    'coucher|couche|couchent|couchait|couchaient avec une|la|sa|des|les|un|le|son femme|femmes|fille|filles|homme|hommes|princesse|prince|voisine|voisin',
    'toute|tout|tous|toutes a poil',
    'seins nus|enormes|gros|nu',
    'gros|gros seins',
    'suce|sucer|sucent|suces ma|ta|sa bite|queue',
    'preservatif|preservatifs|capote anglaise',
    'vibromasseur|vibromasseurs|godemiche|godemiches|sextoy|sextoys',
  ],
  drugs: [
    'drogue|drogues|droguee|droguer|droguait|droguaient|droguent|drogues',
    'cocaine|heroinomane|toxicomane|toxicomanes|toxico|toxicos',
    'cannabis|marijuana|marihuana|haschich|haschisch|hachich|hasch|beuh|herbe a fumer',
    'fumer|fume|fumait|fument|fumaient|rouler|roule|roulait un|des|son|ses|leur joint|joints|petard|petards|bedo|bedos|spliff|oinj',
    'fumer|fume|fumait|fument du crack|shit|cannabis',
    'ecstasy|extasy|mdma|lsd|meth|methamphetamine|amphetamine|amphetamines|opium|fentanyl|ketamine|ghb',
    'crack cocaine',
    'sniffer|sniffe|sniffait|sniffent de la coke|colle|cocaine|poudre',
    'rail|rails de coke|cocaine',
    'dealer|dealers|dealeur|dealeurs|dealeuse|dealeuses',
    'overdose|overdoses|surdose|surdoses',
    'seringue|seringues d heroine',
    // Drunkenness, spirits and cigarettes.
    'ivre|ivres|ivresse|ivrogne|ivrognes',
    'saoul|saoule|saouls|saoules|saouler|=soûl|=soûle|=soûls|=soûles|=soûler',
    'alcool|alcools|alcoolique|alcooliques|alcoolise|alcoolisee|alcoolises|alcoolisees|alcoolisme',
    'vodka|whisky|whiskies|tequila|absinthe',
    'gueule de bois',
    'prendre|pris|prend|prennent|prenait une|la cuite',
    'cigarette|cigarettes|clope|clopes|cigarillo|cigarillos|cigare|cigares',
  ],
  insult: [
    'con|conne|connes|connard|connards|connasse|connasses|conard|conards|conasse|conasses|connerie|conneries|ducon',
    'bande|bandes|pauvres|sales|tas de cons',
    'sale|sales|espece|bande|fils de batard|batards|batarde',
    'sale|sales batard|batards|batarde',
    'salope|salopes|salaud|salauds|salopard|salopards|saloperie|saloperies',
    'pute|putes|putain|putains|petasse|petasses|pouffiasse|pouffiasses|grognasse|radasse',
    'encule|encules|enculee|enculees|enculer|enculeur|enculeurs',
    'enfoire|enfoires|enfoiree|enfoirees',
    'fdp|ntm|vtff|pd',
    'ta|vos gueule|gueules',
    'nique|niquer|niques|niquent|niquez|niquait|nik|niker',
    'merde|merdes|merdique|merdiques|emmerde|emmerder|emmerdeur|emmerdeuse|emmerdes|emmerdement|merdeux|merdeuse',
    'chier|chiant|chiante|chiants|chiantes|chiasse',
    'bordel|bordels',
    'foutre',
    'couille|couilles|couillu',
    'trou du cul',
    'trou de balle',
    'trouduc',
    'cul|culs',
    'tete de con|noeud|noeuds',
    'sous merde',
    'raclure|raclures',
    // Slurs.
    'pede|pedes|tarlouze|tarlouzes|tafiole|tafioles|gouine|gouines',
    'negre|negres|negresse|negresses|negro|negros|bougnoule|bougnoules|bicot|bicots|youpin|youpins|youtre|youtres|chinetoque|chinetoques|bamboula',
    'sale|sales arabe|arabes|noir|noirs|noire|noires|juif|juifs|juive|juives|blanc|blancs|blanche|blanches|chinois|chinoise|gitan|gitans|gitane|rom|roms|pd|gay|gays|homo|homos|musulman|musulmans|immigre|immigres',
  ],
  self_harm: [
    'suicid*',
    'automutil*',
    'scarifi*',
    'me|se tuer',
    'me|se pendre',
    'me|se taillader|couper les|mes|ses|tes veines|poignets',
    'mettre|mets|met|mettrai|mettre fin a mes|ses|tes|leurs jours',
    'mettre|mets|met|mettrai fin a ma|sa|ta|leur vie',
    'en finir avec la|ma|sa|ta|cette vie',
    'envie de mourir',
    'veux|veut|voulais|voulait|voudrais|voudrait mourir',
    'me|se laisser mourir',
    'me|se jeter|jette|jetait|jeta sous un|le train|metro',
    'avaler|avale|avala|avalait|avalent toutes|tous les|ses|mes|leurs pilules|medicaments|cachets|comprimes|somniferes',
    'avaler|avale|avala|avalait|avalent une|un|la|le|des boite|boites|tube|flacon de|d somniferes|medicaments|cachets|comprimes|pilules',
    'me|se faire vomir',
    'anorexi*',
  ],
};
