/** Links as the header, menus and footer render them, and the rule that prefixes in-site links. */
import { REGIONS, type Region, withRegionPrefix } from '../regions';

export interface NavLink {
  label: string;
  /** Ready to render: in-site links already carry the region prefix when the rule asks for it. */
  href: string;
  /** An external site: render with rel="noopener" and without client-side routing. */
  external: boolean;
}

/** A link as the tables write it: in-site hrefs unprefixed (/support), external ones absolute. */
export interface LinkDefinition {
  label: string;
  href: string;
  external?: boolean;
}

/** Where links are rendered: the current region and the regions the site is built for. */
export interface LinkContext {
  region: Region;
  /** Defaults to every region. */
  regions?: readonly Region[];
}

/**
 * The link rule of SPEC.md section 2.2: an in-site path links to /{region}{path} when more than one
 * region is available, and to the bare path on a single-region site.
 */
export function siteHref(path: string, context: LinkContext): string {
  const regions = context.regions ?? REGIONS;
  return regions.length > 1 ? withRegionPrefix(path, context.region) : path;
}

export function resolveLink(definition: LinkDefinition, context: LinkContext): NavLink {
  const external = definition.external === true;
  return {
    label: definition.label,
    href: external ? definition.href : siteHref(definition.href, context),
    external,
  };
}

export function resolveLinks(
  definitions: readonly LinkDefinition[],
  context: LinkContext,
): NavLink[] {
  return definitions.map((definition) => resolveLink(definition, context));
}
