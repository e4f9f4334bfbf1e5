// Jest: a widget's styles.css is imported as its text, as the rollup build does.
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
