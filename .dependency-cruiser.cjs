/**
 * Module borders, checked on every `npm test`.
 * - A bounded context (modules/<name>) reaches another only through that one's public index.ts.
 * - Domain code (any domain/ folder) is pure: no framework, no infrastructure, no other module.
 * - No cycles.
 */
module.exports = {
  forbidden: [
    {
      name: 'through-public-index-only',
      comment:
        'Import another context only through modules/<context>/index.ts (specs may also use its testing/index.ts).',
      severity: 'error',
      from: { path: '^modules/([^/]+)/' },
      to: {
        path: '^modules/([^/]+)/.+',
        pathNot: [
          '^modules/$1/',
          '^modules/[^/]+/index\\.ts$',
          '^modules/[^/]+/testing/index\\.ts$',
        ],
      },
    },
    {
      name: 'testing-helpers-for-specs-only',
      comment: "A context's testing/ helpers are for specs (and the apps' test support), not code.",
      severity: 'error',
      from: { path: '^modules/', pathNot: ['\\.spec\\.ts$', '^modules/([^/]+)/testing/'] },
      to: { path: '^modules/[^/]+/testing/' },
    },
    {
      name: 'apps-through-public-index-only',
      comment: 'Apps compose modules through their public index.ts only.',
      severity: 'error',
      from: { path: '^apps/' },
      to: {
        path: '^modules/[^/]+/.+',
        pathNot: ['^modules/[^/]+/index\\.ts$', '^modules/[^/]+/testing/index\\.ts$'],
      },
    },
    {
      name: 'pure-domain',
      comment: 'Domain code imports no framework, database, or other module.',
      severity: 'error',
      // Specs beside the domain code may use test tools.
      from: { path: '(^|/)domain/', pathNot: '\\.spec\\.ts$' },
      to: {
        pathNot: ['(^|/)domain/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
