/**
 * Hydration in slices (issue 10, main-thread work). Hydrating a whole page is one long task
 * (header, mega menu, content and footer at once), and a phone's main thread is blocked for all
 * of it. `hydrateInSlices` runs the page's first hydration so that each `HydrationSlice` it meets
 * keeps its server markup untouched and hydrates later, one slice per frame, in document order,
 * yielding to the browser between slices, so the browser can paint and take input between them.
 * A control whose slice has not had its turn yet does not answer (a link still navigates, as a
 * plain link); the turns all come within the first frames after the page's scripts run.
 *
 * The mechanism is Preact's own: a component that suspends while hydrating keeps its DOM, and
 * when its promise resolves Suspense re-renders it and it hydrates that DOM (preact/src/diff,
 * MODE_HYDRATE | MODE_SUSPENDED). Here the promise is the slice's turn.
 *
 * A slice far down the page (the footer) can wait for more: to come near the viewport, so a
 * visitor who never scrolls there pays nothing for it. Until then its links work as plain links.
 *
 * After the first hydration (client-side navigation, later renders) slices render at once.
 */

import { onNear } from '@gh/shared/schedule';

/** Resolvers of the slices waiting for their turn, first in document order. */
const waiting: Array<() => void> = [];
let initialHydration = false;
let draining = false;

interface Hydration {
  done: Promise<void>;
  finish: () => void;
  finished: boolean;
}

function startHydration(): Hydration {
  let resolve = () => {};
  const done = new Promise<void>((settle) => {
    resolve = settle;
  });
  const hydration: Hydration = {
    done,
    finished: false,
    finish: () => {
      hydration.finished = true;
      resolve();
    },
  };
  return hydration;
}

/** The page's first hydration (a page has one; a test may hydrate several roots in turn). */
let hydration = startHydration();

/**
 * Runs `hydrate` (the framework's synchronous hydration of the page) with slices deferred, then
 * hydrates the deferred slices one task at a time.
 */
export function hydrateInSlices(hydrate: () => void): void {
  if (hydration.finished) hydration = startHydration();
  initialHydration = true;
  try {
    hydrate();
  } finally {
    initialHydration = false;
  }
  scheduleNextSlice();
}

/**
 * Whether a slice made now should wait for a turn: while the page's first hydration runs and its
 * slices drain. (A page rendered anew in that short window, by a navigation at once, shows its
 * slices after their turns too, as Suspense shows a fallback: empty for a moment.)
 */
export function isInitialHydration(): boolean {
  return initialHydration || draining;
}

/** A promise that resolves in the slice's own turn, in document order. */
export function sliceTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
  });
}

/** How far below (or above) the viewport a slice that waits to be near starts hydrating. */
const NEAR_MARGIN = '400px 0px';

/**
 * A promise that resolves once the element `selector` finds is near the viewport, then in a turn
 * of the first hydration if that is still draining, else at once (in the observer's own task).
 * It resolves at once where there is no such element or no IntersectionObserver.
 */
export function nearSliceTurn(selector: string): Promise<void> {
  return whenNear(selector).then(() => (draining ? sliceTurn() : undefined));
}

function whenNear(selector: string): Promise<void> {
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    onNear(element, NEAR_MARGIN, resolve);
  });
}

/**
 * Resolves once the page's first hydration is done: every slice, but those waiting to come near
 * the viewport (`near`), which hydrate when they do.
 */
export function whenHydrated(): Promise<void> {
  return hydration.done;
}

/** How long a turn waits for a frame at most (a hidden tab draws none); Preact's effects wait as long. */
const FRAME_TIMEOUT_MS = 35;

/**
 * The next slice's turn, in a task of its own after the next frame. Preact runs a commit's
 * effects (useEffect) in a task after the next frame; waiting for the frame as well puts each
 * slice's effects (widgets rendering into their shadow roots, observers set up) in a task of
 * their own between this slice and the next, rather than all of them in one long task.
 */
function scheduleNextSlice(): void {
  draining = true;
  afterNextFrame(() => {
    const next = waiting.shift();
    if (!next) {
      draining = false;
      hydration.finish();
      return;
    }
    // The slice re-renders in this task's microtasks (Suspense's resolution and Preact's
    // render queue are both promise callbacks), so its hydration stays in this task.
    next();
    scheduleNextSlice();
  });
}

function afterNextFrame(callback: () => void): void {
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, FRAME_TIMEOUT_MS);
  frame = requestAnimationFrame(done);
}
