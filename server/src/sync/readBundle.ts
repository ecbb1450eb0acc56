// A OneRoster CSV bundle as uploaded (a zip) → its rows by file, or a refusal that names every problem (ADR 0560).
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { checkBundle, ONEROSTER_FILES, type BundleProblem } from '@domain/sync/oneRoster';
import { badRequest, type ErrorDetail } from '../errors/ApiError';
import type { SyncBundleRows } from '../repositories/SyncRepository';

/** The zip as sent (the route's body limit) and its CSV files unpacked (a zip bomb stops here). */
export const MAX_BUNDLE_BYTES = 20 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

const refuse = (details: ErrorDetail[]) => badRequest('SYNC_BUNDLE_INVALID', details);

function problemDetail(problem: BundleProblem): ErrorDetail {
  return { path: `/${problem.file}.csv${problem.column ? `/${problem.column}` : ''}`, message: problem.rule };
}

/** Unzips, parses each known CSV (header row, UTF-8, BOM tolerated) and checks files and columns; throws 400 SYNC_BUNDLE_INVALID. */
export function readOneRosterZip(bytes: Uint8Array): { rows: SyncBundleRows; size: number } {
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        const name = baseName(file.name);
        if (!name.endsWith('.csv') || !ONEROSTER_FILES.includes(name.slice(0, -4))) return false;
        unpacked += file.originalSize;
        if (unpacked > MAX_UNPACKED_BYTES) throw new RangeError('bundle.too-large');
        return true;
      },
    });
  } catch (error) {
    throw refuse([{ path: '/body', message: error instanceof RangeError ? 'bundle.too-large' : 'bundle.not-a-zip' }]);
  }

  const rows: SyncBundleRows = {};
  const headers: Record<string, string[]> = {};
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const [path, content] of Object.entries(files)) {
    const file = baseName(path).slice(0, -4);
    let text: string;
    try {
      text = decoder.decode(content).replace(/^\uFEFF/, '');
    } catch {
      throw refuse([{ path: `/${file}.csv`, message: 'bundle.not-utf8' }]);
    }
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() });
    if (parsed.errors.some((e) => e.type === 'Quotes' || e.type === 'Delimiter')) throw refuse([{ path: `/${file}.csv`, message: 'bundle.csv-malformed' }]);
    headers[file] = parsed.meta.fields ?? [];
    rows[file] = parsed.data.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== '__parsed_extra').map(([key, value]) => [key, typeof value === 'string' ? value.trim() : ''])));
  }
  const problems = checkBundle(rows, headers);
  if (problems.length > 0) throw refuse(problems.map(problemDetail));
  return { rows, size: unpacked };
}

function baseName(path: string): string {
  return path.split('/').pop() ?? path;
}
