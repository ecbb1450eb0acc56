// The prerendered login page (ADR 0480) is a real form: a user (or a password manager) may fill it before the app
// mounts over it. Its values and focus are read just before the first render and handed to LoginPage, once.

type Field = 'email' | 'password';

export interface TypedBeforeMount {
  email: string;
  password: string;
  /** The field the user was in, so the app's form keeps the focus there. */
  focused: Field | undefined;
}

let typed: TypedBeforeMount | undefined;

/** Reads the prerendered inputs under `root`, if any; called by main.tsx right before React replaces them. */
export function captureTypedBeforeMount(root: HTMLElement): void {
  const input = (id: Field) => root.querySelector<HTMLInputElement>(`form input#${id}`);
  const email = input('email');
  const password = input('password');
  if (email === null && password === null) return;
  const active = root.ownerDocument.activeElement;
  typed = {
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
