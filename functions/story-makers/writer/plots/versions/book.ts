import { AIR, LAND, SPACE, WATER, type WholePlot } from './whole-plot';

/**
 * The book's third telling: its last page was torn off and carried away into the place. The torn edge,
 * shown in the setup (three teeth, like a little crown), is how the right page is known among others.
 */
export const BOOK_PAGE: WholePlot = {
  id: 'livre-magique:page',
  titles: ['La page aux trois dents', '{name} et la dernière page', 'Le livre qui avait perdu sa fin'],
  setup: [
    "{name} {?trouva|dénicha} {hiding} un livre {?épais|tout corné} qui {?bâillait|soupirait} comme un vieux chat{+ : |}tout au bout, là où aurait dû être la dernière page, il ne restait qu'un bord déchiré, avec trois petites dents, comme une couronne.",
    "{name} {?aperçut|remarqua} un livre {hiding}{+ : |}{?il n'avait plus de dernière page|sa dernière page manquait}, et le bord arraché dessinait trois petites dents pointues.",
  ],
  problem: [
    "« Ma dernière page s'est {?envolée|détachée} {?un jour de grand ménage|pendant qu'on me secouait}, {?gémit|soupira} le livre. {?Depuis, mon histoire ne finit plus|Sans elle, je m'arrête au milieu d'une phrase}. »{+ }{?En effet|C'était vrai}, la dernière ligne disait : « Et alors, le petit roi ouvrit… », et puis plus rien{+ : |}l'histoire ne finissait plus.",
    "Le livre {?lut|récita} lui-même sa dernière ligne : « Et alors, le petit roi ouvrit… »{+ }{?Puis il se tut|Après, plus rien}{+ : |}sa fin s'était envolée avec la dernière page, {?et l'histoire ne finissait plus|et depuis, l'histoire ne finissait plus}.",
  ],
  attempt1: [
    "{name} prit un crayon pour écrire une fin {?toute neuve|de son invention}{+, mais |Mais }le livre {?frissonna|se secoua} et les mots {?glissèrent de la page|tombèrent par terre comme des miettes}{+ : |}« Ce n'est pas ma fin à moi. {?Je ne garde que la mienne|Moi, je ne garde que ma vraie fin}. »",
    "{mcShort:cap} {n:proposa|proposèrent} d'inventer la fin{+, mais |Mais }{?chaque mot ajouté pâlissait|les mots inventés s'effaçaient} aussitôt{+ : |}le livre ne voulait que sa vraie fin, celle de la page perdue.",
  ],
  attempt2: [
    "{?En cherchant bien|À force de chercher}, {duo} trouvèrent une page {hiding2}{+ : |}{name} la {?tendit|posa contre le livre}, {?tout content{g:|e}|plein{g:|e} d'espoir}.{+ }{?Mais son bord était tout droit|Mais elle avait un bord bien droit}, et elle commençait par « Chapitre un »{+ : |}c'était la page d'un autre livre.",
    "{name} {?repéra|aperçut} une feuille {hiding2}{+ : |}une page, bien écrite, avec des dessins.{+ }{?Mais elle parlait d'un pirate, pas d'un petit roi|Mais elle racontait l'histoire d'un pirate}, et son bord n'avait pas une seule dent{+ : |}ce n'était pas la bonne.",
  ],
  helper: [
    { t: "Un monsieur à lunettes {?lisait|rangeait des livres} tout près{+ ; |}{name} lui demanda si une page n'était pas passée par là.{+ }« Des pages, il en vole beaucoup, {?sourit-il|dit-il}. Et la tienne, comment la reconnaîtras-tu ? »", needs: { medium: LAND } },
    { t: "Une vieille dame {?lisait|rangeait des livres} tout près{+ ; |}{name} lui demanda si une page n'était pas passée par là.{+ }« Des pages, il en vole beaucoup, {?sourit-elle|dit-elle}. Et la tienne, comment la reconnaîtras-tu ? »", needs: { medium: LAND } },
    { t: "Un vieux crabe {?qui ramassait tout ce qui tombait|collectionneur de trésors} {?sortit la tête|leva une pince}{+ ; |}{name} lui demanda s'il avait vu une page.{+ }« J'en garde trois, dit-il. {?Mais laquelle est la tienne|Laquelle est à ton livre} ? »", needs: { medium: WATER } },
    { t: "Un petit oiseau {?qui faisait son nid avec des papiers|tout ébouriffé} {?se posa|passa} tout près{+ ; |}{name} lui demanda s'il avait vu une page voler.{+ }« {?J'en ai ramassé plusieurs|Il en passe souvent}, {?siffla|dit}-il. Comment sais-tu laquelle est la tienne ? »", needs: { medium: AIR } },
    { t: "Un petit robot de ménage {?ronronnait|passait} {?dans un coin|tout près}{+ ; |}{name} lui demanda s'il n'avait pas aspiré une page.{+ }« {?J'en ai rangé plusieurs|J'en range tous les jours}, bipa-t-il. Comment sais-tu laquelle va à ton livre ? »", needs: { medium: SPACE } },
  ],
  obstacle2: [
    "Le livre, vexé, referma ses pages d'un coup{+ : |}il fallut lui parler tout doucement avant qu'il accepte de se rouvrir.",
  ],
  valueActs: {
    patience: ['{name} examina lentement chaque feuille par le bord, sans en sauter une seule.'],
    partage: ['{name} partagea le début de l\'histoire avec {mcShort}, à voix haute{+ : |}à deux, on se souvenait mieux du petit roi.'],
    entraide: ['{name} tenait les feuilles, {mcShort} {n:regardait|regardaient} les bords{+ : |}à deux, on allait deux fois plus vite.'],
    gentillesse: ['{name} lissa doucement le bord déchiré du livre, pour ne pas lui faire mal.'],
    amitie: ['{name} promit au livre de revenir lui lire sa fin, ensemble, une fois retrouvée.'],
  },
  turn: [
    "{name} {?se rappela|repensa à} ce bord arraché{+ : |}trois petites dents, comme une couronne.{+ }{il:cap} ne chercha plus une page écrite, mais un bord à trois creux, et {?regarda|examina} chaque feuille par le côté, {shelter}.",
    "« {?On ne lit plus les pages|Arrêtons de lire les pages}, dit {name}. On cherche un bord avec trois creux, la couronne à l'envers. »{+ }{duo:cap} {?passèrent|examinèrent} chaque papier {?par le bord|du côté déchiré}, {?l'un après l'autre|sans se presser}.",
  ],
  resolution: [
    "{?Coincée|Glissée} {shelter}, une page avait trois creux sur le côté{+ : |}{name} la posa contre le livre, et les trois dents {?s'y emboîtèrent|entrèrent} pile.{+ }Le livre retrouva sa dernière page{+, et |}{?la ligne continua|la phrase reprit} : « … ouvrit la fenêtre, et tout le royaume vit le jour se lever. »",
    "{?Enfin|Tout au fond}, {mcShort} {n:tira|tirèrent} une page {shelter}{+ : |}trois creux, juste là où il fallait.{+ }Les dents et les creux s'{?emboîtèrent|ajustèrent}{+, et |}le livre retrouva sa fin{+ : |}« … ouvrit la porte, et le petit roi rentra chez lui. Fin. »",
  ],
  ending: [
    "Le livre lut son histoire {?jusqu'au bout|jusqu'au mot « fin »}, {?à voix haute|tout fier}, pour {name} et {mcShort}.",
    "{name} {?colla|scotcha} la page {?avec soin|bien droit}{+ : |}depuis, le livre finissait son histoire {?chaque fois|à chaque lecture}.",
  ],
  scenes: [
    "{name} {?compara|posa} le bord déchiré contre {?une feuille morte|un ticket|un bout de carton}{+ : |}{?rien ne s'emboîtait|pas une dent ne tombait juste}, {?bien sûr|évidemment}.",
    "{mcShort:cap} {n:rapporta|rapportèrent} {?un papier tout froissé|une étiquette|un vieux dessin}{+ : |}{?un bord tout rond|un bord bien droit}, pas la moindre dent.",
    "{?Page après page|En feuilletant}, {name} lut le début de l'histoire du petit roi{+ : |}{?il cherchait une fenêtre pour voir le jour|il avait perdu la clé de son château|il voulait rentrer chez lui}.",
    "{name} {?souleva|retourna} {?chaque feuille|chaque papier} {hiding2}{+ : |}{?une étiquette, un ticket, une vieille liste|un dessin, une recette, un mot d'excuse}, {?mais pas de page de livre|mais rien qui ressemblait à une page}.",
    "Le livre {?frissonnait|soupirait} à chaque {?courant d'air|bruit}{+ : |}« {?C'est peut-être elle|Et si c'était elle} ? »{+ }{?Mais ce n'était qu'un papier de bonbon|Ce n'était qu'une feuille de papier blanc}.",
    "{name} {?relut|lut tout haut} la dernière ligne{+ : |}« Et alors, le petit roi ouvrit… »{+ }« Ouvrit quoi ? » {n:demanda|demandèrent} {mcShort}.{+ }Le livre {?ne s'en souvenait plus|secoua ses pages} : c'était écrit sur la page perdue.",
    "{mcShort:cap} {n:posa|posèrent} le livre {?bien à plat|sur le côté}{+ : |}{?le bord déchiré brillait un peu|les trois petites dents dépassaient}, {?comme pour appeler la page|comme une couronne qui attendait sa tête}.",
  ],
  talks: [
    "« Et si ta page était partie très loin ? » demanda {name}.{+ }« {?Une page ne vole jamais bien loin|Les pages tombent toujours près de leur livre}, répondit le livre. {?Elle est sûrement tout près|Cherchez autour}. »",
    "« {?Comment on reconnaît ta page|Elle ressemble à quoi, ta page|Comment on saura que c'est elle} ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?À mes trois dents|Elle a trois creux sur le côté|Elle a trois creux pour mes dents}, {?dit|répondit} le livre. {?Elles ne vont qu'avec elle|Il n'y a qu'elle pour les remplir}. »",
  ],
};
