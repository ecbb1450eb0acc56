import { Container } from 'inversify';
import { Clock } from '@application/shared/ports/Clock';
import { Timers } from '@application/shared/ports/Timers';
import { Navigator } from '@application/shared/ports/Navigator';
import { FileSaver } from '@application/shared/ports/FileSaver';
import { BrowserFileSaver } from '@infrastructure/browser/BrowserFileSaver';
import { BrowserTimers } from '@infrastructure/browser/BrowserTimers';
import { SystemClock } from '@infrastructure/browser/SystemClock';
import { WindowNavigator } from '@infrastructure/browser/WindowNavigator';
import { LocalStorageCache } from '@infrastructure/storage/LocalStorageCache';

export interface BrowserServices {
  storage: Storage;
  location: Pick<Location, 'assign' | 'pathname' | 'search'>;
}

/** Tenant-agnostic services: they outlive a tenant switch. */
export function createRootContainer(browser: BrowserServices): Container {
  const root = new Container({ defaultScope: 'Singleton' });
  root.bind(Clock).toConstantValue(new SystemClock());
  root.bind(Timers).toConstantValue(new BrowserTimers());
  root.bind(Navigator).toConstantValue(new WindowNavigator(browser.location));
  root.bind(FileSaver).toResolvedValue((timers: Timers) => new BrowserFileSaver(timers), [Timers]);
  root.bind(LocalStorageCache).toResolvedValue((clock: Clock) => new LocalStorageCache(browser.storage, clock), [Clock]);
  return root;
}
