/**
 * How many columns a card grid of `count` cards uses, so that every row it draws is full (issue
 * 11: "every grid fills its columns at every width"). One column on a phone; from `medium` (640
 * px) and from `wide` (1024 px) the most columns up to four that divide the count. A count no
 * such number divides (5, 7, 11…) cannot fill every row: it gets three columns wide and two from
 * 640 px, so that at most one row is short.
 */
export interface GridColumns {
  medium: number;
  wide: number;
}

export function gridColumns(count: number): GridColumns {
  if (count <= 3) return { medium: Math.max(count, 1), wide: Math.max(count, 1) };
  if (count % 4 === 0) return { medium: 2, wide: 4 };
  if (count % 3 === 0) return { medium: 3, wide: 3 };
  if (count % 2 === 0) return { medium: 2, wide: 2 };
  return { medium: 2, wide: 3 };
}
