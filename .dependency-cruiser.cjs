/** The layer rule of docs/architecture.md, enforced by `npm run check:layers`. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Import cycles hide design problems.', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain imports nothing outside itself except ts-results.',
      from: { path: '^src/domain' },
      to: { pathNot: ['^src/domain', 'node_modules/ts-results'] },
    },
    {
      name: 'application-deps',
      severity: 'error',
      comment: 'src/application may use domain, mobx, inversify, rxjs and ts-results only.',
      from: { path: '^src/application' },
      to: { pathNot: ['^src/(domain|application)', 'node_modules/(mobx|inversify|@inversifyjs|rxjs|ts-results)/'] },
    },
    {
      name: 'infrastructure-not-ui',
      severity: 'error',
      from: { path: '^src/infrastructure' },
      to: { path: '^src/ui' },
    },
    {
      name: 'ui-not-infrastructure',
      severity: 'error',
      comment: 'Views get adapters through the container; only the composition root (src/main.tsx) wires infrastructure.',
      from: { path: '^src/ui' },
      to: { path: '^src/infrastructure' },
    },
    {
      name: 'server-uses-only-domain',
      severity: 'error',
      comment: 'The server imports the domain (one source of truth) and nothing else of src/.',
      from: { path: '^server/' },
      to: { path: '^src/(application|infrastructure|ui)' },
    },
    {
      name: 'src-not-server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    { name: 'not-to-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.d\\.ts$' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
