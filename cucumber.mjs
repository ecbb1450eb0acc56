// Gherkin specs of the business rules, run in-process against the domain (tsx loads TypeScript).
export default {
  paths: ['features/**/*.feature'],
  import: ['features/step_definitions/**/*.ts', 'features/support/**/*.ts'],
  loader: ['tsx/esm'],
  format: ['progress-bar', 'summary'],
  strict: true,
};
