/**
 * The React components of the widget suite, for the Gatsby site and other React hosts (the
 * custom elements are in dist/widgets/, built from each widget's element.ts). A component's
 * styles are its `styles` export: render them inside the component's container.
 */
export { Calculator, type CalculatorProps } from './calculator/Calculator';
export { default as calculatorStyles } from './calculator/styles.css';
export {
  Samples,
  type SamplesChange,
  type SamplesOrder,
  type SamplesProps,
} from './samples/Samples';
export { default as samplesStyles } from './samples/styles.css';
export { Search, type SearchProps, type SearchSelection } from './search/Search';
export { default as searchStyles } from './search/styles.css';
export { StoreLink, type StoreLinkProps } from './store-link/StoreLink';
export { default as storeLinkStyles } from './store-link/styles.css';
export { StoreLocator, type StoreLocatorProps } from './store-locator/StoreLocator';
export { default as storeLocatorStyles } from './store-locator/styles.css';
export { default as visualiserStyles } from './visualiser/styles.css';
export {
  Visualiser,
  type VisualiserProps,
  type VisualiserScene,
  type VisualiserView,
} from './visualiser/Visualiser';
