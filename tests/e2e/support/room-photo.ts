/**
 * Room photos drawn in code for the visualiser's browser tests (no binary is committed): a wall
 * with a window and a skirting board, and a plank floor receding towards a horizon at 55% of the
 * height, as raw RGB pixels the tests encode as they need.
 */
import sharp from 'sharp';

/** The colours of the test room, as the camera saw them. */
export const WALL: [number, number, number] = [226, 220, 206];
export const FLOOR: [number, number, number] = [142, 98, 60];

export function roomPixels(width: number, height: number): Buffer {
  const horizon = Math.round(height * 0.55);
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 - 0.5;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let colour = WALL;
      let shade = 1 - (y / height) * 0.15;
      const inWindow =
        x > width * 0.32 && x < width * 0.68 && y > height * 0.16 && y < height * 0.44;
      if (y >= horizon) {
        // Planks converge on the centre as the floor recedes.
        const depth = (y - horizon + 40) / (height - horizon + 40);
        const u = (x - width / 2) / depth;
        colour = FLOOR;
        shade = 0.8 + 0.3 * depth + (Math.abs(u % 160) < 4 ? -0.25 : 0);
      } else if (y > horizon - 30) {
        colour = [244, 243, 238];
      } else if (inWindow) {
        colour = [246, 248, 250];
      }
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        pixels[i + c] = Math.max(
          0,
          Math.min(255, Math.round((colour[c] ?? 0) * shade + noise() * 8)),
        );
      }
    }
  }
  return pixels;
}

/** A landscape room photo as a camera saves it: an upright JPEG, 1600 × 1000. */
export function landscapeRoomJpeg(): Promise<Buffer> {
  const width = 1600;
  const height = 1000;
  return sharp(roomPixels(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
