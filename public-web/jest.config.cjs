/**
 * Unit tests of the site's own pure helpers (the *.spec.ts files under src), compiled on the fly by swc as
 * in libs/shared. The shared rules are read from their source, as Vite does.
 */
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^@institute/shared$': '<rootDir>/../libs/shared/src/index.ts',
    '^@institute/shared/catalogue/(en|ne)$': '<rootDir>/../libs/shared/src/i18n/catalogue/$1.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
