import { defineWidget } from '../internal/define-widget';
import { storeLinkMeta } from './meta';
import { StoreLink } from './StoreLink';
import css from './styles.css';

export const GhStoreLinkElement = defineWidget(storeLinkMeta, StoreLink, css);
