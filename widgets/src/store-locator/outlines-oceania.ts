/**
 * The offline map's outlines of Australia and New Zealand, for the au and nz maps. At build time widgets/tools/map-outlines.mjs replaces
 * this module with the data buildOutlines() returns, so browsers get the few countries and not
 * world-atlas; tests and type checks compute it here from the same function.
 */
import type { Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-50m.json';
import { buildOutlines } from './outline-data';
import type { CountryOutline } from './outline-rings';

export const OUTLINES: CountryOutline[] = buildOutlines(atlas as unknown as Topology, 'oceania');
