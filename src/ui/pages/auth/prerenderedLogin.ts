// The prerendered login page (ADR 0480) is a real form: a user (or a password manager) may fill it before the app
// mounts over it. Its values and focus are read just before the first render and handed to LoginPage, once; so is what
// the login page's own script (src/login.ts, ADR 0545) left on the form when it handed the page over to the app.
import type { AppError } from '@application/shared/AppError';
import { HANDOVER } from '@ui/pages/auth/loginRules';

type Field = 'email' | 'password';

export interface TypedBeforeMount {
  email: string;
  password: string;
  /** The field the user was in, so the app's form keeps the focus there. */
  focused: Field | undefined;
  /** The user already tried to submit: the form shows its checks as after a submit. */
  submitted: boolean;
  /** What signing in answered when it failed before the app mounted. */
  failure: AppError | undefined;
}

/** The AppError the login page's script wrote as JSON; anything else is ignored. */
function readFailure(json: string | undefined): AppError | undefined {
  if (json === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return undefined;
    const { kind, code } = value as Record<string, unknown>;
    return typeof kind === 'string' && typeof code === 'string' ? (value as AppError) : undefined;
  } catch {
    return undefined;
  }
}

let typed: TypedBeforeMount | undefined;

/** Reads the prerendered inputs under `root`, if any; called by main.tsx right before React replaces them. */
export function captureTypedBeforeMount(root: HTMLElement): void {
  const input = (id: Field) => root.querySelector<HTMLInputElement>(`form input#${id}`);
  const email = input('email');
  const password = input('password');
  if (email === null && password === null) return;
  const active = root.ownerDocument.activeElement;
  const form = root.querySelector<HTMLFormElement>('form');
  typed = {
    submitted: form?.dataset[HANDOVER.submitted] !== undefined,
    failure: readFailure(form?.dataset[HANDOVER.failure]),
    email: email?.value ?? '',
    password: password?.value ?? '',
    focused: active === email ? 'email' : active === password ? 'password' : undefined,
  };
}

/** What was typed before the app mounted (undefined once LoginPage has taken it, or when nothing was prerendered). */
export function typedBeforeMount(): TypedBeforeMount | undefined {
  return typed;
}

/** LoginPage has its values: a later visit to the page starts empty. */
export function forgetTypedBeforeMount(): void {
  typed = undefined;
}
