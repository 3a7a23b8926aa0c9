import type { Plot } from '../plot';

export const tresorCache: Plot = {
  id: 'tresor-cache',
  lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
  problemPose: 'searching',
  props: { opening: ['treasure-map'], problem: ['treasure-map', 'compass', 'footprints'], resolution: ['treasure-chest', 'treasure-map'] },
  captions: {
    opening: '{child} et {companion} déplient une vieille carte.',
    problem: '{child} et {companion} cherchent leur chemin, la carte à la main.',
    resolution: '{child} et {companion} ouvrent un coffre au trésor.',
  },
  details: [
    { treasure: 'une boîte pleine de lettres et de dessins d\'autrefois', treasureShort: 'la boîte' },
    { treasure: 'des graines de toutes les couleurs, de quoi faire fleurir tout un pays', treasureShort: 'les graines' },
    { treasure: 'une boussole qui montrait toujours le chemin de la maison', treasureShort: 'la boussole' },
    { treasure: 'un carnet rempli d\'histoires inventées', treasureShort: 'le carnet' },
  ],
  titles: ['{name} et la carte au trésor', 'La vieille carte {mcShort:de}', 'Le trésor caché {locShort}', 'Une croix sur la carte'],
  setup: [
    "{?Ce matin-là|Au réveil|Tôt ce jour-là}, {name} {?trouva|dénicha|découvrit} une {?vieille carte roulée|carte toute jaunie|carte pliée en huit} {hiding}{+ : |}une croix {?rouge|noire|dorée} y était {?dessinée|tracée|marquée}.",
    "{?Au petit matin|Ce jour-là|De bon matin}, {mcShort} {n:déroula|déroulèrent} une carte {?jaunie|froissée|pleine de taches}{+ : |}des {?pointillés|petits traits|flèches} menaient à une {?grande|drôle de|énorme} croix.",
  ],
  problem: [
    "« {?Un trésor|Une carte au trésor|Un vrai trésor} ! » {?souffla|s'écria|murmura} {name}.{+ }Mais la carte était si {?vieille|usée|abîmée} que {?la moitié des chemins|bien des chemins|presque tous les chemins} s'étaient effacés.",
    "La {?grande |petite |}croix {?était bien là|se voyait nettement|brillait sur le papier}{+, mais |Mais }{?il manquait|on avait arraché|l'eau avait effacé|le temps avait rongé|une tache d'encre couvrait} {?un coin|le bas|tout un bout|la moitié|le bord} de la carte{+ : |}{?impossible de savoir|personne ne savait|comment deviner} par où {?commencer|partir|aller}.",
  ],
  attempt1: [
    "{duo:cap} comptèrent {?dix|douze|vingt} pas vers {?le nord|l'est|le couchant}{+, mais |Mais }{ils} tombèrent sur {passage}{?, que la carte ne montrait pas|, dont la carte ne disait rien| : rien de tel sur la carte}.{+ }{?Il fallait|Il faudrait|Mieux valait} {?trouver|chercher|prendre} un autre chemin.",
    "{name} {?tourna|retourna|fit pivoter} la carte {?dans tous les sens|de tous les côtés|encore et encore}{+ : |}{?à l'envers|tête en bas|de travers}, {?les chemins|les pointillés|les flèches} ne menaient {?nulle part|à rien|qu'à des impasses}.{+ }{duo:cap} {?revinrent sur leurs pas|firent demi-tour|rebroussèrent chemin}{?| en soupirant| sans un mot}.",
  ],
  attempt2: [
    "{?En regardant mieux|À force de chercher|En plissant les yeux}, {name} reconnut {?un dessin|un signe|un repère} de la carte {hiding2}.{+ }{ils:cap} approchaient{+, mais |Mais }la croix, elle, {?restait introuvable|se cachait encore|demeurait un mystère}.",
    "{?Les pointillés|Les petites flèches|Les traits de la carte} les menèrent {shelter}{+ : |}c'était presque {?ça|le bon endroit|là}, {?mais pas tout à fait|mais pas encore|mais il manquait quelque chose}.",
  ],
  turn: [
    "{name} {?remarqua|repéra|aperçut} un détail que {?personne n'avait vu|tout le monde avait manqué|les autres n'avaient pas vu}{+ : |}{?les petits traits|les drôles de traits|les traits minuscules} {?du coin de la carte|tout en bas de la carte|au bord de la carte} n'étaient pas des chemins, mais {?des marches à compter|des pas à compter|un escalier à gravir|des bonds à faire|des pas de géant}.",
    "{name} posa la carte {?bien à plat|sur une pierre plate|bien droite}{+ : |}{?en mettant la boussole dessus|une fois la boussole posée dessus|avec la boussole au milieu}, la croix {?se trouvait|tombait|était} {?juste sous leurs pieds|tout près {eux:de}|à deux pas de là}.",
  ],
  resolution: [
    "{duo:cap} creusèrent {?doucement|avec précaution|sans se presser}{+, et |}{ils} {?découvrirent|déterrèrent|trouvèrent} un {?vieux coffre|coffre de bois|coffre tout cabossé}.{+ }{?Dedans|À l'intérieur|Sous le couvercle}, il y avait {treasure}.",
    "Sous la croix, {duo} {?trouvèrent|découvrirent} {?le coffre|un vieux coffre|un coffre tout rouillé}{+ : |}{?il s'ouvrit en grinçant|le couvercle grinça en s'ouvrant|il s'ouvrit d'un coup}, et à l'intérieur, il y avait {treasure}{?, à l'abri depuis cent ans|, à l'abri depuis des années|}.",
    "{name} sentit {?quelque chose de dur|un coin de bois|une poignée de fer} {?sous ses doigts|sous ses mains|tout au fond du trou}{+ : |}{ils} avaient trouvé {?le trésor|le trésor caché|le fameux trésor} !{+ }{?Dans le coffre|Au fond du coffre|Sous le couvercle du coffre}, il y avait {treasure}.",
  ],
  ending: [
    "{name} rapporta {treasureShort} en serrant la vieille carte contre {g:lui|elle}{+ : |}{?le plus beau|le meilleur|le plus précieux}, c'était {?de l'avoir cherché ensemble|la route faite ensemble|chaque pas fait ensemble|tout ce chemin parcouru ensemble}.",
    "Sur la vieille carte, {name} dessina {?une petite étoile|un grand sourire|un petit cœur} {?à côté de la croix|près de la croix|sur la croix}{+ : |}trésor trouvé.",
  ],
  scenes: [
    "La carte {?indiquait|disait|portait ces mots} : « {?Là où l'eau chante|Là où la pierre dort|Où le silence parle} »{+ : |}{duo} {?tendirent l'oreille|écoutèrent bien|se turent un instant}, et suivirent {sound}.",
    "{mcShort:cap} {n:repéra|repérèrent} un rocher en forme de {?tête de chat|chapeau pointu|poire|tortue}, {?dessiné sur la carte|le même que sur la carte|comme sur le dessin}{+ : |}{ils} {?étaient|se trouvaient|restaient} sur la bonne {?piste|route|voie}.",
    "{?Un coup de vent|Une bourrasque|Un souffle brusque} faillit emporter la carte{+ : |}{name} la {?rattrapa de justesse|rattrapa du bout des doigts|saisit au vol} et {?la plia dans sa poche|la rangea bien à l'abri|la garda serrée contre {g:lui|elle}}.",
  ],
  talks: [
    "« Et si le trésor, c'était {?de l'or|des diamants|une couronne|des pièces anciennes} ? » demanda {mcShort}.{+ }« {?Ou quelque chose de plus précieux encore|Ou mieux que ça|Peut-être quelque chose de plus beau|On verra bien, au bout du chemin} », {?répondit|dit} {name}.",
    "« {?Tu tiens la carte|La carte, c'est pour toi|Toi, la carte|Tu lis la carte}, {?je tiens ma boussole|moi, ma boussole|je prends ma boussole|je m'occupe de ma boussole|et moi, je guide} ? » proposa {name}.{+ }« {?Marché conclu|D'accord|Ça marche} », dit {mcShort}.",
  ],
};
