import type { HelpdeskNamespace, Messages } from '@infrastructure/i18n/namespaces';
import helpdesk from '@locales/es/helpdesk.json';

/** The helpdesk's desk's Spanish catalogue: a chunk of its own, added when the feature loads. */
export const esHelpdesk: Record<HelpdeskNamespace, Messages> = { helpdesk };
