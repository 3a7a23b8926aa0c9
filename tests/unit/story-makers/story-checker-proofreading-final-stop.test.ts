import { FINAL_STOP_RULE } from '../../../functions/story-makers/story-checker';
import { alone, describeProofreadingRule, type ProofCase } from './story-checker-proofreading-helpers';

/** A missing final full stop (issue 26, item 5): every paragraph, the moral and every caption ends its last sentence. */

const WRONG: [string, ProofCase][] = [
  ["« Léa partit se promener. Dors bien, Léa : demain, une nouvelle aventure t'attend »", alone("Léa partit se promener. Dors bien, Léa : demain, une nouvelle aventure t'attend")],
  ['a paragraph ending on a word before another', alone('Léa partit se promener\n\nLe dragon la suivit.')],
  ["« Le dragon eut envie de renoncer, mais Léa montra l'éclat au creux de sa main, »", alone("Le dragon eut envie de renoncer, mais Léa montra l'éclat au creux de sa main,")],
  ["« Et toi aussi, ferme les yeux : »", alone("Et toi aussi, ferme les yeux :")],
  ["« « On continue », dit Léa, et elles repartirent »", alone("« On continue », dit Léa, et elles repartirent")],
  ["« « À demain » »", alone("« À demain »")],
  ['a moral without a stop', { moral: 'Un ami, c’est précieux' }],
  ['a caption without a stop', { caption: 'La petite fille et le dragon regardent le ciel' }],
];

const RIGHT: [string, ProofCase][] = [
  ["« Léa partit se promener. Dors bien, Léa : demain, une nouvelle aventure t'attend. »", alone("Léa partit se promener. Dors bien, Léa : demain, une nouvelle aventure t'attend.")],
  ['two paragraphs that both end', alone('Léa partit se promener.\n\nLe dragon la suivit !')],
  ["« Qui sait ce qui t'attend ? »", alone("Qui sait ce qui t'attend ?")],
  ["« Chut… Léa dort déjà… »", alone("Chut… Léa dort déjà…")],
  ["« « On continue », dit Léa. « On continue ! » »", alone("« On continue », dit Léa. « On continue ! »")],
  ["« « Bonne nuit ! » »", alone("« Bonne nuit ! »")],
  ['a moral that ends', { moral: 'Un ami, c’est précieux !' }],
  ['a caption that ends', { caption: 'La petite fille et le dragon regardent le ciel.' }],
];

describeProofreadingRule(FINAL_STOP_RULE, WRONG, RIGHT);
