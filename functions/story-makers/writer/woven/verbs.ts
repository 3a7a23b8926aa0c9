/**
 * The verbs the weaver can move into the narration's past: the present forms a parent types (je, il/elle/on,
 * ils/elles) read back to their infinitive, and the imparfait of the third person the narration needs.
 * Regular -er verbs are conjugated from a list (with their spelling changes: mange/mangeait, lève,
 * appelle, achète, préfère, nettoie, essaie/essaye), regular -ir and -re verbs from theirs, the others
 * from a table. A form that is not here is not guessed: the weaver then refuses the text.
 */

export type Person = 's1' | 's3' | 'p3';

export interface VerbForm {
  infinitive: string;
  persons: readonly Person[];
}

export interface Verb {
  infinitive: string;
  /** Present: je, il/elle/on, ils/elles. */
  present: Record<Person, string>;
  /** The imparfait's stem: "av" → avait, avaient. */
  imperfectStem: string;
}

/** Irregular verbs: infinitive, present je / il / ils, imparfait stem. Compounds follow their base below. */
const IRREGULAR = `être:suis,est,sont:ét
avoir:ai,a,ont:av
aller:vais,va,vont:all
faire:fais,fait,font:fais
pouvoir:peux,peut,peuvent:pouv
vouloir:veux,veut,veulent:voul
savoir:sais,sait,savent:sav
voir:vois,voit,voient:voy
venir:viens,vient,viennent:ven
tenir:tiens,tient,tiennent:ten
prendre:prends,prend,prennent:pren
mettre:mets,met,mettent:mett
dire:dis,dit,disent:dis
lire:lis,lit,lisent:lis
écrire:écris,écrit,écrivent:écriv
courir:cours,court,courent:cour
dormir:dors,dort,dorment:dorm
partir:pars,part,partent:part
sortir:sors,sort,sortent:sort
sentir:sens,sent,sentent:sent
servir:sers,sert,servent:serv
mentir:mens,ment,mentent:ment
ouvrir:ouvre,ouvre,ouvrent:ouvr
couvrir:couvre,couvre,couvrent:couvr
offrir:offre,offre,offrent:offr
souffrir:souffre,souffre,souffrent:souffr
cueillir:cueille,cueille,cueillent:cueill
devoir:dois,doit,doivent:dev
recevoir:reçois,reçoit,reçoivent:recev
apercevoir:aperçois,aperçoit,aperçoivent:apercev
boire:bois,boit,boivent:buv
croire:crois,croit,croient:croy
vivre:vis,vit,vivent:viv
suivre:suis,suit,suivent:suiv
connaître:connais,connaît,connaissent:connaiss
paraître:parais,paraît,paraissent:paraiss
naître:nais,naît,naissent:naiss
rire:ris,rit,rient:ri
conduire:conduis,conduit,conduisent:conduis
construire:construis,construit,construisent:construis
détruire:détruis,détruit,détruisent:détruis
produire:produis,produit,produisent:produis
cuire:cuis,cuit,cuisent:cuis
peindre:peins,peint,peignent:peign
éteindre:éteins,éteint,éteignent:éteign
atteindre:atteins,atteint,atteignent:atteign
craindre:crains,craint,craignent:craign
plaindre:plains,plaint,plaignent:plaign
joindre:joins,joint,joignent:joign
battre:bats,bat,battent:batt
plaire:plais,plaît,plaisent:plais
taire:tais,tait,taisent:tais
mourir:meurs,meurt,meurent:mour
fuir:fuis,fuit,fuient:fuy
asseoir:assois,assoit,assoient:assoy
falloir:-,faut,-:fall
pleuvoir:-,pleut,-:pleuv
valoir:vaux,vaut,valent:val
vaincre:vaincs,vainc,vainquent:vainqu
coudre:couds,coud,cousent:cous
résoudre:résous,résout,résolvent:résolv
rompre:romps,rompt,rompent:romp
interrompre:interromps,interrompt,interrompent:interromp
réduire:réduis,réduit,réduisent:réduis
introduire:introduis,introduit,introduisent:introduis`;

/** Compounds conjugated like their base: "apprendre" like "prendre". */
const COMPOUNDS: Record<string, string> = {
  revenir: 'venir', devenir: 'venir', parvenir: 'venir', souvenir: 'venir', intervenir: 'venir', prévenir: 'venir',
  retenir: 'tenir', obtenir: 'tenir', appartenir: 'tenir', soutenir: 'tenir', entretenir: 'tenir', contenir: 'tenir',
  apprendre: 'prendre', comprendre: 'prendre', surprendre: 'prendre', reprendre: 'prendre', entreprendre: 'prendre',
  promettre: 'mettre', permettre: 'mettre', remettre: 'mettre', admettre: 'mettre', transmettre: 'mettre',
  relire: 'lire', décrire: 'écrire', inscrire: 'écrire', redire: 'dire', interdire: 'dire', prédire: 'dire',
  revoir: 'voir', prévoir: 'voir', accourir: 'courir', parcourir: 'courir', secourir: 'courir', endormir: 'dormir', rendormir: 'dormir',
  repartir: 'partir', ressentir: 'sentir', consentir: 'sentir', découvrir: 'couvrir', recouvrir: 'couvrir', rouvrir: 'ouvrir',
  accueillir: 'cueillir', recueillir: 'cueillir', survivre: 'vivre', revivre: 'vivre', poursuivre: 'suivre', reconnaître: 'connaître',
  disparaître: 'paraître', apparaître: 'paraître', réapparaître: 'paraître', sourire: 'rire', reconstruire: 'construire',
  repeindre: 'peindre', rejoindre: 'joindre', combattre: 'battre', débattre: 'battre',
  déplaire: 'plaire', convaincre: 'vaincre', rasseoir: 'asseoir', enfuir: 'fuir', revouloir: 'vouloir', refaire: 'faire', défaire: 'faire',
  satisfaire: 'faire', recoudre: 'coudre',
};

/** Regular -ir verbs (finir: finis, finit, finissent, finissait). */
const REGULAR_IR = `finir,choisir,grandir,réussir,rougir,obéir,remplir,bâtir,guérir,nourrir,punir,réfléchir,agir,atterrir,applaudir,ralentir,
vieillir,grossir,maigrir,salir,saisir,unir,réunir,envahir,avertir,jaillir,rôtir,fleurir,éblouir,bondir,rebondir,frémir,gémir,rugir,surgir,
accomplir,établir,fournir,garantir,investir,ravir,rétablir,trahir,franchir,enrichir,embellir,élargir,adoucir,durcir,noircir,blanchir,jaunir,
verdir,rajeunir,épanouir,s'épanouir,resplendir,retentir,vernir,aboutir,anéantir,assouplir,engloutir,étourdir,pâlir,mûrir,moisir,tiédir,
approfondir,affranchir,amortir,démolir,divertir,convertir,ressurgir,resurgir`;

/** Regular -re verbs (attendre: attends, attend, attendent, attendait). */
const REGULAR_RE = `attendre,entendre,descendre,redescendre,rendre,perdre,répondre,vendre,tendre,mordre,fondre,défendre,détendre,confondre,
pondre,tondre,correspondre,étendre,prétendre,suspendre,dépendre,pendre,tordre,répandre,fendre,mordiller`;

/**
 * Regular -er verbs a parent may use about a child, a companion or a quest, and the commonest verbs
 * of French. "aller" is irregular and in the table above.
 */
const REGULAR_ER = `aimer,adorer,préférer,cracher,séparer,disputer,habiter,bâtir,souffler,fêter,tricher,bouder,voler,détester,jouer,chanter,danser,dessiner,colorier,peindre,nager,marcher,sauter,grimper,rouler,patiner,
skier,surfer,pédaler,cuisiner,manger,goûter,regarder,écouter,parler,raconter,inventer,imaginer,construire,bricoler,jardiner,planter,arroser,
cultiver,ramasser,collectionner,chercher,rechercher,trouver,retrouver,garder,sauver,aider,protéger,soigner,consoler,ramener,rapporter,
rencontrer,explorer,voyager,visiter,rêver,penser,espérer,essayer,tenter,oser,décider,commencer,continuer,terminer,arrêter,recommencer,
apprendre,étudier,compter,calculer,épeler,lancer,attraper,frapper,tirer,pousser,porter,apporter,emporter,transporter,emmener,amener,mener,
promener,lever,soulever,enlever,élever,acheter,jeter,appeler,rappeler,geler,nettoyer,envoyer,payer,balayer,effrayer,essuyer,ennuyer,
employer,tutoyer,vouvoyer,aboyer,tournoyer,rayer,monter,tomber,rester,entrer,rentrer,arriver,passer,retourner,tourner,voler,
flotter,plonger,glisser,briller,scintiller,éclairer,allumer,illuminer,chatouiller,rigoler,blaguer,pleurer,crier,hurler,chuchoter,murmurer,
siffler,fredonner,rater,réparer,fabriquer,préparer,organiser,fêter,célébrer,inviter,partager,donner,prêter,montrer,cacher,
dissimuler,perdurer,égarer,oublier,rappeler,souvenir,habiter,loger,vivoter,demeurer,manquer,aimer,embrasser,câliner,caresser,
gronder,miauler,ronronner,galoper,trotter,sautiller,gambader,ramper,nager,respirer,souffler,briser,casser,cogner,heurter,
toucher,sentir,observer,examiner,admirer,contempler,remarquer,deviner,résoudre,décoder,déchiffrer,compter,mesurer,peser,semer,
récolter,chasser,pêcher,camper,bivouaquer,escalader,randonner,explorer,naviguer,piloter,conduire,réviser,travailler,
bavarder,discuter,expliquer,répéter,demander,questionner,proposer,accepter,refuser,gagner,lutter,jongler,dompter,apprivoiser,
dresser,nourrir,abriter,coiffer,habiller,déguiser,maquiller,costumer,photographier,filmer,enregistrer,tricoter,coudre,broder,modeler,
sculpter,coller,découper,plier,colorer,décorer,ranger,laver,baigner,doucher,brosser,réveiller,coucher,bercer,bouger,remuer,trembler,
frissonner,sursauter,éternuer,tousser,bâiller,ronfler,dormir,rêvasser,flâner,traîner,presser,dépêcher,hâter,attendrir,
rassurer,encourager,féliciter,remercier,excuser,pardonner,respecter,écouter,obéir,mériter,désirer,souhaiter,rêver,compter,
réaliser,créer,composer,jouer,répéter,entraîner,exercer,pratiquer,participer,concourir,affronter,défier,combattre,vaincre,
triompher,échouer,hésiter,douter,craindre,redouter,paniquer,angoisser,stresser,inquiéter,calmer,apaiser,consoler,réconforter,
partager,échanger,emprunter,rendre,garder,conserver,protéger,défendre,surveiller,guetter,épier,espionner,enquêter,questionner,
interroger,fouiller,creuser,enterrer,déterrer,dénicher,repérer,localiser,suivre,pister,traquer,poursuivre,rattraper,capturer,
libérer,délivrer,secourir,sauver,guider,accompagner,raccompagner,reconduire,ramener,rapatrier,transformer,changer,devenir,grandir,
pousser,fleurir,germer,arroser,éclore,fondre,neiger,pleuvoir,venter,tonner,gronder,éclater,exploser,briller,étinceler,luire,
colorier,dessiner,gribouiller,griffonner,écrire,lire,feuilleter,bouquiner,réciter,chanter,danser,swinguer,rapper,mixer,taper,
tambouriner,pianoter,gratter,souffler,siffloter,rire,sourire,pouffer,glousser,plaisanter,taquiner,chamailler,disputer,bouder,
râler,ronchonner,grogner,soupirer,sangloter,pleurnicher,gémir,appeler,téléphoner,envoyer,poster,recevoir,livrer,distribuer,
vendre,acheter,payer,économiser,dépenser,compter,mélanger,touiller,remuer,verser,servir,déguster,croquer,grignoter,dévorer,
avaler,boire,siroter,lécher,mâcher,cuisiner,pâtisser,griller,rôtir,frire,bouillir,mijoter,réchauffer,refroidir,congeler,geler,
décongeler,tartiner,beurrer,sucrer,saler,poivrer,assaisonner,goûter,savourer,adorer,apprécier,kiffer,préférer,raffoler,
adopter,élever,dresser,promener,caresser,brosser,entretenir,nettoyer,balayer,épousseter,aspirer,ranger,trier,classer,empiler,
entasser,construire,assembler,emboîter,visser,clouer,scier,percer,poncer,vernir,peindre,tapisser,installer,monter,démonter,
bâtir,fonder,inaugurer,fermer,verrouiller,déverrouiller,ouvrir,frapper,sonner,entrer,sortir,passer,traverser,franchir,
longer,contourner,escalader,grimper,dévaler,glisser,déraper,tomber,trébucher,chuter,rouler,culbuter,pirouetter,tourbillonner,
virevolter,valser,sautiller,cabrioler,gigoter,frétiller,trottiner,galoper,filer,foncer,accélérer,freiner,ralentir,stopper,
garer,décoller,atterrir,amerrir,alunir,orbiter,graviter,flotter,dériver,couler,sombrer,émerger,surnager,plonger,barboter,
patauger,éclabousser,arroser,mouiller,sécher,essorer,étendre,repasser,plier,coudre,raccommoder,tisser,tresser,nouer,attacher,
lacer,boutonner,zipper,enfiler,porter,chausser,déchausser,coiffer,peigner,brosser,tresser,friser,raser,couper,tailler,élaguer,
tondre,bêcher,labourer,semer,planter,repiquer,récolter,moissonner,vendanger,cueillir,ramasser,glaner,butiner,bourdonner,
voleter,voltiger,planer,survoler,atterrir,percher,nicher,couver,pondre,éclore,hiberner,hiverner,migrer,muer,ronronner,miauler,
aboyer,hennir,meugler,bêler,caqueter,coasser,hululer,croasser,gazouiller,piailler,chanter,roucouler,grogner,rugir,barrir,feuler`;

/** "lever" → "lève", "appeler" → "appelle", "acheter" → "achète", "préférer" → "préfère", "nettoyer" → "nettoie". */
const DOUBLE_L_T = new Set(['appeler', 'rappeler', 'épeler', 'renouveler', 'ficeler', 'jeter', 'projeter', 'feuilleter', 'épousseter']);

function erPresentStems(infinitive: string): string[] {
  const stem = infinitive.slice(0, -2);
  if (DOUBLE_L_T.has(infinitive)) return [stem + stem.slice(-1)];
  if (/[ou]y$/.test(stem)) return [`${stem.slice(0, -1)}i`];
  if (/ay$/.test(stem)) return [`${stem.slice(0, -1)}i`, stem];
  // "lever", "mener", "acheter", "geler": a mute e before the last consonant(s) becomes è.
  const changed = stem.match(/^(.+)[eé]([bcdfgjklmnpqrstvz]|ch|gn|tr|vr|br|gl|gr|bl|cr|pl)$/u);
  if (changed) return [`${changed[1] ?? ''}è${changed[2] ?? ''}`];
  return [stem];
}

function erImperfectStem(infinitive: string): string {
  const stem = infinitive.slice(0, -2);
  if (stem.endsWith('g')) return `${stem}e`;
  if (stem.endsWith('c')) return `${stem.slice(0, -1)}ç`;
  return stem;
}

function words(list: string): string[] {
  return list.split(',').map((word) => word.trim()).filter((word) => word !== '' && !word.startsWith("s'"));
}

function buildVerbs(): Map<string, Verb> {
  const verbs = new Map<string, Verb>();
  const irregular = new Map<string, Verb>();
  for (const line of IRREGULAR.split('\n')) {
    const [infinitive = '', forms = '', imperfectStem = ''] = line.split(':');
    const [s1 = '-', s3 = '-', p3 = '-'] = forms.split(',');
    irregular.set(infinitive, { infinitive, present: { s1, s3, p3 }, imperfectStem });
  }
  for (const infinitive of words(REGULAR_ER)) {
    if (!infinitive.endsWith('er')) continue;
    const [stem = ''] = erPresentStems(infinitive);
    verbs.set(infinitive, { infinitive, present: { s1: `${stem}e`, s3: `${stem}e`, p3: `${stem}ent` }, imperfectStem: erImperfectStem(infinitive) });
  }
  for (const infinitive of words(REGULAR_IR)) {
    const stem = infinitive.slice(0, -2);
    verbs.set(infinitive, { infinitive, present: { s1: `${stem}is`, s3: `${stem}it`, p3: `${stem}issent` }, imperfectStem: `${stem}iss` });
  }
  for (const infinitive of words(REGULAR_RE)) {
    if (!infinitive.endsWith('re')) continue;
    const stem = infinitive.slice(0, -2);
    verbs.set(infinitive, { infinitive, present: { s1: `${stem}s`, s3: stem, p3: `${stem}ent` }, imperfectStem: stem });
  }
  // The irregular table wins over a list that named the same verb ("dormir", "construire"…).
  for (const [infinitive, verb] of irregular) verbs.set(infinitive, verb);
  for (const [compound, base] of Object.entries(COMPOUNDS)) {
    const model = irregular.get(base);
    if (!model) continue;
    const prefix = compound.slice(0, compound.length - base.length);
    // "souvenir" ← "venir" with the prefix "sou"; "accueillir" ← "cueillir" with "ac" then "ueillir"…
    const apply = (form: string): string => (form === '-' ? '-' : prefix + form);
    verbs.set(compound, {
      infinitive: compound,
      present: { s1: apply(model.present.s1), s3: apply(model.present.s3), p3: apply(model.present.p3) },
      imperfectStem: prefix + model.imperfectStem,
    });
  }
  return verbs;
}

export const VERBS: ReadonlyMap<string, Verb> = buildVerbs();

function buildForms(): Map<string, VerbForm[]> {
  const forms = new Map<string, VerbForm[]>();
  const add = (form: string, infinitive: string, person: Person): void => {
    if (form === '-') return;
    const list = forms.get(form) ?? [];
    const existing = list.find((entry) => entry.infinitive === infinitive);
    if (existing) (existing.persons as Person[]).push(person);
    else list.push({ infinitive, persons: [person] });
    forms.set(form, list);
  };
  for (const verb of VERBS.values()) {
    for (const person of ['s1', 's3', 'p3'] as const) add(verb.present[person], verb.infinitive, person);
    // "essayer": "essaie" and "essaye" are both right.
    if (verb.infinitive.endsWith('er')) {
      for (const stem of erPresentStems(verb.infinitive).slice(1)) {
        add(`${stem}e`, verb.infinitive, 's1');
        add(`${stem}e`, verb.infinitive, 's3');
        add(`${stem}ent`, verb.infinitive, 'p3');
      }
    }
  }
  // "je suis" is être, never suivre; "il suit" stays suivre.
  forms.set('suis', [{ infinitive: 'être', persons: ['s1'] }]);
  return forms;
}

const FORMS = buildForms();

/** The verbs a present form may belong to, with its persons: "fait" → faire (il). */
export function presentForm(word: string): VerbForm[] {
  return FORMS.get(word.toLowerCase()) ?? [];
}

/** The verb of a present form at a person, if we know it: ("fais", 's1') → faire. */
export function verbOfForm(word: string, person: Person): Verb | null {
  const found = presentForm(word).find((form) => form.persons.includes(person));
  return found ? (VERBS.get(found.infinitive) ?? null) : null;
}

/** The imparfait of the third person: ("avoir", false) → "avait", ("être", true) → "étaient". */
export function imperfect(verb: Verb, plural: boolean): string {
  return `${verb.imperfectStem}${plural ? 'aient' : 'ait'}`;
}

export function isKnownInfinitive(word: string): boolean {
  return VERBS.has(word.toLowerCase());
}
