/**
 * The data of the gist reading (goal-kinds.ts, issue 25): how a new hand types a goal — SMS forms, set
 * phrases, a problem told instead of its goal — written out as the words the reader already reads. Each row
 * rewrites to plain words of the same meaning, never to more than was typed, and none holds a word of harm:
 * « du coup » and « d'un coup » are no blow, « les petites bêtes » no insult, so a harm stem is looked for
 * after them and still finds what is typed around them.
 */

/** SMS forms and frequent slips, word for word (the vocabulary's own table has the older ones). */
export const GIST_SMS: Readonly<Record<string, string>> = {
  chq: 'chaque',
  tlm: 'tout le monde',
  pq: 'pourquoi',
  pk: 'pourquoi',
  pcq: 'parce que',
  pck: 'parce que',
  mm: 'même',
  ac: 'avec',
  avc: 'avec',
  dc: 'donc',
  jms: 'jamais',
  tps: 'temps',
  vrmt: 'vraiment',
  qqn: "quelqu'un",
  qqch: 'quelque chose',
  pb: 'problème',
  dedan: 'dedans',
  tjs: 'toujours',
  svp: '',
  stp: '',
  genre: ',',
};

/**
 * Set phrases read as their meaning, on the text as typed (case and accents either way): a spoken filler
 * becomes a pause, a harmless phrase the plain word it means. `[[` and `]]` are word edges.
 */
const SET_PHRASE_ROWS: readonly (readonly [string, string])[] = [
  ['[[du coup]]', ','],
  ["[[(?:d'un|tout [aà]) coup]]", 'soudain'],
  ['[[du premier coup]]', 'tout de suite'],
  ['[[un coup de main]]', "de l'aide"],
  ['[[fai(?:t|s|re|sait) la t[eê]te]]', 'boude'],
  ['[[(a|avoir|ont) (?:la trouille|la frousse|les jetons)]]', '$1 peur'],
  ['[[les petites b[eê]tes]]', 'les insectes'],
  ['[[fait de la peine]]', 'rend triste'],
  ['[[cerfs? volants?]]', 'cerf-volant'],
  ['[[lettres attach[ée]es]]', 'lettres liées'],
  ['[[baisser le volume]]', 'parler doucement'],
  ['[[tr[eè]s tr[eè]s]]', 'très'],
  ['[[1re]]', '1ère'],
  ['[[peur de (?:tous|toutes) les]]', 'peur des'],
  // « partir au pôle Nord »: a journey, as « aller au pôle Nord ».
  ["[[partir (?=(?:au|aux|à|a|dans|sur) )", 'aller '],
  // « peur d'avoir de l'eau dans les yeux »: the fear is of the water.
  ["[[peur d'avoir (du |des |de la |de l')", 'peur $1'],
  ['(?<![\\p{L}\'])(?<!il )y a]]', 'il y a'],
  // « peur quand il y a de l'orage » → a fear of the storm.
  ["[[peur (?:quand|lorsqu'|lorsque|d[eè]s qu') ?il y a (du |des |de la |de l')", 'peur $1'],
  ["[[peur (?:quand|lorsqu'|lorsque|d[eè]s qu') ?il y a (un|une)]]", "peur d'$1"],
  // « on ne retrouve plus sa tétine », « il trouve plus son doudou »: a loss, said as one.
  ["[[(?:ne |n')?(?:re)?trouv\\p{L}* plus]]", 'a perdu'],
  // « on va vivre chez mamie », « nous partons vivre à Lyon »: the family moves (never someone else: « Inès part vivre »).
  ['[[(on|nous|il|elle) (?:va|vont|allons|part|partons|doit|doivent) (?:aller )?vivre]]', '$1 va déménager'],
];

export const GIST_SET_PHRASES: readonly (readonly [RegExp, string])[] = SET_PHRASE_ROWS.map(([pattern, meaning]) => [
  new RegExp(pattern.replace(/^\[\[/, "(?<![\\p{L}'])").replace(/\]\]$/, '(?![\\p{L}])'), 'giu'),
  meaning,
]);

/**
 * A problem told instead of its goal. Distress at a being or a thing (« dès qu'une guêpe approche il crie »,
 * « il pleure quand il voit un chien ») is a fear of it; a tantrum is anger to calm.
 */
export const DISTRESS = /^(?:crie\w*|hurl\w*|pleur\w*|panique\w*|trembl\w*|sursaut\w*|s'enfui\w*|fuit|court|courent|cache)$/;
export const DISTRESS_OPENERS = /^(?:des|quand|qd|lorsqu'|lorsque|devant|chaque|voit)$/;
export const TANTRUM = / (?:se roule\w* par terre|fait des crises|fait une crise|pique\w* (?:une|des) crises?|crises? de colere|s'enerve\w*|pete\w* un cable|explose) /;
