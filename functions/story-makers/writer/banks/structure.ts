/**
 * Lines that give a story its shape whatever the plot: a celebration (a party's plot only) and the way home.
 * The stock doubt and the companion's stock encouragement are gone (issue 26, editor's read 42: emotion passages
 * with no cause, strings of companion praise): a doubt is told by the plot's own failed tries.
 */

export const CELEBRATIONS = [
  '{?Pour fêter ça|Pour célébrer la victoire|Alors|Une fois tout fini|Sans plus attendre}, {duo} {?firent une grande ronde en chantant|inventèrent une danse de la victoire|sautèrent de joie en se tenant les mains|chantèrent à tue-tête|firent trois tours sur place|lancèrent leurs bras vers le haut en criant}.',
  '{name} et {mcShort} {?se tapèrent dans la main|échangèrent un sourire complice|se serrèrent dans les bras|se firent un clin d\'œil|se félicitèrent en riant|firent un tour d\'honneur|levèrent les bras au ciel|se mirent à rire sans pouvoir s\'arrêter}{+ : |}{?quelle équipe !|quel beau travail d\'équipe !|{ils} rayonnaient de fierté.|{ils} n\'en revenaient pas.|{ils} bombèrent le torse.}',
  '{mcShort:cap} {n:poussa|poussèrent} {?un grand cri de victoire|un hourra sonore|un cri de joie|un youpi retentissant|un long cri de triomphe|un drôle de cri de bonheur|trois hourras d\'affilée|un cri à faire trembler les murs}{+, et |}{name} {c:le|la|les|les} rejoignit {?en riant|d\'un bond|en dansant|en applaudissant}.',
  '{duo:cap} {?dansèrent de joie|se mirent à danser}{?, riant aux éclats| sous le regard amusé {critter:de}|, le cœur battant| jusqu\'à en avoir le tournis| en chantant à tue-tête| sans pouvoir s\'arrêter}.',
  '« {?Hourra|Youpi|Bravo|Victoire} ! » {n:cria|crièrent} {mcShort}{+, et |}{name} fit {?trois bonds de joie|une pirouette|un grand saut|une roulade|une petite danse}.',
];

export const RETURNS = [
  '{?En rentrant|Plus tard|En revenant|Tout le long du retour|Le pas plus lent qu\'à l\'aller}, {name} {?repensa à tout ce qui s\'était passé|se rappela chaque moment de la journée|ne parla que de l\'aventure|rejoua chaque scène dans sa tête|compta ses souvenirs sur ses doigts|ne cessa pas de sourire|se répéta les meilleurs moments|garda le silence, le cœur plein}.',
  '{?Le soleil se couchait|Le soleil descendait derrière les toits|Le jour déclinait doucement} quand {duo} {?reprirent le chemin de la maison|prirent le chemin du retour|rebroussèrent chemin}.',
  '{?Le ciel se teintait de rose et d\'orange|Le jour commençait à baisser|Les ombres s\'allongeaient|La lumière devenait toute dorée|Les couleurs s\'adoucissaient}{+ : |}{?il était temps de rentrer|l\'heure du retour avait sonné|la maison les attendait|il fallait songer à rentrer|on les attendait pour le dîner|le chemin de la maison les appelait}.',
  '{name} {?jeta un dernier regard derrière {g:lui|elle}|se retourna une dernière fois|regarda une dernière fois tout autour|fit un dernier signe de la main|fit un petit signe d\'adieu|regarda tout autour, pour ne rien oublier}{+ : |}{?quelle journée !|{il} n\'oublierait rien.|que de souvenirs !|{il} reviendrait, c\'était promis.|quelle aventure !}',
  '{?Quand {ils} reprirent le chemin de la maison|Quand vint l\'heure de rentrer|Au moment de repartir|Quand il fallut rentrer}, {name} avait le cœur {?léger|tout chaud|plein de soleil|gonflé de fierté|rempli de souvenirs|qui chantait}.',
  '{?Le retour se fit|{ils:cap} rentrèrent|On rentra} {?en chantant|en silence, le sourire aux lèvres|tranquillement, sans se presser|en parlant de tout|en comptant les pas|en riant des meilleurs moments}.',
  '{?En rentrant|À la maison|Le soir venu}, {name} {?raconta toute l\'aventure|raconta tout, depuis le début|fit le récit de sa journée|raconta chaque détail de l\'aventure|mima toute l\'aventure} à {?sa famille|ses parents|toute la maison|sa grande sœur|ses grands-parents}{+, et |}{?personne n\'en crut ses oreilles|tout le monde l\'écouta sans l\'interrompre|on lui demanda de la raconter encore|chacun voulut connaître la fin|on rit beaucoup, surtout {mcShort:de} à la fin}.',
];
