import { describe, expect, it } from 'vitest';
import { createI18n as createCoreI18n, I18nextLanguageSwitcher } from '@infrastructure/i18n/createI18n';
import { esLearning } from '@infrastructure/i18n/bundles/esLearning';
import type { Language } from '@domain/tenancy/tenant';

// Spanish ships only the core catalogues; the tasks texts come with the learning feature (its loader adds them so).
async function createI18n(language: Language) {
  const i18n = await createCoreI18n(language);
  for (const [namespace, messages] of Object.entries(esLearning)) i18n.addResourceBundle('es', namespace, messages, true, false);
  return i18n;
}

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

  it.each([
    ['pt', 0, 'tarefas'],
    ['pt', 1, 'tarefa'],
    ['es', 0, 'tareas'],
    ['en', 1, 'task'],
  ] as const)('%s names %i tasks with the right number: "%s"', async (language, count, expected) => {
    const i18n = await createI18n(language);
    expect(i18n.t('tasks:countUnit', { count })).toBe(expected);
  });

  it('describes a chart over one activity in the singular', async () => {
    const i18n = await createI18n('pt');
    const values = { names: 'Ana', from: '1/9', to: '2/9' };
    expect(i18n.t('gradebookAreas:analysis.overTime.summary', { ...values, count: 1 })).toContain('em 1 atividade,');
    expect(i18n.t('gradebookAreas:analysis.overTime.summary', { ...values, count: 0 })).toContain('em 0 atividades,');
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
