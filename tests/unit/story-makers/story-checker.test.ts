import { describe, expect, it } from 'vitest';
import type { StoryRequest, WrittenStory } from '../../../functions/core/story-makers-port';
import {
  AGREEMENT_RULE,
  APPOSITIVE_COMMA_RULE,
  checkStory,
  COORDINATED_PRONOUN_RULE,
  dialogueExchanges,
  DUPLICATE_RULE,
  EMOTION_RULE,
  FALSE_ENDING_RULE,
  PERSON_RULE,
  scenarioTold,
  SPEECH_TAG_RULE,
  SUGGESTION_FIT_RULE,
  TENSE_RULE,
} from '../../../functions/story-makers/story-checker';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';
import { SEEDED_SCENARIOS } from '../../../shared/scenarios';

/**
 * The French story checker, rule by rule, on short crafted texts: each rule flags what an editor
 * would stop at, and stays silent on the near-miss next to it (a false positive is a bug).
 */

interface Crafted {
  content: string;
  moral?: string;
  title?: string;
  gender?: 'boy' | 'girl';
  name?: string;
  mainCharacter?: string;
  scenario?: string;
  emotions?: string[];
  hobby?: string;
}

function craft(crafted: Crafted): { story: WrittenStory; request: StoryRequest } {
  const request: StoryRequest = {
    ...SAMPLE_STORY_REQUEST,
    child: { ...SAMPLE_STORY_REQUEST.child, name: crafted.name ?? 'Léa', gender: crafted.gender ?? 'girl', favoriteHobby: crafted.hobby ?? 'construire des cabanes' },
    choices: {
      ...SAMPLE_STORY_REQUEST.choices,
      mainCharacter: crafted.mainCharacter ?? 'un petit dragon qui a peur du noir',
      scenario: crafted.scenario ?? SEEDED_SCENARIOS[0]!.description,
      emotions: crafted.emotions ?? [],
    },
  };
  return { story: { title: crafted.title ?? 'Une histoire', content: crafted.content, moral: crafted.moral ?? 'Un ami, c’est précieux.' }, request };
}

/** The sentences a rule flags in a crafted story. */
function flagged(rule: string, crafted: Crafted): string[] {
  const { story, request } = craft(crafted);
  return checkStory(story, request)
    .filter((finding) => finding.rule === rule)
    .map((finding) => finding.sentence);
}

describe('story checker: agreement', () => {
  it('should flag a masculine adjective said to a girl or to a unicorn, and not a feminine one', () => {
    // Arrange
    const toUnicorn = '« Tu es différent, et c’est très bien comme ça », dit Léa à la licorne.';
    const toUnicornRight = '« Tu es différente, et c’est très bien comme ça », dit Léa à la licorne.';
    const toGirl = '« Tu es prêt pour la suite ? » demanda le dragon.';

    // Act
    const wrong = flagged(AGREEMENT_RULE, { content: `${toUnicorn} ${toGirl}`, mainCharacter: 'une licorne qui a perdu sa corne' });
    const right = flagged(AGREEMENT_RULE, { content: `${toUnicornRight} « Tu es prête pour la suite ? » demanda le dragon.`, mainCharacter: 'une licorne qui a perdu sa corne' });
    const toBoyDragon = flagged(AGREEMENT_RULE, { content: toGirl.replace('prêt', 'prête'), gender: 'boy', name: 'Tom' });

    // Assert
    expect(wrong).toEqual([toUnicorn.replace(/’/g, "'"), toGirl]);
    expect(right).toEqual([]);
    expect(toBoyDragon).toHaveLength(1);
  });

  it('should flag "tous" after a feminine plural and a colour that does not agree with its noun', () => {
    // Arrange
    const tous = 'Léa adorait le vert : ses chaussettes préférées étaient tous de cette couleur.';
    const perles = 'Elle enfila des perles verts sur un fil.';

    // Act
    const wrong = flagged(AGREEMENT_RULE, { content: `${tous} ${perles}` });
    const right = flagged(AGREEMENT_RULE, { content: 'Léa adorait le vert : ses chaussettes préférées étaient toutes de cette couleur. Elle enfila des perles vertes et des rubans bleu ciel sur un fil. Ses yeux tout ronds brillaient.' });

    // Assert
    expect(wrong).toEqual([tous, perles]);
    expect(right).toEqual([]);
  });

  it('should flag what is said of the child or the pair in the wrong gender', () => {
    // Arrange
    const curious = 'Léa était très curieux.';
    const tucked = 'Blotti dans son lit, Léa repensa à sa journée.';
    const pair = 'Les deux amis partirent en riant.';

    // Act
    const wrong = flagged(AGREEMENT_RULE, { content: `${curious} ${tucked} ${pair}`, mainCharacter: 'une licorne' });
    const right = flagged(AGREEMENT_RULE, { content: 'Léa était très curieuse. Blottie dans son lit, Léa repensa à sa journée. Les deux amies partirent en riant.', mainCharacter: 'une licorne' });
    const mixedPair = flagged(AGREEMENT_RULE, { content: pair, mainCharacter: 'un petit dragon' });

    // Assert
    expect(wrong).toEqual([curious, tucked, pair]);
    expect(right).toEqual([]);
    expect(mixedPair).toEqual([]);
  });

  it('should read a girl named Rose as her name, not a colour, at the head of a sentence about the companion', () => {
    // Arrange
    const named = "Rose tint d'un côté, les petits chats de l'autre, et à deux, ce qui résistait céda d'un coup.";
    const coloured = "Rose de honte, les petits chats baissèrent la tête.";

    // Act
    const right = flagged(AGREEMENT_RULE, { content: named, name: 'Rose', mainCharacter: 'des petits chats' });
    const wrong = flagged(AGREEMENT_RULE, { content: coloured, name: 'Léa', mainCharacter: 'des petits chats' });

    // Assert
    expect(right).toEqual([]);
    expect(wrong).toEqual([coloured]);
  });

  it('should flag a best friend of the wrong gender for the companion', () => {
    // Arrange
    const content = 'Et puis il y avait une licorne. C’était son meilleur ami du monde.';

    // Act
    const wrong = flagged(AGREEMENT_RULE, { content, mainCharacter: 'une licorne' });
    const right = flagged(AGREEMENT_RULE, { content: content.replace('son meilleur ami', 'sa meilleure amie'), mainCharacter: 'une licorne' });
    const possessive = flagged(AGREEMENT_RULE, { content, mainCharacter: 'mon lapin' });

    // Assert
    expect(wrong).toHaveLength(1);
    expect(right).toEqual([]);
    expect(possessive).toEqual([]);
  });
});

describe('story checker: person and the parent’s words', () => {
  it('should flag the first person in the narration but not in dialogue', () => {
    // Arrange
    const narration = 'Léa partit avec mon lapin.';
    const dialogue = '« Viens, mon lapin, je t’emmène ! » dit Léa.';

    // Act
    const found = flagged(PERSON_RULE, { content: `${narration} ${dialogue}` });

    // Assert
    expect(found).toEqual([narration]);
  });

  it('should flag a parent’s text pasted verbatim when it is in the first person or the present, and not when woven', () => {
    // Arrange
    const pasted = 'Quand on lui demandait son loisir, Noah répondait : « Inès monte à poney tous les mercredis. »';
    const woven = 'Le mercredi, Inès montait à poney, et Noah venait l’applaudir.';

    // Act
    const found = flagged(PERSON_RULE, { content: `${pasted} ${woven}`, name: 'Noah', gender: 'boy', hobby: 'Inès monte à poney tous les mercredis' });
    const noun = flagged(PERSON_RULE, { content: 'Ce jour-là, Maël cherchait le doudou perdu de Maël.', scenario: 'le doudou perdu de Maël' });

    // Assert
    expect(found).toEqual([pasted]);
    expect(noun).toEqual([]);
  });
});

describe('story checker: the narrator’s voice', () => {
  it('should accept the storyteller’s "notre héros" and a bedtime vocative to the child, and flag their near misses', () => {
    // Arrange
    const allowed = [
      'Notre héros ne se découragea pas.',
      'Nos deux amis reprirent la route.',
      'Et notre petite exploratrice sourit.',
      'Bonne nuit, ma petite curieuse.',
      'Dors bien, mon grand : demain, une nouvelle aventure t’attend.',
      'Ma petite curieuse, dors bien.',
    ];
    const flaggedTexts = ['Léa rentra dans notre maison.', 'Léa partit avec Pablo, mon lapin.', 'Léa caressa ma petite curieuse.', 'Nos jouets étaient rangés.'];

    // Act
    const allowedFound = flagged(PERSON_RULE, { content: allowed.join(' ') });
    const found = flagged(PERSON_RULE, { content: flaggedTexts.join(' ') });

    // Assert
    expect(allowedFound).toEqual([]);
    expect(found).toEqual(flaggedTexts);
  });

  it('should still flag a parent’s first-person companion said as a vocative', () => {
    // Arrange
    const line = 'Bonne nuit, mon lapin.';

    // Act
    const found = flagged(PERSON_RULE, { content: `Léa s’endormit. ${line}`, mainCharacter: 'mon lapin' });

    // Assert
    expect(found).toEqual([line]);
  });
});

describe('story checker: tense', () => {
  it('should flag a present-tense verb in the narration', () => {
    // Arrange
    const companion = 'Et puis il y avait une licorne qui a perdu sa corne.';
    const hobby = 'Le mercredi, Inès monte à poney.';
    const pronoun = 'Puis elle cherche la clé partout.';

    // Act
    const found = flagged(TENSE_RULE, { content: `${companion} ${hobby} ${pronoun}` });

    // Assert
    expect(found).toEqual([companion, hobby, pronoun]);
  });

  it('should not flag past narration, dialogue, the narrator speaking to the child, a lesson or the moral', () => {
    // Arrange
    const content = [
      'Connais-tu Noah ? C’est un petit garçon de sept ans.',
      'Il y avait une licorne qui avait perdu sa corne. Elle brillait comme au premier jour.',
      '« Je cherche une lanterne qui ne s’éteint jamais ! » dit le lapin.',
      'Noah comprit ce jour-là que l’amitié, c’est être là quand l’autre en a besoin.',
      'Le courage, ce n’est pas de n’avoir jamais peur. Mais ce n’était qu’une peur qui passe.',
      'Et toi aussi, ferme les yeux. Chut… Noah dort déjà.',
    ].join(' ');

    // Act
    const found = flagged(TENSE_RULE, { content, name: 'Noah', gender: 'boy', moral: 'L’amitié est un trésor : avec un ami, on est plus fort.' });

    // Assert
    expect(found).toEqual([]);
  });
});

describe('story checker: comma after an appositive', () => {
  it('should flag a comma between the subject and its verb, and not a closed incise or an adverbial', () => {
    // Arrange
    const wrong = 'Le doudou de Maël, dansa sous la lune.';
    const rights = ['Léa, qui adorait danser, monta sur la scène.', 'Ce jour-là, Léa partit tôt.', 'Sa couleur préférée, le violet, se cachait partout.', 'Le dragon dansa, chanta et rit.'];

    // Act
    const found = flagged(APPOSITIVE_COMMA_RULE, { content: [wrong, ...rights].join(' ') });
    const name = flagged(APPOSITIVE_COMMA_RULE, { content: 'Léa et son dragon, partirent en courant.' });

    // Assert
    expect(found).toEqual([wrong]);
    expect(name).toHaveLength(1);
  });
});

describe('story checker: duplicated sentences', () => {
  it('should flag the same sentence twice, and not a short refrain', () => {
    // Arrange
    const content = 'Léa avala sa salive. Toc, toc ! Puis elle avança. Toc, toc ! Léa avala sa salive.';

    // Act
    const found = flagged(DUPLICATE_RULE, { content });

    // Assert
    expect(found).toEqual(['Léa avala sa salive.']);
  });
});

describe('story checker: false success endings', () => {
  const lostFriend = SEEDED_SCENARIOS.find((scenario) => scenario.id === 'ami-perdu')!;

  it('should flag a success claim when the scenario was never told', () => {
    // Arrange
    const content = `Une mission les attendait : ${lostFriend.description}.\n\nIls cherchèrent une lanterne et la trouvèrent.\n\nLéa et son dragon avaient réussi à ${lostFriend.description} !`;

    // Act
    const found = flagged(FALSE_ENDING_RULE, { content, scenario: lostFriend.description });

    // Assert
    expect(found).toHaveLength(1);
  });

  it('should accept the claim when the problem and the resolution were narrated', () => {
    // Arrange
    const content = [
      'Au bord du chemin, un petit renard pleurait : il s’était perdu.',
      'Léa et le dragon suivirent ses traces jusqu’à la clairière. Là, le renardeau retrouva sa maman, qui le serra contre elle.',
      'Léa et son dragon avaient réussi à aider le petit renard.',
    ].join('\n\n');
    const { story } = craft({ content });

    // Act
    const found = flagged(FALSE_ENDING_RULE, { content, scenario: lostFriend.description });

    // Assert
    expect(found).toEqual([]);
    expect(scenarioTold(story, lostFriend)).toBe(true);
  });

  it('should flag a generic success ending for a parent’s free-text scenario', () => {
    // Arrange
    const content = 'Léa chercha partout.\n\nLe soir venu, Léa et son dragon l’avaient fait !';

    // Act
    const found = flagged(FALSE_ENDING_RULE, { content, scenario: 'le doudou perdu de Maël' });

    // Assert
    expect(found).toHaveLength(1);
  });
});

describe('story checker: the scenario told', () => {
  /** For each seeded scenario, a telling of its problem then its resolution, and a story in the same world that tells neither. */
  const TELLINGS: Record<string, { told: string[]; untold: string[] }> = {
    'etoile-tombee': {
      told: ['Soudain, une étoile glissa du ciel et disparut derrière la colline.', 'D’un coup, l’étoile bondit vers le ciel et reprit sa place.'],
      untold: ['Léa regardait les étoiles briller dans le ciel.', 'Puis elle alla se coucher, la tête pleine d’étoiles.'],
    },
    'tresor-cache': {
      told: ['Mais la carte était si vieille que la moitié des chemins s’étaient effacés.', 'Le coffre grinça en s’ouvrant : à l’intérieur, un carnet attendait.', 'Enfin, le coffre apparut.'],
      untold: ['Léa aimait dessiner des cartes de pays imaginaires.', 'Elle rêvait de trésors et de pirates.'],
    },
    'ami-perdu': {
      told: ['Un petit faon tremblait derrière un buisson. « J’ai perdu ma famille », renifla-t-il.', 'Sa mère la biche accourut, et le faon se jeta dans ses bras.'],
      untold: ['Un petit renard jouait dans l’herbe.', 'Sa maman le regardait de loin, et Léa lui fit coucou.'],
    },
    'fete-surprise': {
      told: ['Le petit escargot se sentait seul : personne ne venait jamais jouer avec lui.', 'Quand il arriva, tout le monde sortit de sa cachette : « Joyeuse fête ! »'],
      untold: ['Léa aimait les fêtes et les guirlandes.', 'Ce jour-là, elle joua dans le jardin avec son dragon.'],
    },
    'arc-en-ciel': {
      told: ['Après la pluie, un arc-en-ciel se leva, mais il était gris comme un vieux chiffon.', 'Rouge, orange, jaune : les couleurs remontèrent une à une, et l’arc-en-ciel brilla de tout son éclat.'],
      untold: ['Après la pluie, Léa sauta dans les flaques.', 'Elle aimait toutes les couleurs de l’arc-en-ciel.'],
    },
    'premier-jour': {
      told: ['Devant le portail de la nouvelle école, Léa ne connaissait personne.', 'À la fin de la journée, Léa avait trois nouveaux amis.'],
      untold: ['Ce matin-là, Léa prépara son cartable pour sa nouvelle école.', 'Elle partit en chantant.'],
    },
    'jardin-magique': {
      told: ['Léa planta la graine dans le jardin et attendit.', 'Avant le soir, la graine avait grandi : la plante magique était plus haute qu’une maison.'],
      untold: ['Léa trouva une graine brillante et la mit dans sa poche.', 'Puis elle rentra goûter.'],
    },
    'voyage-lune': {
      told: ['La première fusée était trop lourde : elle ne décolla que d’un centimètre.', 'La fusée monta jusqu’à frôler la Lune, et Léa la salua de la main. « Bonjour, la Lune ! » cria-t-elle.'],
      untold: ['Léa regardait souvent la Lune par la fenêtre.', 'Un jour, se disait-elle, elle aurait une fusée.'],
    },
    'course-animaux': {
      told: ['Au signal, tout le monde partit, mais derrière, le hérisson avait trébuché et restait tout seul.', 'La ligne d’arrivée approchait : ils la passèrent tous ensemble, en riant.'],
      untold: ['Léa aimait courir dans le pré.', 'Le soir, elle rentra fatiguée et contente.'],
    },
    'nuit-etoilee': {
      told: ['Dans le noir, des bruits commencèrent : un craquement, un froissement.', 'Une chouette sortit de l’ombre, suivie d’un hérisson : les bruits de la nuit, c’étaient eux.'],
      untold: ['Le soir tombait, et Léa alluma une petite lanterne.', 'Les grillons chantaient, et elle s’endormit.'],
    },
    'chanson-perdue': {
      told: ['Tout le village avait oublié la chanson.', 'Note après note, la chanson revint, et le village entier se mit à chanter.'],
      untold: ['Au village, on aimait la musique.', 'Léa fredonna une comptine en rentrant.'],
    },
    tempete: {
      told: ['La tempête n’avait pas épargné le bateau : la voile déchirée, le mât cassé.', 'Le soir venu, le bateau flottait de nouveau, plus beau qu’avant.'],
      untold: ['La tempête souffla toute la nuit.', 'Au matin, Léa regarda les bateaux dans le port.'],
    },
    'gateau-geant': {
      told: ['Un dragon, c’est immense : il fallait un gâteau géant, aussi grand qu’une maison.', 'Le soir, le Grand Dragon découvrit le gâteau et souffla ses bougies d’une petite flamme.'],
      untold: ['Léa aimait les gâteaux au chocolat.', 'Le dragon souffla sur les nuages pour jouer.'],
    },
    'livre-magique': {
      told: ['« Ma fin s’est envolée », pleurait le livre. Les dernières pages étaient toutes blanches.', 'Le livre soupira de bonheur : il avait retrouvé la fin de son histoire.'],
      untold: ['Léa ouvrit un vieux livre plein d’images.', 'Elle le lut jusqu’à la fin et s’endormit.'],
    },
  };

  for (const scenario of SEEDED_SCENARIOS) {
    it(`should count « ${scenario.title} » as told when its problem and resolution are narrated, and not otherwise`, () => {
      // Arrange
      const tellings = TELLINGS[scenario.id]!;
      const told = craft({ content: tellings.told.join('\n\n'), scenario: scenario.description }).story;
      const untold = craft({ content: tellings.untold.join('\n\n'), scenario: scenario.description }).story;
      const reversed = craft({ content: [...tellings.told].reverse().join('\n\n'), scenario: scenario.description }).story;

      // Act
      const results = [scenarioTold(told, scenario), scenarioTold(untold, scenario)];

      // Assert
      expect(results).toEqual([true, false]);
      if (tellings.told.length === 2) expect(scenarioTold(reversed, scenario)).toBe(false);
    });
  }

  it('should have a telling for every seeded scenario', () => {
    // Act
    const missing = SEEDED_SCENARIOS.filter((scenario) => !(scenario.id in TELLINGS)).map((scenario) => scenario.id);

    // Assert
    expect(missing).toEqual([]);
  });
});

describe('story checker: emotions with lines of their own', () => {
  it('should flag an emotion only named in a stock frame or a list, and accept one that is shown', () => {
    // Arrange
    const content = 'Léa eut peur du noir et trembla. Puis le dragon la rassura et elle se sentit mieux. C’était un moment plein de tendresse. Il y avait de la joie et du calme.';

    // Act
    const found = checkStory(...(Object.values(craft({ content, emotions: ['la peur qui passe', 'la tendresse', 'la joie'] })) as [WrittenStory, StoryRequest]))
      .filter((finding) => finding.rule === EMOTION_RULE)
      .map((finding) => finding.sentence);

    // Assert
    expect(found).toEqual(['la tendresse', 'la joie']);
  });
});

describe('story checker: our suggestions where they appear', () => {
  it('should flag "un moment plein de peur qui passe" and a wrong article, and not a passing fear', () => {
    // Arrange
    const plein = 'C’était un moment plein de peur qui passe.';
    const felt = 'Noah sentit naître en lui la peur qui passe.';
    const article = 'Il lui fallut de le courage.';
    const right = 'Mais ce n’était qu’une peur qui passe. Il lui fallut du courage et beaucoup de patience.';

    // Act
    const found = flagged(SUGGESTION_FIT_RULE, { content: `${plein} ${felt} ${article} ${right}`, name: 'Noah', gender: 'boy' });

    // Assert
    expect(found).toEqual([plein.replace(/’/g, "'"), felt, article]);
  });
});

describe('story checker: a speech tag agrees with its speaker', () => {
  it('should flag a plural subject after a singular verb, a singular one after a plural verb and two coordinated subjects', () => {
    // Arrange
    const pluralSubject = '« On y va ? » demanda les deux lapins.';
    const singularSubject = '« Bien sûr », dirent le dragon.';
    const incise = '« Oui, chuchota les deux lapins, mais doucement. »';
    const coordinated = '« Regarde ! » s’écria Léa et le dragon.';
    const pronoun = '« Enfin ! » dit-ils.';

    // Act
    const found = flagged(SPEECH_TAG_RULE, { content: [pluralSubject, singularSubject, incise, coordinated, pronoun].join(' ') });

    // Assert
    expect(found).toEqual([pluralSubject, singularSubject, incise, coordinated.replace(/’/g, "'"), pronoun]);
  });

  it('should flag the plural companion of the request after a singular verb', () => {
    // Arrange
    const lutins = '« Qui a mangé la tarte ? » demanda les lutins.';

    // Act
    const found = flagged(SPEECH_TAG_RULE, { content: `${lutins} « Pas nous ! » répondirent les lutins.`, mainCharacter: 'des lutins' });

    // Assert
    expect(found).toEqual([lutins]);
  });

  it('should not flag agreeing tags, a new clause after the name, an absolute construction or a verb with its object', () => {
    // Arrange
    const content = [
      '« On y va ? » demanda Léa.',
      '« Oui ! » répondirent les deux lapins.',
      '« Ensemble », répondirent en chœur Léa et le dragon.',
      '« Bien », dit Léa et le dragon sourit.',
      '« Vraiment ? » demanda les yeux ronds la petite fille.',
      '« Bonjour », dit-elle, et ils dirent-ils au revoir.',
      'Léa sourit, demanda les clés au gardien et partit.',
      '« Viens, dit le dragon, on rentre. »',
      '« Marché conclu », dit Mamie Jo.',
      '« Oh ! » crièrent tous ses amis.',
    ].join(' ');

    // Act
    const found = flagged(SPEECH_TAG_RULE, { content, mainCharacter: 'deux lapins' });

    // Assert
    expect(found).toEqual([]);
  });
});

describe('story checker: a subject pronoun coordinated as a noun', () => {
  it('should flag « Il et le dinosaure » and « Elle et la licorne » at the start of a subject', () => {
    // Arrange
    const il = 'Il et le dinosaure firent un gâteau.';
    const elle = 'Puis elle et la licorne partirent.';
    const afterComma = 'Le soir venu, il et Mamie Jo rentrèrent.';
    const afterQue = 'Le hibou vit qu’elle et la licorne dormaient.';

    // Act
    const found = flagged(COORDINATED_PRONOUN_RULE, { content: [il, elle, afterComma, afterQue].join(' '), name: 'Tom', gender: 'boy' });

    // Assert
    expect(found).toEqual([il, elle, afterComma, afterQue.replace(/’/g, "'")]);
  });

  it('should not flag a name or a stressed pronoun, « Il était une fois et… », an apposition or dialogue', () => {
    // Arrange
    const content = [
      'Il était une fois et pour toujours une petite fille.',
      'Léa et la licorne partirent.',
      'Le garçon et le dinosaure firent un gâteau.',
      'Lui et le dinosaure rirent.',
      'Le dragon partit avec elle et la licorne.',
      'C’était elle et la licorne qui avaient gagné.',
      'Le hibou les regarda toutes, elle et la licorne.',
      '« Elle et moi, on est amies », dit Léa.',
      'Elle sourit et le dragon aussi.',
    ].join(' ');

    // Act
    const found = flagged(COORDINATED_PRONOUN_RULE, { content });

    // Assert
    expect(found).toEqual([]);
  });
});

describe('story checker: the dialogue figure', () => {
  /** The number of exchanges of a crafted story. */
  const exchanges = (content: string, mainCharacter?: string) => {
    const { story, request } = craft({ content, mainCharacter });
    return dialogueExchanges(story, request);
  };

  it('should count a quoted line answered by another speaker within two sentences', () => {
    // Arrange
    const dialogue = [
      '« Tu as peur ? » demanda Léa.',
      '« Un peu », avoua le dragon.',
      'Il regarda la forêt.',
      '« Alors je reste avec toi », répondit la fillette.',
      'Le dragon sourit.',
    ].join(' ');

    // Act
    const counted = exchanges(dialogue);

    // Assert
    expect(counted).toBe(2);
  });

  it('should read a tag before a colon, an incise, a pronoun tag and a line that continues its speaker', () => {
    // Arrange
    const dialogue = [
      'Le dragon murmura : « J’ai froid. »',
      '« Viens, dit Léa, on rentre. »',
      '« Merci », souffla-t-il.',
      '« Tu es gentille. »',
      '« De rien », répondit-elle.',
    ].join(' ');

    // Act
    const counted = exchanges(dialogue);

    // Assert
    expect(counted).toBe(3);
  });

  it('should not count the same speaker twice, untagged lines or a reply too far away', () => {
    // Arrange
    const sameSpeaker = '« Bonjour ! » dit Léa. « Ça va ? » demanda Léa.';
    const untagged = 'Une lettre arriva : « Venez vite ! » Un panneau disait : « Attention ! » Elle se dit : « J’y vais. »';
    const far = '« Où es-tu ? » cria Léa. Le vent souffla. La nuit tomba. « Ici ! » répondit le dragon.';

    // Act
    const counted = [sameSpeaker, untagged, far].map((content) => exchanges(content));

    // Assert
    expect(counted).toEqual([0, 0, 0]);
  });
});
