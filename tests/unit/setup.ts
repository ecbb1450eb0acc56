import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor poll until the page shows what is awaited; a lazy route's first import on a busy two-core machine can
// take longer than the library's 1 s default. A generous ceiling costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
