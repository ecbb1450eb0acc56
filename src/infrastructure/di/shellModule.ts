import { ContainerModule } from 'inversify';
import { ToastStore } from '@application/feedback/ToastStore';
import { LayoutStore } from '@application/layout/LayoutStore';

/** State of the app's frame, shared by every screen. */
export const shellModule = new ContainerModule(({ bind }) => {
  bind(ToastStore).toResolvedValue(() => new ToastStore()).inSingletonScope();
  // The window's width from the start: a phone's first frame is already the compact frame (no shift when it is measured).
  bind(LayoutStore)
    .toResolvedValue(() => {
      const layout = new LayoutStore();
      if (typeof window !== 'undefined') layout.setWidth(window.innerWidth);
      return layout;
    })
    .inSingletonScope();
});
