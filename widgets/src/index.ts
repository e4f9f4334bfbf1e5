/**
 * The React components of the widget suite, for the Gatsby site and other React hosts (the
 * custom elements are in dist/widgets/, built from each widget's element.ts). A component's
 * styles are its `styles` export: render them inside the component's container. Each widget is
 * also its own subpath (`@gh/widgets/calculator`, …), so a page pulls in only what it renders.
 */
export * from './calculator';
export * from './samples';
export * from './search';
export * from './store-link';
export * from './store-locator';
export * from './visualiser';
