import {
  addFloorCorner,
  addFloorCornerOnEdge,
  FLOOR_CORNER_BIG_STEP,
  FLOOR_CORNER_STEP,
  FLOOR_OUTLINE_MAX_CORNERS,
  type FloorOutline,
  floorOutlineParam,
  moveFloorCorner,
  placeFloorCorner,
  removeFloorCorner,
} from './floorOutline';

const room: FloorOutline = [
  [0.2, 0.6],
  [0.8, 0.6],
  [1, 1],
  [0, 1],
];

describe("the 'Adjust floor' outline", () => {
  it('moves a corner by a small step for an arrow key and a big one with Shift', () => {
    expect(FLOOR_CORNER_STEP).toBe(0.005);
    expect(FLOOR_CORNER_BIG_STEP).toBe(0.05);
    expect(moveFloorCorner(room, 1, FLOOR_CORNER_STEP, 0)[1]).toEqual([0.805, 0.6]);
    expect(moveFloorCorner(room, 1, 0, -FLOOR_CORNER_BIG_STEP)[1]).toEqual([0.8, 0.55]);
  });

  it('keeps a moved or dragged corner inside the photo', () => {
    expect(moveFloorCorner(room, 2, 0.3, 0.3)[2]).toEqual([1, 1]);
    expect(placeFloorCorner(room, 0, -0.4, 0.5)[0]).toEqual([0, 0.5]);
  });

  it('leaves the other corners and the given outline as they were', () => {
    const moved = moveFloorCorner(room, 0, 0.1, 0.1);
    expect(moved.slice(1)).toEqual(room.slice(1));
    expect(room[0]).toEqual([0.2, 0.6]);
  });

  it('adds a corner at the middle of the longest edge and says which it is', () => {
    // The bottom edge (1,1)–(0,1) is the longest: 1.0 against 0.6 and 0.45.
    const { outline, index } = addFloorCorner(room);
    expect(index).toBe(3);
    expect(outline).toEqual([
      [0.2, 0.6],
      [0.8, 0.6],
      [1, 1],
      [0.5, 1],
      [0, 1],
    ]);
  });

  it('adds a corner where the visitor double-clicked an edge, inside the photo', () => {
    // The top edge, corner 1 to corner 2, bent up towards a doorway.
    expect(addFloorCornerOnEdge(room, 0, 0.45, 0.55)).toEqual({
      outline: [
        [0.2, 0.6],
        [0.45, 0.55],
        [0.8, 0.6],
        [1, 1],
        [0, 1],
      ],
      index: 1,
    });
    // The closing edge, from the last corner back to the first; a point off the photo is kept inside it.
    expect(addFloorCornerOnEdge(room, 3, -0.1, 0.8123456).outline[4]).toEqual([0, 0.8123]);
  });

  it('adds no corner on an edge the outline does not have', () => {
    expect(addFloorCornerOnEdge(room, 4, 0.5, 0.5)).toEqual({ outline: room, index: -1 });
    expect(addFloorCornerOnEdge(room, -1, 0.5, 0.5).index).toBe(-1);
  });

  it('adds no corner beyond the 64 the service accepts', () => {
    const many: FloorOutline = Array.from({ length: FLOOR_OUTLINE_MAX_CORNERS }, (_, i) => [
      0.5 + 0.4 * Math.cos((i / 64) * 2 * Math.PI),
      0.5 + 0.4 * Math.sin((i / 64) * 2 * Math.PI),
    ]);
    expect(addFloorCorner(many)).toEqual({ outline: many, index: -1 });
  });

  it('removes a corner, but never below the 3 a floor needs', () => {
    const three = removeFloorCorner(room, 1);
    expect(three).toEqual([
      [0.2, 0.6],
      [1, 1],
      [0, 1],
    ]);
    expect(removeFloorCorner(three, 0)).toEqual(three);
  });

  it('writes the render address form x1,y1,x2,y2,…', () => {
    expect(floorOutlineParam(room)).toBe('0.2,0.6,0.8,0.6,1,1,0,1');
  });
});
