/**
 * The share link (issue 24): the rooms and choices of one calculator in one query parameter of
 * the page's address, so a shopper can send the plan or bring it to a store. The widget reads and
 * writes only its own parameter; the rest of the retailer's address is kept byte for byte.
 *
 * The value, version 1: parts joined by `~`, fields within a part by `_`, all URL-safe:
 *   `1~m~10_10~4~c_Bedroom_4.2_5_l~h_Kitchen_3_3_`
 *   version ~ units (m, i) ~ wastage carpet_hard ~ roll width chosen (metres, empty for the
 *   default) ~ one part per room: flooring (c, h), name (percent-encoded), width and length
 *   (metres, or inches in imperial), pile (e, l, w; empty for hard flooring).
 */
import {
  addRow,
  type CalculatorState,
  createCalculatorState,
  FLOORING_TYPES,
  type FlooringType,
  INCHES_PER_FOOT,
  type PileDirection,
  type RowPatch,
  setWastage,
  totalInches,
  updateRow,
} from '@gh/shared/calculator';

const VERSION = '1';
const FLOORING_CODES: Record<FlooringType, string> = { carpet: 'c', hardFlooring: 'h' };
const PILE_CODES: Record<PileDirection, string> = { either: 'e', length: 'l', width: 'w' };

/** What a link holds beyond the engine's state: the roll width chosen and each room's pile. */
export interface SharedPlan {
  state: CalculatorState;
  /** One per row; 'either' for hard flooring. */
  piles: PileDirection[];
  rollWidth?: number;
}

const number = (value: number) => String(Math.round(value * 1000) / 1000);
const escapeName = (name: string) =>
  encodeURIComponent(name).replace(/~/g, '%7E').replace(/_/g, '%5F');

export function encodeShare({ state, piles, rollWidth }: SharedPlan): string {
  const imperial = state.units === 'imperial';
  const rooms = state.rows.map((row, index) => {
    const [width, length] = imperial
      ? [
          totalInches({ feet: row.widthFeet, inches: row.widthInches }),
          totalInches({ feet: row.lengthFeet, inches: row.lengthInches }),
        ]
      : [row.width, row.length];
    const pile = row.flooring === 'carpet' ? PILE_CODES[piles[index] ?? 'either'] : '';
    return [
      FLOORING_CODES[row.flooring],
      escapeName(row.room),
      number(width),
      number(length),
      pile,
    ].join('_');
  });
  return [
    VERSION,
    imperial ? 'i' : 'm',
    `${state.totals.carpet.wastage}_${state.totals.hardFlooring.wastage}`,
    rollWidth ? number(rollWidth) : '',
    ...rooms,
  ].join('~');
}

const codeOf = <T extends string>(codes: Record<T, string>, code: string | undefined) =>
  (Object.keys(codes) as T[]).find((key) => codes[key] === code);

/** The plan in a link's value, or undefined when the value is not one this version wrote. */
export function decodeShare(value: string): SharedPlan | undefined {
  const [version, unitsCode, wastage = '', roll = '', ...rooms] = value.split('~');
  if (version !== VERSION || (unitsCode !== 'm' && unitsCode !== 'i') || rooms.length === 0) {
    return undefined;
  }
  const units = unitsCode === 'i' ? 'imperial' : 'metric';
  const parsed = rooms.map((room) => room.split('_'));
  const floorings = parsed.map(([code]) => codeOf(FLOORING_CODES, code));
  if (floorings.some((flooring) => !flooring)) return undefined;
  let state = createCalculatorState(units, floorings[0]);
  const piles: PileDirection[] = [];
  parsed.forEach(([, name = '', width = '0', length = '0', pile], index) => {
    if (index > 0) state = addRow(state);
    let room = name;
    try {
      room = decodeURIComponent(name);
    } catch {
      // A name mangled on its way keeps its letters as they came.
    }
    const patch: RowPatch = { flooring: floorings[index], room };
    if (units === 'metric') Object.assign(patch, { width, length });
    else {
      for (const [side, inches] of [
        ['width', Number(width)],
        ['length', Number(length)],
      ] as const) {
        const feet = Math.floor((inches || 0) / INCHES_PER_FOOT);
        Object.assign(patch, {
          [`${side}Feet`]: feet,
          [`${side}Inches`]: Math.round(((inches || 0) - feet * INCHES_PER_FOOT) * 10) / 10,
        });
      }
    }
    state = updateRow(state, index, patch);
    piles.push(codeOf(PILE_CODES, pile) ?? 'either');
  });
  const [carpet, hard] = wastage.split('_');
  FLOORING_TYPES.forEach((flooring, index) => {
    const percent = index === 0 ? carpet : hard;
    if (percent) state = setWastage(state, flooring, percent);
  });
  const rollWidth = Number(roll);
  return { state, piles, ...(rollWidth > 0 ? { rollWidth } : {}) };
}

/** One parameter's raw value in a query string (`?a=1&gh-calc=…`), if it is there. */
export function readParam(search: string, name: string): string | undefined {
  for (const item of search.replace(/^\?/, '').split('&')) {
    const equals = item.indexOf('=');
    const key = equals < 0 ? item : item.slice(0, equals);
    if (key === name) return equals < 0 ? '' : item.slice(equals + 1);
  }
  return undefined;
}

/** The query string with one parameter set (or removed, for undefined), the rest untouched. */
export function withParam(search: string, name: string, value: string | undefined): string {
  const items = search
    .replace(/^\?/, '')
    .split('&')
    .filter((item) => item !== '');
  const index = items.findIndex((item) => item === name || item.startsWith(`${name}=`));
  const entry = value === undefined ? undefined : `${name}=${value}`;
  if (index >= 0) {
    if (entry) items[index] = entry;
    else items.splice(index, 1);
  } else if (entry) items.push(entry);
  return items.length ? `?${items.join('&')}` : '';
}

/** Puts the plan in the page's address in place (no new history entry); the address it wrote. */
export function writeShareParam(name: string, value: string | undefined): string {
  const { pathname, search, hash } = window.location;
  const next = withParam(search, name, value);
  if (next !== search) {
    window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  }
  return window.location.href;
}
