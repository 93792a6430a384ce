const path = require('node:path');

/**
 * Frontend borders, checked by `npm run lint` (run from the repository root or from frontend/).
 * The layers of bulletproof-react, one way only: shared code (api/, components/, lib/) ->
 * features -> app. A feature imports no other feature: the routes in app/ compose them.
 */
const src = '^(?:frontend/)?src/';

module.exports = {
  forbidden: [
    {
      name: 'feature-imports-no-other-feature',
      comment:
        'A feature imports no other feature: move what several need to api/, components/ or lib/, or compose the features in app/.',
      severity: 'error',
      from: { path: `${src}features/([^/]+)/` },
      to: { path: `${src}features/`, pathNot: `${src}features/$1/` },
    },
    {
      name: 'shared-code-imports-no-feature',
      comment: 'api/, components/ and lib/ serve every feature, so they import none (nor app/).',
      severity: 'error',
      from: { path: `${src}(?:api|components|lib)/` },
      to: { path: `${src}(?:features|app)/` },
    },
    {
      name: 'features-import-no-app',
      comment: 'The app layer composes features; a feature does not reach back into it.',
      severity: 'error',
      from: { path: `${src}features/` },
      to: { path: `${src}app/` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: src },
      to: { circular: true },
    },
  ],
  options: {
    // The API's types the frontend reads are checked by the root config.
    doNotFollow: { path: ['node_modules', '(^|/)modules/'] },
    exclude: { path: '(^|/)dist/' },
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'browser', 'default'],
    },
  },
};
