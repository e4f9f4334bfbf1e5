/**
 * A part of the page that hydrates in its own task (see slices.ts).
 *
 * Its children must render exactly one element (a `<header>`, a `<section>`, …): that element is
 * the server markup kept while the slice waits. So wrap an element written out in place, or a
 * component that always renders one element; a component that may render nothing is wrapped
 * inside, around the element it returns, unless it reaches into that element from its own effects
 * (a ref read on mount would find nothing yet), in which case it stays out of slices.
 *
 * The server render and every render after the first hydration are plain renders.
 */
import { Component, type ReactNode, Suspense } from 'react';
import { isInitialHydration, nearSliceTurn, sliceTurn } from './slices';

interface SliceProps {
  /**
   * A selector of the slice's element (its one element), for a slice far down the page: it then
   * hydrates when that element comes near the viewport, not in the page's first turns.
   */
  near?: string;
  children: ReactNode;
}

/** Throws its turn's promise until the turn has come, which Suspense turns into a wait. */
class AwaitTurn extends Component<SliceProps> {
  private turn: Promise<void> | null =
    typeof window !== 'undefined' && isInitialHydration()
      ? (this.props.near ? nearSliceTurn(this.props.near) : sliceTurn()).then(() => {
          this.turn = null;
        })
      : null;

  /**
   * The children the server markup was made from. Hydration adopts the markup without correcting
   * its attributes, so the slice hydrates with these, and only then renders what its parent gave
   * it since (a colour from the URL, filters applied), as an ordinary update that does correct.
   */
  private serverChildren: ReactNode | undefined = this.turn ? this.props.children : undefined;

  override render() {
    if (this.turn) throw this.turn;
    const serverChildren = this.serverChildren;
    if (serverChildren === undefined) return this.props.children;
    this.serverChildren = undefined;
    if (serverChildren !== this.props.children) {
      Promise.resolve().then(() => this.forceUpdate());
    }
    return serverChildren;
  }
}

export function HydrationSlice({ near, children }: SliceProps) {
  return (
    <Suspense fallback={null}>
      <AwaitTurn near={near}>{children}</AwaitTurn>
    </Suspense>
  );
}
