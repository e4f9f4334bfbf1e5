/** A widget's styles.css, imported as a string and rendered into its shadow root. */
declare module '*.css' {
  const css: string;
  export default css;
}
