import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { RichTextField } from '@ui/components/richText/RichTextField';
import { createTestI18n } from '@tests/unit/support/i18nForTests';
import { renderWithI18n } from '../renderWithI18n';
import { editorOf, Harness, surface } from './richTextTestKit';

describe('RichTextField', () => {
  it('loads the editor with a labelled, described editing surface', async () => {
    renderWithI18n(<Harness changes={[]} initial="<p>Hola</p>" />);
    const text = await surface();
    expect(text.getAttribute('aria-multiline')).toBe('true');
    expect(text.getAttribute('aria-required')).toBe('true');
    expect(text.getAttribute('contenteditable')).toBe('true');
    const describedBy = (text.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy).toEqual(['instructions-hint', 'instructions-error']);
    expect(document.getElementById('instructions-hint')?.textContent).toContain('Alt+F10');
    expect(text.textContent).toBe('Hola');
  });

  it('names every toolbar button from the catalogue and keeps one tab stop', async () => {
    renderWithI18n(<Harness changes={[]} />);
    await surface();
    const toolbar = screen.getByRole('toolbar', { name: 'Formato del texto' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Encabezado',
      'Encabezado de segundo nivel',
      'Negrita',
      'Cursiva',
      'Subrayado',
      'Lista con viñetas',
      'Lista numerada',
      'Enlace',
      'Fórmula',
      'Insertar tabla',
      'Añadir fila debajo',
      'Añadir columna a la derecha',
      'Eliminar fila',
      'Eliminar columna',
      'Eliminar tabla',
      'Deshacer en el texto',
      'Rehacer en el texto',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    expect(toolbar.getAttribute('aria-controls')).toBe('instructions');
  });

  it('moves along the toolbar with the arrows, Home and End, wrapping round', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness changes={[]} />);
    await surface();
    const toolbar = screen.getByRole('toolbar');
    const bold = within(toolbar).getByRole('button', { name: 'Negrita' });
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Encabezado');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(bold);
    expect(bold.tabIndex).toBe(0);
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Rehacer en el texto');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Encabezado');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Rehacer en el texto');
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Encabezado');
    // Tab leaves the toolbar for the text: one stop only.
    await user.tab();
    expect(document.activeElement).toBe(await surface());
  });

  it('reaches the toolbar with Alt+F10 and returns to the text with Esc', async () => {
    renderWithI18n(<Harness changes={[]} initial="<p>Hola</p>" />);
    const text = await surface();
    act(() => text.focus());
    fireEvent.keyDown(text, { key: 'F10', altKey: true });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Encabezado');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(text));
  });

  it('applies bold, a heading and a list from the keyboard, announcing the pressed state, and hands up sanitised HTML', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    renderWithI18n(<Harness changes={changes} initial="<p>El ciclo del agua</p>" />);
    const text = await surface();
    const editor = editorOf(text);
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 1 + 'El ciclo del agua'.length });
    });
    const bold = screen.getByRole('button', { name: 'Negrita' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    bold.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
    expect(changes.at(-1)).toBe('<p><strong>El ciclo del agua</strong></p>');

    await user.click(screen.getByRole('button', { name: 'Encabezado' }));
    expect(changes.at(-1)).toBe('<h2><strong>El ciclo del agua</strong></h2>');
    await user.click(screen.getByRole('button', { name: 'Encabezado' }));
    await user.click(screen.getByRole('button', { name: 'Lista numerada' }));
    expect(changes.at(-1)).toBe('<ol><li><p><strong>El ciclo del agua</strong></p></li></ol>');
    expect(screen.getByRole('button', { name: 'Lista numerada' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps table commands reachable but disabled outside a table, and edits a table inside one', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    renderWithI18n(<Harness changes={changes} initial="<p>Datos</p>" />);
    const editor = editorOf(await surface());
    act(() => {
      editor.commands.focus('end');
    });
    const addRow = screen.getByRole('button', { name: 'Añadir fila debajo' });
    expect(addRow.getAttribute('aria-disabled')).toBe('true');
    await user.click(addRow);
    expect(changes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Insertar tabla' }));
    await waitFor(() => expect(addRow.getAttribute('aria-disabled')).toBeNull());
    const html = changes.at(-1) ?? '';
    expect(html).toMatch(/^<p>Datos<\/p><table>/u);
    expect(html.match(/<th/gu)).toHaveLength(3);
    expect(html).not.toMatch(/style=|class=/u);
    await user.click(addRow);
    expect((changes.at(-1) ?? '').match(/<tr>/gu)).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Eliminar tabla' }));
    expect(changes.at(-1)).toBe('<p>Datos</p>');
  });

  it('hands up an empty string for an emptied text, so a required rule still sees it empty', async () => {
    const changes: string[] = [];
    renderWithI18n(<Harness changes={changes} initial="<p>Algo</p>" />);
    const editor = editorOf(await surface());
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(changes.at(-1)).toBe('');
  });

  it('shows a value the form sets later (an item loaded after the first render) without echoing it back', async () => {
    const changes: string[] = [];
    const field = (value: string) => <RichTextField id="doc" label="Contenido" value={value} onChange={(html) => changes.push(html)} />;
    const view = renderWithI18n(field(''));
    const text = await surface('Contenido');
    view.rerender(<I18nextProvider i18n={createTestI18n('es')}>{field('<p>Una fracción es $\\frac{a}{b}$</p>')}</I18nextProvider>);
    await waitFor(() => expect(text.textContent).toBe('Una fracción es $\\frac{a}{b}$'));
    expect(changes).toEqual([]);
  });
});
