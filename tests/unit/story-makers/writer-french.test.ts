import { describe, expect, it } from 'vitest';
import { colourWords } from '../../../functions/story-makers/common/colour-words';
import { usable } from '../../../functions/story-makers/writer/fit';
import { applyElision, dropRepeatedLeadIns, NBSP, polish } from '../../../functions/story-makers/writer/french';
import { parseLabel, parseNounPhrase, parsePlace } from '../../../functions/story-makers/writer/free-text';
import { Random } from '../../../functions/story-makers/writer/random';
import { assemble, renderTemplate, resolveDeferred, type TemplateContext } from '../../../functions/story-makers/writer/template';
import { countWords, splitSentences } from '../../../functions/story-makers/writer/text-metrics';

/** The embedded writer's building blocks: reading free texts, French grammar, the template language. */

describe('embedded writer: free texts', () => {
  it('should read a main character with or without an article, a capital, a final period', () => {
    // Act
    const dragon = parseNounPhrase('un dragon qui a peur du noir');
    const capitalised = parseNounPhrase('Un Dragon.');
    const bare = parseNounPhrase('licorne');
    const name = parseNounPhrase('Mamie Jo');
    const plural = parseNounPhrase('deux lapins');
    const possessive = parseNounPhrase('mon doudou');

    // Assert
    expect(dragon).toMatchObject({ full: 'un dragon qui a peur du noir', definite: 'le dragon qui a peur du noir', short: 'le dragon', gender: 'm', plural: false });
    expect(capitalised).toMatchObject({ full: 'un dragon', short: 'le dragon' });
    expect(bare).toMatchObject({ full: 'une licorne', short: 'la licorne', gender: 'f' });
    expect(name).toMatchObject({ full: 'Mamie Jo', short: 'Mamie Jo', gender: 'f', proper: true });
    expect(plural).toMatchObject({ short: 'les deux lapins', plural: true });
    expect(possessive).toMatchObject({ full: 'son doudou' });
  });

  it('should give a place the preposition it takes', () => {
    // Act
    const places = ['la forêt enchantée', 'chez mamie', 'Mars', 'à la plage', "le fond de l'océan", "l'école", 'France', 'Japon', 'Forêt enchantée.'].map(parsePlace);

    // Assert
    expect(places.map((place) => place.loc)).toEqual([
      'dans la forêt enchantée',
      'chez Mamie',
      'sur Mars',
      'à la plage',
      "au fond de l'océan",
      "à l'école",
      'en France',
      'au Japon',
      'dans la forêt enchantée',
    ]);
    expect(places[3]?.locShort).toBe('sur cette plage');
  });

  it('should read an emotion or a value from the list or typed by a parent', () => {
    // Act
    const labels = ['😊 Joie', "L'amitié", 'Confiance en soi', 'Savoir dire merci', 'Je suis fier de moi'].map(parseLabel);

    // Assert: only a noun phrase fills the noun slots; an infinitive or a sentence is woven elsewhere.
    expect(labels.map((label) => [label.text, label.noun])).toEqual([
      ['joie', 'la joie'],
      ['amitié', "l'amitié"],
      ['confiance en soi', 'la confiance en soi'],
      ['savoir dire merci', ''],
      ['je suis fier de moi', ''],
    ]);
  });
});

describe('embedded writer: colours', () => {
  it('should name a palette colour by its name and any other hex by the nearest shade', () => {
    // Act
    const red = colourWords('#E53935');
    const gold = colourWords('#FFD700');
    const white = colourWords('#ffffff');

    // Assert
    expect(red).toMatchObject({ name: 'rouge', inPalette: true });
    expect(gold).toMatchObject({ name: 'doré', fs: 'dorée', inPalette: false });
    expect(white).toMatchObject({ name: 'blanc', fs: 'blanche', inPalette: true });
  });
});

describe('embedded writer: French', () => {
  it('should elide and contract where French does', () => {
    // Act
    const text = applyElision('Le livre de Anna. Il dit que il vient. Le arbre et ce ours. Sa amie. Si il pleut. Le hérisson et la hutte.');

    // Assert
    expect(text).toBe("Le livre d'Anna. Il dit qu'il vient. L'arbre et cet ours. Son amie. S'il pleut. Le hérisson et la hutte.");
  });

  it('should set French typography and sentence capitals', () => {
    // Act
    const text = polish('elle cria : « viens ! » puis elle partit.  quelle journée !');

    // Assert
    expect(text).toBe(`Elle cria${NBSP}: «${NBSP}viens${NBSP}!${NBSP}» puis elle partit. Quelle journée${NBSP}!`);
  });

  it('should count words and sentences the way the length rules do', () => {
    // Arrange
    const text = `« Viens${NBSP}! » dit-elle. L'arbre était grand${NBSP}! Puis…`;

    // Act & Assert
    expect(countWords(text)).toBe(6);
    expect(splitSentences(text)).toHaveLength(3);
  });
});

describe('embedded writer: templates', () => {
  const context: TemplateContext = {
    slots: { name: 'Léa', mcShort: 'le dragon', friend: 'x' },
    feminine: { g: true, c: false, o: false, f: false, k: false },
    companionPlural: false,
    deferred: ['friend'],
  };

  it('should keep for a boy a line that agrees with {e}, and drop a line whose slot has no value', () => {
    // Arrange
    const boy = { name: 'Noah', e: '', hobby: '' };

    // Act
    const agreeing = usable('{name} était prêt{e} à partir.', boy);
    const aboutTheHobby = usable('{name} adorait {hobby}.', boy);

    // Assert
    expect(agreeing).toBe(true);
    expect(aboutTheHobby).toBe(false);
  });

  it('should agree with the child and the companion, and contract slots', () => {
    // Act
    const segments = renderTemplate('{name} était {g:content|contente} ; {mcShort:cap} {n:sourit|sourirent} et parla {mcShort:a}.', context, new Random('t'));

    // Assert
    expect(assemble(segments, () => true)).toBe('Léa était contente ; Le dragon sourit et parla au dragon.');
  });

  it('should put a speech tag before the companion in the plural when the companion is plural', () => {
    // Arrange
    const line = "« On y va ? » demanda {mcShort}. « Oui ! » s'exclama {mcShort}.";
    const plural: TemplateContext = { ...context, slots: { ...context.slots, mcShort: 'les deux lapins' }, companionPlural: true };

    // Act
    const one = assemble(renderTemplate(line, context, new Random('t')), () => true);
    const two = assemble(renderTemplate(line, plural, new Random('t')), () => true);

    // Assert
    expect(one).toBe("« On y va ? » demanda le dragon. « Oui ! » s'exclama le dragon.");
    expect(two).toBe("« On y va ? » demandèrent les deux lapins. « Oui ! » s'exclamèrent les deux lapins.");
  });

  it('should cut or join a seam', () => {
    // Arrange
    const segments = renderTemplate('{name} hésita{+, mais |Mais }elle avança.', context, new Random('t'));

    // Act & Assert
    expect(assemble(segments, () => true)).toBe('Léa hésita, mais elle avança.');
    expect(polish(assemble(segments, () => false))).toBe('Léa hésita. Mais elle avança.');
  });

  it('should name a little friend "un" the first time and "le" after', () => {
    // Arrange
    const text = assemble(renderTemplate('{friend:cap} arriva. Léa parla {friend:a}.', context, new Random('t')), () => true);

    // Act
    const resolved = resolveDeferred(text, [{ first: 'un petit hérisson', later: 'le petit hérisson' }]);

    // Assert
    expect(resolved).toBe('Un petit hérisson arriva. Léa parla au petit hérisson.');
  });

  it('should agree with the little creature seen on the way, "une jeune loutre" as "elle"', () => {
    // Arrange
    const line = '{duo:cap} demandèrent {critter:a} {k:s\'il|si elle} avait vu passer quelqu\'un{+ : |}{k:il|elle} était sûr{k:|e} que oui.';
    const slots = { ...context.slots, duo: 'les deux amis' };
    const otter: TemplateContext = { ...context, slots, deferred: ['critter'], feminine: { ...context.feminine, k: true } };
    const hedgehog: TemplateContext = { ...otter, feminine: { ...context.feminine, k: false } };

    // Act
    const render = (each: TemplateContext, first: string, later: string): string => resolveDeferred(assemble(renderTemplate(line, each, new Random('t')), () => true), [{ first, later }]);
    const she = render(otter, 'une jeune loutre', 'la jeune loutre');
    const he = render(hedgehog, 'un petit hérisson', 'le petit hérisson');

    // Assert
    expect(she).toBe('Les deux amis demandèrent à une jeune loutre si elle avait vu passer quelqu\'un : elle était sûre que oui.');
    expect(he).toBe('Les deux amis demandèrent à un petit hérisson s\'il avait vu passer quelqu\'un : il était sûr que oui.');
  });

  it('should contract à and de before a noun slot written without its modifier', () => {
    // Arrange
    const text = assemble(renderTemplate('Ne dis rien à {friend} ! Le pas de {friend} ralentit, et Léa parla à {mcShort}.', context, new Random('t')), () => true);

    // Act
    const resolved = resolveDeferred(text, [{ first: 'le chaton', later: 'le chaton' }]);

    // Assert
    expect(resolved).toBe('Ne dis rien au chaton ! Le pas du chaton ralentit, et Léa parla au dragon.');
  });

  it('should draw the same numbers for the same seed', () => {
    // Act
    const first = Array.from({ length: 5 }, ((random) => () => random.next())(new Random('seed')));
    const second = Array.from({ length: 5 }, ((random) => () => random.next())(new Random('seed')));
    const other = Array.from({ length: 5 }, ((random) => () => random.next())(new Random('other')));

    // Assert
    expect(second).toEqual(first);
    expect(other).not.toEqual(first);
  });
});

describe('embedded writer: slips of the editor’s second read (issue 26, item 5)', () => {
  it('should put the grave accent on a feminine a template made bare', () => {
    // Act
    const mended = ['« Tu es inquiete ? »', 'Le calme l’enveloppa tout entiere.', 'une legere brise', 'Inquiete, elle attendit.'].map(polish);

    // Assert
    expect(mended).toEqual([`«${NBSP}Tu es inquiète${NBSP}?${NBSP}»`, 'Le calme l’enveloppa tout entière.', 'Une légère brise', 'Inquiète, elle attendit.']);
  });

  it('should leave masculine forms and other words alone', () => {
    // Act
    const kept = polish('Il était inquiet, fier, premier et entier sous le chêne.');

    // Assert
    expect(kept).toBe('Il était inquiet, fier, premier et entier sous le chêne.');
  });

  it('should drop a moment’s lead-in said again within three sentences, across paragraphs', () => {
    // Arrange
    const paragraphs = ['Ils rentrèrent. Le soir venu, Léa dit au revoir.', 'Le soir venu, elle se glissa sous sa couette.'];

    // Act
    const told = dropRepeatedLeadIns(paragraphs);

    // Assert
    expect(told).toEqual(['Ils rentrèrent. Le soir venu, Léa dit au revoir.', 'Elle se glissa sous sa couette.']);
  });

  it('should keep a moment’s lead-in that comes back far apart', () => {
    // Arrange
    const paragraphs = ['Le soir venu, Léa lisait. Elle partit. Elle chercha. Elle trouva.', 'Le soir venu, elle dormit.'];

    // Act
    const told = dropRepeatedLeadIns(paragraphs);

    // Assert
    expect(told).toEqual(paragraphs);
  });
});
