/** Places a palette bar on one side of its content: top (default), bottom, left or right. */
import { DEFAULT_PALETTE_PLACEMENT, type PalettePlacement } from '@gh/shared/palette';
import type { ReactNode } from 'react';
import { PaletteBar, type PaletteBarProps } from './PaletteBar';
import './palette.css';

export interface PaletteWrapperProps extends Omit<PaletteBarProps, 'orientation'> {
  placement?: PalettePlacement;
  children: ReactNode;
}

export function PaletteWrapper({
  placement = DEFAULT_PALETTE_PLACEMENT,
  children,
  className,
  ...bar
}: PaletteWrapperProps) {
  const orientation = placement === 'left' || placement === 'right' ? 'vertical' : 'horizontal';
  return (
    <div
      className={['palette-wrapper', `palette-wrapper--${placement}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      <PaletteBar {...bar} orientation={orientation} />
      <div className="palette-wrapper__content">{children}</div>
    </div>
  );
}
