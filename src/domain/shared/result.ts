// The one door to ts-results: every layer imports Result from here, so a swap stays one file.
export { Ok, Err, Result } from 'ts-results';
export type { Ok as OkType, Err as ErrType } from 'ts-results';
