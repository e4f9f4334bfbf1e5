// Generated from widgets/src/*/meta.ts by widgets/tools/manifest.ts: do not edit by hand.
// Types for pages and apps that use the gh-* custom elements; the JSX and component typings
// of React, Preact, Vue and Svelte are beside it (types/react.d.ts, …).

export interface GhStore {
  id: number;
  name: string;
  addressLine1: string;
  addressLine2: string;
  /** The suburb, town or city the store is in. */
  locality: string;
  state: string;
  postcode: string;
  /** ISO code, e.g. 'AU'. */
  country: string;
  phone: string;
  website: string;
  lat: number;
  lng: number;
  brands: string[];
  categories: string[];
  /** From the search centre, in the region's unit (km or mi), to 2 decimals. */
  distance: number;
}
export type GhSearchGroup =
  | 'products'
  | 'variants'
  | 'highlights'
  | 'collections'
  | 'types'
  | 'articles';
export interface GhSearchItem {
  id: string;
  name: string;
  productCode?: string;
  collectionName?: string;
  globalItemId?: string;
  productName?: string;
  cameoImage?: string;
  patternCloudinaryPublicId?: string;
  publicId?: string;
  slug?: string;
  path?: string;
  colourName?: string;
}
export interface GhFormattedSample {
  colourId: string;
  globalItemId: string;
  productCode: string;
  patternCloudinaryPublicId: string;
  name: string;
  productName: string;
}
export type GhFlooringType = 'carpet' | 'hardFlooring';
export interface GhCalculatorRow {
  flooring: GhFlooringType;
  room: string;
  /** Metres. */
  width: number;
  length: number;
  widthFeet: number;
  widthInches: number;
  lengthFeet: number;
  lengthInches: number;
  /** Square metres, rounded to 2 decimals. */
  total: number;
  /** Square feet, rounded to 2 decimals. */
  squareFeet: number;
}
export interface GhFlooringTotals {
  /** 'Total square feet': subTotalFeet plus wastage. */
  feet: number;
  /** 'Total blm' (broadloom metres): carpet only, 0 for hard flooring. */
  lineal: number;
  /** 'Total m2': subTotal plus wastage. */
  metres: number;
  /** 'Sub total' in square metres. */
  subTotal: number;
  /** 'Sub total' in square feet. */
  subTotalFeet: number;
  /** 'Wastage (%)', an integer 0 to 100. */
  wastage: number;
  /** 'Total square yards'. */
  yards: number;
}
export interface GhCalculatorState {
  units: 'metric' | 'imperial';
  rows: GhCalculatorRow[];
  totals: Record<GhFlooringType, GhFlooringTotals>;
}
/** One piece cut for a room; lengths in metres. */
export interface GhCutPiece {
  /** Metres cut along the drop, trim included. */
  length: number;
  /** Width of the piece laid in the room (at most the roll width). */
  width: number;
  /** Where the piece starts across the room, metres from the room's edge (for the diagram). */
  offset: number;
  source: { kind: 'roll' } | { kind: 'offcut'; fromRoom: number };
}
export interface GhRoomCutPlan {
  /** The name given (may be empty). */
  room: string;
  /** Position among the rooms given. */
  index: number;
  /** The room, metres. */
  width: number;
  length: number;
  /** The room dimension the drops run along (the pile runs this way too). */
  runsAlong: 'length' | 'width';
  pieces: GhCutPiece[];
  /** pieces.length - 1. */
  seams: number;
  /** Lineal metres this room takes from the roll (pieces cut from an offcut count 0). */
  linealMetres: number;
  /** The last roll drop's unused width, when wider than 0. */
  offcut?: { width: number; length: number; usedBy?: number };
}
/** How the carpet rooms are cut from the roll; lengths in metres. */
export interface GhCutPlan {
  rollWidth: number;
  trim: number;
  /** The rooms with a width and a length; rooms with either 0 are left out. */
  rooms: GhRoomCutPlan[];
  /** Lineal metres to order: the sum of the rooms', rounded to 2 decimals. */
  linealMetres: number;
  /** What reusing offcuts saved, lineal metres (0 when nothing was reused). */
  savedMetres: number;
  /** Square metres bought (lineal × roll width) and laid (the rooms' areas). */
  squareMetresBought: number;
  squareMetresLaid: number;
  /** (bought − laid) ÷ bought × 100, rounded to 1 decimal; 0 when nothing is bought. */
  wastePercent: number;
}
/** What the host hears after an edit: the state, with the cut plan and boxes once planned. */
export interface GhCalculatorChange extends GhCalculatorState {
  /** The carpet rooms' cut plan, when a carpet room has a width and a length. */
  plan?: GhCutPlan;
  /** Boxes of hard flooring to buy, when box-coverage is given. */
  boxes?: number;
}
/** The basket as host pages hear of it, after each change. */
export interface GhSamplesChange {
  samples: GhFormattedSample[];
  count: number;
  max: number;
}
/** An order the service accepted, as host pages hear of it. */
export interface GhSamplesOrder {
  orderId?: string;
  transactionId: string;
  samples: GhFormattedSample[];
}
/** The result the visitor chose, with its group. */
export interface GhSearchSelection {
  group: GhSearchGroup;
  item: GhSearchItem;
}
/** What the visitor searched for, pressing Enter with no result pointed at. */
export interface GhSearchSubmit {
  /** The query as typed, trimmed. */
  query: string;
}
/** The stored scene as host pages hear of it; null once it is cleared. */
export interface GhVisualiserScene {
  scene: { id: string; filename: string; previewImage: string } | null;
}
/** The room view as host pages hear of it: shown (with what) or left. */
export interface GhVisualiserView {
  active: boolean;
  sceneId?: string;
  variantId?: string;
  imageUrl?: string;
}
/** How the visitor asked to close a widget's dialog (`gh-*-request-close`). */
export interface GhRequestCloseDetail {
  source: 'escape' | 'close-button';
}

/** <gh-calculator>: The floor calculator: one row per room, totals per flooring type with wastage, in metric or imperial units; then the carpet cut plan, boxes, a share link and Print. */
export interface GhCalculatorElement extends HTMLElement {
  /** Unit system to start in; the region’s when absent (imperial for na). Attribute `units`. */
  units: 'metric' | 'imperial' | undefined;
  /** Shows the metric/imperial switch. Attribute `allow-unit-switch`. */
  allowUnitSwitch: boolean;
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
  /** Carpet roll width, metres; the region’s when absent (3.66 m, 12 ft in na). Attribute `roll-width`. */
  rollWidth: number | undefined;
  /** Trim on each drop, metres; 0.1 (4 in in imperial) when absent. Attribute `trim`. */
  trim: number | undefined;
  /** m² a box of hard flooring covers; Boxes shows only with it. Attribute `box-coverage`. */
  boxCoverage: number | undefined;
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
  'roll-width'?: string;
  trim?: string;
  'box-coverage'?: string;
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

/** <gh-samples>: The Free Samples button and the samples modal: choose colours, order details with address search, and a confirmation with the order’s reference, samples, delivery address and what happens next. The basket is shared by every <gh-samples> of a site, across tabs. */
export interface GhSamplesElement extends HTMLElement {
  /** The product whose colours the modal offers (from the catalogue API). Attribute `product-code`. */
  productCode: string | undefined;
  /** The colour to choose as the modal opens on the product: its name’s slug, as in a product page’s `?colour=` (`charcoal`, `sea-salt`). It wins over the page address’s `?colour=`, which applies when it is absent. A colour out of stock, or with the basket full, is not chosen. Attribute `colour`. */
  colour: string | undefined;
  /** Where Browse products leads when the modal opens with nothing chosen and no product (the explanation of how samples are ordered): a sister brand site points it at its own product list. Attribute `products-href`. */
  productsHref: string | undefined;
  /** The step the modal opens at. Attribute `step`. */
  step: 'choose-samples' | 'order-samples' | 'order-success' | undefined;
  /** Whether the samples modal is open: present opens it, removing it closes it. The property reflects it, and it follows the visitor opening and closing the samples modal. Attribute `open`. */
  open: boolean;
  /** The region whose rules and units apply. Attribute `region`. */
  region: 'au' | 'nz' | 'na' | undefined;
  /** Brand code of the site the element is on. Attribute `website`. */
  website: string | undefined;
  /** Base URL of the services the element calls; the loader’s origin by default. Attribute `api-base`. */
  apiBase: string | undefined;
  /** Opens the samples modal (sets the open attribute). */
  show(): void;
  /** Closes the samples modal (removes the open attribute); focus returns to the button. */
  hide(): void;
  /** Empties the basket and closes the modal at its first step. */
  reset(): void;
}

/** The attributes of <gh-samples> in JSX. */
export interface GhSamplesElementAttributes {
  'product-code'?: string;
  colour?: string;
  'products-href'?: string;
  step?: 'choose-samples' | 'order-samples' | 'order-success';
  open?: boolean | '' | 'true' | 'false';
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

/** <gh-search>: The search box: results grouped as products, colours, highlights, collections, product types and guides, and a row for all results. */
export interface GhSearchElement extends HTMLElement {
  /** Placeholder text of the search box. Attribute `placeholder`. */
  placeholder: string | undefined;
  /** The region whose rules and units apply. Attribute `region`. */
  region: 'au' | 'nz' | 'na' | undefined;
  /** Brand code of the site the element is on. Attribute `website`. */
  website: string | undefined;
  /** Base URL of the services the element calls; the loader’s origin by default. Attribute `api-base`. */
  apiBase: string | undefined;
  /** Empties the search box. */
  reset(): void;
}

/** The attributes of <gh-search> in JSX. */
export interface GhSearchElementAttributes {
  placeholder?: string;
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

/** <gh-store-locator>: The store locator: a search by address or by the visitor’s location, radius, brand and category choices, a map and the stores nearest first. */
export interface GhStoreLocatorElement extends HTMLElement {
  /** Brand filter to start with; all brands when absent. Attribute `brand`. */
  brand: 'GHRES' | 'FTX' | undefined;
  /** Category filter to start with (Carpet or Hard Flooring); both when absent. Attribute `category`. */
  category: 'CPT' | 'HF' | undefined;
  /** Search radius in the region’s unit (km, or miles in na). Attribute `radius`. */
  radius: 5 | 10 | 20 | 30 | 40 | 50 | 75 | undefined;
  /** Latitude of a centre to search around at once (with lng). Attribute `lat`. */
  lat: number | undefined;
  /** Longitude of a centre to search around at once (with lat). Attribute `lng`. */
  lng: number | undefined;
  /** A place name to search around at once, e.g. ‘Parramatta’: the region’s first place of that name (lat and lng win when both are given). Attribute `query`. */
  query: string | undefined;
  /** Searches around the visitor’s location shared with the page’s <gh-store-link> and other locators that share it (and kept for the next visit), rather than a place of its own. Attribute `shared-location`. */
  sharedLocation: boolean;
  /** Google Maps JavaScript API key; without it an offline map of country outlines is drawn. Attribute `maps-key`. */
  mapsKey: string | undefined;
  /** Google map id for the Google map (its Advanced Markers and cloud styling); Google’s DEMO_MAP_ID when absent. Attribute `map-id`. */
  mapId: string | undefined;
  /** The region whose rules and units apply. Attribute `region`. */
  region: 'au' | 'nz' | 'na' | undefined;
  /** Brand code of the site the element is on. Attribute `website`. */
  website: string | undefined;
  /** Base URL of the services the element calls; the loader’s origin by default. Attribute `api-base`. */
  apiBase: string | undefined;
}

/** The attributes of <gh-store-locator> in JSX. */
export interface GhStoreLocatorElementAttributes {
  brand?: 'GHRES' | 'FTX';
  category?: 'CPT' | 'HF';
  radius?: string;
  lat?: string;
  lng?: string;
  query?: string;
  'shared-location'?: boolean | '' | 'true' | 'false';
  'maps-key'?: string;
  'map-id'?: string;
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

/** <gh-store-link>: The header’s ‘Find your nearest stores’ link, showing the number of stores around the visitor’s last store search. */
export interface GhStoreLinkElement extends HTMLElement {
  /** Where the link goes: the store locator page. Attribute `href`. */
  href: string | undefined;
  /** The region whose rules and units apply. Attribute `region`. */
  region: 'au' | 'nz' | 'na' | undefined;
  /** Brand code of the site the element is on. Attribute `website`. */
  website: string | undefined;
  /** Base URL of the services the element calls; the loader’s origin by default. Attribute `api-base`. */
  apiBase: string | undefined;
}

/** The attributes of <gh-store-link> in JSX. */
export interface GhStoreLinkElementAttributes {
  href?: string;
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

/** <gh-visualiser>: The Room Visualiser: a button opening the modal where the visitor uploads a photo of their room (kept 60 days), and the room view showing that room with the product’s colours, before and after. */
export interface GhVisualiserElement extends HTMLElement {
  /** The product whose colours the room view offers (from the catalogue API). Attribute `product-code`. */
  productCode: string | undefined;
  /** The colour (variant globalItemId) the room is rendered with first; the product’s first colour when absent. Attribute `variant-id`. */
  variantId: string | undefined;
  /** Whether the Room Visualiser modal is open: present opens it, removing it closes it. The property reflects it, and it follows the visitor opening and closing the Room Visualiser modal. Attribute `open`. */
  open: boolean;
  /** Base address of the room-scene service; `{api-base}/scene` when absent. Attribute `scene-api`. */
  sceneApi: string | undefined;
  /** A CSS selector of the page’s main product image: View Now shows the room view in its place (the image hidden meanwhile, the room view in an element of class `gh-visualiser-room` just before it) and scrolls it into view. Absent or not found: the room view is shown below the button. Attribute `gallery`. */
  gallery: string | undefined;
  /** `page` when the page has its own colour row that sets variant-id: the room view then shows no second row. Otherwise (`own`, the default) the room view offers the product’s colours. Attribute `colours`. */
  colours: 'page' | 'own' | undefined;
  /** The region whose rules and units apply. Attribute `region`. */
  region: 'au' | 'nz' | 'na' | undefined;
  /** Brand code of the site the element is on. Attribute `website`. */
  website: string | undefined;
  /** Base URL of the services the element calls; the loader’s origin by default. Attribute `api-base`. */
  apiBase: string | undefined;
  /** Opens the Room Visualiser modal (sets the open attribute). */
  show(): void;
  /** Closes the Room Visualiser modal (removes the open attribute); focus returns to the button. */
  hide(): void;
  /** Clears the stored scene, leaves the room view and closes the modal. */
  reset(): void;
}

/** The attributes of <gh-visualiser> in JSX. */
export interface GhVisualiserElementAttributes {
  'product-code'?: string;
  'variant-id'?: string;
  open?: boolean | '' | 'true' | 'false';
  'scene-api'?: string;
  gallery?: string;
  colours?: 'page' | 'own';
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
    'gh-samples': GhSamplesElement;
    'gh-search': GhSearchElement;
    'gh-store-locator': GhStoreLocatorElement;
    'gh-store-link': GhStoreLinkElement;
    'gh-visualiser': GhVisualiserElement;
  }
  interface GlobalEventHandlersEventMap {
    'gh-calculator-change': CustomEvent<GhCalculatorChange>;
    'gh-calculator-save': CustomEvent<GhCalculatorState>;
    'gh-samples-change': CustomEvent<GhSamplesChange>;
    'gh-samples-order': CustomEvent<GhSamplesOrder>;
    'gh-samples-show': CustomEvent<null>;
    'gh-samples-hide': CustomEvent<null>;
    'gh-samples-request-close': CustomEvent<GhRequestCloseDetail>;
    'gh-search-select': CustomEvent<GhSearchSelection>;
    'gh-search-submit': CustomEvent<GhSearchSubmit>;
    'gh-store-select': CustomEvent<GhStore>;
    'gh-visualiser-scene': CustomEvent<GhVisualiserScene>;
    'gh-visualiser-view': CustomEvent<GhVisualiserView>;
    'gh-visualiser-show': CustomEvent<null>;
    'gh-visualiser-hide': CustomEvent<null>;
    'gh-visualiser-request-close': CustomEvent<GhRequestCloseDetail>;
  }
}
