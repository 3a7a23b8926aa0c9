import { EVENING, type WholePlot } from './whole-plot';

/**
 * The night noises, third telling: the noises stop each time the child turns round and come closer each
 * time the child's back is turned; hiding and a growl of the companion do nothing. The game played in the
 * afternoon (the setup: « un, deux, trois, soleil ») is the key: the night's players were playing it, and
 * are caught frozen in the light. Each detail is one world; the lines naming the game's « soleil » say they are told in the evening.
 */
export const NIGHT_GAME: WholePlot = {
  id: 'nuit-etoilee:soleil',
  titles: ['Un, deux, trois… soleil !', '{name} et les joueurs du soir', 'Le jeu de la nuit'],
  details: [
    { players: 'des grillons et des hérissons', playersShort: 'les grillons et les hérissons', _where: 'land' },
    { players: 'des gerboises', playersShort: 'les gerboises', _where: 'desert' },
    { players: 'des hermines', playersShort: 'les hermines', _where: 'snow' },
    { players: 'des souris', playersShort: 'les souris', _where: 'indoors' },
    { players: 'des petits crabes', playersShort: 'les petits crabes', _where: 'water' },
    { players: 'des chauves-souris', playersShort: 'les chauves-souris', _where: 'air' },
    { players: 'des petits robots de ménage', playersShort: 'les petits robots', _where: 'space' },
  ],
  setup: [
    { t: "{?L'après-midi|Plus tôt dans la journée}, {name} avait joué à « un, deux, trois, soleil »{+ : |}{?à « soleil », tout le monde se figeait|au mot « soleil », plus personne ne bougeait}, et celui qui bougeait repartait au début.", needs: { light: EVENING } },
  ],
  problem: [
    "{?Dans le noir|Une fois la nuit tombée}, derrière {name}, des bruits commencèrent{+ : |}{?des petits pas, un froissement, des petits pas encore|frr, tap-tap, frr}, {?de plus en plus près|toujours un peu plus près}.",
  ],
  attempt1: [
    "{name} {?se cacha sous la couverture|tira la couverture jusqu'au nez}{+, mais |Mais }sous la couverture, on entendait encore mieux{+ : |}{?tap-tap, tap-tap|frr, tap-tap}, et cela se rapprochait.",
  ],
  attempt2: [
    "{mcShort:cap} {n:poussa|poussèrent} un grognement {?terrible|pour faire peur}{+ : |}les bruits s'arrêtèrent net{+, mais |Mais }{?dès que {name} tourna le dos|à peine {name} eut-{g:il|elle} tourné le dos}, ils reprirent, encore plus près.",
  ],
  helper: [
    { t: "Un vieux hibou, sur {?une branche|le toit}, {?les regardait|clignait des yeux}{+ ; |}{name} lui demanda pourquoi les bruits s'arrêtaient quand on se retournait.{+ }« Des bruits qui s'arrêtent dès qu'on se retourne… À quoi ça te fait penser ? »", needs: { medium: ['land', 'air'] } },
  ],
  turn: [
    { t: "{name} se rappela l'après-midi{+ : |}on s'arrêtait quand l'autre se retournait, on avançait quand il avait le dos tourné.{+ }{il:cap} tourna le dos, cria « Un, deux, trois… soleil ! » et se retourna d'un coup, sa lanterne levée.", needs: { light: EVENING } },
  ],
  resolution: [
    "Dans la lumière, tout le monde était figé, une patte en l'air{+ : |}c'étaient {players}, des amis qui jouaient dans le noir.{+ }{playersShort:cap} éclatèrent de rire, et la partie recommença, avec {name} cette fois.",
  ],
  ending: [
    { t: "{name} perdit trois parties et en gagna deux{+, et |}{?à la fin|au dernier « soleil »}, {playersShort} {g:le|la} raccompagnèrent jusqu'à son lit.", needs: { light: EVENING } },
    { t: "Depuis, quand {name} entendait des petits pas dans le noir, {il} se retournait et criait « soleil ! »{+ : |}{?et tout s'arrêtait, en riant|et on entendait rire, tout bas}.", needs: { light: EVENING } },
  ],
  scenes: [
    "{name} {?se retourna|regarda derrière {g:lui|elle}} {?brusquement|d'un coup}{+ : |}rien, {?pas un bruit|pas une ombre qui bougeait}.{+ }{?Puis, dès qu'{il} se détourna, tap-tap|Et dans son dos, de nouveau, frr}.",
    "{mcShort:cap} {n:compta|comptèrent} les bruits {?à voix basse|sur {n:ses|leurs} doigts}{+ : |}{?un, deux, trois, et puis plus rien|trois pas, puis silence, puis trois pas}.",
  ],
  talks: [
    "« On dirait qu'ils jouent », {n:chuchota|chuchotèrent} {mcShort}.{+ }« {?Ou qu'ils nous suivent|Ou qu'ils nous guettent} », {?répondit|dit} {name}, {?pas très rassuré{e}|la voix toute petite}.",
  ],
};
