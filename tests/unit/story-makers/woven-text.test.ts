import { describe, expect, it } from 'vitest';
import { SEEDED_SCENARIOS } from '../../../shared/scenarios';
import { EMOTION_SUGGESTIONS, MAIN_CHARACTER_SUGGESTIONS, SETTING_SUGGESTIONS, VALUE_SUGGESTIONS } from '../../../shared/stories';
import {
  pastOf,
  traitSentence,
  weaveCharacter,
  weaveLabel,
  weavePlace,
  weaveScenario,
  type Weave,
  type WeaveChild,
} from '../../../functions/story-makers/writer/woven-text';

/** The parent's words woven into the narration (issue 16, item 3): person, tense, short names, refusals. */

const LEA: WeaveChild = { name: 'Léa', gender: 'girl' };
const TOM: WeaveChild = { name: 'Tom', gender: 'boy' };
const INES: WeaveChild = { name: 'Inès', gender: 'girl' };

/** Every string a woven value holds, to check the rules that hold for all of them. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(stringsOf);
}

const FIRST_PERSON = /(?<![\p{L}'])(je|j'|me|m'|moi|mon|ma|mes|nous|notre|nos)(?![\p{L}])/iu;
/** The present forms a parent types most, which must never reach the narration. */
const PRESENT = /(?<![\p{L}'])(est|sont|a|ont|fait|font|va|vont|peut|veut|sait|apprend|rate|chante|adore|aime|monte|joue|suis|ai|fais|vais)(?![\p{L}])/u;

function expectWovenText(result: Weave<unknown>): void {
  expect(result.reason).toBeNull();
  for (const text of stringsOf(result.woven)) {
    expect(text).not.toMatch(FIRST_PERSON);
    expect(text).not.toMatch(PRESENT);
  }
}

describe('woven text: the examples of the issue', () => {
  it('should turn possessives and the first person into the child', () => {
    // Act
    const rabbit = weaveCharacter('mon lapin', LEA);
    const sister = weaveCharacter('ma sœur', LEA);

    // Assert
    expect(rabbit.woven).toMatchObject({ full: 'le lapin de Léa', short: 'le lapin', possessive: 'son lapin', owner: 'Léa' });
    expect(sister.woven).toMatchObject({ full: 'sa sœur', short: 'sa sœur', gender: 'f' });
    for (const result of [rabbit, sister]) expectWovenText(result);
  });

  it('should move the present into the narration past', () => {
    // Act
    const dragon = weaveCharacter('un dragon qui a peur du noir', LEA);
    const unicorn = weaveCharacter('une licorne qui a perdu sa corne', LEA);
    const robot = weaveCharacter('un robot qui apprend à rire', LEA);

    // Assert
    expect(dragon.woven?.full).toBe('un dragon qui avait peur du noir');
    expect(unicorn.woven?.full).toBe('une licorne qui avait perdu sa corne');
    expect(robot.woven?.full).toBe('un robot qui apprenait à rire');
  });

  it('should name a long noun phrase once in full, then by its short name, with its trait apart', () => {
    // Act
    const unicorn = weaveCharacter('une licorne qui a perdu sa corne', LEA).woven;
    const goal = weaveScenario('retrouver le doudou perdu de Maël', LEA).woven;

    // Assert
    expect(unicorn).toMatchObject({ head: 'licorne', gender: 'f', plural: false, full: 'une licorne qui avait perdu sa corne', definite: 'la licorne qui avait perdu sa corne', short: 'la licorne', indefinite: 'une licorne' });
    expect(unicorn?.trait).toEqual({ predicate: 'avait perdu sa corne', relative: 'qui avait perdu sa corne' });
    expect(unicorn && traitSentence(unicorn)).toBe('La licorne avait perdu sa corne.');
    expect(goal?.form === 'goal' && goal.object).toMatchObject({ full: 'le doudou perdu de Maël', named: 'le doudou de Maël', short: 'le doudou', state: 'perdu', owner: 'Maël' });
  });

  it('should give the goal verb, the object and its state apart so that nothing is said twice', () => {
    // Act
    const goal = weaveScenario('retrouver le doudou perdu de Maël', LEA).woven;

    // Assert
    expect(goal).toMatchObject({ form: 'goal', verb: 'retrouver', infinitive: 'retrouver le doudou de Maël', rest: '' });
    if (goal?.form !== 'goal') throw new Error('a goal was expected');
    expect(`Maël avait ${goal.object?.state ?? ''} ${goal.object?.possessive ?? ''}.`).toBe('Maël avait perdu son doudou.');
  });

  it('should refuse what it cannot weave safely, with a reason and never the raw text', () => {
    // Act
    const refusals = [
      weaveScenario('Le chat a disparu. Il faut le retrouver.', LEA),
      weaveScenario('Où est mon chat ?', LEA),
      weaveScenario('Retrouve le doudou', LEA),
      weaveCharacter('un dragon qui zozote', LEA),
      weaveScenario('Tu dois retrouver la clé', LEA),
      weaveScenario('il a perdu son doudou', LEA),
      weaveCharacter('', LEA),
    ];

    // Assert
    expect(refusals.map((result) => result.reason)).toEqual(['several-sentences', 'question', 'imperative', 'unknown-verb', 'second-person', 'unclear-subject', 'empty']);
    for (const result of refusals) expect(result.woven).toBeNull();
  });
});

describe('woven text: a sentence typed as a companion or a place', () => {
  it('should refuse a subject, an unknown present verb and its object rather than garble them', () => {
    // Arrange
    const sentences = ['La sorcière empoisonne Léa', 'la sorcière empoisonne des pommes', 'Le géant chatouille Noah', 'la fée ensorcelle la forêt', 'le loup dévore les moutons', 'la forêt où la sorcière empoisonne Léa', 'la maison où habite Léa'];

    // Act
    const results = sentences.flatMap((text) => [weaveCharacter(text, LEA), weavePlace(text, LEA)]);

    // Assert
    for (const result of results) {
      expect(result.woven).toBeNull();
      expect(['unknown-verb', 'unknown-structure']).toContain(result.reason);
    }
    expect(weaveCharacter('La sorcière empoisonne Léa', LEA).reason).toBe('unknown-verb');
    expect(weaveScenario('La sorcière empoisonne Léa', LEA).woven).toBeNull();
  });

  it('should still weave the near misses: an adjective, an own name, an owner, a clause with a verb it knows', () => {
    // Act
    const tortoise = weaveCharacter('une tortue rapide', LEA);
    const named = weaveCharacter('mon doudou Pinpin', LEA);
    const owner = weaveCharacter('une fée amie de Léa', LEA);
    const cat = weaveCharacter('un chat noir aux yeux verts', LEA);
    const land = weavePlace('le pays où les fées dansent', LEA);

    // Assert
    expect(tortoise.woven?.full).toBe('une tortue rapide');
    expect(named.woven?.short).toBe('Pinpin');
    expect(owner.woven?.short).toBe('la fée');
    expect(cat.woven?.full).toBe('un chat noir aux yeux verts');
    expect(land.woven?.noun?.full).toBe('le pays où les fées dansaient');
    for (const result of [tortoise, named, owner, cat, land]) expectWovenText(result);
  });
});

describe('woven text: our suggestions', () => {
  it('should weave the 12 companion suggestions with a short name and a trait', () => {
    // Arrange
    const expected: Record<(typeof MAIN_CHARACTER_SUGGESTIONS)[number], [string, string, string]> = {
      'un petit dragon qui a peur du noir': ['un petit dragon qui avait peur du noir', 'le petit dragon', 'avait peur du noir'],
      'une licorne qui a perdu sa corne': ['une licorne qui avait perdu sa corne', 'la licorne', 'avait perdu sa corne'],
      'un robot qui apprend à rire': ['un robot qui apprenait à rire', 'le robot', 'apprenait à rire'],
      'un lapin très curieux': ['un lapin très curieux', 'le lapin', 'était très curieux'],
      'une fée minuscule': ['une fée minuscule', 'la fée', 'était minuscule'],
      'un ours en peluche vivant': ['un ours en peluche vivant', "l'ours en peluche", 'était vivant'],
      'un chat astronaute': ['un chat astronaute', 'le chat', 'était astronaute'],
      'une tortue très rapide': ['une tortue très rapide', 'la tortue', 'était très rapide'],
      'un pirate gentil': ['un pirate gentil', 'le pirate', 'était gentil'],
      'une sorcière qui rate ses potions': ['une sorcière qui ratait ses potions', 'la sorcière', 'ratait ses potions'],
      'un dinosaure végétarien': ['un dinosaure végétarien', 'le dinosaure', 'était végétarien'],
      'une baleine qui chante': ['une baleine qui chantait', 'la baleine', 'chantait'],
    };

    // Act
    const woven = MAIN_CHARACTER_SUGGESTIONS.map((text) => weaveCharacter(text, TOM));

    // Assert
    expect(woven.map((result) => [result.woven?.full, result.woven?.short, result.woven?.trait?.predicate])).toEqual(MAIN_CHARACTER_SUGGESTIONS.map((text) => expected[text]));
    for (const result of woven) expectWovenText(result);
  });

  it('should weave the 12 setting suggestions into a place complement and a short name', () => {
    // Arrange
    const expected = [
      ['dans la forêt enchantée', 'dans cette forêt enchantée', 'la forêt enchantée'],
      ['dans un château dans les nuages', 'dans ce château', 'le château'],
      ['au fond de la mer', 'au fond de la mer', 'le fond de la mer'],
      ['dans une station spatiale', 'dans cette station', 'la station spatiale'],
      ['sur une île au trésor', 'sur cette île', "l'île au trésor"],
      ['dans le village des jouets', 'dans ce village', 'le village'],
      ['sur une montagne enneigée', 'sur cette montagne', 'la montagne enneigée'],
      ['dans un jardin secret', 'dans ce jardin secret', 'le jardin secret'],
      ['dans la jungle', 'dans cette jungle', 'la jungle'],
      ['dans le désert aux mille étoiles', 'dans ce désert', 'le désert'],
      ['dans une bibliothèque magique', 'dans cette bibliothèque magique', 'la bibliothèque magique'],
      ['à la ferme de grand-mère', 'dans cette ferme', 'la ferme'],
    ];

    // Act
    const woven = SETTING_SUGGESTIONS.map((text) => weavePlace(text, LEA));

    // Assert
    expect(woven.map((result) => [result.woven?.loc, result.woven?.locShort, result.woven?.noun?.short])).toEqual(expected);
  });

  it('should weave the 10 emotion and 10 value suggestions as nouns, "la peur qui passe" with its own short name', () => {
    // Act
    const emotions = EMOTION_SUGGESTIONS.map((text) => weaveLabel(text, LEA).woven?.noun);
    const values = VALUE_SUGGESTIONS.map((text) => weaveLabel(text, LEA).woven?.noun);

    // Assert
    expect(emotions.map((noun) => noun?.short)).toEqual(['la joie', 'le courage', "l'émerveillement", 'la curiosité', 'la fierté', 'la surprise', 'la peur', 'la tendresse', 'le calme', 'la gratitude']);
    expect(emotions[6]).toMatchObject({ full: 'la peur qui passait', trait: { predicate: 'passait' } });
    expect(values.map((noun) => noun?.short)).toEqual([
      "l'amitié", 'le partage', 'la persévérance', "l'entraide", 'la gentillesse', "l'honnêteté", 'le respect de la nature', 'la tolérance', 'la patience', 'la confiance en soi',
    ]);
  });

  it('should weave the 14 preset scenarios as goals with their verb, their object and the rest in the past', () => {
    // Act
    const woven = SEEDED_SCENARIOS.map((scenario) => weaveScenario(scenario.description, LEA).woven);

    // Assert
    expect(woven.every((goal) => goal?.form === 'goal')).toBe(true);
    const goals = woven.flatMap((goal) => (goal?.form === 'goal' ? [goal] : []));
    expect(goals.map((goal) => [goal.verb, goal.object?.short ?? null])).toEqual([
      ['retrouver', "l'étoile"],
      ['suivre', 'la vieille carte'],
      ['aider', 'le petit animal'],
      ['préparer', 'la fête surprise'],
      ['rendre', 'ses couleurs'],
      ['vivre', 'le premier jour'],
      ['faire pousser', 'la graine magique'],
      ['construire', 'la fusée'],
      ['participer', null],
      ['découvrir', null],
      ['retrouver', 'les notes'],
      ['réparer', 'le bateau'],
      ['cuisiner', 'le gâteau géant'],
      ['aider', 'le livre magique'],
    ]);
    expect(goals[2]?.object?.state).toBe('perdu');
    expect(goals[3]?.rest).toBe('pour un ami qui se sentait seul');
    expect(goals[6]?.object?.trait?.predicate).toBe('grandissait avec la gentillesse');
    expect(goals[8]?.infinitive).toBe('participer à une course où le plus important était de finir ensemble');
    expect(goals[9]?.infinitive).toBe('découvrir que les bruits de la nuit étaient des amis qui jouaient');
    expect(goals[10]?.infinitive).toBe("retrouver les notes d'une chanson que tout le village avait oubliée");
  });
});

describe('woven text: what parents type', () => {
  /** [weaver, text, child, what to read of the result, expected (null: refused)]. */
  const pick = {
    full: (result: Weave<{ full: string }>) => result.woven?.full ?? null,
    short: (result: Weave<{ short: string }>) => result.woven?.short ?? null,
  };
  type Case = [string, () => unknown, unknown];
  const cases: Case[] = [
    // Companions.
    ['mon doudou Pinpin', () => weaveCharacter('mon doudou Pinpin', LEA).woven && [weaveCharacter('mon doudou Pinpin', LEA).woven?.full, weaveCharacter('mon doudou Pinpin', LEA).woven?.short], ['son doudou Pinpin', 'Pinpin']],
    ['notre chat Caramel', () => pick.full(weaveCharacter('notre chat Caramel', TOM)), 'son chat Caramel'],
    ['Mamie Jo', () => [weaveCharacter('Mamie Jo', LEA).woven?.short, weaveCharacter('Mamie Jo', LEA).woven?.gender], ['Mamie Jo', 'f']],
    ['un chat et une souris', () => [pick.short(weaveCharacter('un chat et une souris', LEA)), weaveCharacter('un chat et une souris', LEA).woven?.plural], ['le chat et la souris', true]],
    ['deux lapins', () => pick.short(weaveCharacter('deux lapins', LEA)), 'les deux lapins'],
    ['Zoé la souris', () => [weaveCharacter('Zoé la souris', LEA).woven?.short, weaveCharacter('Zoé la souris', LEA).woven?.gender], ['Zoé', 'f']],
    ['le chien de mon voisin', () => pick.full(weaveCharacter('le chien de mon voisin', LEA)), 'le chien de son voisin'],
    ['mon papa', () => pick.short(weaveCharacter('mon papa', TOM)), 'son papa'],
    ['un dragon qui crache des bulles', () => pick.full(weaveCharacter('un dragon qui crache des bulles', LEA)), 'un dragon qui crachait des bulles'],
    ['un hérisson qui ne sait pas nager', () => weaveCharacter('un hérisson qui ne sait pas nager', LEA).woven?.trait?.predicate, 'ne savait pas nager'],
    ['un ours qui dort tout le temps', () => pick.full(weaveCharacter('un ours qui dort tout le temps', LEA)), 'un ours qui dormait tout le temps'],
    ['une girafe qui a le vertige', () => pick.full(weaveCharacter('une girafe qui a le vertige', LEA)), 'une girafe qui avait le vertige'],
    ['un monstre gentil qui mange des légumes', () => weaveCharacter('un monstre gentil qui mange des légumes', LEA).woven?.trait?.predicate, 'était gentil et mangeait des légumes'],
    ['un escargot qui veut aller vite', () => pick.full(weaveCharacter('un escargot qui veut aller vite', LEA)), 'un escargot qui voulait aller vite'],
    ['un poisson rouge qui rêve de voler', () => pick.short(weaveCharacter('un poisson rouge qui rêve de voler', LEA)), 'le poisson rouge'],
    ['un petit fantôme timide', () => pick.short(weaveCharacter('un petit fantôme timide', LEA)), 'le petit fantôme'],
    ['Licorne.', () => pick.full(weaveCharacter('Licorne.', LEA)), 'une licorne'],
    ['le loup zigouille les moutons', () => weaveCharacter('le loup zigouille les moutons', LEA).reason, 'unknown-structure'],
    ['un dragon, gentil', () => weaveCharacter('un dragon, gentil', LEA).reason, 'unknown-structure'],
    // Places.
    ['dans mon jardin', () => weavePlace('dans mon jardin', LEA).woven?.loc, 'dans le jardin de Léa'],
    ['chez mamie', () => weavePlace('chez mamie', LEA).woven?.loc, 'chez Mamie'],
    ['chez moi', () => weavePlace('chez moi', LEA).woven?.loc, 'à la maison'],
    ['ma chambre', () => weavePlace('ma chambre', TOM).woven?.loc, 'dans sa chambre'],
    ['la maison de mes grands-parents', () => weavePlace('la maison de mes grands-parents', LEA).woven?.loc, 'dans la maison de ses grands-parents'],
    ['Mars', () => weavePlace('Mars', LEA).woven?.loc, 'sur Mars'],
    ['une cabane dans les arbres', () => weavePlace('une cabane dans les arbres', LEA).woven?.noun?.short, 'la cabane'],
    // Scenarios.
    ['Maël a perdu son doudou', () => weaveScenario('Maël a perdu son doudou', LEA).woven, { form: 'event', sentence: 'Maël avait perdu son doudou.', clause: 'Maël avait perdu son doudou' }],
    ['mon fils a peur du noir', () => weaveScenario('mon fils a peur du noir', TOM).woven, { form: 'event', sentence: 'Tom avait peur du noir.', clause: 'Tom avait peur du noir' }],
    ['je pars en vacances à la mer', () => weaveScenario('je pars en vacances à la mer', LEA).woven, { form: 'event', sentence: 'Léa partait en vacances à la mer.', clause: 'Léa partait en vacances à la mer' }],
    ['la lune a disparu', () => weaveScenario('la lune a disparu', LEA).woven, { form: 'event', sentence: 'La lune avait disparu.', clause: 'la lune avait disparu' }],
    ['sauver mon chat qui est coincé', () => weaveScenario("sauver mon chat qui est coincé dans l'arbre", LEA).woven, expect.objectContaining({ verb: 'sauver', infinitive: "sauver le chat de Léa qui était coincé dans l'arbre" })],
    ['une chasse au trésor', () => weaveScenario('une chasse au trésor', LEA).woven, expect.objectContaining({ form: 'noun', noun: expect.objectContaining({ short: 'la chasse au trésor' }) })],
    ['découvrir ce qui fait peur au monstre', () => weaveScenario('découvrir ce qui fait peur au monstre', LEA).woven, expect.objectContaining({ infinitive: 'découvrir ce qui faisait peur au monstre' })],
    ['se faire de nouveaux amis', () => weaveScenario('se faire de nouveaux amis', LEA).woven, expect.objectContaining({ verb: 'se faire', infinitive: 'se faire de nouveaux amis' })],
    ['Aide le dragon', () => weaveScenario('Aide le dragon', LEA).reason, 'imperative'],
    // Emotions and values typed by the parent.
    ['Joie', () => weaveLabel('Joie', LEA).woven?.noun?.full, 'la joie'],
    ['un peu de trac', () => [weaveLabel('un peu de trac', LEA).woven?.noun?.full, weaveLabel('un peu de trac', LEA).woven?.noun?.short], ['un peu de trac', 'le trac']],
    ['savoir dire merci', () => weaveLabel('savoir dire merci', LEA).woven, { noun: null, infinitive: 'savoir dire merci' }],
  ];

  it(`should weave ${cases.length} realistic free texts as expected`, () => {
    // Act
    const results = cases.map(([label, weave]) => [label, weave()]);

    // Assert
    expect(results).toEqual(cases.map(([label, , expected]) => [label, expected]));
  });
});

describe('woven text: rules that hold for everything woven', () => {
  const TEXTS = [
    ...MAIN_CHARACTER_SUGGESTIONS,
    ...SETTING_SUGGESTIONS,
    ...SEEDED_SCENARIOS.map((scenario) => scenario.description),
    'mon lapin qui a peur du noir', 'Inès monte à poney tous les mercredis', "J'adore dessiner", 'je fais du judo avec mon papa', 'mon fils a peur du noir',
    'retrouver le doudou perdu de Maël', 'une licorne qui a perdu sa corne', 'notre chien qui est très gourmand', 'Le dragon a perdu son feu',
    'La sorcière empoisonne Léa', 'la forêt où la sorcière empoisonne Léa',
  ];
  const weavers = [weaveCharacter, weavePlace, weaveScenario, weaveLabel];

  it('should never put a comma between a subject and its verb, nor keep the first person or the present', () => {
    // Act
    const results = TEXTS.flatMap((text) => weavers.map((weave) => weave(text, INES)));

    // Assert
    for (const result of results) {
      for (const text of stringsOf(result.woven)) {
        expect(text).not.toContain(',');
        expect(text).not.toMatch(FIRST_PERSON);
        expect(text).not.toMatch(PRESENT);
      }
    }
  });

  it('should be deterministic and never return text when it refuses', () => {
    // Act
    const first = TEXTS.flatMap((text) => weavers.map((weave) => weave(text, LEA)));
    const second = TEXTS.flatMap((text) => weavers.map((weave) => weave(text, LEA)));

    // Assert
    expect(second).toEqual(first);
    for (const result of first) expect(result.reason === null ? result.woven !== null : result.woven === null).toBe(true);
  });
});

describe('woven text: verbs', () => {
  it('should know the imparfait of the irregular and the regular verbs', () => {
    // Arrange
    const expected: Record<string, string> = {
      être: 'était', avoir: 'avait', aller: 'allait', faire: 'faisait', pouvoir: 'pouvait', vouloir: 'voulait', savoir: 'savait', voir: 'voyait',
      venir: 'venait', prendre: 'prenait', mettre: 'mettait', dire: 'disait', lire: 'lisait', écrire: 'écrivait', courir: 'courait', dormir: 'dormait',
      partir: 'partait', sortir: 'sortait', jouer: 'jouait', manger: 'mangeait', commencer: 'commençait', finir: 'finissait', attendre: 'attendait',
      apprendre: 'apprenait', devenir: 'devenait', croire: 'croyait', boire: 'buvait', vivre: 'vivait', construire: 'construisait', peindre: 'peignait',
      rire: 'riait', connaître: 'connaissait', recevoir: 'recevait', devoir: 'devait', ouvrir: 'ouvrait', découvrir: 'découvrait', nettoyer: 'nettoyait',
    };

    // Act
    const past = Object.keys(expected).map((infinitive) => [infinitive, pastOf(infinitive)]);

    // Assert
    expect(Object.fromEntries(past)).toEqual(expected);
    expect(pastOf('être', true)).toBe('étaient');
    expect(pastOf('zozoter')).toBeNull();
  });

  it('should read present forms with their spelling changes back into the past', () => {
    // Arrange
    const forms = [
      ['qui se lève tôt', 'se levait tôt'], ['qui appelle sa maman', 'appelait sa maman'], ['qui achète des bonbons', 'achetait des bonbons'],
      ['qui préfère la nuit', 'préférait la nuit'], ['qui nettoie la forêt', 'nettoyait la forêt'], ['qui essaie de voler', 'essayait de voler'],
      ['qui essaye de voler', 'essayait de voler'], ['qui mange des nuages', 'mangeait des nuages'], ['qui grandit vite', 'grandissait vite'],
      ['qui perd ses plumes', 'perdait ses plumes'], ['qui voit dans le noir', 'voyait dans le noir'], ['qui sait tout', 'savait tout'],
      ['qui peut voler', 'pouvait voler'], ['qui va partout', 'allait partout'], ['qui vient de la lune', 'venait de la lune'],
      ['qui écrit des poèmes', 'écrivait des poèmes'], ['qui court très vite', 'courait très vite'], ['qui dort le jour', 'dormait le jour'],
    ];

    // Act
    const woven = forms.map(([relative]) => weaveCharacter(`un hibou ${relative ?? ''}`, LEA).woven?.trait?.predicate);

    // Assert
    expect(woven).toEqual(forms.map(([, predicate]) => predicate));
  });
});
