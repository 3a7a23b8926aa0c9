import type { Plot } from '../plot';
import { DRY, WATER } from './media';

export const etoileTombee: Plot = {
  id: 'etoile-tombee',
  lights: { opening: 'dusk', problem: 'night', resolution: 'night' },
  problemPose: 'searching',
  // Once the star is back, only the sky shows it: no fallen star left on the ground.
  props: { opening: ['star-in-sky'], problem: ['fallen-star', 'footprints'], resolution: ['star-in-sky'] },
  captions: {
    opening: '{child} et {companion} regardent les premières étoiles s\'allumer.',
    problem: '{child} et {companion} suivent la trace lumineuse d\'une étoile tombée.',
    resolution: '{child} et {companion} regardent l\'étoile remonter dans le ciel.',
  },
  titles: ['{name} et l\'étoile tombée', 'Une étoile pour {name}', 'L\'étoile qui voulait rentrer chez elle', '{mcShort:cap} et l\'étoile perdue'],
  setup: [
    { t: "{?Le soir tombait|La nuit arrivait doucement|Le jour s'éteignait}{+, et |}les premières étoiles s'allumaient {?une à une|l'une après l'autre|comme des lampions}, tout là-haut.", needs: { medium: DRY } },
    { t: "{name} et {mcShort} comptaient les étoiles qui s'éveillaient{+ : |}{?une, deux, trois… et encore une autre|une ici, une là, et puis dix d'un coup|il y en avait déjà plus que de doigts}.", needs: { medium: DRY } },
    { t: "Le soir tombait{+ : |}à travers l'eau, on voyait trembler les premières étoiles, tout là-haut, au-dessus de la surface.", needs: { medium: WATER } },
    { t: "{name} et {mcShort} remontèrent tout près de la surface pour regarder le ciel{+ : |}les étoiles s'y allumaient {?une à une|l'une après l'autre|doucement}.", needs: { medium: WATER } },
  ],
  problem: [
    "{?Soudain|Tout à coup|À cet instant}, une étoile glissa du ciel comme une {?goutte de lumière|larme dorée|bille d'or}{+, et |}elle disparut {hiding}.{+ }« Elle est tombée ! » s'écria {name}.",
    "Un éclair doré traversa la nuit{+ : |}une petite étoile venait de tomber, tout près.{+ }{?Là-haut, il manquait une lumière|Dans le ciel, il y avait un trou noir|Là-haut, une place était vide}.",
  ],
  attempt1: [
    "{duo:cap} suivirent une lueur qui menait {hiding}{+, mais |Mais }ce n'était qu'un {?ver luisant qui clignait de l'œil|reflet qui dansait|éclat de verre}.{+ }« {?Raté|Perdu|Ce n'est pas elle} », soupira {name}.",
    "{name} appela l'étoile {?tout doucement|à voix basse|par son plus joli nom}{+, mais |Mais }les étoiles ne répondent pas quand on les appelle{+ : |}il fallait la chercher.",
  ],
  attempt2: [
    "Enfin, {ils} la trouvèrent, toute pâle, {hiding2}.{+ }{name} la prit dans ses mains{+, mais |Mais }comment la renvoyer si haut ?{+ }{?On avait beau la lancer, elle retombait aussitôt|Chaque fois qu'on la lançait, elle retombait|Lancée vers le ciel, elle redescendait aussitôt}.",
    { t: "L'étoile était là, au fond de l'eau, comme un coquillage d'or.{+ }{name} la tint contre {g:lui|elle}{+, mais |Mais }elle brillait de moins en moins, loin de son ciel.", needs: { medium: WATER } },
    { t: "L'étoile était là, {hiding2}, toute froide et toute pâle.{+ }{name} {?voulut|essaya de} la {?porter|ramener} jusqu'au ciel{+, mais |Mais }{?le ciel était {?bien|beaucoup} trop haut|même sur la pointe des pieds, c'était trop loin|le ciel restait hors de portée}.", needs: { medium: DRY } },
  ],
  turn: [
    "{name} comprit que l'étoile avait besoin de reprendre des forces{+ : |}{il} la réchauffa dans ses mains et lui raconta {?les plus belles histoires du monde|ses plus beaux souvenirs|des histoires pleines de lumière}.",
    "« Elle est trop faible pour remonter seule », dit {name}.{+ }{il:cap} lui chanta {?une berceuse|une douce chanson|la chanson du soir}{+, et |}peu à peu, l'étoile se remit à briller.",
  ],
  resolution: [
    "L'étoile devint si brillante qu'elle s'envola de ses mains{+ : |}elle remonta tout droit, jusqu'à sa place, entre {?deux autres étoiles|ses sœurs étoiles|deux étoiles qui l'attendaient}.",
    "D'un coup, l'étoile bondit vers le ciel{+ : |}elle fila tout là-haut et reprit sa place, {?plus brillante que jamais|éclatante de joie|en scintillant de bonheur}.",
  ],
  ending: [
    "Là-haut, l'étoile rentrée chez elle clignait de l'œil{+, comme pour dire |}merci.",
    "{?Chaque soir, désormais|Depuis ce soir-là|Désormais, chaque nuit}, une petite étoile brillait un peu plus fort que les autres{+ : |}c'était la leur.",
  ],
  scenes: [
    { t: '{duo:cap} marchèrent sur la pointe des pieds{+ : |}{sound} faisait un drôle d\'écho dans la nuit.', needs: { medium: DRY } },
    { t: '{duo:cap} nagèrent sans un bruit{+ : |}{sound} faisait un drôle d\'écho dans l\'eau sombre.', needs: { medium: WATER } },
    "{name} {?trouva|repéra|aperçut} une petite trace {?dorée|argentée|scintillante}{+, puis |Puis }une autre, puis une autre encore{+ : |}l'étoile avait semé {?des miettes de lumière|des grains de lumière|un chemin de paillettes}.",
    { t: 'Une chouette se posa tout près.{+ }« Hou, hou, une étoile est passée par ici », dit-elle en tournant la tête.', needs: { medium: DRY } },
    { t: 'Un poisson-lune passa tout près.{+ }« Une étoile est descendue par ici », dit-il en faisant des bulles.', needs: { medium: WATER } },
    { t: '{name} leva le nez{+ : |}il y avait un trou noir dans le ciel, juste à la place de l\'étoile tombée.', needs: { medium: DRY } },
    { t: '{name} leva les yeux vers les reflets tremblants, tout en haut de l\'eau{+ : |}parmi eux, il manquait une lumière, juste à la place de l\'étoile tombée.', needs: { medium: WATER } },
  ],
  talks: [
    "« {?Tu crois qu'elle a eu mal en tombant|Elle s'est fait mal, tu crois|Ça fait mal, de tomber du ciel} ? » demanda {mcShort}.{+ }« Non, {?répondit|dit} {name}, mais elle doit avoir {?froid|peur|le mal du pays}, loin de sa maison. »",
    "« {?Comment on rend une étoile à son ciel|Comment on renvoie une étoile là-haut|Tu sais comment on remonte une étoile} ? » demanda {name}.{+ }« Je ne sais pas, avoua {mcShort}, mais {?on va trouver|on trouvera|on va chercher ensemble}. »",
  ],
};
