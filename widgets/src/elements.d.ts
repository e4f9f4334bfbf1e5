// Generated from widgets/src/*/meta.ts by widgets/tools/manifest.ts: do not edit by hand.
// Types for pages and apps that use the gh-* custom elements.

export type GhFlooringType = 'carpet' | 'hardFlooring';
export interface GhCalculatorRow {
  flooring: GhFlooringType;
  room: string;
  width: number;
  length: number;
  widthFeet: number;
  widthInches: number;
  lengthFeet: number;
  lengthInches: number;
  total: number;
  squareFeet: number;
}
export interface GhFlooringTotals {
  feet: number;
  lineal: number;
  metres: number;
  subTotal: number;
  subTotalFeet: number;
  wastage: number;
  yards: number;
}
export interface GhCalculatorState {
  units: 'metric' | 'imperial';
  rows: GhCalculatorRow[];
  totals: Record<GhFlooringType, GhFlooringTotals>;
}

/** <gh-calculator>: The floor calculator: one row per room, totals per flooring type with wastage, in metric or imperial units. */
export interface GhCalculatorElement extends HTMLElement {
  /** Unit system to start in; the region’s when absent (imperial for na). Attribute `units`. */
  units: 'metric' | 'imperial' | undefined;
  /** Shows the metric/imperial switch. Attribute `allow-unit-switch`. */
  allowUnitSwitch: boolean | undefined;
  /** The only flooring type offered (the flooring selector is hidden); both when absent. Attribute `flooring`. */
  flooring: 'carpet' | 'hardFlooring' | undefined;
  /** Optional heading. Attribute `heading`. */
  heading: string | undefined;
  /** Paragraph above the rooms; may contain markup, which is sanitised. Attribute `description`. */
  description: string | undefined;
  /** Address of the optional ‘Learn more’ link. Attribute `learn-more-href`. */
  learnMoreHref: string | undefined;
  /** Shows a Save button with this label, which fires gh-calculator-save. Attribute `save-label`. */
  saveLabel: string | undefined;
  /** The region whose rules and units apply. Attribute `region`. */
  region: 'au' | 'nz' | 'na' | undefined;
  /** Brand code of the site the element is on. Attribute `website`. */
  website: string | undefined;
  /** Base URL of the services the element calls; the loader’s origin by default. Attribute `api-base`. */
  apiBase: string | undefined;
  /** Back to one default room; units and wastage stay. */
  reset(): void;
}

/** The attributes of <gh-calculator> in JSX. */
export interface GhCalculatorElementAttributes {
  units?: 'metric' | 'imperial';
  'allow-unit-switch'?: boolean | '' | 'true' | 'false';
  flooring?: 'carpet' | 'hardFlooring';
  heading?: string;
  description?: string;
  'learn-more-href'?: string;
  'save-label'?: string;
  region?: 'au' | 'nz' | 'na';
  website?: string;
  'api-base'?: string;
  id?: string;
  class?: string;
  className?: string;
  slot?: string;
  hidden?: boolean;
  key?: string | number;
  ref?: unknown;
}

declare global {
  interface HTMLElementTagNameMap {
    'gh-calculator': GhCalculatorElement;
  }
  interface GlobalEventHandlersEventMap {
    'gh-calculator-change': CustomEvent<GhCalculatorState>;
    'gh-calculator-save': CustomEvent<GhCalculatorState>;
  }
  namespace JSX {
    interface IntrinsicElements {
      'gh-calculator': GhCalculatorElementAttributes;
    }
  }
}
