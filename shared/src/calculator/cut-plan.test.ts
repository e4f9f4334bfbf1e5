import {
  boxesToBuy,
  type CutRoom,
  DEFAULT_TRIM,
  defaultRollWidth,
  PILE_DIRECTIONS,
  type PileDirection,
  planCuts,
  ROLL_WIDTH_OPTIONS,
} from '.';

const METRIC = { rollWidth: 3.66, trim: 0.1 };
const FOOT = 0.3048;

function room(width: number, length: number, pile: PileDirection = 'either', name = ''): CutRoom {
  return { room: name, width, length, pile };
}

/** The pieces of a room as [length, width] pairs, for reading a plan at a glance. */
function piecesOf(plan: ReturnType<typeof planCuts>, position = 0) {
  return plan.rooms[position]?.pieces.map((piece) => [piece.length, piece.width]);
}

describe('the cut plan of one room', () => {
  it('cuts a 3.6 m × 4.2 m room from a 3.66 m roll as one drop of 4.3 m, no seam, 4.3 lm', () => {
    const plan = planCuts([room(3.6, 4.2)], METRIC);
    expect(plan.rooms[0]?.runsAlong).toBe('length');
    expect(piecesOf(plan)).toEqual([[4.3, 3.6]]);
    expect(plan.rooms[0]?.seams).toBe(0);
    expect(plan.linealMetres).toBe(4.3);
  });

  it('cuts a 4.2 × 5.0 m room either way as two drops of 4.3 m across the 5.0 m side (8.6 lm, one seam), not two of 5.1 m', () => {
    const plan = planCuts([room(4.2, 5.0)], METRIC);
    expect(plan.rooms[0]?.runsAlong).toBe('width');
    expect(piecesOf(plan)).toEqual([
      [4.3, 3.66],
      [4.3, 1.34],
    ]);
    expect(plan.rooms[0]?.pieces.map((piece) => piece.offset)).toEqual([0, 3.66]);
    expect(plan.rooms[0]?.seams).toBe(1);
    expect(plan.linealMetres).toBe(8.6);
  });

  it('cuts a 4.2 × 5.0 m room with the pile along the length as two drops of 5.1 m, 10.2 lm', () => {
    const plan = planCuts([room(4.2, 5.0, 'length')], METRIC);
    expect(plan.rooms[0]?.runsAlong).toBe('length');
    expect(piecesOf(plan)).toEqual([
      [5.1, 3.66],
      [5.1, 0.54],
    ]);
    expect(plan.linealMetres).toBe(10.2);
  });

  it('runs the drops along the width when the pile must, even when that costs more', () => {
    const plan = planCuts([room(3.0, 4.0, 'width')], METRIC);
    expect(plan.rooms[0]?.runsAlong).toBe('width');
    expect(piecesOf(plan)).toEqual([
      [3.1, 3.66],
      [3.1, 0.34],
    ]);
    expect(plan.linealMetres).toBe(6.2);
  });

  it('takes the fewest seams when both ways cost the same lineal metres', () => {
    // 4.1 × 2.0: two drops of 2.1 along the length, or one drop of 4.2 along the width.
    const plan = planCuts([room(4.1, 2.0)], METRIC);
    expect(plan.rooms[0]?.runsAlong).toBe('width');
    expect(plan.rooms[0]?.seams).toBe(0);
    expect(plan.linealMetres).toBe(4.2);
  });

  it("keeps the last drop's unused width as an offcut as long as the drop", () => {
    const plan = planCuts([room(3.0, 4.0)], METRIC);
    expect(plan.rooms[0]?.offcut).toEqual({ width: 0.66, length: 4.1 });
    const full = planCuts([room(3.66, 4.0)], METRIC);
    expect(full.rooms[0]?.offcut).toBeUndefined();
  });

  it('cuts 12 ft × 14 ft in na on a 12 ft roll as one drop of 14 ft 4 in', () => {
    const plan = planCuts([room(12 * FOOT, 14 * FOOT)], {
      rollWidth: defaultRollWidth('na'),
      trim: DEFAULT_TRIM.imperial,
    });
    expect(piecesOf(plan)).toEqual([[4.3688, 3.6576]]);
    expect(plan.rooms[0]?.pieces[0]?.length).toBeCloseTo((14 * 12 + 4) * 0.0254, 6);
    expect(plan.rooms[0]?.seams).toBe(0);
    expect(plan.rooms[0]?.offcut).toBeUndefined();
  });

  it('still cuts one drop when a 12 ft room reaches the plan as 3.66 m, kept to centimetres', () => {
    const plan = planCuts([room(3.66, 4.27)], { rollWidth: 3.6576, trim: 0.1016 });
    expect(plan.rooms[0]?.pieces).toHaveLength(1);
    expect(plan.rooms[0]?.pieces[0]?.width).toBe(3.6576);
  });
});

describe('the cut plan across rooms', () => {
  const bedroom = room(3.0, 4.0, 'either', 'Bedroom');

  it("cuts a 3.0 × 4.0 m room, then a 0.6 × 3.0 m hallway, in 4.1 lm: the hallway from the room's 0.66 m × 4.1 m offcut (4.8 lm without reuse)", () => {
    const plan = planCuts([bedroom, room(0.6, 3.0, 'either', 'Hallway')], METRIC);
    expect(plan.linealMetres).toBe(4.1);
    expect(plan.savedMetres).toBe(0.7);
    expect(plan.linealMetres + plan.savedMetres).toBeCloseTo(4.8, 6);
    const [first, hallway] = plan.rooms;
    expect(first?.offcut).toEqual({ width: 0.66, length: 4.1, usedBy: 1 });
    expect(hallway?.runsAlong).toBe('length');
    expect(hallway?.pieces).toEqual([
      { length: 3.1, width: 0.6, offset: 0, source: { kind: 'offcut', fromRoom: 0 } },
    ]);
    expect(hallway?.linealMetres).toBe(0);
    expect(hallway?.room).toBe('Hallway');
    expect(hallway?.index).toBe(1);
  });

  it('cuts a 0.9 × 3.0 m hallway instead in 5.1 lm in all: 0.9 m is wider than the offcut and one 1.0 m drop across the hallway is the cheapest cut', () => {
    const plan = planCuts([bedroom, room(0.9, 3.0)], METRIC);
    expect(plan.linealMetres).toBe(5.1);
    expect(plan.savedMetres).toBe(0);
    const hallway = plan.rooms[1];
    expect(hallway?.runsAlong).toBe('width');
    expect(hallway?.pieces).toEqual([
      { length: 1.0, width: 3.0, offset: 0, source: { kind: 'roll' } },
    ]);
    expect(plan.rooms[0]?.offcut?.usedBy).toBeUndefined();
  });

  it("cuts a room's last, partial drop from an earlier offcut that is wide and long enough", () => {
    // The first room leaves 3.66 − 1.0 = 2.66 m × 5.1 m; the second's 0.84 m strip of 4.1 m fits.
    const plan = planCuts([room(1.0, 5.0, 'length'), room(4.5, 4.0, 'length')], METRIC);
    const second = plan.rooms[1];
    expect(second?.pieces.map((piece) => piece.source)).toEqual([
      { kind: 'roll' },
      { kind: 'offcut', fromRoom: 0 },
    ]);
    expect(second?.linealMetres).toBe(4.1);
    expect(second?.offcut).toBeUndefined();
    expect(plan.linealMetres).toBe(9.2);
    expect(plan.savedMetres).toBe(4.1);
  });

  it('does not cut a strip from an offcut shorter than the strip', () => {
    // 0.66 m × 3.1 m left over; the hallway's 0.5 m strip needs 5.1 m.
    const plan = planCuts([room(3.0, 3.0, 'length'), room(0.5, 5.0, 'length')], METRIC);
    expect(plan.rooms[1]?.pieces[0]?.source).toEqual({ kind: 'roll' });
    expect(plan.savedMetres).toBe(0);
  });

  it('uses an offcut once, for the first room that fits it', () => {
    const plan = planCuts([bedroom, room(0.6, 3.0, 'length'), room(0.6, 3.0, 'length')], METRIC);
    expect(plan.rooms[1]?.pieces[0]?.source).toEqual({ kind: 'offcut', fromRoom: 0 });
    expect(plan.rooms[2]?.pieces[0]?.source).toEqual({ kind: 'roll' });
    expect(plan.rooms[2]?.offcut).toEqual({ width: 3.06, length: 3.1 });
  });

  it('weighs square metres bought against square metres laid as waste', () => {
    const plan = planCuts([room(4.2, 5.0)], METRIC);
    expect(plan.squareMetresBought).toBe(31.48); // 8.6 × 3.66
    expect(plan.squareMetresLaid).toBe(21);
    expect(plan.wastePercent).toBe(33.3);
    const reused = planCuts([bedroom, room(0.6, 3.0)], METRIC);
    expect(reused.squareMetresBought).toBe(15.01); // 4.1 × 3.66
    expect(reused.squareMetresLaid).toBe(13.8);
    expect(reused.wastePercent).toBe(8.0);
  });

  it('leaves out rooms with no width or length, keeping the others at their positions', () => {
    const plan = planCuts([room(0, 4.0), room(3.0, 4.0), room(2.0, 0)], METRIC);
    expect(plan.rooms.map((planned) => planned.index)).toEqual([1]);
    expect(plan.linealMetres).toBe(4.1);
  });

  it('plans nothing, with no waste, for no rooms', () => {
    expect(planCuts([], METRIC)).toEqual({
      rollWidth: 3.66,
      trim: 0.1,
      rooms: [],
      linealMetres: 0,
      savedMetres: 0,
      squareMetresBought: 0,
      squareMetresLaid: 0,
      wastePercent: 0,
    });
  });

  it('refuses a roll with no width and a trim below 0', () => {
    expect(() => planCuts([bedroom], { rollWidth: 0, trim: 0.1 })).toThrow(RangeError);
    expect(() => planCuts([bedroom], { rollWidth: 3.66, trim: -0.1 })).toThrow(RangeError);
  });
});

describe('boxes of hard flooring', () => {
  it('rounds the area with wastage over the box coverage up to whole boxes', () => {
    expect(boxesToBuy(20, 10, 2.2)).toBe(10); // 22 ÷ 2.2
    expect(boxesToBuy(20, 10, 2.1)).toBe(11); // 10.48 boxes
    expect(boxesToBuy(10, 10, 1.1)).toBe(10); // 11 ÷ 1.1, not 10.000000000000002
    expect(boxesToBuy(20, 0, 3)).toBe(7);
  });

  it('buys no boxes for no area', () => {
    expect(boxesToBuy(0, 10, 2.2)).toBe(0);
  });

  it('refuses a box coverage of 0', () => {
    expect(() => boxesToBuy(20, 10, 0)).toThrow(RangeError);
  });
});

describe('roll widths and trim', () => {
  it('offers 3.66 m and 4 m rolls in metric units, 12 ft and 15 ft in imperial', () => {
    expect(ROLL_WIDTH_OPTIONS.metric).toEqual([
      { label: '3.66 m', metres: 3.66 },
      { label: '4 m', metres: 4 },
    ]);
    expect(ROLL_WIDTH_OPTIONS.imperial).toEqual([
      { label: '12 ft', metres: 3.6576 }, // 12 × 0.3048
      { label: '15 ft', metres: 4.572 },
    ]);
  });

  it('assumes a 3.66 m roll in au and nz and a 12 ft roll in na', () => {
    expect(defaultRollWidth('au')).toBe(3.66);
    expect(defaultRollWidth('nz')).toBe(3.66);
    expect(defaultRollWidth('na')).toBeCloseTo(12 * FOOT, 10);
  });

  it('trims each drop by 0.1 m, or 4 in in imperial units', () => {
    expect(DEFAULT_TRIM).toEqual({ metric: 0.1, imperial: 0.1016 });
  });

  it('lets the pile run either way, along the length or along the width', () => {
    expect(PILE_DIRECTIONS).toEqual(['either', 'length', 'width']);
  });
});
