/** The widget suite's styles are strings (gatsby/webpack.ts loads them as source text). */
declare module '*/styles.css' {
  const css: string;
  export default css;
}
declare module '*/base.css' {
  const css: string;
  export default css;
}
declare module '*/plan.css' {
  const css: string;
  export default css;
}
