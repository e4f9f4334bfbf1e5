/**
 * The header's widgets (SPEC.md sections 2.2, 2.9, 2.10 and 2.11), the same components the widget
 * CDN ships (DESIGN.md section 5): the store link with the nearby-store count, the Free Samples
 * button with the basket (one basket across the site: every samples widget shares the store of
 * @gh/widgets), and the calculator link that opens the calculator as a modal on desktop.
 *
 * Before hydration each is the plain link it stands for, so the built page works without script
 * and nothing moves when the widget takes its place.
 */
import { type Region, unitsFor } from '@gh/shared/regions';

import { Link } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import { ShadowWidget } from './ShadowWidget';
import './widgets.css';

type Widgets = typeof import('@gh/widgets');
let widgetsModule: Promise<Widgets> | null = null;

/**
 * The widget suite, loaded once the page is idle rather than in every page's first bundle (it
 * would add its forms and validation to each page's start-up). Until then each header widget is
 * the plain link it stands for.
 */
function useWidgets(): Widgets | null {
  const [widgets, setWidgets] = useState<Widgets | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () => {
      widgetsModule ??= import('@gh/widgets');
      void widgetsModule.then((module) => {
        if (!cancelled) setWidgets(module);
      });
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, 200);
      return () => {
        cancelled = true;
        window.clearTimeout(timer);
      };
    }
    const idle = window.requestIdleCallback(load, { timeout: 4000 });
    return () => {
      cancelled = true;
      window.cancelIdleCallback(idle);
    };
  }, []);
  return widgets;
}

export function HeaderStoreLink({
  href,
  label,
  region,
  className,
}: {
  href: string;
  label: string;
  region: Region;
  className?: string;
}) {
  const widgets = useWidgets();
  if (!widgets) {
    return (
      <Link className={className} to={href}>
        {label}
      </Link>
    );
  }
  return (
    <ShadowWidget css={widgets.storeLinkStyles} widget="gh-store-link" className={className}>
      <widgets.StoreLink href={href} region={region} website="GHRES" />
    </ShadowWidget>
  );
}

/**
 * The region change empties the basket (SPEC.md section 4) in the site's store, which is saved in
 * local storage; the widgets' basket and location stores hear of a change in another tab through
 * the storage event, so the same event is raised here when a page of another region opens. The
 * header mounts anew with each page, so the last region is kept for the page's lifetime here.
 */
let lastRegion: Region | null = null;

function useResyncOnRegionChange(region: Region) {
  useEffect(() => {
    const changed = lastRegion !== null && lastRegion !== region;
    lastRegion = region;
    if (!changed) return;
    window.dispatchEvent(
      new StorageEvent('storage', { key: null, storageArea: window.localStorage }),
    );
  }, [region]);
}

export function HeaderSamples({ region, className }: { region: Region; className?: string }) {
  useResyncOnRegionChange(region);
  const widgets = useWidgets();
  return (
    <ShadowWidget css={widgets?.samplesStyles ?? ''} widget="gh-samples" className={className}>
      {widgets ? <widgets.Samples region={region} website="GHRES" /> : null}
    </ShadowWidget>
  );
}

/** Below this width the calculator is a page of its own; from it, a modal over the page. */
const MODAL_MIN_WIDTH = 768;

export function HeaderCalculatorLink({
  href,
  label,
  region,
  className,
}: {
  href: string;
  label: string;
  region: Region;
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const widgets = useWidgets();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <>
      <Link
        className={className}
        to={href}
        onClick={(event) => {
          if (window.innerWidth < MODAL_MIN_WIDTH) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </Link>
      <dialog
        ref={dialog}
        className="calculator-modal"
        aria-labelledby="calculator-modal-title"
        onClose={() => setOpen(false)}
      >
        <div className="calculator-modal__bar">
          <h2 id="calculator-modal-title">{label}</h2>
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
        {open && widgets ? (
          <ShadowWidget css={widgets.calculatorStyles} widget="gh-calculator">
            <widgets.Calculator
              region={region}
              website="GHRES"
              units={unitsFor(region)}
              allowUnitSwitch
            />
          </ShadowWidget>
        ) : null}
        <p>
          <Link to={href} onClick={() => setOpen(false)}>
            Open the calculator as a page
          </Link>
        </p>
      </dialog>
    </>
  );
}
