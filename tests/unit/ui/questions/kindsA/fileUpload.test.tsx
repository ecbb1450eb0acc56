import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { kind as qt9 } from '@ui/questions/kinds/qt9FileUpload';
import type { UploadFile } from '@ui/questions/QuestionKind';
import { renderEditor, renderPlayer, renderReview } from './harness';

const data = { accepted_kinds: ['pdf' as const, 'image' as const], max_files: 2 };

function fakeUpload(): UploadFile & ReturnType<typeof vi.fn> {
  let n = 0;
  return vi.fn(async (_file: File | Blob, name: string, onProgress?: (fraction: number) => void) => {
    onProgress?.(0.5);
    n += 1;
    return { guid: `00000000-0000-4000-8000-00000000000${n}`, url: `/files/${n}`, name, mime: 'application/pdf' };
  });
}

describe('QT_9 file upload', () => {
  it('uploads a chosen file and answers its guid; the file can be removed by keyboard', async () => {
    const user = userEvent.setup();
    const uploadFile = fakeUpload();
    const { last } = renderPlayer(qt9, data, { file_guids: [] }, { uploadFile });
    expect(screen.getByText('Tipos admitidos: PDF, imagen. Puedes subir hasta 2 archivos.')).toBeTruthy();
    await user.upload(screen.getByLabelText('Elegir archivo'), new File(['%PDF-1.4'], 'informe.pdf', { type: 'application/pdf' }));
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(last()).toEqual({ file_guids: ['00000000-0000-4000-8000-000000000001'] });
    const remove = await screen.findByRole('button', { name: 'Quitar informe.pdf' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(last()).toEqual({ file_guids: [] });
  });

  it('refuses a file of a kind not accepted, without uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploadFile = fakeUpload();
    const { onAnswer } = renderPlayer(qt9, data, { file_guids: [] }, { uploadFile });
    await user.upload(screen.getByLabelText('Elegir archivo'), new File(['MZ'], 'juego.exe', { type: 'application/x-msdownload' }));
    expect(uploadFile).not.toHaveBeenCalled();
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Este tipo de archivo no se admite');
  });

  it('stops at max_files', () => {
    renderPlayer(qt9, { ...data, max_files: 1 }, { file_guids: ['00000000-0000-4000-8000-000000000009'] }, { uploadFile: fakeUpload() });
    expect((screen.getByLabelText('Elegir archivo') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/Has llegado al número máximo de archivos/)).toBeTruthy();
  });

  it('read-only offers neither picking nor removing', () => {
    renderPlayer(qt9, data, { file_guids: ['00000000-0000-4000-8000-000000000009'] }, { uploadFile: fakeUpload(), readOnly: true, media: { '00000000-0000-4000-8000-000000000009': { url: '/f', name: 'foto.jpg' } } });
    expect(screen.getByText('foto.jpg')).toBeTruthy();
    expect(screen.queryByLabelText('Elegir archivo')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('review lists the handed-in files as links and the pending score', () => {
    const guid = '00000000-0000-4000-8000-000000000009';
    renderReview(qt9, { data, answer: { file_guids: [guid] }, media: { [guid]: { url: '/files/9', name: 'informe.pdf' } }, score: { points: null, max: 4, outcome: 'needs-grading' } });
    expect(screen.getByRole('link', { name: 'informe.pdf' }).getAttribute('href')).toBe('/files/9');
    expect(screen.getByText('Pendiente de corregir')).toBeTruthy();
  });

  it('editor: kinds and the maximum report the data', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(qt9, { accepted_kinds: ['image'], max_files: 1 });
    await user.click(screen.getByRole('checkbox', { name: 'PDF' }));
    expect(last()?.accepted_kinds).toEqual(['image', 'pdf']);
    await user.click(screen.getByRole('checkbox', { name: 'imagen' }));
    expect(last()?.accepted_kinds).toEqual(['pdf']);
    const max = screen.getByRole('spinbutton', { name: 'Número máximo de archivos' });
    await user.clear(max);
    await user.type(max, '3');
    expect(last()?.max_files).toBe(3);
  });
});
