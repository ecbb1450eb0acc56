import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UiGalleryPage } from '@ui/pages/design/UiGalleryPage';
import { renderWithI18n } from './renderWithI18n';

describe('UI gallery accessibility', () => {
  it.each(['es', 'en', 'pt'])('has no axe violations (%s)', async (lng) => {
    const { container } = renderWithI18n(
      <MemoryRouter>
        <main>
          <UiGalleryPage />
        </main>
      </MemoryRouter>,
      lng,
    );
    // Wait for the lazily loaded KaTeX so the formulas are part of the check.
    await waitFor(() => expect(container.querySelector('.katex-display')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');

    const results = await axe.run(container, {
      rules: {
        // jsdom has no layout: contrast cannot be computed there (checked in the browser instead).
        'color-contrast': { enabled: false },
      },
    });
    const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
    // The check really ran over the page (not an empty container).
    expect(results.passes.length).toBeGreaterThan(15);
  }, 30_000);
});
