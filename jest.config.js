/**
 * One jest run: unit specs (pure, no database), integration specs (a database of their own on
 * the one embedded PostgreSQL that test/global-setup.ts starts), and browser specs (Chromium).
 */
const swc = [
  '@swc/jest',
  JSON.parse(require('node:fs').readFileSync(`${__dirname}/.swcrc`, 'utf8')),
];
const common = {
  transform: { '^.+\\.tsx?$': swc },
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/frontend/'],
};

module.exports = {
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  maxWorkers: 2,
  // An app's start-up in a beforeAll takes a second on a quiet machine and several on a busy
  // one, and a spec's setup (three sign-ups, two shops stocked) took over 30 s on a CI-sized
  // machine running two suites and a browser; a slow start is not a failure, a hang still is.
  testTimeout: 60_000,
  // Every spec closes what it opens; a handle left open by a failed start-up (a child process,
  // a socket) must not keep the whole run waiting after its results are in.
  forceExit: true,
  reporters: ['default', '<rootDir>/test/summary-reporter.js'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/**/*.unit.spec.ts'],
      // The screens' pure helpers are unit-tested here too (frontend/src/**/*.unit.spec.ts).
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
    {
      ...common,
      displayName: 'int',
      testMatch: ['<rootDir>/**/*.int.spec.ts'],
      slowTestThreshold: 20,
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e.spec.ts'],
      slowTestThreshold: 60,
    },
  ],
};
