/**
 * `@gh/widgets/runtime`: the page runtime the widgets run on, for the site (and any React host)
 * to use rather than copy:
 * - `Dialog`, the one modal dialog (a native <dialog> shown modal: focus kept inside, Escape,
 *   focus returned to its opener, the page's scrolling locked);
 * - the page store registry (`pageStore`, with `pageStorage`, localStorage or a memory fallback
 *   where storage is blocked) and the page's stores on it, `rootStore()` and `samplesStoreFor()`,
 *   so that the site and every widget on a page share one of each, and each hears other tabs;
 * - `useCombobox`, the WAI-ARIA combobox pattern;
 * - `SelectOptions`, a <select>'s options from a list of {value, label};
 * - `baseStyles`, the widgets' base CSS (box sizing, the reset, the theme) for a shadow root.
 */
export { default as baseStyles } from './internal/base.css';
export { type ComboboxOptions, useCombobox } from './internal/combobox';
export { Dialog, type DialogProps } from './internal/Dialog';
export { type PageStorage, pageStorage, pageStore, type SyncStorage } from './internal/page-store';
export { rootStore } from './internal/root-store';
export { type SelectOption, SelectOptions } from './internal/SelectOptions';
export { samplesStoreFor } from './samples/basket';
