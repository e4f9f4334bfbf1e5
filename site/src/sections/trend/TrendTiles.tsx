/** A trend report's tiles: a texture in one palette colour, with its title and text. */
import { graphql } from 'gatsby';
import { MediaImage } from '../../components/ui/MediaImage';
import './trend-tiles.css';

/** Typed by Gatsby's graphqlTypegen from the fragment below. */
export type TrendTileData = Queries.TrendTileFieldsFragment;

export function TrendTiles({
  tiles,
  palette,
}: {
  tiles: readonly TrendTileData[];
  palette: string[];
}) {
  if (tiles.length === 0) return null;
  return (
    <ul className="trend-tiles">
      {tiles.map((tile) => (
        <li key={tile.id} className="trend-tile">
          <span
            className="trend-tile__colour"
            style={{ backgroundColor: palette[tile.field_hex_index ?? -1] ?? 'transparent' }}
          />
          <MediaImage
            image={tile.relationships?.field_image?.image}
            alt=""
            className="trend-tile__image"
            sizes="(min-width: 1024px) 25vw, 50vw"
          />
          <h3 className="trend-tile__title">{tile.field_title}</h3>
          {tile.field_text ? <p className="trend-tile__text">{tile.field_text}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export const query = graphql`
  fragment TrendTileFields on paragraph__tiles {
    id
    field_title
    field_text
    field_hex_index
    field_image {
      alt
    }
    relationships {
      field_image {
        image(width: 400, height: 400) {
          ...Rendition
        }
      }
    }
  }
`;
