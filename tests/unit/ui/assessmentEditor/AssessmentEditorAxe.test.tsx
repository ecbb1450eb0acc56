import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderRoutes } from '@tests/fakes/renderApp';
import { BASE, routes, setUp } from './assessmentEditorTestSetup';

const violations = async (root: HTMLElement) =>
  (await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

describe('assessment authoring accessibility', () => {
  it.each(['es', 'en', 'pt'])('the test’s edit page with its questions has no axe violations (%s)', async (lng) => {
    const { container } = setUp();
    const view = renderRoutes(container, routes, `${BASE}/edit/test-1`, lng);
    await screen.findAllByRole('listitem');
    await screen.findByText(view.i18n.t('assessmentEditor:panel.title'));
    expect(await violations(view.container)).toEqual([]);
  }, 30_000);

  it.each(['es', 'en', 'pt'])('the question editor has no axe violations (%s)', async (lng) => {
    const { container } = setUp();
    const view = renderRoutes(container, routes, `${BASE}/assessment/test-1/edit-question/q-1`, lng);
    await screen.findByLabelText(new RegExp(view.i18n.t('assessmentEditor:editor.name')));
    expect(await violations(view.container)).toEqual([]);
  }, 30_000);
});
