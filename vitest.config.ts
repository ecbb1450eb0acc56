import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@domain': dir('./src/domain'),
  '@contract': dir('./src/contract'),
  '@application': dir('./src/application'),
  '@infrastructure': dir('./src/infrastructure'),
  '@ui': dir('./src/ui'),
  '@locales': dir('./locales'),
  '@tests': dir('./tests'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A ceiling, not a measure: rendering a whole page in jsdom on a busy two-core machine can pass 5 s.
          testTimeout: 20_000,
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file boots its own server on a fresh database; PGlite is CPU-bound, two cores.
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
