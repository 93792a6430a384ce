/**
 * Module borders, checked on every `npm test`.
 * - A bounded context (modules/<name>) reaches another only through that one's public index.ts
 *   (domain code through the other's pure domain/index.ts).
 * - Inventory never imports ordering: ordering builds on inventory's stock streams.
 * - Domain code (any domain/ folder) is pure: no framework, no infrastructure, no other module.
 * - No cycles.
 * - The shape of a context (issue 23): command and query handlers live in their use case's
 *   folder under commands/ or queries/; an HTTP controller validates and dispatches, so it
 *   imports no repository, infrastructure, SQL driver or ORM, and lives in its use case's folder
 *   too.
 */
module.exports = {
  forbidden: [
    {
      name: 'through-public-index-only',
      comment:
        'Import another context only through modules/<context>/index.ts (specs may also use its testing/index.ts, and domain code its pure domain/index.ts).',
      severity: 'error',
      from: { path: '^modules/([^/]+)/' },
      to: {
        path: '^modules/([^/]+)/.+',
        pathNot: [
          '^modules/$1/',
          '^modules/[^/]+/index\\.ts$',
          '^modules/[^/]+/testing/index\\.ts$',
          '^modules/[^/]+/domain/index\\.ts$',
        ],
      },
    },
    {
      name: 'inventory-never-imports-ordering',
      comment:
        'Stock is the lower layer: ordering places orders through inventory (its StockWriter and deciders), never the other way round.',
      severity: 'error',
      from: { path: '^modules/inventory/' },
      to: { path: '^modules/ordering/' },
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
      comment:
        'Apps compose modules through their public index.ts only (the generated OpenAPI metadata names the DTO files it describes).',
      severity: 'error',
      from: { path: '^apps/', pathNot: '^apps/api/openapi/metadata\\.ts$' },
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
      name: 'handlers-in-use-case-folders',
      comment:
        'A command or query handler lives in its use case folder: modules/<context>/commands/<use-case>/ or queries/<use-case>/.',
      severity: 'error',
      from: {
        path: '^modules/[^/]+/.*\\.handler\\.ts$',
        pathNot: '^modules/[^/]+/(commands|queries)/[^/]+/[^/]+\\.handler\\.ts$',
      },
      to: {},
    },
    {
      name: 'controllers-in-use-case-folders',
      comment:
        "An HTTP controller lives beside the command or query it dispatches: modules/<context>/commands/<use-case>/ or queries/<use-case>/ (the platform's health route excepted).",
      severity: 'error',
      from: {
        path: '^modules/[^/]+/.*\\.controller\\.ts$',
        pathNot: [
          '^modules/[^/]+/(commands|queries)/[^/]+/[^/]+\\.controller\\.ts$',
          '^modules/platform/',
        ],
      },
      to: {},
    },
    {
      name: 'controllers-dispatch-only',
      comment:
        'An HTTP controller validates and dispatches: no repository, infrastructure, SQL driver or ORM.',
      severity: 'error',
      from: { path: '\\.http\\.controller\\.ts$' },
      to: {
        path: [
          '(^|/)infrastructure/',
          '\\.repository\\.ts$',
          '\\.entity\\.ts$',
          '(^|/)node_modules/(pg|pg-pool|@mikro-orm/[^/]+)/',
        ],
        // Guards are HTTP plumbing a controller declares, wherever they are kept.
        pathNot: '\\.guard\\.ts$',
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
