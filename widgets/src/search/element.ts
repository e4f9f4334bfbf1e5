import { defineWidget } from '../internal/define-widget';
import { searchMeta } from './meta';
import { Search } from './Search';
import css from './styles.css';

export const GhSearchElement = defineWidget(searchMeta, Search, css);
