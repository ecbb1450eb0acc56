import type { Language } from '@domain/tenancy/tenant';
import type { LanguageSwitcher } from '@application/shared/ports/LanguageSwitcher';

export class InMemoryLanguageSwitcher implements LanguageSwitcher {
  language: Language = 'es';

  current(): Language {
    return this.language;
  }

  async change(language: Language): Promise<void> {
    this.language = language;
  }
}
