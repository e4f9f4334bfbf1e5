import { defineWidget } from '../internal/define-widget';
import { storeLocatorMeta } from './meta';
import { StoreLocator } from './StoreLocator';
import css from './styles.css';

export const GhStoreLocatorElement = defineWidget(storeLocatorMeta, StoreLocator, css);
