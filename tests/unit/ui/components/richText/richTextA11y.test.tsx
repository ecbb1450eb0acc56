import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@tests/unit/support/i18nForTests';
import { renderWithI18n } from '../renderWithI18n';
import { Harness, surface } from './richTextTestKit';

async function violations(container: HTMLElement): Promise<string[]> {
  // jsdom has no layout: contrast is checked in the browser journey instead.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const images = {
  renderUpload: ({ id, label }: { id: string; label: string }) => (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" />
    </div>
  ),
  displayUrl: () => undefined,
};

describe('rich-text editor accessibility', () => {
  it.each(['es', 'en', 'pt'])('has no axe violations with content, in the toolbar and in its dialogs (%s)', async (lng) => {
    const user = userEvent.setup();
    const t = createTestI18n(lng).getFixedT(lng, 'components');
    const { container } = renderWithI18n(
      <Harness
        changes={[]}
        images={images}
        initial={'<h2>Fases</h2><ul><li><p>Evaporación</p></li></ul><p><a href="https://example.org">más</a> <span class="math-tex">\\(x^2\\)</span></p><table><tbody><tr><th><p>A</p></th></tr><tr><td><p>1</p></td></tr></tbody></table>'}
      />,
      lng,
    );
    await surface(/.+/u);
    await waitFor(() => expect(container.querySelector('.rt-formula .katex')).not.toBeNull());
    expect(screen.getByRole('toolbar', { name: t('richText.toolbar.label') })).toBeTruthy();
    expect(await violations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: t('richText.toolbar.formula') }));
    await screen.findByRole('dialog', { name: t('richText.formula.title') });
    await user.type(screen.getByRole('textbox', { name: new RegExp(t('richText.formula.tex')) }), '\\frac{{1}{{2}');
    await waitFor(() => expect(document.querySelector('.rt-formula-preview math')).not.toBeNull());
    expect(await violations(document.body)).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: t('richText.toolbar.link') }));
    await screen.findByRole('dialog', { name: t('richText.link.title') });
    await user.type(screen.getByRole('textbox', { name: new RegExp(t('richText.link.url')) }), 'ftp://x{Enter}');
    expect(screen.getByText(t('richText.link.errors.UNSAFE_URL'))).toBeTruthy();
    expect(await violations(document.body)).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: t('richText.toolbar.image') }));
    await screen.findByRole('dialog', { name: t('richText.image.title') });
    expect(await violations(document.body)).toEqual([]);
  }, 40_000);
});
