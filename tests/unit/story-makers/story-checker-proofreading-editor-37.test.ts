import { SET_PHRASE_RULE } from '../../../functions/story-makers/story-checker';
import { alone, describeProofreadingRule } from './story-checker-proofreading-helpers';

/** The French errors of the editor's read 37, each kind on wrong and right sentences of our own. */

describeProofreadingRule(
  SET_PHRASE_RULE,
  [
    ['« On la reconnaissait avec ses cheveux roses et à ses yeux verts. »', alone('On la reconnaissait avec ses cheveux roses et à ses yeux verts.')],
    ['« Elle demanda des détails, une à une. »', alone('Elle demanda des détails, une à une.')],
    ['« Il posa ses questions, un à un. »', alone('Il posa ses questions, un à un.')],
    ['« Tous deux s\'y mirent à deux. »', alone("Tous deux s'y mirent à deux.")],
    ['« Réfléchie comme jamais, Louise réfléchit. »', alone('Réfléchie comme jamais, Louise réfléchit.')],
    ['« Elle eut envie de tout laisser tomber tout de suite. »', alone('Elle eut envie de tout laisser tomber tout de suite.')],
    ['« Elle était folle de l\'art. »', alone("Elle était folle de l'art.")],
    ['« Une fille de quatre ans bien sonnés. »', alone('Une fille de quatre ans bien sonnés.')],
    ['« Une fille de six ans au sourire lumineux. »', alone('Une fille de six ans au sourire lumineux.')],
    ['« Si la tempête revenait, il le trouverait solide. »', alone('Si la tempête revenait, il le trouverait solide.')],
    ['« Là, tout à coup le chat, dans un grand fauteuil. »', alone('Là, tout à coup le chat, dans un grand fauteuil.')],
    ['« Là, tout à coup le trésor, à l\'abri d\'un gros rocher. »', alone("Là, tout à coup le trésor, à l'abri d'un gros rocher.")],
    ['« Là, tout à coup, le petit doudou bleu, sous un grand rocher. »', alone('Là, tout à coup, le petit doudou bleu, sous un grand rocher.')],
  ],
  [
    ['« On la reconnaissait à ses cheveux roses et à ses yeux verts. »', alone('On la reconnaissait à ses cheveux roses et à ses yeux verts.')],
    ['« Elle demanda des détails, un à un, puis compta les pièces une à une. »', alone('Elle demanda des détails, un à un, puis compta les pièces une à une.')],
    ['« Tous deux s\'y mirent, et à deux, ce fut vite fait. »', alone("Tous deux s'y mirent. À deux, ce fut vite fait.")],
    ['« Calme comme jamais, Louise attendit. »', alone('Calme comme jamais, Louise attendit.')],
    ['« Elle eut envie de tout laisser tomber. Il revint tout de suite. »', alone('Elle eut envie de tout laisser tomber. Il revint tout de suite.')],
    ['« Elle était folle de musique, et folle de joie. »', alone('Elle était folle de musique, et folle de joie.')],
    ['« Une fille de six ans, avec un sourire lumineux. »', alone('Une fille de six ans, avec un sourire lumineux.')],
    ['« Si la tempête revenait, elle le trouverait solide. »', alone('Si la tempête revenait, elle le trouverait solide.')],
    ['« Et voilà le chat, dans un grand fauteuil ! »', alone('Et voilà le chat, dans un grand fauteuil !')],
    ['« Là, tout à coup, le doudou était là, derrière un mur de neige. »', alone('Là, tout à coup, le doudou était là, derrière un mur de neige.')],
  ],
);
