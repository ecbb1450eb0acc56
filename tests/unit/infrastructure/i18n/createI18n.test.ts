import { describe, expect, it } from 'vitest';
import { createI18n, I18nextLanguageSwitcher } from '@infrastructure/i18n/createI18n';

describe('createI18n', () => {
  it.each([
    ['pt', 0, '0 entregas por corrigir'],
    ['pt', 1, '1 entrega por corrigir'],
    ['pt', 2, '2 entregas por corrigir'],
    ['es', 0, '0 entregas por corregir'],
    ['en', 0, '0 to grade'],
  ] as const)('%s says %i the way the language counts: "%s"', async (language, count, expected) => {
    const i18n = await createI18n(language);
    expect(i18n.t('tasks:teacher.waiting', { count })).toBe(expected);
  });

  it('reads Portuguese as pt-PT for formatting and for <html lang>, and reports the app language as pt', async () => {
    const root = { lang: '' };
    const i18n = await createI18n('es');
    const switcher = new I18nextLanguageSwitcher(i18n, root);
    await switcher.change('pt');
    expect(root.lang).toBe('pt-PT');
    expect(switcher.current()).toBe('pt');
    expect(new Intl.NumberFormat(i18n.language).format(1234.5)).toBe(new Intl.NumberFormat('pt-PT').format(1234.5));
  });
});
