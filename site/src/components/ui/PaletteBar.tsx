/**
 * The colour palette bar (SPEC.md section 2.13): swatch weights normalised to shares of the bar,
 * each swatch with a random offset its animation drifts by; animation style (default 'robotic'),
 * horizontal or vertical, and a no-hover flag. The layout is the same on the server and in the
 * browser; the random offsets are drawn after hydration.
 */
import {
  DEFAULT_PALETTE_ANIMATION,
  DEFAULT_PALETTE_ORIENTATION,
  normalisePalette,
  type PaletteColour,
  type PaletteOrientation,
} from '@gh/shared/palette';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import './palette.css';

export interface PaletteBarProps {
  colours: readonly PaletteColour[];
  animation?: string;
  orientation?: PaletteOrientation;
  noHover?: boolean;
  /** Accessible description; the bar is decorative without one. */
  label?: string;
  className?: string;
}

export function PaletteBar({
  colours,
  animation = DEFAULT_PALETTE_ANIMATION,
  orientation = DEFAULT_PALETTE_ORIENTATION,
  noHover = false,
  label,
  className,
}: PaletteBarProps) {
  const [random, setRandom] = useState<(() => number) | null>(null);
  useEffect(() => setRandom(() => Math.random), []);
  const swatches = useMemo(
    () => normalisePalette(colours, { orientation, random: random ?? (() => 0) }),
    [colours, orientation, random],
  );
  const classes = [
    'palette-bar',
    `palette-bar--${orientation}`,
    `palette-bar--${animation}`,
    noHover ? 'palette-bar--no-hover' : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {swatches.map((swatch, index) => (
        <span
          // Swatches have no identity beyond their place in the palette.
          // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity
          key={index}
          className="palette-bar__swatch"
          style={
            {
              backgroundColor: swatch.hex,
              flexBasis: `${swatch.percent}%`,
              '--swatch-offset': `${swatch.offset}%`,
            } as CSSProperties
          }
          title={noHover ? undefined : swatch.hex}
        />
      ))}
    </div>
  );
}
