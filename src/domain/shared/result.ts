// The one door to ts-results: every layer imports Result from here, so a swap stays one file.
import * as tsResults from 'ts-results';
import type { Err as ErrOf, Ok as OkOf, Result as ResultOf } from 'ts-results';

// ts-results ships CommonJS (UMD) whose names Node's ESM loader cannot see, so under plain Node
// (tsx: server, Gherkin specs) they sit on `default`; bundlers read its ESM build and see them directly.
type TsResults = typeof tsResults;
// Reflect.get keeps the bundler from resolving `default` statically (its ESM build has none).
const library: TsResults = 'Ok' in tsResults ? tsResults : (Reflect.get(tsResults, 'default') as TsResults);

export const Ok: TsResults['Ok'] = library.Ok;
export type Ok<T> = OkOf<T>;
export const Err: TsResults['Err'] = library.Err;
export type Err<E> = ErrOf<E>;
export const Result: TsResults['Result'] = library.Result;
export type Result<T, E> = ResultOf<T, E>;
