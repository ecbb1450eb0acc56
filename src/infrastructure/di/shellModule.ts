import { ContainerModule } from 'inversify';
import { ToastStore } from '@application/feedback/ToastStore';
import { LayoutStore } from '@application/layout/LayoutStore';

/** State of the app's frame, shared by every screen. */
export const shellModule = new ContainerModule(({ bind }) => {
  bind(ToastStore).toResolvedValue(() => new ToastStore()).inSingletonScope();
  bind(LayoutStore).toResolvedValue(() => new LayoutStore()).inSingletonScope();
});
