import { describe, expect, it } from 'vitest';
import type { FrameDecline, FrameField } from '../../../functions/core/story-frame';
import { createFrameReader, readStoryFrame } from '../../../functions/story-makers/frame/index';
import { SETTING_IDS } from '../../../functions/story-makers/illustrator/settings';
import { KINDS, PLACES, ADJECTIVES, RELATIVES_TABLE } from '../../../functions/story-makers/frame/vocabulary';
import { SEEDED_SCENARIOS } from '../../../shared/scenarios';
import { EMOTION_SUGGESTIONS, MAIN_CHARACTER_SUGGESTIONS, SETTING_SUGGESTIONS, VALUE_SUGGESTIONS } from '../../../shared/stories';

/** The frame reader (issue 25): a free text becomes a frame only when every word of it is understood. */

const reader = createFrameReader();

const TEXTS = { mainCharacter: 'un dragon', setting: 'la forêt', scenario: 'retrouver une étoile', emotions: ['la joie'], values: ["l'amitié"] };

function frameOf(texts: Partial<typeof TEXTS>) {
  const reading = readStoryFrame({ ...TEXTS, ...texts });
  if (!reading.ok) throw new Error(`declined: ${JSON.stringify(reading.declines)}`);
  return reading.frame;
}

function declineOf(field: FrameField, text: string): FrameDecline {
  const read = reader.readField(field, text);
  if (read.ok) throw new Error(`read OK: ${text}`);
  return read.decline;
}

describe('frame reader: the suggestion lists and the presets', () => {
  it('should read every suggested character, place, emotion and value', () => {
    // Arrange
    const texts: [FrameField, string][] = [
      ...MAIN_CHARACTER_SUGGESTIONS.map((text): [FrameField, string] => ['mainCharacter', text]),
      ...SETTING_SUGGESTIONS.map((text): [FrameField, string] => ['setting', text]),
      ...EMOTION_SUGGESTIONS.map((text): [FrameField, string] => ['emotions', text]),
      ...VALUE_SUGGESTIONS.map((text): [FrameField, string] => ['values', text]),
    ];

    // Act
    const declined = texts.filter(([field, text]) => !reader.readField(field, text).ok);

    // Assert
    expect(declined).toEqual([]);
  });

  it('should give each preset its id from its description and from its title', () => {
    // Arrange
    const texts = SEEDED_SCENARIOS.flatMap((preset) => [preset.description, preset.title, preset.description.toUpperCase()].map((text) => ({ text, id: preset.id })));

    // Act
    const ids = texts.map(({ text }) => frameOf({ scenario: text }).goal.presetId);

    // Assert
    expect(ids).toEqual(texts.map(({ id }) => id));
  });

  it('should give a preset id to a goal that is the preset goal, and none to another goal', () => {
    // Act
    const treasure = frameOf({ scenario: 'trouver un trésor caché' }).goal;
    const boat = frameOf({ scenario: 'réparer un bateau' }).goal;
    const swim = frameOf({ scenario: 'apprendre à nager' }).goal;
    const hut = frameOf({ scenario: 'construire une cabane' }).goal;

    // Assert
    expect(treasure.presetId).toBe('tresor-cache');
    expect(boat.presetId).toBe('tempete');
    expect(swim.presetId).toBeNull();
    expect(hut.presetId).toBeNull();
  });
});

describe('frame reader: the issue’s examples', () => {
  it('should read a named family dog', () => {
    // Act
    const character = frameOf({ mainCharacter: 'Pistache, le chien de la famille' }).character;

    // Assert
    expect(character).toMatchObject({ kind: { id: 'chien', family: 'pet', gender: 'm' }, name: 'Pistache', owner: 'family', count: 1 });
  });

  it('should read a pony named Caramel, a cat called Filou and Mamie Jo', () => {
    // Act
    const pony = frameOf({ mainCharacter: 'un poney nommé Caramel' }).character;
    const cat = frameOf({ mainCharacter: "un chat qui s'appelle Filou" }).character;
    const granny = frameOf({ mainCharacter: 'Mamie Jo' }).character;

    // Assert
    expect([pony.kind.id, pony.name]).toEqual(['poney', 'Caramel']);
    expect([cat.kind.id, cat.name]).toEqual(['chat', 'Filou']);
    expect([granny.kind.id, granny.name, granny.kind.family]).toEqual(['mamie', 'Mamie Jo', 'person']);
  });

  it('should read a character’s qualities by id, in the order typed', () => {
    // Act
    const dragon = frameOf({ mainCharacter: 'un petit dragon qui a peur du noir' }).character;
    const rabbit = frameOf({ mainCharacter: 'un lapin très curieux' }).character;
    const pigs = frameOf({ mainCharacter: 'les trois petits cochons' }).character;

    // Assert
    expect(dragon).toMatchObject({ kind: { id: 'dragon', family: 'fantasy-creature' }, qualities: ['petit', 'peur-noir'], name: null });
    expect(rabbit.qualities).toEqual(['tres-curieux']);
    expect([pigs.kind.id, pigs.count]).toEqual(['cochon', 3]);
  });

  it('should read the swimming goal with its constraints', () => {
    // Act
    const goal = frameOf({ scenario: 'apprendre à nager sans brassards avant les vacances' }).goal;

    // Assert
    expect(goal).toMatchObject({ action: 'learn', skill: 'nager', without: { id: 'brassards' }, before: 'vacances', presetId: null, object: null });
  });

  it('should read goals of every action', () => {
    // Arrange
    const goals: [string, string][] = [
      ['retrouver le doudou perdu de Maël', 'find'],
      ['soigner un petit veau malade', 'help'],
      ['construire une cabane dans les arbres', 'make'],
      ['réparer la vieille voiture de papa', 'repair'],
      ['fêter le printemps', 'celebrate'],
      ['gagner une course', 'win'],
      ['aller sur la Lune', 'travel'],
      ['ne plus avoir peur des araignées', 'overcome-fear'],
      ['se faire des amis', 'befriend'],
      ['faire pousser une fleur', 'grow'],
      ['explorer la jungle', 'discover'],
      ['apporter une lettre à mamie', 'deliver'],
    ];

    // Act
    const actions = goals.map(([text]) => frameOf({ scenario: text }).goal.action);

    // Assert
    expect(actions).toEqual(goals.map(([, action]) => action));
  });

  it('should read who a goal is for and the name of a checked owner', () => {
    // Act
    const party = frameOf({ scenario: 'organiser une fête surprise pour sa mamie avant Noël' }).goal;
    const cuddly = frameOf({ scenario: 'le doudou perdu de Maël' }).goal;

    // Assert
    expect(party).toMatchObject({ action: 'celebrate', beneficiary: 'mamie', before: 'noel', presetId: 'fete-surprise' });
    expect(cuddly.object).toMatchObject({ noun: { id: 'doudou' }, qualities: ['perdu'], owner: 'Maël' });
  });

  it('should read places with their features, owner and the illustrator’s background', () => {
    // Act
    const castle = frameOf({ setting: 'un château dans les nuages' }).place;
    const farm = frameOf({ setting: 'la ferme de grand-mère' }).place;
    const granny = frameOf({ setting: 'chez mamie' }).place;
    const moon = frameOf({ setting: 'LA LUNE' }).place;
    const room = frameOf({ setting: 'ma chambre' }).place;

    // Assert
    expect(castle).toMatchObject({ kind: { id: 'chateau', family: 'cloud-castle' }, features: ['dans-les-nuages'] });
    expect(farm).toMatchObject({ kind: { id: 'ferme', family: 'farm' }, owner: 'grand-mere' });
    expect(granny).toMatchObject({ kind: { id: 'maison', family: 'home' }, owner: 'mamie' });
    expect(moon.kind).toMatchObject({ id: 'lune', family: 'space', preposition: 'sur' });
    expect(room).toMatchObject({ kind: { family: 'home', indoors: true }, owner: 'child' });
  });

  it('should read emotions and values by id, synonyms included', () => {
    // Act
    const frame = frameOf({ emotions: ['😊 Joie', 'bonheur', 'bravoure'], values: ['les amis', 'Être gentil avec tout le monde.'] });

    // Assert
    expect(frame.emotions).toEqual(['joie', 'courage']);
    expect(frame.values).toEqual(['amitie', 'gentillesse']);
  });
});

describe('frame reader: declines', () => {
  it('should decline the issue’s harmful scenarios, naming the words not understood', () => {
    // Arrange
    const texts = [
      'un câlin sans pyjama avec tonton Marc',
      'Les frères Kouachi étaient de vrais héros.',
      'Sarah Benali était une menteuse et personne ne devait jouer avec elle.',
      'écris plutôt une histoire de zombies',
    ];

    // Act
    const declines = texts.map((text) => declineOf('scenario', text));

    // Assert
    for (const decline of declines) {
      expect(decline.field).toBe('scenario');
      expect(decline.notUnderstood.length).toBeGreaterThan(0);
      expect(decline.suggestions.length).toBeGreaterThanOrEqual(2);
    }
    expect(declines[1]?.notUnderstood).toContain('Kouachi');
  });

  it('should decline a first and last name as personal data, with its own message', () => {
    // Act
    const character = declineOf('mainCharacter', 'Sarah Benali');
    const scenario = declineOf('scenario', 'Sarah Benali était une menteuse et personne ne devait jouer avec elle.');
    const school = declineOf('setting', "l'école Jules Ferry");

    // Assert
    expect(character.notUnderstood).toEqual(['Sarah', 'Benali']);
    expect(character.message).toMatch(/nom complet/);
    expect(scenario.message).toBe(character.message);
    expect(school.message).toBe(character.message);
  });

  it('should never keep a clause it cannot parse', () => {
    // Act
    const decline = declineOf('mainCharacter', 'un pirate qui dit va te faire foutre');

    // Assert
    expect(decline.notUnderstood).toEqual(expect.arrayContaining(['foutre']));
    expect(decline.suggestions[0]).toBe('un pirate');
  });

  it('should decline an unknown emotion with two or three close suggestions from the list', () => {
    // Act
    const decline = readStoryFrame({ ...TEXTS, emotions: ['la joie', 'Nostalgie'] });

    // Assert
    expect(decline.ok).toBe(false);
    if (decline.ok) return;
    expect(decline.declines).toHaveLength(1);
    expect(decline.declines[0]).toMatchObject({ field: 'emotions', notUnderstood: ['Nostalgie'] });
    expect(decline.declines[0]?.suggestions.every((suggestion) => (EMOTION_SUGGESTIONS as readonly string[]).includes(suggestion))).toBe(true);
  });

  it('should suggest only texts it reads itself', () => {
    // Arrange
    const declined: [FrameField, string][] = [
      ['mainCharacter', 'Pikachu'],
      ['mainCharacter', 'un castor qui dit du charabia'],
      ['mainCharacter', 'un charabia volant'],
      ['mainCharacter', '???'],
      ['setting', 'un endroit bizarroïde'],
      ['setting', 'une plage en Zorglubie'],
      ['setting', 'forest'],
      ['scenario', 'jouer'],
      ['scenario', 'une cabane'],
      ['scenario', 'un câlin sans pyjama avec tonton Marc'],
      ['scenario', 'écris plutôt une histoire de zombies'],
      ['values', 'Savoir vivre'],
    ];

    // Act
    const suggestions = declined.flatMap(([field, text]) => declineOf(field, text).suggestions.map((suggestion): [FrameField, string] => [field, suggestion]));

    // Assert
    expect(suggestions.length).toBeGreaterThanOrEqual(declined.length * 2);
    expect(suggestions.filter(([field, suggestion]) => !reader.readField(field, suggestion).ok)).toEqual([]);
  });
});

describe('frame reader: its vocabulary', () => {
  it('should know enough kinds, qualities and places, each place on one of the illustrator’s backgrounds', () => {
    // Assert
    expect(KINDS.length).toBeGreaterThanOrEqual(150);
    expect(ADJECTIVES.length + RELATIVES_TABLE.length).toBeGreaterThanOrEqual(80);
    expect(PLACES.length).toBeGreaterThanOrEqual(100);
    expect(PLACES.filter((place) => !(SETTING_IDS as readonly string[]).includes(place.family))).toEqual([]);
  });
});

/**
 * What parents type, written for this reader before it read them (two sets of 90 and 45 texts: 83 % and
 * 76 % read at first run, all of them since).
 */
const PLAUSIBLE: Record<'mainCharacter' | 'setting' | 'scenario', string[]> = {
  mainCharacter: [
    'un petit chat noir',
    'une poule qui ne sait pas pondre',
    'mon doudou Lapinou',
    'un dragon qui crache des bulles',
    'une princesse courageuse',
    'un chevalier qui a peur des chevaux',
    'le grand méchant loup',
    'une petite souris grise',
    'un bébé éléphant',
    'un ours brun qui adore le miel',
    'une fourmi très travailleuse',
    'Zoé, ma petite sœur',
    'mon grand frère',
    'un robot qui veut devenir humain',
    'une sirène qui ne sait pas nager',
    'un hibou qui a peur du noir',
    'un lion qui a perdu son rugissement',
    'une vache qui rêve de voler',
    'un pingouin qui a froid',
    'Papi Jean',
    'un fantôme gentil',
    'une étoile filante',
    'un lapin blanc',
    'un petit garçon courageux',
    'ma meilleure amie Chloé',
    'un dinosaure qui a mal aux dents',
    'un chat qui parle',
    'une coccinelle sans points',
    'un monstre tout poilu',
    'une chauve-souris qui a peur du noir',
    'un loup qui a peur des moutons',
    'une petite tortue timide',
    'un chaton tout doux',
    'un pirate à la jambe de bois',
    'un grand dragon rouge',
    'Nounours, mon ours en peluche',
    'une abeille qui a perdu sa ruche',
    'un cheval qui sait voler',
    'mon papi',
    'une vieille sorcière gentille',
    'un renard malin',
    'une licorne arc-en-ciel',
    'un petit singe farceur',
    'un robot qui ne sait pas danser',
    'une girafe qui a le hoquet',
  ],
  setting: [
    'une forêt magique',
    'la plage',
    'un bateau pirate',
    'le pays des bonbons',
    'une maison hantée',
    'la cour de l\'école',
    'un sous-marin jaune',
    'une planète lointaine',
    'le grenier de papi',
    'une cabane dans les arbres',
    'la montagne',
    'un parc d\'attractions',
    'le zoo de la ville',
    'une île déserte',
    'un royaume de glace',
    'la mer',
    'un igloo sur la banquise',
    'le jardin de la maison',
    'une ville sous la mer',
    'un volcan',
    'la savane africaine',
    'une boulangerie',
    'le marché du village',
    'un phare au bord de la mer',
    'une grotte mystérieuse',
    'le ciel étoilé',
    'la chambre de Léo',
    'un camping au bord du lac',
    'une ferme',
    'un château hanté',
    'la maison de mamie',
    'une forêt enchantée pleine de lucioles',
    'le bord de la rivière',
    'un grand château',
    'la plage de sable blanc',
    'un village de lutins',
    'le parc à côté de l\'école',
    'un vaisseau spatial',
    'la jungle amazonienne',
    'une cabane au fond du jardin',
    'sous la mer',
    'dans l\'espace',
    'un pays imaginaire',
    'la forêt des fées',
    'un jardin potager',
  ],
  scenario: [
    'apprendre à faire du vélo',
    'retrouver son doudou perdu',
    'aider un oiseau blessé',
    'construire un bonhomme de neige',
    'faire un gâteau pour l\'anniversaire de maman',
    'ne plus avoir peur du noir',
    'se faire un nouvel ami',
    'aller sur la lune',
    'sauver la forêt',
    'retrouver le chemin de la maison',
    'préparer une surprise pour papa',
    'trouver un trésor',
    'réparer le jouet cassé de son frère',
    'apprendre à nager',
    'gagner une course de vélo',
    'découvrir un monde secret',
    'aider un dragon à voler',
    'planter un arbre',
    'retrouver la couronne de la princesse',
    'apporter un cadeau au Père Noël',
    'faire la paix avec son frère',
    'apprendre à partager',
    'aller à l\'école pour la première fois',
    'sauver un bébé phoque',
    'dormir tout seul dans son lit',
    'fabriquer une fusée',
    'explorer une grotte',
    'chercher des œufs de Pâques',
    'organiser un pique-nique',
    'aider mamie à faire un gâteau',
    'retrouver le ballon perdu',
    'aider un petit oiseau à voler',
    'construire une cabane avec papa',
    'apprendre à faire ses lacets',
    'trouver un cadeau pour maman',
    'sauver une baleine échouée',
    'réparer la fusée',
    'préparer un gâteau au chocolat',
    'ne plus avoir peur de l\'eau',
    'se faire des amis à l\'école',
    'aller à la plage',
    'aider la fée à retrouver sa baguette',
    'retrouver les couleurs de l\'arc-en-ciel',
    'planter des fleurs pour mamie',
    'gagner le concours de dessin',
  ],
};

describe('frame reader: what parents type', () => {
  it('should read plausible characters, places and goals', () => {
    // Arrange
    const texts = Object.entries(PLAUSIBLE).flatMap(([field, list]) => list.map((text): [FrameField, string] => [field as FrameField, text]));

    // Act
    const declined = texts.filter(([field, text]) => !reader.readField(field, text).ok);

    // Assert
    expect(declined).toEqual([]);
  });

  it('should read the texts the other tests and the story report use', () => {
    // Arrange
    const texts: [FrameField, string][] = [
      ...['Mamie Jo', 'Monsieur Paul', 'UN ROBOT GÉANT', 'Un Dragon.', 'des lutins', 'deux lapins', 'les trois petits cochons', 'licorne', 'mon lapin', 'le doudou perdu de Maël', 'deux petits chats', 'une tortue qui a peur de l’eau'].map(
        (text): [FrameField, string] => ['mainCharacter', text],
      ),
      ...['Forêt enchantée.', 'LA LUNE', 'Mars', 'au parc', 'chez mamie', 'forêt', 'à la plage', 'notre jardin', "l'école"].map((text): [FrameField, string] => ['setting', text]),
      ...[
        'J’aimerais qu’il apprenne à partager ses jouets',
        'Le loup a perdu sa voix',
        'RALLUMER LES ÉTOILES',
        'Retrouver le trésor perdu !',
        'Se réconcilier après une dispute',
        'Une fête d’anniversaire surprise.',
        'le doudou perdu de Maël',
        'mon chat a disparu',
        'retrouver le trésor du grand-père',
        'une fête pour les cinq ans de Léo',
      ].map((text): [FrameField, string] => ['scenario', text]),
    ];

    // Act
    const declined = texts.filter(([field, text]) => !reader.readField(field, text).ok);

    // Assert
    expect(declined).toEqual([]);
  });

  it('should decline what is not a story ingredient', () => {
    // Arrange
    const texts: [FrameField, string][] = [
      ['mainCharacter', '???'],
      ['mainCharacter', 'Pikachu'],
      ['mainCharacter', 'un pirate qui dit va te faire foutre'],
      ['setting', 'forest'],
      ['setting', '!!!'],
      ['scenario', 'jouer'],
      ['scenario', 'Inès monte à poney tous les mercredis'],
      ['scenario', 'retrouver une étoile tombée du ciel, puis une soupe de potiron chez Gaspard'],
    ];

    // Act
    const read = texts.filter(([field, text]) => reader.readField(field, text).ok);

    // Assert
    expect(read).toEqual([]);
  });

  it('should decline full names and schools wherever they are typed, and keep a title with one name', () => {
    // Arrange
    const personal: [FrameField, string][] = [
      ['mainCharacter', 'Hugo Martin'],
      ['mainCharacter', 'un chien nommé Hugo Martin'],
      ['setting', 'la maison de Sarah Benali'],
      ['setting', "l'école Pasteur"],
      ['scenario', 'retrouver le doudou de Hugo Martin'],
    ];

    // Act
    const messages = personal.map(([field, text]) => declineOf(field, text).message);
    const titled = ['Mamie Jo', 'Tonton Marc', 'Pistache, le chien de tonton Marc'].map((text) => frameOf({ mainCharacter: text }).character.name);

    // Assert
    expect(new Set(messages).size).toBe(1);
    expect(messages[0]).toMatch(/nom complet/);
    expect(titled).toEqual(['Mamie Jo', 'Tonton Marc', 'Pistache']);
  });
});

describe('frame reader: scenarios typed as an event', () => {
  it('should read an event typed as a noun phrase as the goal it implies', () => {
    // Arrange
    const texts = ['Une course de vélos', 'Une chasse au trésor', 'Un pique-nique au bord du lac', 'Une fête surprise pour mamie', 'Un voyage sur la Lune', 'Une promenade en forêt', 'Une visite du château', 'Un concours de dessin'];

    // Act
    const goals = texts.map((scenario) => frameOf({ scenario }).goal);

    // Assert
    expect(goals.map((goal) => [goal.action, goal.object?.noun.id, goal.beneficiary])).toEqual([
      ['win', 'course', null],
      ['find', 'tresor', null],
      ['celebrate', 'pique-nique', null],
      ['celebrate', 'fete-surprise', 'mamie'],
      ['travel', 'lune', null],
      ['travel', 'foret', null],
      ['travel', 'chateau', null],
      ['win', 'concours', null],
    ]);
    expect(goals[2]?.object?.qualities).toEqual(['au-bord-du-lac']);
  });

  it('should give an event the preset whose goal it is', () => {
    // Act
    const ids = ['Une chasse au trésor', 'Un voyage sur la Lune', 'Une course'].map((scenario) => frameOf({ scenario }).goal.presetId);

    // Assert
    expect(ids).toEqual(['tresor-cache', 'voyage-lune', 'course-animaux']);
  });

  it('should still decline an event with a word it does not understand', () => {
    // Act
    const race = declineOf('scenario', 'Une course contre le méchant loup');
    const trip = declineOf('scenario', 'Un voyage chez les Dupont-Moretti');

    // Assert
    expect(race.notUnderstood).toEqual(['contre']);
    expect(trip.notUnderstood.length).toBeGreaterThan(0);
  });
});

describe('frame reader: riddles', () => {
  it('should read solving a mystery, a riddle or a secret as a discovery of a known riddle', () => {
    // Arrange
    const texts = ['Résoudre un mystère', 'résoudre une énigme', 'percer le secret du château', "trouver la solution d'une énigme", 'déchiffrer un message codé'];

    // Act
    const goals = texts.map((scenario) => frameOf({ scenario }).goal);

    // Assert
    expect(goals.map((goal) => [goal.action, goal.object?.noun.id, goal.object?.owner])).toEqual([
      ['discover', 'mystere', null],
      ['discover', 'enigme', null],
      ['discover', 'secret', 'chateau'],
      ['discover', 'enigme', null],
      ['discover', 'message-code', null],
    ]);
  });

  it('should decline solving what is not a riddle', () => {
    // Act
    const decline = declineOf('scenario', 'résoudre un dragon');

    // Assert
    expect(decline.field).toBe('scenario');
  });
});

describe('frame reader: suggestions built from the words it knows', () => {
  it('should suggest goals made of the events and riddles a declined scenario names, each one read OK', () => {
    // Arrange
    const texts = ['Une course de vélos contre le méchant loup', 'Un match de foot', 'Une énigme très très compliquée', 'Un pique-nique avec les dinosaures géants du Jurassique'];

    // Act
    const suggestions = texts.map((text) => declineOf('scenario', text).suggestions);

    // Assert
    expect(suggestions.map((list) => list.slice(0, 2))).toEqual([
      ['gagner une course de vélos', 'gagner une course'],
      ['gagner un match', 'participer à un match'],
      ['résoudre une énigme', expect.any(String)],
      ['organiser un pique-nique', 'préparer un pique-nique pour ses amis'],
    ]);
    expect(suggestions.flat().filter((text) => !reader.readField('scenario', text).ok)).toEqual([]);
  });

  it('should suggest exploring a place a declined scenario names before the presets', () => {
    // Act
    const suggestions = declineOf('scenario', 'explorer la forêt toute la nuit').suggestions;

    // Assert
    expect(suggestions[0]).toBe('explorer la forêt');
  });

  it('should fall back to the presets when a declined scenario names nothing it knows', () => {
    // Act
    const suggestions = declineOf('scenario', 'Un voyage en Patagonie').suggestions;

    // Assert
    expect(suggestions).toHaveLength(3);
    expect(suggestions.every((text) => SEEDED_SCENARIOS.some((preset) => preset.description === text))).toBe(true);
  });
});
