// The login page's own start-up (ADR 0545): a small script over the prerendered form (ADR 0480) that signs a user in
// without the React app. The app's scripts load only when the page needs more than the plain form (a stored session,
// a `reason`, a tenant other than the prerendered one, an SSO-only tenant or one with an identity provider, an
// unreachable server) or when signing in
// fails: the app then mounts over the form as it did before, with what was typed, and shows what went wrong.
import { safeDestination, DEFAULT_DESTINATION } from '@domain/accounts/destination';
import { offeredConfig } from '@domain/tenancy/tenant';
import { HttpAuthGateway } from '@infrastructure/auth/HttpAuthGateway';
import { SystemClock } from '@infrastructure/browser/SystemClock';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { LocalStorageCache } from '@infrastructure/storage/LocalStorageCache';
import { LocalStorageSessionRepository } from '@infrastructure/storage/LocalStorageSessionRepository';
import { HttpTenantReader } from '@infrastructure/tenancy/HttpTenantReader';
import { resolveTenant } from '@infrastructure/tenants/tenantRegistry';
import { HANDOVER, loginErrors, type LoginField } from '@ui/pages/auth/loginRules';

const SVG = 'http://www.w3.org/2000/svg';
const ICONS = {
  eye: ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z', 'circle'],
  'eye-off': ['M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.1 3.9M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6', 'M9.9 9.9a3 3 0 0 0 4.2 4.2', 'm3 3 18 18'],
  alert: ['M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z', 'M12 9v4.5M12 17h.01'],
} as const;

/** The same markup as the design system's Icon (stroke icons on a 24 px grid). */
function icon(name: keyof typeof ICONS, size: number): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  const attributes: Record<string, string> = { class: 'tz-icon', width: String(size), height: String(size), viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', focusable: 'false', 'aria-hidden': 'true' };
  for (const [key, value] of Object.entries(attributes)) svg.setAttribute(key, value);
  for (const part of ICONS[name]) {
    if (part === 'circle') {
      const circle = document.createElementNS(SVG, 'circle');
      circle.setAttribute('cx', '12');
      circle.setAttribute('cy', '12');
      circle.setAttribute('r', '3');
      svg.append(circle);
    } else {
      const path = document.createElementNS(SVG, 'path');
      path.setAttribute('d', part);
      svg.append(path);
    }
  }
  return svg;
}

/** The app's start-up scripts, which the build lists in the page (rsbuild.config.ts, `tiza:prerender-login`). */
function appScripts(): string[] {
  return (document.querySelector<HTMLMetaElement>('meta[name="tiza-app"]')?.content ?? '').split(' ').filter((url) => url !== '');
}

let handedOver = false;

/** Loads the app, which mounts over the prerendered page (main.tsx) and takes what the form holds. */
function handOver(): void {
  if (handedOver) return;
  handedOver = true;
  for (const url of appScripts()) {
    const script = document.createElement('script');
    script.src = url;
    // Executed in the order they are listed, as the deferred scripts of index.html are.
    script.async = false;
    document.head.append(script);
  }
}

/** Asks the browser for the app's scripts at low priority: the page after signing in needs them. */
function prefetchApp(): void {
  for (const url of appScripts()) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = url;
    document.head.append(link);
  }
}

function start(): void {
  const root = document.getElementById('root');
  const page = root?.querySelector<HTMLElement>('[data-tenant]');
  const form = root?.querySelector<HTMLFormElement>('form.auth-form');
  const submitButton = form?.querySelector<HTMLButtonElement>('button.btn--primary');
  if (!root || !page || !form || !submitButton) return handOver();

  const params = new URLSearchParams(window.location.search);
  const returnTo = safeDestination(params.get('returnTo'));
  // Refused sessions and expiries are explained by the app's notice.
  if (params.has('reason')) return handOver();

  const storage = window.localStorage;
  const endpoint = resolveTenant(window.location, storage);
  const anonymous = new FetchHttpClient({ baseUrl: endpoint.apiBaseUrl, tenantId: endpoint.tenantId, token: () => undefined, onSessionRefused: () => undefined });
  const cache = new LocalStorageCache(storage, new SystemClock());

  const signup = root.querySelector<HTMLAnchorElement>('a[href="/auth/signup"]');
  if (signup && returnTo !== DEFAULT_DESTINATION) signup.href = `/auth/signup?returnTo=${encodeURIComponent(returnTo)}`;

  wirePasswordToggle(form);
  const fields = wireFields(form);

  void new HttpTenantReader(anonymous).current().then((read) => {
    if (handedOver) return;
    // The page was prerendered for the tenant the server saw; a remembered one, an unreachable server or a tenant
    // without passwords is the app's to show.
    if (read.err) return handOver();
    const tenant = offeredConfig(read.val);
    // A tenant with an identity provider shows its button: the app's page draws it (ADR 0534).
    if (tenant.id !== page.dataset.tenant || !tenant.loginMethods.includes('password') || (tenant.identityProviders ?? []).length > 0) return handOver();
    const session = new LocalStorageSessionRepository(cache, tenant.id);
    if (session.restore() !== undefined) return handOver();

    const style = document.documentElement.style;
    style.setProperty('--color-primary', tenant.theme.primary);
    style.setProperty('--color-accent', tenant.theme.accent);

    const auth = new HttpAuthGateway(anonymous);
    let busy = false;
    submitButton.type = 'submit';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (busy || handedOver) return;
      fields.submitted();
      const values = fields.values();
      if (Object.keys(loginErrors(values)).length > 0) return;
      busy = true;
      setBusy(submitButton, true);
      prefetchApp();
      void auth.login(values.email.trim(), values.password).then((signedIn) => {
        if (signedIn.ok) {
          session.persist(signedIn.val.token);
          window.location.replace(returnTo);
          return;
        }
        busy = false;
        setBusy(submitButton, false);
        // The app says what went wrong (errorMessage, the admins to contact) over the same form.
        form.dataset[HANDOVER.failure] = JSON.stringify(signedIn.val);
        handOver();
      });
    });
  });
}

/** The button's busy look (Button's `loading`): a spinner, aria-busy, clicks ignored; its name stays. */
function setBusy(button: HTMLButtonElement, busy: boolean): void {
  button.toggleAttribute('aria-busy', busy);
  button.toggleAttribute('aria-disabled', busy);
  button.disabled = busy;
  if (busy) {
    const wrapper = document.createElement('span');
    wrapper.className = 'btn__spinner';
    const spinner = document.createElement('span');
    spinner.className = 'tz-spinner tz-spinner--sm';
    spinner.setAttribute('aria-hidden', 'true');
    wrapper.append(spinner);
    button.append(wrapper);
  } else {
    button.querySelector('.btn__spinner')?.remove();
  }
}

/** TextField's show-password button. */
function wirePasswordToggle(form: HTMLFormElement): void {
  const toggle = form.querySelector<HTMLButtonElement>('button[aria-controls="password"]');
  const input = form.querySelector<HTMLInputElement>('input#password');
  if (!toggle || !input) return;
  toggle.addEventListener('click', () => {
    const visible = toggle.getAttribute('aria-pressed') !== 'true';
    toggle.setAttribute('aria-pressed', String(visible));
    input.type = visible ? 'text' : 'password';
    toggle.replaceChildren(icon(visible ? 'eye-off' : 'eye', 18));
  });
}

/**
 * The form's checks as useLoginForm makes them: a typed value when the user leaves its field, an empty one once they
 * try to submit; the messages are the prerendered `data-message-*` texts (validation: of the tenant's language).
 */
function wireFields(form: HTMLFormElement) {
  const names: LoginField[] = ['email', 'password'];
  const input = (name: LoginField) => form.querySelector<HTMLInputElement>(`input#${name}`);
  const touched = new Set<LoginField>();
  let submitted = false;

  const values = () => ({ email: input('email')?.value ?? '', password: input('password')?.value ?? '' });

  const render = () => {
    const current = values();
    const errors = loginErrors(current);
    for (const name of names) {
      const field = input(name);
      const line = form.querySelector<HTMLElement>(`#${name}-error`);
      if (!field || !line) continue;
      const code = submitted || (touched.has(name) && current[name] !== '') ? errors[name] : undefined;
      const message = code === undefined ? undefined : (form.dataset[messageKey(code)] ?? form.dataset.messageGeneric);
      field.closest('.tz-textfield')?.classList.toggle('tz-textfield--invalid', message !== undefined);
      if (message === undefined) {
        field.removeAttribute('aria-invalid');
        field.removeAttribute('aria-describedby');
        if (line.childNodes.length > 0) line.replaceChildren();
        continue;
      }
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-describedby', line.id);
      if (line.textContent !== message) {
        const text = document.createElement('span');
        text.textContent = message;
        line.replaceChildren(icon('alert', 16), text);
      }
    }
  };

  for (const name of names) {
    const field = input(name);
    field?.addEventListener('blur', () => {
      if (handedOver) return;
      touched.add(name);
      render();
    });
    field?.addEventListener('input', () => {
      if (!handedOver) render();
    });
  }

  return {
    values,
    submitted: () => {
      submitted = true;
      form.dataset[HANDOVER.submitted] = '';
      render();
    },
  };
}

/** `email.invalid` → the form's `data-message-email-invalid`, read as `dataset.messageEmailInvalid`. */
function messageKey(code: string): string {
  return `message${code
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
}

start();
