import type { AdminNamespace, Messages } from '@infrastructure/i18n/namespaces';
import admin from '@locales/es/admin.json';

/** The school admin's desk and the audit log in Spanish: a chunk of its own, added when the feature loads. */
export const esAdmin: Record<AdminNamespace, Messages> = { admin };
