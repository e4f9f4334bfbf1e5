/**
 * Which code a page with one widget loads before any interaction, in the CDN build as shipped
 * (tools/first-load.mjs builds it in memory). The bytes are the bench's (`npm run bench -w
 * widgets`, against issue 14's budgets); this checks where the heavy parts go, so that a module
 * moved into the shared runtime cannot quietly bring them to every page.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

interface FirstLoad {
  firstLoad: Record<string, { own: string[]; modules: string[] }>;
  runtime: string[];
}

const WIDGETS = ['calculator', 'samples', 'search', 'store-link', 'store-locator', 'visualiser'];
/** The media URL builder (@cloudinary/url-gen) and the modules that bring it to a chunk. */
const MEDIA = /^(node_modules\/@cloudinary\/|shared\/src\/media\/|widgets\/src\/internal\/media)/;
const FORM_STYLES = 'widgets/src/internal/form/styles.css';

let layout: FirstLoad;

beforeAll(() => {
  const script = join(__dirname, 'first-load.mjs');
  layout = JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8' }));
});

describe('what a page with one widget loads before any interaction (CDN build)', () => {
  it('has a first load for every widget', () => {
    expect(Object.keys(layout.firstLoad).sort()).toEqual(WIDGETS);
  });

  it.each(WIDGETS)(
    '%s: no media URL builder (the samples modal, the room view and search results fetch it on use)',
    (widget) => {
      expect(layout.firstLoad[widget]?.modules.filter((id) => MEDIA.test(id))).toEqual([]);
    },
  );

  it('keeps the runtime every widget shares free of what only some widgets use', () => {
    expect(layout.runtime).toContain('widgets/src/internal/define-widget.tsx');
    const onlySome = layout.runtime.filter(
      (id) => MEDIA.test(id) || id === FORM_STYLES || id === 'widgets/src/internal/theme.ts',
    );
    expect(onlySome).toEqual([]);
  });

  it('copies the form styles into the calculator and the store locator, the two that use them', () => {
    for (const [widget, { own, modules }] of Object.entries(layout.firstLoad)) {
      const uses = widget === 'calculator' || widget === 'store-locator';
      expect({ widget, own: own.includes(FORM_STYLES) }).toEqual({ widget, own: uses });
      expect({ widget, loads: modules.includes(FORM_STYLES) }).toEqual({ widget, loads: uses });
    }
  });
});
