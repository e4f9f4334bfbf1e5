// What a widget's styles.css is in the package's declarations (tools/package-build.mjs): the
// minified CSS as a string, to render inside the component's container.
declare const css: string;
export default css;
