/** `@gh/widgets/samples`: the Free Samples button and modal, and its shadow-root styles. */
export {
  Samples,
  type SamplesChange,
  type SamplesOrder,
  type SamplesProps,
} from './Samples';
export { default as samplesStyles } from './styles.css';
