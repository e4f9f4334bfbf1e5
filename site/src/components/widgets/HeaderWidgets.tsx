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
import { onIdle } from '../../hydration/idle';

type StoreLinkWidget = typeof import('@gh/widgets/store-link');
type SamplesWidget = typeof import('@gh/widgets/samples');
type CalculatorWidget = typeof import('@gh/widgets/calculator');

const loadStoreLink = () => import('@gh/widgets/store-link');
const loadSamples = () => import('@gh/widgets/samples');
const loadCalculator = () => import('@gh/widgets/calculator');

/** Each widget's module, asked for once per page lifetime. */
const loaded = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * A widget's module, loaded once the page is idle (or at once when `now`) rather than in every
 * page's first bundle: each is its own chunk (@gh/widgets/<widget>), so the header pays for its
 * store link and basket only, and for the calculator when it opens. Until its module arrives a
 * header widget is the plain link it stands for.
 */
function useWidget<T>(load: () => Promise<T>, { idle = true, now = false } = {}): T | null {
  const [widget, setWidget] = useState<T | null>(null);
  useEffect(() => {
    if (!idle && !now) return;
    let cancelled = false;
    const start = () => {
      if (!loaded.has(load)) loaded.set(load, load());
      void (loaded.get(load) as Promise<T>).then((module) => {
        if (!cancelled) setWidget(() => module);
      });
    };
    if (now) {
      start();
      return () => {
        cancelled = true;
      };
    }
    const cancel = onIdle(start, 4000);
    return () => {
      cancelled = true;
      cancel();
    };
  }, [load, idle, now]);
  return widget;
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
  const widget = useWidget<StoreLinkWidget>(loadStoreLink);
  if (!widget) {
    return (
      <Link className={className} to={href}>
        {label}
      </Link>
    );
  }
  return (
    <ShadowWidget css={widget.storeLinkStyles} widget="gh-store-link" className={className}>
      <widget.StoreLink href={href} region={region} website="GHRES" />
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
  const widget = useWidget<SamplesWidget>(loadSamples);
  return (
    <ShadowWidget css={widget?.samplesStyles ?? ''} widget="gh-samples" className={className}>
      {widget ? <widget.Samples region={region} website="GHRES" /> : null}
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
  // The calculator's code is fetched when the modal first opens.
  const widget = useWidget<CalculatorWidget>(loadCalculator, { idle: false, now: open });
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
        {open && widget ? (
          <ShadowWidget css={widget.calculatorStyles} widget="gh-calculator">
            <widget.Calculator
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
