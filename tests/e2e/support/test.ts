/**
 * Playwright's `test`, with what every browser test checks besides its own steps: that no page
 * it opened broke the content security policy. Each page of the test's context reports every
 * `securitypolicyviolation` it sees (an inline script, an event-handler attribute, a script from
 * an origin the policy does not name), in every frame and in shadow roots, and a test whose pages
 * saw one fails after its own steps, naming the directive, what was blocked and where. The specs
 * import `test` and `expect` from here rather than from '@playwright/test'.
 */
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

export interface PolicyViolation {
  directive: string;
  blocked: string;
  page: string;
  sample: string;
}

export const test = base.extend<{ policyViolations: PolicyViolation[] }>({
  policyViolations: [
    async ({ context }, use) => {
      const violations: PolicyViolation[] = [];
      await context.exposeBinding('__ghPolicyViolation', (_source, violation: PolicyViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __ghPolicyViolation?: (v: unknown) => void })
            .__ghPolicyViolation;
          report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            page: event.documentURI,
            sample: event.sample,
          });
        });
      });
      await use(violations);
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
