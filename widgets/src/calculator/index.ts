/** `@gh/widgets/calculator`: the floor calculator component and its shadow-root styles. */
import formStyles from '../internal/form/styles.css';
import css from './styles.css';

export { Calculator, type CalculatorProps } from './Calculator';

/** What the calculator's shadow root renders after the base styles: the form controls', then its own. */
export const calculatorStyles = formStyles + css;
