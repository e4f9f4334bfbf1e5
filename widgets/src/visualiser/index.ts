/** `@gh/widgets/visualiser`: the room visualiser component and its shadow-root styles. */
export { default as visualiserStyles } from './styles.css';
export {
  Visualiser,
  type VisualiserProps,
  type VisualiserScene,
  type VisualiserView,
} from './Visualiser';
