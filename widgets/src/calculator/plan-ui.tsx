/**
 * The cut plan in the calculator (issue 24, DESIGN.md section 7 "Cut plan"): 'Carpet to order'
 * with its roll width, seams and waste, a diagram per carpet room with its pile direction, the
 * boxes of hard flooring, and the share and print actions. Loaded on first use (Calculator.tsx),
 * with the planner, so a page pays for none of it before a room has a size.
 */
import {
  boxesToBuy,
  type CalculatorState,
  CUT_TOLERANCE,
  type CutPlan,
  type CutRoom,
  DEFAULT_TRIM,
  defaultRollWidth,
  INCHES_PER_METRE,
  type PileDirection,
  planCuts,
  ROLL_WIDTH_OPTIONS,
  type RollWidthOption,
  totalInches,
} from '@gh/shared/calculator';
import type { Region, Units } from '@gh/shared/regions';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CutDiagram, formatLength, pieceLines, roomSummary } from './CutDiagram';
import planStyles from './plan.css';

import { encodeShare, writeShareParam } from './share';

export { decodeShare, readParam } from './share';

export interface PlanSettings {
  region: Region;
  /** The `roll-width`, `trim` and `box-coverage` attributes: metres, metres, m² a box. */
  rollWidth?: number;
  trim?: number;
  boxCoverage?: number;
  /** The roll width the shopper chose, metres. */
  chosenRollWidth?: number;
}

export interface Planned {
  /** The carpet rooms' cut plan, when a carpet room has a size. */
  plan?: CutPlan;
  /** The row each room of the plan came from. */
  rowOfRoom: number[];
  rollWidth: number;
  rollOptions: readonly RollWidthOption[];
  /** Boxes of hard flooring, when a box coverage is known and there is hard flooring to lay. */
  boxes?: number;
  boxCoverage?: number;
}

const positive = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

const sameWidth = (a: number, b: number) => Math.abs(a - b) <= CUT_TOLERANCE;

/** The roll width in use: the shopper's choice, the attribute, the region's, the units' first. */
function rollWidthFor(units: Units, settings: PlanSettings) {
  const offered = ROLL_WIDTH_OPTIONS[units];
  const regional = defaultRollWidth(settings.region);
  const rollWidth =
    [settings.chosenRollWidth, settings.rollWidth].find(positive) ??
    offered.find((option) => sameWidth(option.metres, regional))?.metres ??
    offered[0]?.metres ??
    regional;
  const rollOptions = offered.some((option) => sameWidth(option.metres, rollWidth))
    ? offered
    : [...offered, { label: formatLength(rollWidth, units), metres: rollWidth }];
  return { rollWidth, rollOptions };
}

/** The plan and the boxes for the calculator's rows, each carpet room with its pile direction. */
export function planFor(
  state: CalculatorState,
  pileOf: (row: number) => PileDirection,
  settings: PlanSettings,
): Planned {
  const { rollWidth, rollOptions } = rollWidthFor(state.units, settings);
  const rowOfRoom: number[] = [];
  const rooms: CutRoom[] = [];
  state.rows.forEach((row, index) => {
    if (row.flooring !== 'carpet' || !(row.width > 0 && row.length > 0)) return;
    rowOfRoom.push(index);
    // Feet and inches as typed, not the metres they were rounded to (a 14 ft room cuts 14 ft 4 in).
    const [width, length] =
      state.units === 'imperial'
        ? [
            totalInches({ feet: row.widthFeet, inches: row.widthInches }) / INCHES_PER_METRE,
            totalInches({ feet: row.lengthFeet, inches: row.lengthInches }) / INCHES_PER_METRE,
          ]
        : [row.width, row.length];
    rooms.push({ room: row.room, width, length, pile: pileOf(index) });
  });
  const trim = positive(settings.trim) ? settings.trim : DEFAULT_TRIM[state.units];
  const plan = rooms.length ? planCuts(rooms, { rollWidth, trim }) : undefined;
  const hard = state.totals.hardFlooring;
  const boxCoverage = positive(settings.boxCoverage) ? settings.boxCoverage : undefined;
  const boxes =
    boxCoverage && hard.subTotal > 0
      ? boxesToBuy(hard.subTotal, hard.wastage, boxCoverage)
      : undefined;
  return { plan, rowOfRoom, rollWidth, rollOptions, boxes, boxCoverage };
}

const PILE_LABELS: Record<PileDirection, string> = {
  either: 'Either way',
  length: 'Along the length',
  width: 'Along the width',
};
const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const area = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const SQUARE_FEET_PER_SQUARE_METRE = 39.37 ** 2 / 144;

function areaText(squareMetres: number, units: Units) {
  return units === 'metric'
    ? `${area.format(squareMetres)} m²`
    : `${area.format(squareMetres * SQUARE_FEET_PER_SQUARE_METRE)} sq ft`;
}

/** The whole plan in words: what the live region says once the plan has settled. */
export function planAnnouncement(planned: Planned, units: Units): string {
  const { plan, rowOfRoom, boxes } = planned;
  const parts: string[] = [];
  if (plan) {
    parts.push(
      `Carpet to order: ${formatLength(plan.linealMetres, units)} off a ${formatLength(
        plan.rollWidth,
        units,
      )} roll, waste ${percent.format(plan.wastePercent)}%.`,
    );
    for (const room of plan.rooms) {
      const row = rowOfRoom[room.index] ?? room.index;
      parts.push(
        `${roomSummary(room, units, row)}. ${pieceLines(room, units, rowOfRoom).join('. ')}.`,
      );
    }
  }
  if (boxes !== undefined) parts.push(`Boxes of hard flooring: ${boxes}.`);
  return parts.join(' ');
}

/** How long the plan must stay unchanged before it is announced: one update per settled edit. */
const SETTLE_MS = 900;

/** What the share link holds, once a link the page was opened with has been read. */
interface ShareTarget {
  /** The calculator's query parameter. */
  param: string;
  state: CalculatorState;
  rollWidth?: number;
}

/**
 * The page's address follows the rows: the calculator's own parameter only, replaced in place,
 * and taken out when no room has a size or the calculator leaves the page.
 */
function useShareLink(share: ShareTarget | undefined, pileOf: (row: number) => PileDirection) {
  const written = useRef<string | undefined>(undefined);
  // After every render, in the same task: Copy link (or the visitor) reading the address the next
  // moment gets these rows, never the ones before. Skipped when the address already says the same.
  useLayoutEffect(() => {
    if (!share) return;
    const { param, state, rollWidth } = share;
    const sized = state.rows.some((row) => row.width > 0 && row.length > 0);
    const piles = state.rows.map((_, row) => pileOf(row));
    writeShareParam(param, sized ? encodeShare({ state, piles, rollWidth }) : undefined);
    written.current = param;
  });
  // Set up in the same commit as the first write, so a calculator removed before the next frame
  // still takes its parameter out.
  useLayoutEffect(
    () => () => {
      if (written.current) writeShareParam(written.current, undefined);
    },
    [],
  );
}

interface PlanSectionProps {
  id: string;
  planned: Planned;
  units: Units;
  share?: ShareTarget;
  pileOf(row: number): PileDirection;
  onRollWidth(metres: number): void;
  onPile(row: number, pile: PileDirection): void;
}

export function PlanSection(props: PlanSectionProps) {
  const { id, planned, units, pileOf, onRollWidth, onPile } = props;
  useShareLink(props.share, pileOf);
  const { plan, rowOfRoom, rollWidth, rollOptions, boxes, boxCoverage } = planned;
  const announcement = planAnnouncement(planned, units);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(announcement), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [announcement]);
  // The Copy link message, for the plan it was given about (a new plan clears it).
  const [copied, setCopied] = useState({ message: '', plan: '' });
  const shareStatus = copied.plan === announcement ? copied.message : '';
  const setShareStatus = (message: string) => setCopied({ message, plan: announcement });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setShareStatus('Link copied. Anyone who opens it sees these rooms.');
    } catch {
      setShareStatus('Copy the address in your browser’s address bar to share these rooms.');
    }
  };

  return (
    <div className="plan" part="plan">
      <style>{planStyles}</style>
      {plan && (
        <section className="carpet-plan" aria-labelledby={`${id}-plan-heading`}>
          <h3 id={`${id}-plan-heading`}>Carpet cut plan</h3>
          <dl>
            <div className="total" part="total" data-plan="lineal">
              <dt>Carpet to order</dt>
              <dd>{formatLength(plan.linealMetres, units)}</dd>
            </div>
            <div className="total" part="total" data-plan="roll-width">
              <dt>Roll</dt>
              <dd>{formatLength(rollWidth, units)} wide</dd>
            </div>
            <div className="total" part="total" data-plan="seams">
              <dt>Seams</dt>
              <dd>{plan.rooms.reduce((sum, room) => sum + room.seams, 0)}</dd>
            </div>
            <div className="total" part="total" data-plan="waste">
              <dt>Waste</dt>
              <dd>
                {percent.format(plan.wastePercent)}%{' '}
                <span className="note">
                  ({areaText(plan.squareMetresBought, units)} bought,{' '}
                  {areaText(plan.squareMetresLaid, units)} laid)
                </span>
              </dd>
            </div>
            {plan.savedMetres > 0 && (
              <div className="total" part="total" data-plan="saved">
                <dt>Offcuts reused</dt>
                <dd>saves {formatLength(plan.savedMetres, units)}</dd>
              </div>
            )}
          </dl>
          <fieldset className="roll-choice" part="roll-choice">
            <legend>Roll width</legend>
            {rollOptions.map((option) => (
              <label key={option.label} className="unit-choice">
                <input
                  type="radio"
                  name={`${id}-roll`}
                  value={option.metres}
                  checked={Math.abs(option.metres - rollWidth) <= CUT_TOLERANCE}
                  onChange={() => onRollWidth(option.metres)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <div className="cut-rooms">
            {plan.rooms.map((room) => {
              const row = rowOfRoom[room.index] ?? room.index;
              return (
                <div className="cut-room-plan" key={`${row}-${room.room}`}>
                  <span className="field pile" part="field">
                    <label htmlFor={`${id}-pile-${row}`}>
                      Pile direction<span className="visually-hidden"> for room {row + 1}</span>
                    </label>
                    <select
                      id={`${id}-pile-${row}`}
                      part="input"
                      value={pileOf(row)}
                      onChange={(event) => onPile(row, event.currentTarget.value as PileDirection)}
                    >
                      {(Object.keys(PILE_LABELS) as PileDirection[]).map((pile) => (
                        <option key={pile} value={pile}>
                          {PILE_LABELS[pile]}
                        </option>
                      ))}
                    </select>
                  </span>
                  <CutDiagram
                    id={`${id}-room-${row}`}
                    room={room}
                    rowIndex={row}
                    rowOfRoom={rowOfRoom}
                    units={units}
                  />
                </div>
              );
            })}
          </div>
        </section>
      )}
      {boxes !== undefined && boxCoverage && (
        <section className="boxes" aria-labelledby={`${id}-boxes-heading`}>
          <h3 id={`${id}-boxes-heading`}>Hard flooring boxes</h3>
          <dl>
            <div className="total" part="total" data-plan="boxes">
              <dt>Boxes</dt>
              <dd>
                {boxes}{' '}
                <span className="note">
                  ({areaText(boxCoverage, units)} a box, wastage included)
                </span>
              </dd>
            </div>
          </dl>
        </section>
      )}
      <div className="plan-actions" part="plan-actions">
        <button type="button" className="text-button" part="share-button" onClick={copyLink}>
          Copy link
        </button>
        <button
          type="button"
          className="text-button"
          part="print-button"
          onClick={() => window.print()}
        >
          Print
        </button>
        <p className="share-status" aria-live="polite">
          {shareStatus}
        </p>
      </div>
      <div className="visually-hidden" aria-live="polite" data-plan="announcement">
        {announced}
      </div>
    </div>
  );
}
