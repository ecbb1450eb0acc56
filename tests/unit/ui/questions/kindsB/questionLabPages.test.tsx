import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { LemonTestPage } from '@ui/pages/questionLab/LemonTestPage';
import { TestComponentPage, TypeGallery } from '@ui/pages/questionLab/TestComponentPage';
import type { SampleLanguage } from '@ui/questions/samples/sampleShape';
import { renderWithI18n } from '@tests/unit/ui/components/renderWithI18n';
import { KINDS_B } from './kindsBSupport';

describe('/lemon-test', () => {
  it('switches type, answers, and checks the answer with the domain scoring', async () => {
    const user = userEvent.setup();
    renderWithI18n(<LemonTestPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Banco de pruebas de preguntas' })).toBeTruthy();
    expect(document.title).toContain('Banco de pruebas de preguntas');
    expect(await screen.findByLabelText('Elemento 1')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Tipo de pregunta'), 'QT_14');
    const input = await screen.findByRole('textbox', { name: 'Tu respuesta (un número)' });
    expect(screen.getByLabelText('Valor correcto')).toBeTruthy();
    await user.type(input, '2,7');
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));

    const review = screen.getByRole('region', { name: 'Corrección' });
    expect(await within(review).findByText('Correcta')).toBeTruthy();
    expect(within(review).getByText('1 de 1 puntos')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Corrección' })));

    await user.click(screen.getByRole('button', { name: 'Borrar la respuesta' }));
    expect(within(review).queryByText('Correcta')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Tu respuesta (un número)' }) as HTMLInputElement).value).toBe('');
  });

  it('scores a partly right answer and shows the right order', async () => {
    const user = userEvent.setup();
    renderWithI18n(<LemonTestPage />);
    await screen.findByLabelText('Elemento 1');
    await user.click(await screen.findByRole('button', { name: 'Poner una respuesta con errores' }));
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    const review = screen.getByRole('region', { name: 'Corrección' });
    expect(await within(review).findByText('Parcialmente correcta')).toBeTruthy();
    expect(within(review).getByText(/de 2 puntos/)).toBeTruthy();
    expect(within(review).getByText('Respuesta correcta')).toBeTruthy();
  });

  it('validates the edited question live and stops the player while it is invalid', async () => {
    const user = userEvent.setup();
    renderWithI18n(<LemonTestPage />);
    await user.clear(await screen.findByLabelText('Elemento 1'));
    expect(await screen.findByText('Hay 1 problema en la pregunta.')).toBeTruthy();
    expect(screen.getByText('Escribe el texto.')).toBeTruthy();
    expect(screen.getByText(/Corrige los problemas de la edición/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Comprobar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Volver al ejemplo' }));
    expect(await screen.findByText('Los datos de la pregunta son válidos.')).toBeTruthy();
  });
});

describe('/lemon-test uploads', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps an audio answer in the browser (object URL, no network)', async () => {
    const createObjectURL = vi.fn(() => 'blob:lemon/1');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const user = userEvent.setup();
    renderWithI18n(<LemonTestPage />);
    await user.selectOptions(screen.getByLabelText('Tipo de pregunta'), 'QT_20');
    await user.upload(await screen.findByLabelText('Elige un archivo de audio'), new File(['ogg'], 'respuesta.ogg', { type: 'audio/ogg' }));
    await waitFor(() => expect(screen.getByLabelText('Tu grabación').getAttribute('src')).toBe('blob:lemon/1'));
    expect(screen.getByText(/"file_guid": "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(await within(screen.getByRole('region', { name: 'Corrección' })).findByText('Pendiente de corregir por el profesorado')).toBeTruthy();
  });
});

describe('/test-component', () => {
  it('shows every type with an anchor list, and each of QT_12–QT_21 in all five states', async () => {
    renderWithI18n(<TestComponentPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Galería de tipos de pregunta' })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'Tipos de pregunta' });
    expect(within(toc).getAllByRole('link')).toHaveLength(21);
    expect(within(toc).getByRole('link', { name: 'QT_21 · Tabla de opciones' }).getAttribute('href')).toBe('#tc-QT_21');
    for (const type of KINDS_B) {
      const section = document.getElementById(`tc-${type}`);
      if (!section) throw new Error(`no section for ${type}`);
      await waitFor(() => expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(5));
      expect(within(section).getByRole('heading', { level: 3, name: /Corrección: con errores/ })).toBeTruthy();
    }
  }, 30_000);

  it('shows another language’s sample once it has loaded, never the previous language’s meanwhile', async () => {
    const user = userEvent.setup();
    function LanguageSwitch() {
      const [language, setLanguage] = useState<SampleLanguage>('en');
      return (
        <main>
          <button type="button" onClick={() => setLanguage('pt')}>
            pt
          </button>
          <TypeGallery type="QT_13" language={language} />
        </main>
      );
    }
    renderWithI18n(<LanguageSwitch />);
    expect(await screen.findAllByRole('heading', { level: 4, name: 'Countries and capitals' })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'pt' }));
    expect(screen.queryAllByText('Countries and capitals')).toHaveLength(0);
    expect(await screen.findAllByRole('heading', { level: 4, name: 'Países e capitais' })).toHaveLength(5);
    expect(screen.queryAllByText('Countries and capitals')).toHaveLength(0);
  });

  it.each(KINDS_B)('has no axe violations in the states of %s', async (type) => {
    const { container } = renderWithI18n(
      <main>
        <TypeGallery type={type} language="es" />
      </main>,
    );
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5));
    const results = await axe.run(container, {
      rules: {
        // jsdom has no layout: contrast is checked in the browser.
        'color-contrast': { enabled: false },
        // The gallery shows the same question (same heading) in five states on purpose.
        'landmark-unique': { enabled: false },
      },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(10);
  }, 20_000);
});
