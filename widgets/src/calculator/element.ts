import { defineWidget } from '../internal/define-widget';
import { Calculator } from './Calculator';
import { calculatorMeta } from './meta';
import css from './styles.css';

export const GhCalculatorElement = defineWidget(calculatorMeta, Calculator, css);
