import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@tests/unit/support/i18nForTests';

/** Renders inside an I18nextProvider with the real catalogues of `lng`. */
export function renderWithI18n(ui: ReactElement, lng = 'es'): RenderResult {
  const i18n = createTestI18n(lng);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
