import type { AccountsNamespace, Messages } from '@infrastructure/i18n/namespaces';
import accounts from '@locales/es/accounts.json';

/** The accounts feature's Spanish catalogue (sign-up, consent, library): a chunk of its own, added when the feature loads. */
export const esAccounts: Record<AccountsNamespace, Messages> = { accounts };
