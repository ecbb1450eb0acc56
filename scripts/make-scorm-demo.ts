// Writes the demo SCORM packages a teacher can upload (Añadir contenido → SCORM): the water-cycle review as SCORM 1.2
// and SCORM 2004 4th edition, in Spanish, English and Portuguese, to server/demo-media/scorm/.
//   npx tsx scripts/make-scorm-demo.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { scormPackage, type PackageLanguage, type PackageVersion } from './scormPackages';

const folder = join('server', 'demo-media', 'scorm');
await mkdir(folder, { recursive: true });
for (const language of ['es', 'en', 'pt'] as PackageLanguage[]) {
  for (const version of ['1.2', '2004'] as PackageVersion[]) {
    const name = `water-cycle-scorm${version === '1.2' ? '12' : '2004'}-${language}.zip`;
    await writeFile(join(folder, name), scormPackage(version, language));
    console.log(join(folder, name));
  }
}
