/** `@gh/widgets/store-link`: the nearest-stores header link, and its shadow-root styles. */
export { StoreLink, type StoreLinkProps } from './StoreLink';
export { default as storeLinkStyles } from './styles.css';
