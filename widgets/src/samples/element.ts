import { defineWidget } from '../internal/define-widget';
import { samplesMeta } from './meta';
import { Samples } from './Samples';
import css from './styles.css';

export const GhSamplesElement = defineWidget(samplesMeta, Samples, css);
