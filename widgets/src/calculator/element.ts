import { defineWidget } from '../internal/define-widget';
import { Calculator } from './Calculator';
import { calculatorStyles } from './index';
import { calculatorMeta } from './meta';

export const GhCalculatorElement = defineWidget(calculatorMeta, Calculator, calculatorStyles);
