/** `@gh/widgets/calculator`: the floor calculator component and its shadow-root styles. */
export { Calculator, type CalculatorProps } from './Calculator';
export { default as calculatorStyles } from './styles.css';
