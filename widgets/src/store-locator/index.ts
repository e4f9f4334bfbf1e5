/** `@gh/widgets/store-locator`: the store locator component and its shadow-root styles. */
export { StoreLocator, type StoreLocatorProps } from './StoreLocator';
export { default as storeLocatorStyles } from './styles.css';
