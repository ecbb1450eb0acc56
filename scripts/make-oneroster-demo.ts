// Writes each demo tenant's OneRoster 1.2 bundle to server/demo-sync/<tenant>-oneroster.zip (server/src/demo/oneRosterDemo.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ROSTER_TENANTS, demoRosterRows, rosterZip } from '../server/src/demo/oneRosterDemo';

const dir = join(import.meta.dirname, '..', 'server', 'demo-sync');
mkdirSync(dir, { recursive: true });
for (const tenant of DEMO_ROSTER_TENANTS) {
  const path = join(dir, `${tenant}-oneroster.zip`);
  writeFileSync(path, rosterZip(demoRosterRows(tenant)));
  console.log(path);
}
