/** `@gh/widgets/search`: the search box with grouped results, and its shadow-root styles. */
export { Search, type SearchProps, type SearchSelection } from './Search';
export { default as searchStyles } from './styles.css';
