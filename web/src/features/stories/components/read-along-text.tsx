import type { MouseEvent } from 'react';
import { cn } from '@/lib/utils';
import { colourCodeStyle, joinedPieces, type TextToken } from './read-along';

/**
 * A text cut into tokens: colour codes in their colour (on black or white, whichever contrasts more),
 * the word being read highlighted. A tap or click on a word seeks the narration there.
 *
 * Decision: the words are not buttons (a story has hundreds; they would be hundreds of tab stops).
 * They react to the pointer only; keyboard and screen-reader users move through the narration with the
 * player's seek bar and 10-second buttons, which reach the same places.
 *
 * `plain` draws the same text and colour codes without a span per word: the story page's first paint
 * (a story has a thousand tokens, which would hold back its title and picture), before any word is read.
 */
export function ReadAlongText({ tokens, activeWord, onWordClick, plain = false }: { tokens: TextToken[]; activeWord: number | null; onWordClick?: (word: number) => void; plain?: boolean }) {
  if (plain) return <span>{joinedPieces(tokens).map((piece, index) => (piece.kind === 'colour' ? <ColourCode key={index} code={piece.text} /> : piece.text))}</span>;
  const onClick = onWordClick
    ? (event: MouseEvent<HTMLElement>) => {
        const target = (event.target as HTMLElement).closest<HTMLElement>('[data-word]');
        if (target?.dataset.word) onWordClick(Number(target.dataset.word));
      }
    : undefined;
  return (
    // The handler only adds a pointer shortcut to what the player's controls already offer (see above).
    <span onClick={onClick}>
      {tokens.map((token, index) => {
        const content = token.pieces.map((piece, pieceIndex) => (piece.kind === 'colour' ? <ColourCode key={pieceIndex} code={piece.text} /> : piece.text));
        if (token.word === null) return <span key={index}>{content}</span>;
        const active = token.word === activeWord;
        return (
          <span
            key={index}
            data-word={token.word}
            data-active={active ? 'true' : undefined}
            className={cn('rounded transition-colors', onWordClick && 'cursor-pointer', active && 'bg-primary text-primary-foreground')}
          >
            {content}
          </span>
        );
      })}
    </span>
  );
}

function ColourCode({ code }: { code: string }) {
  return (
    <span style={colourCodeStyle(code)} className="rounded px-1 font-mono font-bold">
      {code}
    </span>
  );
}
