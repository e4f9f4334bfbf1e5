import { defineWidget } from '../internal/define-widget';
import { visualiserMeta } from './meta';
import css from './styles.css';
import { Visualiser } from './Visualiser';

export const GhVisualiserElement = defineWidget(visualiserMeta, Visualiser, css);
