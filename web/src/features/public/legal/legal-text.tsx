import { Link } from 'react-router-dom';
import type { LegalBlock, LegalInline, LegalText as LegalTextPieces } from '@/features/public/legal/legal-document';

/**
 * How a legal document's text is drawn (features/public/legal/legal-document.ts): plain words, bold words,
 * links inside the app or out of it, paragraphs and bullet lists.
 */

/** Links inside the text: underlined, so they are told apart from the text without relying on colour. */
const TEXT_LINK = 'font-semibold text-primary underline underline-offset-4 hover:no-underline';
/** Links of the lists (table of contents, other documents): at least 24 px tall, the tap-target minimum. */
export const LIST_LINK = `${TEXT_LINK} inline-block py-0.5 min-h-6`;

function Inline({ piece }: { piece: LegalInline }) {
  if (typeof piece === 'string') return piece;
  if ('strong' in piece) return <strong className="font-bold">{piece.strong}</strong>;
  if ('to' in piece) {
    return (
      <Link to={piece.to} className={TEXT_LINK}>
        {piece.text}
      </Link>
    );
  }
  return (
    <a href={piece.href} className={TEXT_LINK}>
      {piece.text}
    </a>
  );
}

export function LegalText({ text }: { text: LegalTextPieces }) {
  if (typeof text === 'string') return text;
  // The pieces never move: their position is a stable key.
  return text.map((piece, index) => <Inline key={index} piece={piece} />);
}

export function LegalBlockView({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') {
    return (
      <p>
        <LegalText text={block.text} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-primary">
      {block.items.map((item, index) => (
        <li key={index}>
          <LegalText text={item} />
        </li>
      ))}
    </ul>
  );
}
