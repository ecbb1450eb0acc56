// Gherkin specs of the business rules, run in-process against the domain (tsx loads TypeScript).
import { register } from 'tsx/esm/api';

// tsx 4 refuses Node's deprecated --loader hook; registering through its API works on Node 20.6+.
register();

export default {
  paths: ['features/**/*.feature'],
  import: ['features/step_definitions/**/*.ts', 'features/support/**/*.ts'],
  format: ['progress-bar', 'summary'],
  strict: true,
};
