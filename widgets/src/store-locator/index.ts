/** `@gh/widgets/store-locator`: the store locator component and its shadow-root styles. */
import formStyles from '../internal/form/styles.css';
import css from './styles.css';

export { StoreLocator, type StoreLocatorProps } from './StoreLocator';

/** What the locator's shadow root renders after the base styles: the form controls', then its own. */
export const storeLocatorStyles = formStyles + css;
