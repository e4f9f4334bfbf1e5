/**
 * The React components of the widget suite, for the Gatsby site and other React hosts (the
 * custom elements are in dist/widgets/, built from each widget's element.ts). A component's
 * styles are its `styles` export: render them inside the component's container.
 */
export { Calculator, type CalculatorProps } from './calculator/Calculator';
export { default as calculatorStyles } from './calculator/styles.css';
