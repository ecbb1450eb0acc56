import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { Container } from 'inversify';
import type { i18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ToastStore } from '@application/feedback/ToastStore';
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

const Toasts = observer(function Toasts() {
  const store = useService(ToastStore);
  const { t } = useTranslation();
  const toasts = store.toasts.map((toast) => ({ id: String(toast.id), message: t(toast.messageKey), tone: toast.tone === 'warning' ? 'info' : toast.tone }));
  const handleDismiss = (id: string) => store.dismiss(Number(id));
  return <ToastRegion toasts={toasts} onDismiss={handleDismiss} />;
});
