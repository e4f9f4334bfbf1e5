/**
 * Flatlays: boards on which product swatches (slots) and decorations are laid out, each placed by
 * its position fields (top, left, width and height in percent of the board, and zIndex), with a
 * drop shadow when asked.
 */
import { graphql } from 'gatsby';
import type { CSSProperties } from 'react';
import { Heading } from '../../components/ui/Heading';
import { MediaImage } from '../../components/ui/MediaImage';
import './trend-flatlays.css';

/** Typed by Gatsby's graphqlTypegen from the fragment below. */
export type FlatlayData = Queries.TrendFlatlayFieldsFragment;
type Pieces = NonNullable<FlatlayData['relationships']>;
type Piece =
  | NonNullable<NonNullable<Pieces['field_slots']>[number]>
  | NonNullable<NonNullable<Pieces['field_decorations']>[number]>;
type Position = Piece['field_position'];

const present = <T,>(items: readonly (T | null)[] | null | undefined): T[] =>
  (items ?? []).flatMap((item) => (item ? [item] : []));

export function positionStyle(position: Position): CSSProperties {
  return {
    top: `${position?.top ?? 0}%`,
    left: `${position?.left ?? 0}%`,
    width: `${position?.width ?? 25}%`,
    height: `${position?.height ?? 25}%`,
    zIndex: position?.zIndex ?? 1,
  };
}

function FlatlayPiece({ piece, kind }: { piece: Piece; kind: 'slot' | 'decoration' }) {
  return (
    <div
      className={`flatlay__piece flatlay__${kind}${piece.field_drop_shadow ? ' flatlay__piece--shadow' : ''}`}
      style={positionStyle(piece.field_position)}
    >
      <MediaImage
        image={piece.relationships?.field_image?.image}
        alt={piece.field_image?.alt ?? ''}
        sizes="30vw"
      />
    </div>
  );
}

export function TrendFlatlays({ flatlays }: { flatlays: readonly FlatlayData[] }) {
  if (flatlays.length === 0) return null;
  return (
    <section className="trend-flatlays" aria-label="Flatlays">
      {flatlays.map((flatlay) => (
        <figure key={flatlay.id} className="flatlay">
          {flatlay.field_title ? <Heading as="h3">{flatlay.field_title}</Heading> : null}
          <div
            className="flatlay__board"
            style={{ backgroundColor: flatlay.field_background ?? '#f4f1ec' }}
          >
            {present(flatlay.relationships?.field_decorations).map((piece) => (
              <FlatlayPiece key={piece.id} piece={piece} kind="decoration" />
            ))}
            {present(flatlay.relationships?.field_slots).map((piece) => (
              <FlatlayPiece key={piece.id} piece={piece} kind="slot" />
            ))}
          </div>
        </figure>
      ))}
    </section>
  );
}

export const query = graphql`
  fragment FlatlayPieceFields on FlatlayPiece {
    id
    field_drop_shadow
    field_position {
      top
      left
      width
      height
      zIndex
    }
    field_image {
      alt
    }
    relationships {
      field_image {
        image(width: 320, height: 320) {
          ...Rendition
        }
      }
    }
  }
  fragment TrendFlatlayFields on paragraph__flatlays {
    id
    field_title
    field_background
    relationships {
      field_slots {
        ...FlatlayPieceFields
        field_swatch_width
        field_swatch_height
      }
      field_decorations {
        ...FlatlayPieceFields
      }
    }
  }
`;
