import type { Plot } from '../plot';

export const feteSurprise: Plot = {
  id: 'fete-surprise',
  lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
  problemPose: 'working',
  props: { opening: ['door'], problem: ['garlands', 'gift'], resolution: ['party-table', 'garlands', 'gift'] },
  captions: {
    opening: '{child} et {companion} frappent chez un ami.',
    problem: '{child} et {companion} préparent des guirlandes en secret.',
    resolution: 'La fête surprise bat son plein autour d\'une table de goûter.',
  },
  titles: ['La fête surprise de {name}', 'Une surprise pour {friend}', 'Chut, c\'est une surprise !', '{name} et la fête secrète'],
  setup: [
    "{?Ce matin-là|En passant ce jour-là|Comme chaque matin}, {duo} passèrent devant la maison {friend:de}{+ : |}les volets étaient {?fermés|clos|tirés}, {?comme chaque jour|comme toujours|comme d'habitude}.",
    "{?Au petit matin|Ce jour-là|En début de matinée}, {name} aperçut {friend}, assis{f:|e} tout{f:|e} seul{f:|e} {hiding}.",
  ],
  problem: [
    "{friend:cap} se sentait seul{f:|e}{+ : |}personne ne venait jamais {?jouer avec {f:lui|elle}|lui rendre visite|frapper à sa porte}.{+ }« Et si on lui préparait une {?fête surprise|fête secrète|vraie fête, en secret} ? » {?chuchota|souffla|murmura} {name}.",
    "« {?Personne ne pense à moi|Personne ne pense jamais à moi|Personne ne vient me voir|Tout le monde m'oublie} », soupira {friend}.{+ }{name} eut aussitôt {?une idée|un plan|une idée folle}{+ : |}une fête, {?une vraie|une belle|une grande}, mais en secret.",
  ],
  attempt1: [
    "{duo:cap} voulurent accrocher {?des guirlandes|des rubans|une banderole}{+, mais |Mais }{friend} passait justement par là.{+ }Vite, {ils} cachèrent tout {?derrière leur dos|sous un drap|dans un coin}{?| en sifflotant| l'air de rien} !",
    "Le premier gâteau de {name} s'écroula comme un château de {?sable|cartes|pâte}{+ : |}trop de crème, {?pas assez de patience|trop peu de patience|et bien trop de hâte}.",
  ],
  attempt2: [
    "Les invités arrivaient {?un à un|à pas de loup|par petits groupes}{+, mais |Mais }il manquait encore {?le cadeau|le paquet-cadeau|la surprise du cadeau}.{+ }Et le temps {?filait|passait vite|s'envolait}.",
    "{?Tout était presque prêt|Il ne manquait presque rien|La fête était presque prête}{+, mais |Mais }comment faire venir {friend} sans {?dévoiler la surprise|tout gâcher|éveiller ses soupçons} ?",
  ],
  turn: [
    "{name} {?eut une idée maligne|sut quoi faire|imagina une ruse toute simple}{+ : |}« {?Viens m'aider à chercher quelque chose|J'ai besoin de toi une minute|Tu viens voir quelque chose} », dit-{il} {friend:a}, {?l'air de rien|en cachant un sourire|d'un ton tout simple}.",
    "{name} {?dessina|prépara|écrivit} une carte d'invitation {?mystérieuse|pleine d'énigmes|toute décorée}{+ : |}« {?Suis les rubans|Suis les étoiles de papier|Suis les petites flèches} », disait-elle simplement.",
  ],
  resolution: [
    "{friend:cap} ouvrit la porte{+ : |}« SURPRISE ! »{+ }{?Les guirlandes, le gâteau, tous les amis|Les ballons, la musique, les amis|Le gâteau, les rubans, les rires} : tout était pour {f:lui|elle}{?| seul{f:|e}| ce jour-là| rien que pour {f:lui|elle}| et pour personne d'autre}.",
    "Quand {friend} arriva, tout le monde sortit de sa cachette{+ : |}« Joyeuse fête ! »{+ }{friend:cap} en resta bouche bée, puis {?éclata de rire|rit aux éclats|se mit à danser}.",
  ],
  ending: [
    "{friend:cap} ne se sentait plus {?seul{f:|e} du tout|à l'écart}{+ : |}{?{f:il|elle} avait maintenant|voilà qu'{f:il|elle} avait} {?une bande d'amis|tout un tas d'amis|des amis à qui parler}.",
    "{?Ce soir-là|Le soir venu|À l'heure du coucher}, {friend} s'endormit avec {?un bout de guirlande|un ruban|un ballon} {?dans la main|au poignet|tout près de son lit} et un grand sourire.",
  ],
  scenes: [
    "{duo:cap} découpèrent des {?étoiles|guirlandes} {colourFp} en papier{+, et |}{name} en colla une sur le nez {mcShort:de}.",
    "On prépara un gâteau {?aux pommes|au chocolat|aux fraises|à la vanille}{+ : |}{name} {?pesa la farine|versa le sucre|tamisa la farine}, {?cassa les œufs|battit les œufs|fouetta la crème} et {?lécha la cuillère|goûta la pâte du bout du doigt|mit de la farine partout|s'en mit jusqu'aux coudes|chanta en mélangeant}.",
    "Il fallait {?inviter tout le monde|prévenir tous les invités|faire passer le mot à chacun|lancer les invitations} sans que {friend} {?le sache|se doute de rien|ne remarque rien}{+ : |}les invitations passèrent {?de main en main|de porte en porte|d'oreille en oreille|de poche en poche}, {?en chuchotant|en grand secret|à voix basse|sans un bruit}.",
  ],
  talks: [
    "« Tu crois qu'{f:il|elle} va {?aimer|être content{f:|e}|sourire} ? » demanda {mcShort}.{+ }« J'en suis sûr{g:|e} », {?répondit|dit} {name}.",
    "« {?Et si {f:il|elle} nous voyait|Et si {f:il|elle} devinait tout} ? » {?s'inquiéta|chuchota} {mcShort}.{+ }« {?Alors on parle tout bas|Alors on fait comme si de rien n'était|On sera plus malins} », {?souffla|répondit} {name}.",
  ],
};
