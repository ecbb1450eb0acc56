import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * How journeys and the bench start Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own browser. The flags keep a headless Chromium off the network it has no use for.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  };
}
