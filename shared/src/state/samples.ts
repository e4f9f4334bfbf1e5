/**
 * The samples store (SPEC.md section 3, samples state): the basket, the modal and its step.
 * The basket is persisted per website (DESIGN.md section 7: sister sites do not share one) and
 * follows changes made in other tabs through the storage sync (see sync.ts).
 */
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { maxSamplesFor, type Region } from '../regions';
import {
  addSamples,
  type CropMode,
  clearBasket,
  emptyBasket,
  nextSampleStep,
  productForSampleModal,
  removeSamples,
  type SampleBasket,
  type SampleProduct,
  type SampleStep,
  type SampleStepEvent,
  type SampleVariant,
  sanitiseBasket,
} from '../samples';
import { samplesStorageKey } from '../stored';
import { defaultTimers, type StateStorage, type Timers, withReadTimeout } from './storage';

export interface SamplesState extends SampleBasket {
  region: Region;
  website: string;
  maxSamples: number;
  isOpen: boolean;
  /** The basket in memory has been loaded from, and since written back to, storage. */
  localForageSynced: boolean;
  selectedProduct: SampleProduct | null;
  step: SampleStep;
}

export interface SamplesActions {
  add(
    variants: readonly SampleVariant[],
    products?: readonly SampleProduct[],
    crop?: CropMode,
  ): void;
  remove(globalItemIds: string | readonly string[]): void;
  clear(): void;
  /** Opens the modal, optionally on a product and a step (SPEC.md section 4). */
  open(options?: { product?: SampleProduct | null; step?: SampleStep }): void;
  close(): void;
  /** Moves through the steps; a successful submit also empties the basket. */
  dispatch(event: SampleStepEvent): void;
  setRegion(region: Region): void;
}

export type SamplesStore = ReturnType<typeof createSamplesStore>;

export interface SamplesStoreOptions {
  storage: StateStorage;
  website?: string;
  region?: Region;
  timers?: Timers;
}

export { samplesStorageKey } from '../stored';

export function createSamplesStore(options: SamplesStoreOptions) {
  const website = options.website ?? 'GHRES';
  const region = options.region ?? 'au';
  const storage = withReadTimeout(options.storage, undefined, options.timers ?? defaultTimers);

  let basketChanged = false;
  let basketChanges = 0;
  const store = createStore<SamplesState & SamplesActions>()(
    persist(
      (set, get) => {
        const setBasket = (basket: SampleBasket, extra: Partial<SamplesState> = {}) => {
          basketChanged = true;
          basketChanges += 1;
          set({ ...extra, ...basket, localForageSynced: false });
        };
        return {
          ...emptyBasket(),
          region,
          website,
          maxSamples: maxSamplesFor(region),
          isOpen: false,
          localForageSynced: false,
          selectedProduct: null,
          step: 'choose-samples',
          add(variants, products, crop) {
            const state = get();
            setBasket(
              addSamples(state, variants, {
                products,
                region: state.region,
                max: state.maxSamples,
                crop,
              }),
            );
          },
          remove(globalItemIds) {
            setBasket(removeSamples(get(), globalItemIds));
          },
          clear() {
            setBasket(clearBasket());
          },
          open({ product, step } = {}) {
            set({
              isOpen: true,
              step: step ?? get().step,
              selectedProduct:
                product === undefined
                  ? get().selectedProduct
                  : product && productForSampleModal(product, get().website),
            });
          },
          close() {
            set({ isOpen: false });
          },
          dispatch(event) {
            const state = get();
            const next = nextSampleStep({ step: state.step, isOpen: state.isOpen }, event);
            if (event.type === 'submitted' && next.step === 'order-success') {
              setBasket(clearBasket(), next);
            } else set(next);
          },
          setRegion(next) {
            const state = get();
            const maxSamples = maxSamplesFor(next);
            set({ region: next, maxSamples });
            if (state.variantSamples.length > maxSamples) {
              setBasket(addSamples(get(), [], { region: next, max: maxSamples }));
            }
          },
        };
      },
      {
        name: samplesStorageKey(website),
        version: 1,
        storage: createJSONStorage<SampleBasket>(() => ({
          getItem: storage.getItem,
          removeItem: storage.removeItem,
          // Writes only when this tab changed its basket: persist writes on every set, and a
          // flag change in a tab that has not yet seen another tab's basket must not overwrite
          // it. The synced flag is set once the write lands (deferred: persist writes inside set).
          setItem: async (name, value) => {
            if (basketChanged) {
              basketChanged = false;
              try {
                await storage.setItem(name, value);
              } catch {
                return; // storage full or blocked: the basket lives on in memory, unsynced
              }
            }
            queueMicrotask(() => {
              if (!store.getState().localForageSynced) store.setState({ localForageSynced: true });
            });
          },
        })),
        partialize: (state): SampleBasket => ({
          variantSamples: state.variantSamples,
          productMap: state.productMap,
        }),
        // Only variants whose product is stored survive; an unreadable basket is empty.
        merge: (persisted, current) => ({ ...current, ...sanitiseBasket(persisted) }),
        // Deferred because a synchronous storage hydrates before `store` exists; a change made
        // meanwhile is not synced yet, so its own write decides.
        onRehydrateStorage: () => () => {
          const changesAtHydration = basketChanges;
          queueMicrotask(() => {
            if (basketChanges === changesAtHydration) store.setState({ localForageSynced: true });
          });
        },
      },
    ),
  );
  return store;
}
