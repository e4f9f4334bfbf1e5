/**
 * What the specs check of an accessibility scan: axe's serious and critical findings. Each spec
 * builds its own scan (the whole page or one widget, with or without the WCAG tags); a finding
 * reads as its rule and the elements it found, so a failing test names them.
 */
import type AxeBuilder from '@axe-core/playwright';

/** axe's tags for the rules of WCAG 2.2 level AA (with those of 2.0 and 2.1, A and AA). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs the scan and answers its serious and critical findings, as `rule: element | element`. */
export async function seriousFindings(scan: AxeBuilder): Promise<string[]> {
  const results = await scan.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}
