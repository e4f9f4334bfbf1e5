// Prints one plain closing line, 'jest: N passed, N failed, N skipped', after Jest's own summary,
// so that CI logs state the count in a form any reader (or tool) can pick out.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = results;
    const skipped = numPendingTests + numTodoTests;
    process.stdout.write(
      `\njest: ${numPassedTests} passed, ${numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}
module.exports = SummaryReporter;
