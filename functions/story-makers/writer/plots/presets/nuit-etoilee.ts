import type { Plot } from '../plot';

export const nuitEtoilee: Plot = {
  id: 'nuit-etoilee',
  lights: { opening: 'dusk', problem: 'night', resolution: 'night' },
  problemPose: 'worried',
  props: { opening: ['lantern'], problem: ['lantern', 'owl'], resolution: ['fireflies', 'owl', 'lantern'] },
  captions: {
    opening: '{child} et {companion} allument une lanterne au crépuscule.',
    problem: '{child} et {companion} écoutent les bruits de la nuit, une lanterne à la main.',
    resolution: '{child} et {companion} jouent avec les lucioles et une chouette.',
  },
  titles: ['Le secret de la nuit', '{name} et les bruits de la nuit', 'Qui fait du bruit dans la nuit ?', 'La nuit des lucioles'],
  setup: [
    "{?Le soir tombait|La nuit descendait|Le jour s'en allait} {locShort}{+, et |}{name} alluma une petite lanterne.",
    "À la tombée du jour, {duo} s'installèrent {shelter}{+ : |}la nuit arrivait {?tout doucement|à pas de velours|sans bruit}.",
  ],
  problem: [
    "Dans le noir, des bruits commencèrent{+ : |}{?un craquement, un froissement, un « hou-hou » tout près|un froissement, un grattement, un « hou-hou » tout proche|un craquement, un souffle, puis un « hou-hou »}.{+ }{name} serra sa lanterne plus fort.",
    "{?Crac ! Frrrt ! Hou !|Cric ! Crac ! Hou-hou !|Frrrt ! Toc ! Hou !}{+ }La nuit était pleine de bruits inconnus{+, et |}{name} sentit son cœur battre vite.",
  ],
  attempt1: [
    "{name} se cacha sous sa couverture{+, mais |Mais }les bruits continuaient{+ : |}se cacher ne les faisait pas partir.",
    "{name} cria « Qui est là ? »{+, mais |Mais }tout se tut d'un coup{+ : |}le silence était encore plus étrange.",
  ],
  attempt2: [
    "Avec sa lanterne, {name} éclaira {?un buisson|un coin sombre|un tas de branches}{+ : |}une paire d'yeux ronds brillait.{+ }Puis {?ils disparurent|plus rien|les yeux s'éteignirent}.",
    "Le « hou-hou » venait d'en haut{+ : |}{name} leva sa lanterne, mais ne vit qu'une ombre qui s'envolait.",
  ],
  turn: [
    "{name} prit son courage à deux mains{+ : |}« {?Bonsoir ! Vous voulez jouer|Bonsoir ! Qui êtes-vous|Coucou ! Vous venez jouer} ? »{+ }Le froissement s'arrêta, puis quelqu'un rit tout bas.",
    "{name} baissa la lanterne et attendit sans bouger{+ : |}les bruits s'approchèrent, {?pleins de curiosité|tout doucement|un à un}.",
  ],
  resolution: [
    "Une chouette sortit de l'ombre, suivie d'un hérisson et d'une farandole de lucioles{+ : |}les bruits de la nuit, c'étaient eux, qui jouaient à cache-cache.",
    "Les lucioles s'allumèrent toutes en même temps{+ : |}la chouette, le hérisson et les grillons étaient là.{+ }« On jouait ! » dirent-ils en riant.",
  ],
  ending: [
    "Désormais, quand la nuit faisait « hou-hou », {name} souriait{+ : |}{il} savait que ses amis jouaient dehors.",
    "Les bruits de la nuit n'étaient plus des inconnus{+ : |}c'étaient des amis qui {?disaient bonne nuit|veillaient sur {eux}|chantaient tout bas}.",
  ],
  scenes: [
    "Les grillons {?chantaient|faisaient leur concert|grésillaient tout près}{+, et |}{name} essaya de {?compter leurs notes|suivre leur rythme|chanter avec eux}.",
    'Une branche craqua{+ : |}ce n\'était que {mcShort}, qui {n:avait|avaient} marché dessus.{+ }{duo:cap} rirent tout bas.',
    "{name} reconnut l'odeur {?de la menthe sauvage|du chèvrefeuille|de la terre mouillée}{+ : |}{?la nuit avait aussi ses parfums|même dans le noir, on pouvait reconnaître les choses|le nez voyait ce que les yeux ne voyaient pas}.",
  ],
  talks: [
    "« Tu entends ? » chuchota {name}.{+ }« Oui… et {?on dirait que ça rit|on dirait que ça chante|on dirait que ça joue} », {n:répondit|répondirent} {mcShort}.",
    "« {?Tu as peur|Ça te fait peur|Tu trembles|Tu es inquiet{g:|e}|Ça t'impressionne} ? » demanda {mcShort}.{+ }« Un peu, dit {name}. Mais {?je veux savoir|je veux comprendre|je reste}. »",
  ],
};
