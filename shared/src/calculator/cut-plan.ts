/**
 * The cut plan (DESIGN.md section 7 "Cut plan", issue 24): how carpet rooms are cut from a roll
 * of fixed width, what that costs in lineal metres, and how many boxes of hard flooring to buy.
 * All lengths are metres; the widget converts them for display.
 *
 * The algorithm, greedy in the order the rooms are given:
 * 1. A room's drops run one way. Across the other way it takes ceil(across ÷ roll width) drops,
 *    each cut to the along-length plus the trim; every drop is a full roll width except the last,
 *    the strip, whose unused width becomes an offcut as long as the drop.
 * 2. The strip (a room's last, partial drop, or a whole room narrower than the roll) may instead
 *    be cut from an earlier room's unused offcut that is at least as wide and as long as it; the
 *    smallest such offcut is taken, whole (what is left of it is not offered again). A piece from
 *    an offcut costs no lineal metres, and the room then leaves no offcut of its own.
 * 3. Of the directions the pile allows, the room takes the one with the fewest lineal metres
 *    given the offcuts left by the rooms before it, then the fewest seams, then along its length.
 * `savedMetres` compares this with the same rooms each planned alone (no offcut reused).
 *
 * Sizes within CUT_TOLERANCE count as equal: the calculator keeps metres to centimetres, so a
 * room typed as 12 ft reaches the plan as 3.66 m and still takes one drop of a 12 ft roll.
 */
import type { Region } from '../regions';

/** Which way a room's pile must run: either way, along the room's length, or along its width. */
export type PileDirection = 'either' | 'length' | 'width';
export const PILE_DIRECTIONS: readonly PileDirection[] = ['either', 'length', 'width'];

export interface CutRoom {
  room: string;
  width: number;
  length: number;
  pile: PileDirection;
}

export interface CutPlanOptions {
  rollWidth: number;
  trim: number;
}

export type PieceSource = { kind: 'roll' } | { kind: 'offcut'; fromRoom: number };

/** One piece cut for a room; lengths in metres. */
export interface CutPiece {
  /** Metres cut along the drop, trim included. */
  length: number;
  /** Width of the piece laid in the room (at most the roll width). */
  width: number;
  /** Where the piece starts across the room, metres from the room's edge (for the diagram). */
  offset: number;
  source: PieceSource;
}

export interface Offcut {
  width: number;
  length: number;
  /** Index of the room that used it, if one did. */
  usedBy?: number;
}

export interface RoomCutPlan {
  /** The name given (may be empty). */
  room: string;
  /** Position among the rooms given. */
  index: number;
  /** The room, metres. */
  width: number;
  length: number;
  /** The room dimension the drops run along (the pile runs this way too). */
  runsAlong: 'length' | 'width';
  pieces: CutPiece[];
  /** pieces.length - 1. */
  seams: number;
  /** Lineal metres this room takes from the roll (pieces cut from an offcut count 0). */
  linealMetres: number;
  /** The last roll drop's unused width, when wider than 0. */
  offcut?: Offcut;
}

/** How the carpet rooms are cut from the roll; lengths in metres. */
export interface CutPlan {
  rollWidth: number;
  trim: number;
  /** The rooms with a width and a length; rooms with either 0 are left out. */
  rooms: RoomCutPlan[];
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

/** Roll widths offered per unit system, and the defaults. */
export interface RollWidthOption {
  label: string;
  metres: number;
}

export const ROLL_WIDTH_OPTIONS: {
  metric: readonly RollWidthOption[];
  imperial: readonly RollWidthOption[];
} = {
  metric: [
    { label: '3.66 m', metres: 3.66 },
    { label: '4 m', metres: 4 },
  ],
  imperial: [
    { label: '12 ft', metres: 3.6576 },
    { label: '15 ft', metres: 4.572 },
  ],
};

/** Trim allowed on each drop: 0.1 m, or 4 in where the units are imperial. */
export const DEFAULT_TRIM: { metric: number; imperial: number } = { metric: 0.1, imperial: 0.1016 };

/** The roll width assumed when neither the product nor the widget gives one. */
export const DEFAULT_ROLL_WIDTHS: Readonly<Record<Region, number>> = {
  au: 3.66,
  nz: 3.66,
  na: 3.6576,
};

/** Metres within which two sizes count as equal (half a centimetre). */
export const CUT_TOLERANCE = 0.005;

/** 3.66 m in au and nz, 12 ft in na. */
export function defaultRollWidth(region: Region): number {
  return DEFAULT_ROLL_WIDTHS[region];
}

/** Boxes of hard flooring to buy: ceil(area × (1 + wastage/100) ÷ coverage); 0 for no area. */
export function boxesToBuy(
  squareMetres: number,
  wastagePercent: number,
  boxCoverageSquareMetres: number,
): number {
  if (!(boxCoverageSquareMetres > 0)) {
    throw new RangeError(`A box must cover some area, not ${boxCoverageSquareMetres} m²`);
  }
  if (!(squareMetres > 0)) return 0;
  const boxes = (squareMetres * (1 + wastagePercent / 100)) / boxCoverageSquareMetres;
  // 10 m² with 10 % wastage in 1.1 m² boxes is 10 boxes, although 11 ÷ 1.1 is 10.000000000000002.
  return Math.ceil(boxes - 1e-9);
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** Sizes of pieces are kept to a tenth of a millimetre, so 4.2 + 0.1 reads 4.3. */
function size(value: number): number {
  return round(value, 4);
}

/** An offcut still on offer, with the room it came from. */
interface OffcutOnOffer {
  fromRoom: number;
  offcut: Offcut;
}

/** The smallest unused offcut at least as wide and as long as the piece needs, if any. */
function fittingOffcut(
  offcuts: readonly OffcutOnOffer[],
  width: number,
  length: number,
): OffcutOnOffer | undefined {
  let best: OffcutOnOffer | undefined;
  for (const candidate of offcuts) {
    const { offcut } = candidate;
    const fits =
      offcut.usedBy === undefined &&
      offcut.width >= width - CUT_TOLERANCE &&
      offcut.length >= length - CUT_TOLERANCE;
    if (fits && (!best || offcut.width * offcut.length < best.offcut.width * best.offcut.length)) {
      best = candidate;
    }
  }
  return best;
}

interface RoomCut {
  runsAlong: 'length' | 'width';
  pieces: CutPiece[];
  linealMetres: number;
  offcut?: Offcut;
  /** The earlier offcut the strip is cut from, if it is. */
  reused?: OffcutOnOffer;
}

/** The drops of one room running one way, its strip from an offcut when one fits. */
function cutOneWay(
  room: CutRoom,
  runsAlong: 'length' | 'width',
  options: CutPlanOptions,
  offcuts: readonly OffcutOnOffer[],
): RoomCut {
  const { rollWidth, trim } = options;
  const along = runsAlong === 'length' ? room.length : room.width;
  const across = runsAlong === 'length' ? room.width : room.length;
  const dropLength = size(along + trim);
  const drops = Math.max(1, Math.ceil((across - CUT_TOLERANCE) / rollWidth));
  const stripWidth = size(Math.min(rollWidth, across - (drops - 1) * rollWidth));
  const pieces: CutPiece[] = [];
  for (let drop = 0; drop < drops - 1; drop += 1) {
    pieces.push({
      length: dropLength,
      width: rollWidth,
      offset: size(drop * rollWidth),
      source: { kind: 'roll' },
    });
  }
  const stripOffset = size((drops - 1) * rollWidth);
  const narrower = stripWidth < rollWidth - CUT_TOLERANCE;
  const reused = narrower ? fittingOffcut(offcuts, stripWidth, dropLength) : undefined;
  if (reused) {
    pieces.push({
      length: dropLength,
      width: stripWidth,
      offset: stripOffset,
      source: { kind: 'offcut', fromRoom: reused.fromRoom },
    });
    return { runsAlong, pieces, linealMetres: size((drops - 1) * dropLength), reused };
  }
  pieces.push({
    length: dropLength,
    width: stripWidth,
    offset: stripOffset,
    source: { kind: 'roll' },
  });
  const cut: RoomCut = { runsAlong, pieces, linealMetres: size(drops * dropLength) };
  if (narrower) cut.offcut = { width: size(rollWidth - stripWidth), length: dropLength };
  return cut;
}

function allowedDirections(pile: PileDirection): ('length' | 'width')[] {
  if (pile === 'length') return ['length'];
  if (pile === 'width') return ['width'];
  return ['length', 'width'];
}

/** The cheapest cut the pile allows: fewest lineal metres, then fewest seams, then along the length. */
function cheapestCut(
  room: CutRoom,
  options: CutPlanOptions,
  offcuts: readonly OffcutOnOffer[],
): RoomCut {
  const cuts = allowedDirections(room.pile).map((way) => cutOneWay(room, way, options, offcuts));
  return cuts.reduce((best, cut) => {
    const fewerMetres = cut.linealMetres < best.linealMetres - CUT_TOLERANCE / 10;
    const sameMetres = Math.abs(cut.linealMetres - best.linealMetres) <= CUT_TOLERANCE / 10;
    return fewerMetres || (sameMetres && cut.pieces.length < best.pieces.length) ? cut : best;
  });
}

function hasArea(room: CutRoom): boolean {
  return room.width > 0 && room.length > 0 && Number.isFinite(room.width * room.length);
}

/**
 * Plans the cut of the carpet rooms, in the order given, from a roll of `rollWidth` with `trim`
 * added to every drop. Rooms with no width or length are left out. Throws a RangeError for a roll
 * width that is not above 0 or a trim below 0.
 */
export function planCuts(rooms: readonly CutRoom[], options: CutPlanOptions): CutPlan {
  const { rollWidth, trim } = options;
  if (!(rollWidth > 0) || !Number.isFinite(rollWidth)) {
    throw new RangeError(`A roll must have a width, not ${rollWidth} m`);
  }
  if (!(trim >= 0) || !Number.isFinite(trim)) {
    throw new RangeError(`Trim must be 0 or more, not ${trim} m`);
  }
  const offcuts: OffcutOnOffer[] = [];
  const planned: RoomCutPlan[] = [];
  let metresWithoutReuse = 0;
  let metres = 0;
  let laid = 0;
  rooms.forEach((room, index) => {
    if (!hasArea(room)) return;
    metresWithoutReuse += cheapestCut(room, options, []).linealMetres;
    const cut = cheapestCut(room, options, offcuts);
    if (cut.reused) cut.reused.offcut.usedBy = index;
    const plan: RoomCutPlan = {
      room: room.room,
      index,
      width: room.width,
      length: room.length,
      runsAlong: cut.runsAlong,
      pieces: cut.pieces,
      seams: cut.pieces.length - 1,
      linealMetres: cut.linealMetres,
    };
    if (cut.offcut) {
      plan.offcut = cut.offcut;
      offcuts.push({ fromRoom: index, offcut: cut.offcut });
    }
    planned.push(plan);
    metres += cut.linealMetres;
    laid += room.width * room.length;
  });
  const bought = metres * rollWidth;
  return {
    rollWidth,
    trim,
    rooms: planned,
    linealMetres: round(metres, 2),
    savedMetres: round(metresWithoutReuse - metres, 2),
    squareMetresBought: round(bought, 2),
    squareMetresLaid: round(laid, 2),
    wastePercent: bought > 0 ? round(((bought - laid) / bought) * 100, 1) : 0,
  };
}
