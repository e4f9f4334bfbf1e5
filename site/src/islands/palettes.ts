/**
 * The palette bars (components/ui/PaletteBar.tsx) on a page without Gatsby's runtime: the build
 * writes each swatch with no offset, as the server cannot draw random ones; here each swatch gets
 * its random offset (SPEC.md section 2.13), as PaletteBar draws them after hydration.
 */
import { swatchOffset } from '@gh/shared/palette';

export function drawPaletteOffsets(root: ParentNode = document): void {
  for (const swatch of root.querySelectorAll<HTMLElement>('.palette-bar__swatch')) {
    swatch.style.setProperty('--swatch-offset', `${swatchOffset()}%`);
  }
}
