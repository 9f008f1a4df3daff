/** Unit tests of the pure rules; sources are compiled on the fly by swc. */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
