/**
 * The header's widgets (SPEC.md sections 2.2, 2.9, 2.10 and 2.11), the same components the widget
 * CDN ships (DESIGN.md section 5): the store link with the nearby-store count, the Free Samples
 * button with the basket (one basket across the site: every samples widget shares the store of
 * @gh/widgets), and the calculator link that opens the calculator as a modal on desktop.
 *
 * Until its widget comes each is what the widget shows with nothing stored, in the built page:
 * the plain link, the Free Samples button. So the page works without script, and nothing moves
 * when the widget takes its place.
 */
import { type Region, unitsFor } from '@gh/shared/regions';
import { onIdle } from '@gh/shared/schedule';
import { hasStoredLocation, hasStoredSamples } from '@gh/shared/stored';
import { Dialog, pageStorage, type SyncStorage } from '@gh/widgets/runtime';
import { Link } from 'gatsby';
import { useCallback, useEffect, useRef, useState } from 'react';
import { calculatorModule, samplesModule, storeLinkModule, type WidgetModule } from './modules';
import { ShadowWidget } from './ShadowWidget';
import './widgets.css';

/**
 * A header widget's module, once the page needs it, not with every page: each is a chunk of its
 * own (@gh/widgets/<widget>) with the shared stores. It is fetched once the page is idle when
 * `hasSomethingToShow` (a stored basket, a stored location) or once another tab stores one,
 * when the visitor reaches for the widget (`want`), or because another part of the page fetched
 * it (a product page's samples button), and the header shows the widget from then on. Until then the header shows what the
 * widget shows with nothing stored: the plain link, the Free Samples button.
 */
function useWidget<T>(
  module: WidgetModule<T>,
  hasSomethingToShow?: (storage: SyncStorage) => boolean,
): { widget: T | null; want: () => void } {
  const [widget, setWidget] = useState<T | null>(module.current);
  useEffect(() => {
    const stop = module.whenLoaded((arrived) => setWidget(() => arrived));
    if (!hasSomethingToShow) return stop;
    // The page stores' storage: localStorage, or memory (nothing stored) where it is blocked.
    const loadIfStored = () => {
      if (hasSomethingToShow(pageStorage().storage)) void module.load().catch(reportFailure);
    };
    const cancel = onIdle(loadIfStored, 4000);
    // Another tab may store something meanwhile (a sample added, a store search): its storage
    // event brings the widget, which then follows that tab as the widgets' stores do.
    window.addEventListener('storage', loadIfStored);
    return () => {
      stop();
      cancel();
      window.removeEventListener('storage', loadIfStored);
    };
  }, [module, hasSomethingToShow]);
  const want = useCallback(() => void module.load().catch(reportFailure), [module]);
  return { widget, want };
}

function reportFailure(error: unknown) {
  console.warn('A header widget could not be loaded', error);
}

const locationStored = (storage: SyncStorage) => hasStoredLocation(storage);
const samplesStored = (storage: SyncStorage) => hasStoredSamples(storage, 'GHRES');

/** The header's store link and calculator link: a link to the widget's page, which the widget enhances. */
export interface HeaderLinkProps {
  href: string;
  label: string;
  region: Region;
  className?: string;
}

export function HeaderStoreLink({ href, label, region, className }: HeaderLinkProps) {
  // With no location stored the widget is the plain link (SPEC.md section 2.9).
  const { widget } = useWidget(storeLinkModule, locationStored);
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

export function HeaderSamples({ region, className }: { region: Region; className?: string }) {
  const { widget, want } = useWidget(samplesModule, samplesStored);
  // A press that came before the widget opens the modal when it arrives, and focus on the
  // placeholder moves to the widget's button.
  const [pressed, setPressed] = useState(false);
  const placeholderFocused = useRef(false);
  const host = useRef<HTMLDivElement>(null);
  const handOverFocus = useCallback(() => {
    if (!placeholderFocused.current) return;
    placeholderFocused.current = false;
    host.current?.shadowRoot?.querySelector('button')?.focus();
  }, []);
  return (
    <ShadowWidget
      css={widget?.samplesStyles ?? ''}
      widget="gh-samples"
      className={className}
      hostRef={host}
      fallback={
        // The widget's button as it is with an empty basket, there from the first paint.
        <button
          type="button"
          className="samples-placeholder"
          aria-haspopup="dialog"
          onPointerEnter={want}
          onPointerDown={want}
          onFocus={() => {
            placeholderFocused.current = true;
            want();
          }}
          onBlur={() => {
            // Not when it loses focus by giving way to the widget (its shadow root hides it).
            if (!host.current?.shadowRoot) placeholderFocused.current = false;
          }}
          onClick={() => {
            setPressed(true);
            want();
          }}
        >
          Free Samples
        </button>
      }
    >
      {widget ? (
        <>
          <widget.Samples region={region} website="GHRES" open={pressed || undefined} />
          <AfterMount run={handOverFocus} />
        </>
      ) : null}
    </ShadowWidget>
  );
}

/** Runs `run` (stable) once its siblings are in the page: effects run after the whole commit. */
function AfterMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/** Below this width the calculator is a page of its own; from it, a modal over the page. */
const MODAL_MIN_WIDTH = 768;

export function HeaderCalculatorLink({ href, label, region, className }: HeaderLinkProps) {
  /** The link that opened the modal: focus goes back to it. */
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // The calculator's code is fetched when the modal first opens.
  const { widget, want } = useWidget(calculatorModule);
  return (
    <>
      <Link
        className={className}
        to={href}
        onClick={(event) => {
          if (window.innerWidth < MODAL_MIN_WIDTH) return;
          event.preventDefault();
          opener.current = event.currentTarget;
          want();
          setOpen(true);
        }}
      >
        {label}
      </Link>
      {/* The widgets' one modal dialog: focus kept inside, Escape, focus back to the link, the
          page's scrolling locked. Its content is rendered only while it is open. */}
      <Dialog
        isOpen={open}
        onRequestClose={close}
        returnFocusTo={opener}
        labelledBy="calculator-modal-title"
        className="calculator-modal"
      >
        <div className="calculator-modal__bar">
          <h2 id="calculator-modal-title">{label}</h2>
          <button type="button" className="button button--secondary" onClick={close}>
            Close
          </button>
        </div>
        {widget ? (
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
          <Link to={href} onClick={close}>
            Open the calculator as a page
          </Link>
        </p>
      </Dialog>
    </>
  );
}
