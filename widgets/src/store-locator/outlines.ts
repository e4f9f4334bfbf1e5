/**
 * The offline map's country outlines. At build time widgets/tools/map-outlines.mjs replaces this
 * module with the data buildOutlines() returns, so browsers get the few countries and not
 * world-atlas; tests and type checks compute it here from the same function.
 */
import type { Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json';
import countries110m from 'world-atlas/countries-110m.json';
import { buildOutlines, type CountryOutline } from './outline-data';

export const OUTLINES: CountryOutline[] = buildOutlines(
  countries50m as unknown as Topology,
  countries110m as unknown as Topology,
);
