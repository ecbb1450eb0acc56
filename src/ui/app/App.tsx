import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { Container } from 'inversify';
import type { i18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ToastStore } from '@application/feedback/ToastStore';
import { reducesMotion } from '@domain/identity/preferences';
import { SessionStore } from '@application/session/SessionStore';
import { CurrentTenant } from '@application/tenancy/CurrentTenant';
import { ToastRegion } from '@ui/components/ToastRegion';
import { ContainerProvider, useService } from '@ui/app/ContainerContext';
import type { createAppRouter } from '@ui/app/routes';
import '@ui/app/app.css';

type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ container, i18n, router }: { container: Container; i18n: i18n; router: AppRouter }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <TenantTheme />
        <PersonalFrame />
        <RouterProvider router={router} />
        <Toasts />
      </ContainerProvider>
    </I18nextProvider>
  );
}

/** The tenant's colours become the design system's theme variables. */
function TenantTheme() {
  const tenant = useService(CurrentTenant);
  useEffect(() => {
    const style = document.documentElement.style;
    style.setProperty('--color-primary', tenant.theme.primary);
    style.setProperty('--color-accent', tenant.theme.accent);
  }, [tenant]);
  return null;
}

/** A device that asks for less motion (`prefers-reduced-motion`), followed as it changes. */
function useDeviceAsksLessMotion(): boolean {
  const query = useMemo(() => (typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? undefined : window.matchMedia('(prefers-reduced-motion: reduce)')), []);
  const [asks, setAsks] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return undefined;
    const update = () => setAsks(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query]);
  return asks;
}

/**
 * The signed-in person's frame on the root element, app-wide (ADR 0536, 0537): `tz-larger-text` and
 * `tz-reduced-motion` as they asked (motion also when the device asks), `tz-kids` in kids mode. The design tokens
 * (src/ui/styles/tokens.css) do the rest.
 */
export const PersonalFrame = observer(function PersonalFrame() {
  const session = useService(SessionStore);
  const deviceAsks = useDeviceAsksLessMotion();
  const { largerText } = session.accessibility;
  const lessMotion = reducesMotion(session.accessibility, deviceAsks);
  const kids = session.kidsMode;
  useEffect(() => {
    const root = document.documentElement.classList;
    root.toggle('tz-larger-text', largerText);
    root.toggle('tz-reduced-motion', lessMotion);
    root.toggle('tz-kids', kids);
  }, [largerText, lessMotion, kids]);
  return null;
});

const Toasts = observer(function Toasts() {
  const store = useService(ToastStore);
  const { t } = useTranslation();
  const toasts = store.toasts.map((toast) => ({ id: String(toast.id), message: t(toast.messageKey), tone: toast.tone === 'warning' ? 'info' : toast.tone }));
  const handleDismiss = (id: string) => store.dismiss(Number(id));
  return <ToastRegion toasts={toasts} onDismiss={handleDismiss} />;
});
