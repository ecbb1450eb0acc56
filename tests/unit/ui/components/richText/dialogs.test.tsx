import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UploadedImage } from '@ui/components/richText/images';
import { renderWithI18n } from '../renderWithI18n';
import { editorOf, Harness, normalised, surface } from './richTextTestKit';

const FILE = '0a0a0a0a-0000-4000-8000-000000000001';

describe('the formula dialog', () => {
  it('previews KaTeX live, refuses an empty or unreadable formula with an announced message, and inserts the stored markup', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    renderWithI18n(<Harness changes={changes} initial="<p>Área</p>" />);
    const editor = editorOf(await surface());
    act(() => {
      editor.commands.focus('end');
    });
    await user.click(screen.getByRole('button', { name: 'Fórmula' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insertar fórmula' });
    const tex = within(dialog).getByRole('textbox', { name: /Fórmula en LaTeX/ });
    expect(document.activeElement).toBe(tex);

    await user.click(within(dialog).getByRole('button', { name: 'Insertar fórmula' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Escribe la fórmula.');
    expect(tex.getAttribute('aria-invalid')).toBe('true');

    await user.type(tex, '\\frac{{a');
    await waitFor(() => expect(dialog.querySelector('.rt-formula-preview .katex-error')).not.toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Insertar fórmula' }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/^La fórmula tiene un error: .*ParseError/u);

    await user.clear(tex);
    await user.type(tex, '\\pi r^2');
    await waitFor(() => expect(dialog.querySelector('.rt-formula-preview math')).not.toBeNull());
    expect(within(dialog).getByRole('alert').textContent).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Insertar fórmula' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes.at(-1)).toBe('<p>Área<span class="math-tex">\\(\\pi r^2\\)</span></p>');
    const formula = await surface().then((text) => text.querySelector('.rt-formula'));
    expect(formula?.getAttribute('aria-label')).toBe('Fórmula: \\pi r^2');
    await waitFor(() => expect(formula?.querySelector('.katex')).not.toBeNull());
  }, 20_000);

  it('edits a formula the text already holds, on its own line when asked', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    renderWithI18n(<Harness changes={changes} initial={'<p>Sea <span class="math-tex">\\(x^2\\)</span></p>'} />);
    const text = await surface();
    const formula = text.querySelector('.rt-formula');
    if (!formula) throw new Error('no formula');
    await user.dblClick(formula);
    const dialog = await screen.findByRole('dialog', { name: 'Editar fórmula' });
    const tex = within(dialog).getByRole('textbox', { name: /Fórmula en LaTeX/ }) as HTMLTextAreaElement;
    expect(tex.value).toBe('x^2');
    await user.clear(tex);
    await user.type(tex, 'x^3');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mostrar en una línea aparte, centrada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar fórmula' }));
    await waitFor(() => expect(changes.at(-1)).toBe('<p>Sea <span class="math-tex">\\[x^3\\]</span></p>'));
  }, 20_000);

  it('closes with Esc, changing nothing', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    renderWithI18n(<Harness changes={changes} initial="<p>Hola</p>" />);
    await surface();
    await user.click(screen.getByRole('button', { name: 'Fórmula' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([]);
  });
});

describe('the link dialog', () => {
  it('checks the address with the domain rule, then links the selected text safely', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    renderWithI18n(<Harness changes={changes} initial="<p>Lee la ficha</p>" />);
    const editor = editorOf(await surface());
    act(() => {
      editor.commands.setTextSelection({ from: 8, to: 13 });
    });
    await user.click(screen.getByRole('button', { name: 'Enlace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insertar enlace' });
    const url = within(dialog).getByRole('textbox', { name: /Dirección del enlace/ });
    await user.type(url, 'javascript:alert(1){Enter}');
    expect(within(dialog).getByText('Solo se admiten direcciones http o https, sin usuario ni contraseña.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.clear(url);
    await user.type(url, 'www.ejemplo.org/ficha{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(normalised(changes.at(-1) ?? '')).toBe('<p>Lee la <a href="https://www.ejemplo.org/ficha" rel="noopener noreferrer">ficha</a></p>');
  });

  it('asks for the text when nothing is selected, and removes a link', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    renderWithI18n(<Harness changes={changes} initial="<p>Más</p>" />);
    const editor = editorOf(await surface());
    act(() => {
      editor.commands.focus('end');
    });
    await user.click(screen.getByRole('button', { name: 'Enlace' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Dirección del enlace/ }), 'https://es.wikipedia.org/wiki/Agua');
    await user.type(within(dialog).getByRole('textbox', { name: /Texto del enlace/ }), 'el agua');
    await user.click(within(dialog).getByRole('button', { name: 'Insertar enlace' }));
    await waitFor(() => expect(normalised(changes.at(-1) ?? '')).toBe('<p>Más<a href="https://es.wikipedia.org/wiki/Agua" rel="noopener noreferrer">el agua</a></p>'));

    act(() => {
      editor.commands.setTextSelection(6);
    });
    await user.click(screen.getByRole('button', { name: 'Enlace' }));
    const editing = await screen.findByRole('dialog', { name: 'Editar enlace' });
    expect((within(editing).getByRole('textbox', { name: /Dirección del enlace/ }) as HTMLInputElement).value).toBe('https://es.wikipedia.org/wiki/Agua');
    await user.click(within(editing).getByRole('button', { name: 'Quitar enlace' }));
    await waitFor(() => expect(changes.at(-1)).toBe('<p>Másel agua</p>'));
  });
});

describe('the image dialog', () => {
  it('inserts an uploaded image with its alternative text, stored unsigned and shown signed', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    const uploaded: UploadedImage = { src: `/api/files/${FILE}`, url: `/api/files/${FILE}?sig=abc`, name: 'mapa.png' };
    const images = {
      renderUpload: ({ id, label, onUploaded }: { id: string; label: string; onUploaded: (image: UploadedImage) => void }) => (
        <button id={id} type="button" onClick={() => onUploaded(uploaded)}>
          {label}
        </button>
      ),
      displayUrl: () => undefined,
    };
    renderWithI18n(<Harness changes={changes} initial="<p>Mapa</p>" images={images} />);
    const editor = editorOf(await surface());
    act(() => {
      editor.commands.focus('end');
    });
    await user.click(screen.getByRole('button', { name: 'Imagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insertar imagen' });
    await user.click(within(dialog).getByRole('button', { name: 'Insertar imagen' }));
    expect(within(dialog).getByText('Sube una imagen antes de insertarla.')).toBeTruthy();
    expect(within(dialog).getByText('Escribe el texto alternativo de la imagen.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Archivo de imagen' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Texto alternativo/ }), 'Mapa de la península');
    await user.click(within(dialog).getByRole('button', { name: 'Insertar imagen' }));
    await waitFor(() => expect(changes.at(-1)).toBe(`<p>Mapa</p><img src="/api/files/${FILE}" alt="Mapa de la península">`));
    expect((await surface()).querySelector('img')?.getAttribute('src')).toBe(uploaded.url);
  });

  it('is not offered when the form cannot upload images', async () => {
    renderWithI18n(<Harness changes={[]} />);
    await surface();
    expect(screen.queryByRole('button', { name: 'Imagen' })).toBeNull();
  });
});
