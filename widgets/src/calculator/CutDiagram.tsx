import type { RoomCutPlan } from '@gh/shared/calculator';
import type { Units } from '@gh/shared/regions';

const INCHES_PER_METRE = 39.37;
const metricFigure = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** A length for display: metres to the centimetre, or feet and inches to the nearest inch. */
export function formatLength(metres: number, units: Units): string {
  if (units === 'metric') return `${metricFigure.format(metres)} m`;
  const inches = Math.round(metres * INCHES_PER_METRE);
  const feet = Math.floor(inches / 12);
  const rest = inches - feet * 12;
  return rest ? `${feet} ft ${rest} in` : `${feet} ft`;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** Room n's name for lists: 'Room 2, Hall' or 'Room 2'. */
export function roomTitle(rowIndex: number, name: string): string {
  return name.trim() ? `Room ${rowIndex + 1}, ${name.trim()}` : `Room ${rowIndex + 1}`;
}

/** The pieces of one room in words: the diagram's text alternative, line by line. */
export function pieceLines(room: RoomCutPlan, units: Units, rowOfRoom: readonly number[]) {
  const size = (metres: number) => formatLength(metres, units);
  const lines = room.pieces.map((piece, index) => {
    const source =
      piece.source.kind === 'roll'
        ? 'from the roll'
        : `from the offcut of room ${(rowOfRoom[piece.source.fromRoom] ?? 0) + 1}`;
    return `Drop ${index + 1}: ${size(piece.length)} long, ${size(piece.width)} wide, ${source}`;
  });
  if (room.offcut) {
    const used =
      room.offcut.usedBy === undefined
        ? 'left over'
        : `used in room ${(rowOfRoom[room.offcut.usedBy] ?? 0) + 1}`;
    lines.push(`Offcut: ${size(room.offcut.width)} by ${size(room.offcut.length)}, ${used}`);
  }
  return lines;
}

/** One room's plan in one sentence, for the caption and the announcement. */
export function roomSummary(room: RoomCutPlan, units: Units, rowIndex: number): string {
  const size = (metres: number) => formatLength(metres, units);
  return `${roomTitle(rowIndex, room.room)}: ${size(room.width)} by ${size(room.length)}, ${plural(
    room.pieces.length,
    'drop',
  )} along the ${room.runsAlong}, ${plural(room.seams, 'seam')}`;
}

interface CutDiagramProps {
  id: string;
  room: RoomCutPlan;
  rowIndex: number;
  rowOfRoom: readonly number[];
  units: Units;
}

/**
 * One room drawn to scale (width across, length down, in centimetres): each drop a rectangle,
 * pieces cut from an offcut hatched, the seams as dashed lines and an arrow the way the pile runs.
 * The list under it says the same in words.
 */
export function CutDiagram({ id, room, rowIndex, rowOfRoom, units }: CutDiagramProps) {
  const cm = (metres: number) => Math.round(metres * 100);
  const [width, length] = [cm(room.width), cm(room.length)];
  const alongLength = room.runsAlong === 'length';
  const stroke = Math.max(width, length) / 120;
  const pieces = room.pieces.map((piece, index) => {
    const from = cm(piece.offset);
    const across = Math.min(cm(piece.width), (alongLength ? width : length) - from);
    const box = alongLength
      ? { x: from, y: 0, width: across, height: length }
      : { x: 0, y: from, width, height: across };
    return { ...box, index, offcut: piece.source.kind === 'offcut' };
  });
  const seams = pieces
    .slice(1)
    .map((piece) =>
      alongLength
        ? { x1: piece.x, y1: 0, x2: piece.x, y2: length }
        : { x1: 0, y1: piece.y, x2: width, y2: piece.y },
    );
  // The pile arrow: down the room's middle, the way the drops run, a third of that side long.
  const [cx, cy] = [width / 2, length / 2];
  const half = (alongLength ? length : width) / 6;
  const arrow = alongLength
    ? { x1: cx, y1: cy - half, x2: cx, y2: cy + half }
    : { x1: cx - half, y1: cy, x2: cx + half, y2: cy };
  const head = stroke * 5;
  const headPoints = alongLength
    ? `${arrow.x2 - head},${arrow.y2 - head} ${arrow.x2},${arrow.y2} ${arrow.x2 + head},${arrow.y2 - head}`
    : `${arrow.x2 - head},${arrow.y2 - head} ${arrow.x2},${arrow.y2} ${arrow.x2 - head},${arrow.y2 + head}`;
  const lines = pieceLines(room, units, rowOfRoom);
  const fontSize = Math.min(Math.min(width, length) / 6, Math.max(width, length) / 12);

  return (
    <figure className="cut-room" part="cut-room" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{roomSummary(room, units, rowIndex)}</figcaption>
      <svg
        className="cut-diagram"
        viewBox={`${-stroke} ${-stroke} ${width + 2 * stroke} ${length + 2 * stroke}`}
        preserveAspectRatio="xMidYMid meet"
        aria-hidden="true"
        focusable="false"
        style={{ aspectRatio: `${width + 2 * stroke} / ${length + 2 * stroke}` }}
      >
        <defs>
          <pattern
            id={`${id}-hatch`}
            width={stroke * 8}
            height={stroke * 8}
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width={stroke * 8} height={stroke * 8} className="hatch-ground" />
            <line x1="0" y1="0" x2="0" y2={stroke * 8} className="hatch" strokeWidth={stroke} />
          </pattern>
        </defs>
        {pieces.map((piece) => (
          <g key={piece.index}>
            <rect
              x={piece.x}
              y={piece.y}
              width={piece.width}
              height={piece.height}
              className={piece.offcut ? 'piece' : 'piece roll-piece'}
              fill={piece.offcut ? `url(#${id}-hatch)` : undefined}
              strokeWidth={stroke}
            />
            <text
              x={alongLength ? piece.x + piece.width / 2 : piece.x + fontSize}
              y={alongLength ? piece.y + fontSize : piece.y + piece.height / 2}
              fontSize={fontSize}
              textAnchor="middle"
              dominantBaseline="middle"
              className="piece-number"
            >
              {piece.index + 1}
            </text>
          </g>
        ))}
        {seams.map((seam) => (
          <line
            key={`${seam.x1}-${seam.y1}`}
            {...seam}
            className="seam"
            strokeWidth={stroke * 1.5}
            strokeDasharray={`${stroke * 4} ${stroke * 3}`}
          />
        ))}
        <rect
          x="0"
          y="0"
          width={width}
          height={length}
          className="room-outline"
          strokeWidth={stroke}
        />
        <line {...arrow} className="pile-arrow" strokeWidth={stroke * 1.5} />
        <polyline points={headPoints} className="pile-arrow" strokeWidth={stroke * 1.5} />
      </svg>
      <ul className="pieces" part="pieces">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </figure>
  );
}
