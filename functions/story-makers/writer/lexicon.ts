/**
 * What the writer knows about French words it may meet in a parent's free text: the gender of common
 * nouns (so that "licorne" becomes "une licorne" and "dragon" "un dragon"), the preposition a place
 * takes ("dans la forêt", "sur la plage", "à l'école", "sur Mars", "en France"), and the small words
 * that shape a noun phrase. Unknown words fall back on the endings French mostly follows.
 */

export type Gender = 'm' | 'f';

function entries(gender: Gender, words: string): [string, Gender][] {
  return words.split(',').map((word) => [word.trim(), gender]);
}

/** Singular common nouns a child's story may be about: characters, animals, places, things. */
export const NOUN_GENDER = new Map<string, Gender>([
  ...entries('m', `dragon,dragonneau,chat,chaton,chien,chiot,lapin,lapereau,ours,ourson,nounours,robot,lion,lionceau,tigre,loup,louveteau,renard,renardeau,
hibou,écureuil,hérisson,cheval,poney,dauphin,pingouin,manchot,éléphant,éléphanteau,singe,dinosaure,tyrannosaure,diplodocus,tricératops,ptérodactyle,
pirate,chevalier,prince,roi,magicien,sorcier,enchanteur,géant,lutin,elfe,troll,fantôme,monstre,extraterrestre,martien,alien,astronaute,super-héros,héros,
ogre,bonhomme,pompier,explorateur,inventeur,docteur,papi,papy,grand-père,papa,tonton,oncle,frère,cousin,ami,copain,doudou,koala,panda,kangourou,
crocodile,serpent,poussin,canard,caneton,mouton,agneau,cochon,porcelet,poisson,requin,phoque,hippopotame,zèbre,castor,raton,papillon,scarabée,escargot,
perroquet,paon,corbeau,aigle,faucon,griffon,phénix,yéti,farfadet,gnome,nain,triton,capitaine,clown,jongleur,cuisinier,boulanger,jardinier,facteur,
professeur,maître,bébé,enfant,animal,oiseau,âne,bison,hamster,lama,paresseux,caméléon,lézard,chameau,dromadaire,pégase,centaure,cyclope,génie,mage,
ninja,samouraï,viking,cow-boy,détective,chef,korrigan,hippocampe,poulain,faon,koala,guépard,léopard,jaguar,gorille,chimpanzé,ouistiti,renne,élan,
morse,narval,calamar,crabe,homard,poulpe,hamster,cochon-d'inde,furet,moineau,rouge-gorge,pinson,merle,coq,dindon,cygne,flamant,pélican,toucan,colibri,
bourdon,grillon,criquet,ver,mille-pattes,robot-aspirateur,ange,chérubin,sapin,lutin,père,grand-oncle,voisin,copain,camarade,marin,moussaillon,
château,royaume,palais,donjon,désert,océan,lagon,récif,port,bateau,navire,voilier,sous-marin,espace,ciel,nuage,arc-en-ciel,jardin,potager,parc,zoo,
village,quartier,musée,cirque,manège,volcan,pôle,igloo,grenier,salon,appartement,immeuble,lac,étang,marais,champ,verger,bois,pays,monde,univers,
cosmos,train,avion,labyrinthe,temple,arbre,laboratoire,atelier,théâtre,stade,marché,magasin,hôpital,lit,placard,coffre,trésor,gâteau,anniversaire,
voyage,pique-nique,spectacle,concours,match,tournoi,carnaval,bal,festin,goûter,mystère,secret,rêve,cauchemar,défi,jeu,sommet,rocher,chemin,
sentier,pont,tunnel,souterrain,vaisseau,planétarium,observatoire,aquarium,moulin,phare,refuge,chalet,camping,terrier,nid,foyer,bureau,couloir,
piano,violon,foot,football,basket,tennis,judo,karaté,vélo,skate,roller,dessin,chant,théâtre,cirque,yoga,jardinage,bricolage,tricot,origami,puzzle,
lego,coloriage,ski,surf,rugby,handball,hockey,badminton,ping-pong,trampoline,poney,scoutisme,modélisme,piano,hip-hop,bonheur,courage,partage,respect,
calme,amour,espoir,rire,plaisir,réconfort,pardon,soulagement,émerveillement,enthousiasme,chagrin,trac,ennui,orgueil,esprit,travail,sens,goût`),
  ...entries('f', `licorne,fée,princesse,reine,sorcière,magicienne,sirène,souris,tortue,chouette,girafe,grenouille,coccinelle,abeille,fourmi,luciole,baleine,
pieuvre,étoile,comète,fusée,poupée,mamie,mamy,grand-mère,maman,tata,tante,sœur,cousine,amie,copine,maîtresse,fillette,vache,poule,chèvre,jument,biche,
panthère,lionne,tigresse,louve,ourse,chatte,chienne,lapine,renarde,gazelle,autruche,cigogne,mouette,libellule,chenille,araignée,méduse,loutre,
marmotte,taupe,belette,hirondelle,colombe,pie,chevalière,exploratrice,inventrice,guerrière,dame,demoiselle,créature,bête,peluche,marionnette,nymphe,
ogresse,géante,dragonne,momie,tortue,brebis,oie,dinde,cane,autruche,mésange,fauvette,pintade,salamandre,limace,sauterelle,cigale,mouche,guêpe,
raie,otarie,orque,crevette,étoile de mer,grand-tante,voisine,camarade,fée marraine,robote,
forêt,jungle,savane,dune,oasis,mer,plage,île,lune,planète,galaxie,cuisine,chambre,maison,cabane,école,classe,ville,ferme,campagne,prairie,montagne,
colline,banquise,grotte,caverne,fête,foire,rivière,cascade,vallée,terre,station,pyramide,tour,mine,bibliothèque,piscine,boulangerie,chocolaterie,
usine,clairière,route,rue,place,cour,grange,écurie,serre,roseraie,lande,steppe,toundra,savane,côte,baie,crique,falaise,source,fontaine,
aventure,quête,mission,course,promenade,balade,chasse,chasse au trésor,fête d'anniversaire,surprise,histoire,énigme,enquête,tempête,promesse,
rencontre,découverte,expédition,exploration,croisière,traversée,escapade,excursion,soirée,journée,nuit,musique,danse,peinture,lecture,natation,
gymnastique,équitation,escalade,cuisine,pâtisserie,poterie,photographie,guitare,flûte,batterie,harpe,trompette,console,trottinette,pêche,voile,
couture,magie,boxe,escrime,sculpture,joie,peur,tristesse,colère,surprise,fierté,curiosité,sérénité,tendresse,gratitude,confiance,excitation,
nostalgie,timidité,jalousie,inquiétude,amitié,générosité,gentillesse,honnêteté,entraide,persévérance,patience,tolérance,solidarité,famille,
bienveillance,empathie,politesse,écoute,loyauté,sincérité,liberté,justice,humilité,responsabilité,créativité,coopération,écologie,nature,
différence,franchise,douceur,bonté,audace,sagesse,prudence,paix,harmonie,confiance en soi,estime de soi,joie de vivre,émotion,envie,impatience,
hâte,fatigue,faim,gourmandise,lumière,clé,carotte,pomme,poire,fraise,cerise,tarte,soupe,baguette magique,cape,bague,montre,écharpe,chaussette,boussole,carte,plume,lanterne,couronne,baguette,graine,fleur,pierre,perle,boîte`),
]);

/** Adjectives and numbers that may come before the noun ("un petit dragon", "les trois ours"). */
export const PRENOMINAL = new Set([
  'petit', 'petite', 'petits', 'petites', 'tout', 'toute', 'tous', 'toutes', 'très', 'grand', 'grande', 'grands', 'grandes', 'gros', 'grosse',
  'grosses', 'vieux', 'vieil', 'vieille', 'vieilles', 'jeune', 'jeunes', 'joli', 'jolie', 'jolis', 'jolies', 'beau', 'bel', 'belle', 'beaux',
  'belles', 'gentil', 'gentille', 'gentils', 'gentilles', 'adorable', 'adorables', 'mignon', 'mignonne', 'minuscule', 'immense', 'énorme',
  'super', 'vrai', 'vraie', 'bon', 'bonne', 'drôle', 'sacré', 'brave', 'fidèle', 'meilleur', 'meilleure', 'nouveau', 'nouvel', 'nouvelle',
  'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'mille', 'cent', 'premier', 'première', 'dernier', 'dernière',
  'incroyable', 'merveilleux', 'merveilleuse', 'fabuleux', 'fabuleuse', 'courageux', 'courageuse', 'timide', 'malicieux', 'malicieuse',
]);

/** Adjectives that may follow the noun and still belong to a short name ("le dragon vert"). */
export const POSTNOMINAL = new Set([
  'rouge', 'rouges', 'bleu', 'bleue', 'bleus', 'bleues', 'vert', 'verte', 'verts', 'vertes', 'jaune', 'jaunes', 'rose', 'roses', 'violet',
  'violette', 'noir', 'noire', 'noirs', 'noires', 'blanc', 'blanche', 'blancs', 'blanches', 'gris', 'grise', 'doré', 'dorée', 'argenté',
  'argentée', 'orange', 'marron', 'magique', 'magiques', 'enchanté', 'enchantée', 'enchantés', 'enchantées', 'volant', 'volante', 'géant',
  'géante', 'géants', 'rigolo', 'rigolote', 'timide', 'timides', 'courageux', 'courageuse', 'gentil', 'gentille', 'perdu', 'perdue',
  'arc-en-ciel', 'étoilé', 'étoilée', 'lumineux', 'lumineuse', 'mystérieux', 'mystérieuse', 'secret', 'secrète', 'bleu-vert',
  'sorcier', 'pirate', 'ailé', 'ailée', 'parlant', 'parlante', 'savant', 'savante', 'endormi', 'endormie', 'sauvage', 'polaire', 'marin', 'marine',
]);

export const ARTICLES = {
  indefinite: new Map<string, { gender: Gender | null; plural: boolean }>([
    ['un', { gender: 'm', plural: false }],
    ['une', { gender: 'f', plural: false }],
    ['des', { gender: null, plural: true }],
    ['quelques', { gender: null, plural: true }],
    ['plusieurs', { gender: null, plural: true }],
    ['deux', { gender: null, plural: true }],
    ['trois', { gender: null, plural: true }],
    ['quatre', { gender: null, plural: true }],
    ['cinq', { gender: null, plural: true }],
  ]),
  definite: new Map<string, { gender: Gender | null; plural: boolean }>([
    ['le', { gender: 'm', plural: false }],
    ['la', { gender: 'f', plural: false }],
    ["l'", { gender: null, plural: false }],
    ['les', { gender: null, plural: true }],
  ]),
  /** Possessives and demonstratives: kept, but "mon"/"ton" become the child's "son" in the narration. */
  other: new Map<string, { gender: Gender | null; plural: boolean; narrated: string }>([
    ['mon', { gender: 'm', plural: false, narrated: 'son' }],
    ['ton', { gender: 'm', plural: false, narrated: 'son' }],
    ['son', { gender: 'm', plural: false, narrated: 'son' }],
    ['ma', { gender: 'f', plural: false, narrated: 'sa' }],
    ['ta', { gender: 'f', plural: false, narrated: 'sa' }],
    ['sa', { gender: 'f', plural: false, narrated: 'sa' }],
    ['mes', { gender: null, plural: true, narrated: 'ses' }],
    ['tes', { gender: null, plural: true, narrated: 'ses' }],
    ['ses', { gender: null, plural: true, narrated: 'ses' }],
    ['notre', { gender: null, plural: false, narrated: 'leur' }],
    ['nos', { gender: null, plural: true, narrated: 'leurs' }],
    ['leur', { gender: null, plural: false, narrated: 'leur' }],
    ['leurs', { gender: null, plural: true, narrated: 'leurs' }],
    ['ce', { gender: 'm', plural: false, narrated: 'ce' }],
    ['cet', { gender: 'm', plural: false, narrated: 'cet' }],
    ['cette', { gender: 'f', plural: false, narrated: 'cette' }],
    ['ces', { gender: null, plural: true, narrated: 'ces' }],
  ]),
};

/** Titles that open a person's name and tell its gender: "Mamie Jo", "Capitaine Flam". */
export const NAME_TITLES = new Map<string, Gender>([
  ...entries('f', 'mamie,mamy,mémé,maman,tata,tatie,tante,reine,princesse,madame,mme,mademoiselle,fée,sœur,grand-mère,mère,dame,miss,lady,marraine,maîtresse,docteure'),
  ...entries('m', 'papi,papy,pépé,papa,tonton,oncle,roi,prince,monsieur,m.,père,grand-père,capitaine,docteur,sir,frère,parrain,maître,professeur,chevalier,général'),
]);

/** The preposition a place noun takes: "dans la forêt" unless listed. */
export const PLACE_PREPOSITION = new Map<string, string>([
  ...['plage', 'île', 'lune', 'planète', 'étoile', 'comète', 'dune', 'banquise', 'colline', 'nuage', 'arc-en-ciel', 'route', 'place', 'côte', 'falaise', 'lande', 'toundra', 'steppe', 'pont', 'sommet', 'rocher', 'terre']
    .map((noun): [string, string] => [noun, 'sur']),
  ...['bateau', 'navire', 'voilier', 'sous-marin', 'fusée', 'vaisseau', 'train', 'avion', 'montgolfière'].map((noun): [string, string] => [noun, 'à bord de']),
  ...['école', 'ferme', 'campagne', 'montagne', 'cirque', 'zoo', 'parc', 'piscine', 'foire', 'fête', 'mer', 'théâtre', 'stade', 'marché', 'hôpital', 'port', 'pôle', 'boulangerie', 'camping', 'pays', 'bal', 'carnaval', 'spectacle', 'concours', 'anniversaire', 'goûter', 'pique-nique']
    .map((noun): [string, string] => [noun, 'à']),
  ...['lac', 'étang', 'rivière', 'source', 'fontaine', 'cascade'].map((noun): [string, string] => [noun, 'au bord de']),
  ...['volcan', 'phare', 'moulin'].map((noun): [string, string] => [noun, 'au pied de']),
]);

/** "le fond de l'océan" → "au fond de l'océan", "le sommet de la montagne" → "au sommet de la montagne". */
for (const noun of ['fond', 'cœur', 'milieu', 'bord', 'pied', 'sommet', 'centre']) PLACE_PREPOSITION.set(noun, 'à');

/** "à la mer" reads oddly in a tale: the sea is "au bord de la mer". */
PLACE_PREPOSITION.set('mer', 'au bord de');

/** Proper place names whose preposition is not "à": planets, then countries and regions. */
export const PROPER_PLACE_PREPOSITION = new Map<string, string>([
  ...['mars', 'vénus', 'jupiter', 'saturne', 'mercure', 'neptune', 'uranus', 'pluton', 'terre'].map((name): [string, string] => [name, 'sur']),
  ...['france', 'espagne', 'italie', 'allemagne', 'angleterre', 'belgique', 'suisse', 'chine', 'inde', 'égypte', 'afrique', 'amérique', 'asie',
    'europe', 'australie', 'antarctique', 'laponie', 'grèce', 'russie', 'norvège', 'irlande', 'écosse', 'islande', 'arctique', 'bretagne',
    'provence', 'corse', 'guadeloupe', 'martinique', 'amazonie', 'tunisie', 'algérie', 'turquie', 'guyane', 'normandie', 'alsace', 'savoie', 'océanie']
    .map((name): [string, string] => [name, 'en']),
  ...['japon', 'canada', 'brésil', 'maroc', 'sénégal', 'mexique', 'pérou', 'portugal', 'québec', 'kenya', 'groenland', 'vietnam', 'chili',
    'cameroun', 'pôle nord', 'pôle sud', 'pays des merveilles', 'pays imaginaire', 'pays des rêves', 'far west']
    .map((name): [string, string] => [name, 'au']),
  ...['états-unis', 'antilles', 'caraïbes', 'seychelles', 'maldives'].map((name): [string, string] => [name, 'aux']),
]);

/** Words that start a phrase which is already a place complement ("chez mamie", "sous la mer"). */
export const PLACE_PREPOSITIONS = [
  'au bord de', 'au bord du', 'au bord des', 'au fond de', 'au fond du', 'au fond des', 'au cœur de', 'au cœur du', 'au cœur des',
  'au milieu de', 'au milieu du', 'au milieu des', 'au pied de', 'au pied du', 'au pied des', 'au sommet de', 'au sommet du', 'au-dessus de',
  'au-dessus du', 'au-dessus des', 'à bord de', 'à bord du', 'à bord des', "à l'intérieur de", "à l'intérieur du", 'de l\'autre côté de',
  'de l\'autre côté du', 'à travers', 'près de', 'près du', 'près des', 'loin de', 'loin du', 'loin des', 'autour de', 'autour du', 'autour des',
  'dans', 'chez', 'sur', 'sous', 'à', 'au', 'aux', 'en', 'derrière', 'devant', 'entre', 'parmi', 'vers', 'par-delà', 'là où', 'là-bas',
] as const;

/** Nouns that end like a feminine word but are masculine, for the fallback guess. */
const MASCULINE_EXCEPTIONS = new Set(['beurre', 'tonnerre', 'verre', 'lierre', 'renne', 'homme', 'gramme', 'programme', 'dilemme', 'squelette', 'violoncelle', 'vermicelle', 'pinceau', 'génie', 'parapluie', 'musée', 'lycée', 'trophée', 'scarabée', 'incendie', 'silence', 'squelette', 'lièvre', 'monstre', 'rêve', 'livre', 'arbre', 'groupe', 'problème', 'système', 'poème', 'domaine', 'royaume', 'cyclope', 'globe', 'pétale', 'légume', 'gorille', 'crocodile', 'reptile', 'insecte']);

/** The gender of a noun: from the lexicon, else from its ending (about four times in five right). */
export function genderOfNoun(noun: string): Gender {
  const lower = noun.toLowerCase();
  const known = NOUN_GENDER.get(lower) ?? NOUN_GENDER.get(singular(lower));
  if (known) return known;
  if (MASCULINE_EXCEPTIONS.has(lower)) return 'm';
  if (/(tion|sion|té|ette|otte|atte|elle|ure|ence|ance|ine|ise|ade|ée|ie|ière|esse|euse|rice|ode|ude|aille|ouille|eille|lle|sse|nne|mme|ppe|rre)s?$/.test(lower)) return 'f';
  return 'm';
}

export function isKnownNoun(word: string): boolean {
  const lower = word.toLowerCase();
  return NOUN_GENDER.has(lower) || NOUN_GENDER.has(singular(lower)) || NAME_TITLES.has(lower);
}

export function singular(word: string): string {
  if (/eaux$/.test(word)) return word.slice(0, -1);
  if (/(aux)$/.test(word) && word.length > 4) return `${word.slice(0, -3)}al`;
  if (/[sx]$/.test(word) && word.length > 3 && !/(ours|souris|pays|bois|paresseux|gris|nez|puits|diplodocus|tricératops|marais|palais|cosmos|univers)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Places there is only one of: "dans l'espace" stays "dans l'espace" rather than "dans cet espace". */
export const UNIQUE_PLACES = new Set(['espace', 'ciel', 'univers', 'cosmos', 'lune', 'soleil', 'pôle', 'terre', 'monde', 'océan', 'mer']);
