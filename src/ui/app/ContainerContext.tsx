import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | undefined>(undefined);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/**
 * A view's store or service. Singletons come back as the one instance; transient screen stores are
 * created once per component instance and kept for its life. The only `container.get` of the UI.
 */
export function useService<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (container === undefined) throw new Error('useService needs a <ContainerProvider> above it.');
  const [service] = useState(() => container.get(token));
  return service;
}

/**
 * A service when the view is inside a tenant's container, else undefined: for pieces that also render on their own
 * (the question lab and the UI gallery mount pages without one).
 */
export function useOptionalService<T>(token: ServiceIdentifier<T>): T | undefined {
  const container = useContext(ContainerContext);
  const [service] = useState(() => (container?.isBound(token) === true ? container.get(token) : undefined));
  return service;
}
