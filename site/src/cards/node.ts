/** What every CMS node's card takes from its node: its key, link, title and summary. */
import type { Region } from '@gh/shared/regions';
import { nodeHref } from '../routing';
import type { Card } from '../sections/CardGrid';

export interface CardNode {
  id: string;
  title?: string | null;
  field_summary?: string | null;
  path?: { alias?: string | null } | null;
}

/** The node's card in this region, with what its type adds (an image, a line above the title). */
export const nodeCard = (
  node: CardNode,
  region: Region,
  extra: Pick<Card, 'image' | 'meta'>,
): Card => ({
  key: node.id,
  href: nodeHref(node, region),
  title: node.title ?? '',
  summary: node.field_summary,
  ...extra,
});
