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

// widgets: the components as they ship, React code running on Preact through the aliases of
// DESIGN.md section 9, and the component tests again on real React, as the Gatsby site renders
// them. The custom elements ship on Preact only, so their tests (element.test.ts) run on Preact:
// user-event cannot follow focus into a shadow root, which React's delegated change events need.
const preactAliases = {
  '^react$': 'preact/compat',
  '^react-dom$': 'preact/compat',
  '^react-dom/client$': 'preact/compat/client',
  '^react-dom/test-utils$': 'preact/test-utils',
  '^react/jsx-runtime$': 'preact/jsx-runtime',
  '^react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
};
const widgets = (renderer) =>
  project('widgets', {
    displayName: renderer === 'preact' ? 'widgets' : 'widgets (react)',
    testEnvironment: 'jsdom',
    // jsdom would pick Preact's "browser" ES module build; Jest needs the CommonJS one.
    // `@gh/source`: the workspace packages' TypeScript source rather than their built files.
    testEnvironmentOptions: {
      customExportConditions: ['@gh/source', 'node', 'require', 'default'],
    },
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        swc[0],
        { ...swc[1], jsc: { ...swc[1].jsc, transform: { react: { runtime: 'automatic' } } } },
      ],
      '\\.css$': '<rootDir>/test/css-transform.cjs',
    },
    moduleNameMapper: renderer === 'preact' ? preactAliases : {},
    testPathIgnorePatterns: [
      '/node_modules/',
      // The element tests, and the package's (packing, typings), which are the same either way.
      ...(renderer === 'react' ? ['element\\.test\\.ts$', '/tools/package'] : []),
    ],
    setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  });

// site: its components on real React in jsdom (the built pages are checked by the e2e tests).
const site = project('site', {
  testEnvironment: 'jsdom',
  // @gh/widgets from its TypeScript source (`@gh/source`), as the site's webpack takes it.
  testEnvironmentOptions: { customExportConditions: ['@gh/source', 'browser'] },
  // Its components and pure modules (src/), and the build's page-making rules (gatsby/).
  testMatch: ['<rootDir>/{src,gatsby}/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      swc[0],
      { ...swc[1], jsc: { ...swc[1].jsc, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testPathIgnorePatterns: ['/node_modules/', '\\.preact\\.test\\.tsx?$'],
  // A component's stylesheet is webpack's to bundle; in its tests it is nothing.
  moduleNameMapper: { '\\.css$': '<rootDir>/__mocks__/stylesheet.ts' },
});

// site on Preact: what depends on the runtime the site ships (gatsby-plugin-preact), such as
// hydration in slices, in files named *.preact.test.tsx.
const sitePreact = {
  ...site,
  displayName: 'site (preact)',
  testEnvironmentOptions: { customExportConditions: ['@gh/source', 'node', 'require', 'default'] },
  testMatch: ['<rootDir>/src/**/*.preact.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/'],
  moduleNameMapper: preactAliases,
};

module.exports = {
  projects: [
    project('shared'),
    project('server', {
      setupFilesAfterEnv: ['<rootDir>/test/jest-setup.ts'],
      // Throwaway PostgreSQL and Redis, started on first use and shared by the workers.
      globalSetup: '<rootDir>/test/services/global-setup.ts',
      globalTeardown: '<rootDir>/test/services/global-teardown.ts',
    }),
    widgets('preact'),
    widgets('react'),
    site,
    sitePreact,
  ],
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.js'],
};
