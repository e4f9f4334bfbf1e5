import { defineWidget } from '../internal/define-widget';
import { storeLocatorStyles } from './index';
import { storeLocatorMeta } from './meta';
import { StoreLocator } from './StoreLocator';

export const GhStoreLocatorElement = defineWidget(
  storeLocatorMeta,
  StoreLocator,
  storeLocatorStyles,
);
