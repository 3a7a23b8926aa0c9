import { DOUBLED_WORDS_RULE, EMPTY_EXCLAMATION_RULE, MISSING_ACCENT_RULE, PAIR_GENDER_RULE, PILED_ADVERBS_RULE, REPEATED_WORD_RULE, SUBJUNCTIVE_RULE, TOLD_TWICE_RULE, Y_COMPRIS_RULE } from '../../../functions/story-makers/story-checker';
import { alone, describeProofreadingRule, type ProofCase } from './story-checker-proofreading-helpers';

/**
 * The error kinds of the editor's second read (issue 26, item 5), each on wrong and right sentences of
 * our own: every wrong one raises exactly one finding of its rule, every right one none.
 */

describeProofreadingRule(
  DOUBLED_WORDS_RULE,
  [
    ['« Un peu un peu plus loin »', alone('Un peu un peu plus loin, la rivière chantait.')],
    ['« Tout tout là-haut »', alone('Le nid était tout tout là-haut.')],
    ['« Quelques pas quelques mètres plus loin »', alone('Quelques pas quelques mètres plus loin, ils s’arrêtèrent.')],
    ['« Un peu quelques mètres plus loin »', alone('Un peu quelques mètres plus loin, la porte attendait.')],
    ['« le le »', alone('Léa prit le le panier.')],
  ],
  [
    ['« nous nous »', alone('« Nous nous reverrons demain », dit Léa.')],
    ['« toc, toc »', alone('Quelqu’un frappa : toc, toc.')],
    ['« Coucou… coucou »', alone('L’écho répondit : coucou… coucou.')],
    ['a doubled word inside quoted speech', alone('« Vite vite ! » cria Léa.')],
    ['« un peu plus loin »', alone('Un peu plus loin, la rivière chantait.')],
  ],
);

describeProofreadingRule(
  PILED_ADVERBS_RULE,
  [
    ['« lentement longtemps »', alone('Tous deux progressèrent lentement longtemps.')],
    ['« sans rien dire longtemps »', alone('Les deux amis avancèrent sans rien dire longtemps.')],
    ['« très fort : tout doucement »', alone('Léa respira très fort : tout doucement, et la peur partit.')],
    ['« doucement, vite »', alone('Il marcha doucement, vite, vers la porte.')],
  ],
  [
    ['« lentement et longtemps »', alone('Tous deux progressèrent lentement et longtemps.')],
    ['« longtemps, sans rien dire »', alone('Les deux amis avancèrent longtemps, sans rien dire.')],
    ['« très doucement »', alone('Léa respira très doucement.')],
    ['« se serrèrent très fort »', alone('Les deux amies se serrèrent très fort.')],
  ],
);

describeProofreadingRule(
  Y_COMPRIS_RULE,
  [
    ['« la licorne compris »', alone('Chacun eut sa part, la licorne compris.')],
    ['« les petits chats compris »', alone('Tout le monde dansa, les petits chats compris.')],
  ],
  [
    ['« y compris la licorne »', alone('Chacun eut sa part, y compris la licorne.')],
    ['« la licorne avait compris »', alone('Léa sourit, la licorne avait compris.')],
    ['« Léa a tout compris »', alone('Cette fois, Léa a tout compris.')],
  ],
);

describeProofreadingRule(
  SUBJUNCTIVE_RULE,
  [
    ['« que tout le monde finit »', alone('« Le but, c’est que tout le monde finit », dit le lapin.')],
    ['« il faut que tu viens »', alone('« Il faut que tu viens avec moi », dit Léa.')],
    ['« pour qu’il peut »', alone('Léa se pencha pour qu’il peut monter.')],
    ['« avant qu’elle part »', alone('Le dragon chanta avant qu’elle part.')],
  ],
  [
    ['« que tout le monde finisse »', alone('« Le but, c’est que tout le monde finisse », dit le lapin.')],
    ['« il faut que tu viennes »', alone('« Il faut que tu viennes avec moi », dit Léa.')],
    ['« c’est que la porte est fermée »', alone('Le problème, c’est que la porte est fermée.')],
    ['« pour que tout le monde arrive »', alone('Léa attendit pour que tout le monde arrive.')],
  ],
);

describeProofreadingRule(
  MISSING_ACCENT_RULE,
  [
    ['« inquiete »', alone('« Tu es inquiete ? » demanda la licorne.')],
    ['« entiere »', alone('Le calme l’enveloppa tout entiere.')],
    ['« derriere »', alone('Le chat se cacha derriere la porte.')],
  ],
  [
    ['« inquiète »', alone('« Tu es inquiète ? » demanda la licorne.')],
    ['« inquiet »', alone('« Tu es inquiet ? » demanda la licorne.')],
    ['« la cote »', alone('La cote du bateau était bonne.')],
  ],
);

describeProofreadingRule(
  TOLD_TWICE_RULE,
  [
    ['« Il était temps de rentrer » after « On rentra »', alone('On rentra en chantant. Il était temps de rentrer.')],
    ['« Il fallait bien rentrer » after « rentrèrent »', alone('Les deux amis rentrèrent sans se presser. Léa bâilla. Il fallait bien rentrer : Léa salua le dragon.')],
    ['« Le soir venu » twice in a row', alone('Le soir venu, Léa dit au revoir. Le soir venu, elle se glissa sous sa couette.')],
  ],
  [
    ['« Il était temps de rentrer » before « On rentra »', alone('Il était temps de rentrer. On rentra en chantant.')],
    ['« Le soir venu » in the opening and in the ending', alone('Le soir venu, Léa lisait. Elle partit. Elle chercha. Elle trouva. Le soir venu, elle dormit.')],
  ],
);

describeProofreadingRule(
  EMPTY_EXCLAMATION_RULE,
  [
    ['« Quelle surprise ! » about nothing', alone('Léa marchait dans le jardin. Quelle surprise ! La fillette en resta bouche bée.')],
    ['« Quel émerveillement ! » about nothing', alone('Léa s’assit un moment. Quel émerveillement !')],
  ],
  [
    ['« Quelle surprise ! » after something found', alone('Sous la feuille, Léa découvrit une clé dorée. Quelle surprise !')],
    ['« quelle surprise » after something given', alone('Le dragon lui tendit un paquet : quelle surprise !')],
  ],
);

describeProofreadingRule(
  REPEATED_WORD_RULE,
  [
    ['« au creux d’un arbre creux »', alone('La clé était au creux d’un arbre creux.')],
    ['« le plus organisé… très organisé »', alone('Tom était le plus organisé du quartier : c’était un garçon très organisé.')],
    ['« Depuis toujours… toujours »', alone('Depuis toujours, Léa avait toujours avec elle un dragon.')],
    ['« Enfin… enfin »', alone('Enfin, la fusée tenait enfin debout.')],
  ],
  [
    ['« monta, monta »', alone('La tige monta, monta.')],
    ['« de porte en porte »', alone('Les invitations passèrent de porte en porte.')],
    ['« longtemps, très longtemps »', alone('Il fallut attendre longtemps, très longtemps.')],
    ['the companion’s own word', { content: 'La fée minuscule poussa fort, mais elle était si minuscule que rien ne bougea.', mainCharacter: 'une fée minuscule' }],
  ],
);

const LICORNE = 'une licorne qui a perdu sa corne';
const pair = (content: string): ProofCase => ({ content, mainCharacter: LICORNE });

describeProofreadingRule(
  PAIR_GENDER_RULE,
  [
    ['« entre eux » for two girls', pair('Léa regarda la licorne. Un sourire passa entre eux.')],
    ['« on s’était trompés » for two girls', pair('Léa et la licorne s’arrêtèrent. « Et si on s’était trompés ? » chuchota Léa.')],
  ],
  [
    ['« entre elles » for two girls', pair('Léa regarda la licorne. Un sourire passa entre elles.')],
    ['« entre eux » for a boy and a unicorn', { content: 'Tom regarda la licorne. Un sourire passa entre eux.', mainCharacter: LICORNE, gender: 'boy', name: 'Tom' }],
    ['« entre eux » for the rabbits just named', pair('Léa vit les lapins. Ils se disputaient entre eux.')],
    ['« on s’était trompées » for two girls', pair('Léa et la licorne s’arrêtèrent. « Et si on s’était trompées ? » chuchota Léa.')],
  ],
);
