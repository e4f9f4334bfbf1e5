// One Jest run covers every package: each workspace is a Jest project with its own environment.
// TypeScript is compiled by SWC (no type checking here: `npm run typecheck` does that).
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

// Packages that ship only ES modules and so must be compiled for Jest too.
const esmOnly = ['@cloudinary'];

const project = (name, extra = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  testMatch: ['<rootDir>/**/*.test.ts?(x)'],
  ...extra,
});

module.exports = {
  projects: [project('shared'), project('server', { testTimeout: 60_000 })],
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.js'],
};
