import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';

/**
 * Set phrases mangled (editor's read 36): « il voulut de chanter » (vouloir takes a bare infinitive), « une petite
 * voix à voix basse » (the voice said twice), « en pouffant aux éclats » (one laughs « aux éclats », one does not
 * pouffe so), « ne pas faire peur à une mouche » (« ne pas faire de mal à une mouche »), and « ce n'est pas X : c'est
 * de Y » when X had no « de ». Left alone: « vouloir de l'eau », « parler à voix basse », « rire aux éclats ».
 * Read 37 added its own kinds below (prepositions not parallel, « une à une » for a masculine noun, the pair or the
 * trait said twice, « tout » twice, « fou de l'… », an age « bien sonné » or « au sourire », « il » for a storm, a
 * sentence with no verb). Read 38 added elision before a consonant (« qu'sa », « d'lui »), « tout une », an opener
 * « Il y a quelques jours, vivait » (an imperfect that says the child is gone), « Il y a pas », the closing guillemet
 * after the speech tag, a dangling participle (« À peine arrivé, tout le monde »), and « des pas qui revenait ».
 */

export const SET_PHRASE_RULE = 'set-phrase';

interface SetPhrase {
  pattern: RegExp;
  say: (match: RegExpMatchArray) => string;
}

const PHRASES: SetPhrase[] = [
  {
    // vouloir + de + an infinitive (not « de l'eau », « du pain »: those are objects).
    pattern: /(?<![\p{L}])(?:voul\p{L}*|veu[tx]|veulent)\s+(?:de|d')\s?([\p{L}]+(?:er|ir|re))(?![\p{L}])/giu,
    say: (match) => `« ${match[0]} » : « vouloir » se construit sans « de » (« voulut ${match[1]} »)`,
  },
  {
    pattern: /(?<![\p{L}])voix\s+à voix basse/giu,
    say: (match) => `« ${match[0]} » : la voix est dite deux fois`,
  },
  {
    pattern: /(?<![\p{L}])pouff\p{L}*\s+aux éclats/giu,
    say: (match) => `« ${match[0]} » : on rit aux éclats, on pouffe tout bas`,
  },
  {
    pattern: /(?<![\p{L}])fait peur à une mouche/giu,
    say: (match) => `« ${match[0]} » : l'expression est « ne pas faire de mal à une mouche »`,
  },
  {
    // « ce n'est pas ignorer sa peur : c'est d'avancer » — the two halves are built alike.
    pattern: /ce n'(?:est|était) pas (?!de |d')[^.:;!?]{2,60}?[.:;]\s*(?:c|C)'(?:est|était) (de |d')/gu,
    say: (match) => `« ${match[0]} » : « ce n'est pas X, c'est Y », sans « ${match[1]!.trim()} » d'un seul côté`,
  },
  // Editor's read 37, each kind as she quoted it.
  {
    // « avec ses cheveux roses et à ses yeux »: two complements joined by « et » need the same preposition.
    pattern: /(?<![\p{L}])avec (?:ses|son|sa|leurs?) [^,.;:!?«»]{1,40}? et à (?:ses|son|sa|leurs?) /giu,
    say: (match) => `« ${match[0].trim()} » : « avec … et à … », la même préposition des deux côtés`,
  },
  {
    // « des détails, une à une » (and « des questions, un à un »): the pronoun agrees with the noun.
    pattern: /(?<![\p{L}])(?:détails|morceaux|indices|cailloux|mots|objets|trésors|jouets|livres)[^.;:!?]{0,20}?,? une à une|(?<![\p{L}])(?:questions|pièces|lettres|pages|étoiles|idées|solutions)[^.;:!?]{0,20}?, un à un(?![\p{L}])/giu,
    say: (match) => `« ${match[0]} » : « un à un » pour un nom masculin, « une à une » pour un féminin`,
  },
  {
    // « Tous deux s'y mirent à deux »: the pair said twice.
    pattern: /(?<![\p{L}])(?:tous|toutes) (?:deux|les deux) [^.;:!?]{0,30}?(?<![\p{L}])à deux(?![\p{L}-])/giu,
    say: (match) => `« ${match[0]} » : « tous deux » et « à deux » disent deux fois la même chose`,
  },
  {
    // « Réfléchie comme jamais, Louise réfléchit »: the trait and the verb of one stem.
    pattern: /(?<![\p{L}])(\p{L}{5})\p{L}* (?:comme jamais|plus que jamais|comme à son habitude|comme toujours), (?:\p{L}+ ){0,2}?\1/giu,
    say: (match) => `« ${match[0]} » : l'adjectif et le verbe disent la même chose`,
  },
  {
    // « tout laisser tomber tout de suite »: « tout » twice around one verb.
    pattern: /(?<![\p{L}])tout (?:\p{L}+ ){1,2}tout de suite(?![\p{L}])/giu,
    say: (match) => `« ${match[0]} » : « tout » deux fois`,
  },
  {
    // « folle de l'art »: « fou de » takes a bare noun (« fou de musique »), not an article.
    pattern: /(?<![\p{L}])(?:fou|folle)s? (?:de l'|du |de la |des )(?!joie|rage)/giu,
    say: (match) => `« ${match[0].trim()} » : « fou de » se dit sans article (« folle de musique »)`,
  },
  {
    // « quatre ans bien sonnés »: said of grown-ups, not of a child's age.
    pattern: /(?<![\p{L}])(?:[1-9]|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze) ans bien sonnés/giu,
    say: (match) => `« ${match[0]} » : « bien sonnés » se dit d'un âge d'adulte`,
  },
  {
    // « six ans au sourire lumineux »: the smile hangs on the age, not on the child.
    pattern: /(?<![\p{L}])ans (?:au|à la|aux) (?:sourire|rire|regard|cœur|yeux|cheveux)/giu,
    say: (match) => `« ${match[0]} » : le complément se rattache à l'âge (« six ans, au sourire… »)`,
  },
  {
    // « si la tempête revenait, il le trouverait »: a feminine subject taken up by « il ».
    pattern: /(?<![\p{L}])si (?:la|une) (?:tempête|pluie|neige|vague|marée|tornade|bourrasque|grêle) [\p{L}']+, il /giu,
    say: (match) => `« ${match[0].trim()} » : « il » reprend un nom féminin`,
  },
  {
    // « Là, tout à coup le chat, dans un grand fauteuil. »: a noun and a place, no verb, told as a plain sentence.
    // « Là, tout à coup, le doudou était là, derrière… » has its verb: a noun group of three words at most, no verb in it.
    pattern: /(?<![\p{L}])Là, tout à coup,? (?:le |la |les |l'|un |une )(?:(?!(?:était|est|fut|semblait|attendait|dormait|brillait|se)(?![\p{L}]))[\p{L}'-]+ ?){1,3}, (?:dans|sous|derrière|sur|au|près|entre|à l'abri) [^.!?]{1,60}\./gu,
    say: (match) => `« ${match[0]} » : une phrase sans verbe`,
  },
  {
    // « qu'sa mère », « autour d'lui »: an elision before a consonant is spoken French, not written.
    pattern: /(?<![\p{L}])(?:qu|[dljmtsn])'(?:sa|son|ses|lui|leur|leurs|le|la|les|ce|ces|mon|ma|mes|ton|ta|tes)(?![\p{L}])/giu,
    say: (match) => `« ${match[0]} » : pas d'élision devant une consonne`,
  },
  {
    pattern: /(?<![\p{L}])tout une(?![\p{L}])/giu,
    say: (match) => `« ${match[0]} » : « toute une »`,
  },
  {
    // « Il y a quelques jours à peine, vivait un garçon »: a past that is over, as if the child were gone.
    pattern: /(?<![\p{L}])Il y a [^.,;:!?]{1,40}, (?:vivait|habitait)(?![\p{L}])/gu,
    say: (match) => `« ${match[0]} » : l'imparfait d'un temps révolu laisse croire que l'enfant n'est plus là`,
  },
  {
    pattern: /(?<![\p{L}])Il y a pas(?![\p{L}])/gu,
    say: (match) => `« ${match[0]} » : « Il n'y a pas »`,
  },
  {
    // « Mon antre est chaud, écrivait-il. »: the guillemet closes before the speech tag.
    pattern: /, [\p{L}]+-(?:t-)?(?:il|elle|ils|elles)(?: [\p{L}]+)?[.!]?\s?»/gu,
    say: (match) => `« ${match[0]} » : le guillemet se ferme avant l'incise (« … », écrivait-il.)`,
  },
  {
    // « À peine arrivé, tout le monde se cacha »: the participle has no subject of its own.
    pattern: /^(?:À peine [\p{L}]+|[\p{L}]+(?:é|és|ée|ées)|Tenus?|Tenues?|Partis?|Venus?|Assis|Pris)(?: [^,.!?]{0,30})?, (?:tout le monde|personne)(?![\p{L}])/gu,
    say: (match) => `« ${match[0]} » : participe sans sujet (« À peine arrivés, les amis… »)`,
  },
  {
    // « des pas qui revenait »: the relative's verb agrees with its plural antecedent.
    pattern: /(?<![\p{L}])(?:des|les|ces|ses|leurs|mes|tes|nos|vos) [\p{L}]+[sx] qui [\p{L}]+ait(?![\p{L}])/gu,
    say: (match) => `« ${match[0]} » : le verbe s'accorde au pluriel (« qui revenaient »)`,
  },
];

export const checkSetPhrases: StoryRule = (context) =>
  proofLines(context).flatMap((line) => PHRASES.flatMap(({ pattern, say }) => [...line.text.matchAll(pattern)].map((match) => finding(SET_PHRASE_RULE, shown(line), say(match)))));
