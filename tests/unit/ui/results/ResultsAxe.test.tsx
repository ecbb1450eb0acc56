import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import type { RouteObject } from 'react-router';
import { IndividualResultStore } from '@application/assessments/results/IndividualResultStore';
import { ResultsStore } from '@application/assessments/results/ResultsStore';
import { IndividualResultPage } from '@ui/pages/results/IndividualResultPage';
import { ResultsPage } from '@ui/pages/results/ResultsPage';
import { createTestContainer } from '@tests/fakes/testContainer';
import { renderRoutes } from '@tests/fakes/renderApp';
import { aToken, aUser } from '@tests/fakes/mothers';
import { InMemoryResultsGateway } from '@tests/fakes/InMemoryResultsGateway';

const routes: RouteObject[] = [
  { path: '/results-assesment/:guid', element: <ResultsPage /> },
  { path: '/results-assesment-individual/course/:courseGuid/:assessmentGuid/user/:userGuid', element: <IndividualResultPage /> },
];

async function render(path: string, lng: string) {
  const results = new InMemoryResultsGateway();
  const { container, session } = createTestContainer();
  container.rebindSync(ResultsStore).toResolvedValue(() => new ResultsStore(results));
  container.rebindSync(IndividualResultStore).toResolvedValue(() => new IndividualResultStore(results));
  await session.start(aToken(new Date('2027-01-01T00:00:00Z')), aUser());
  return renderRoutes(container, routes, path, lng);
}

const violations = async (root: HTMLElement) =>
  (await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

describe('results pages accessibility', () => {
  it.each(['es', 'en', 'pt'])('the results table has no axe violations (%s)', async (lng) => {
    const view = await render('/results-assesment/a-1', lng);
    await screen.findByRole('table');
    expect(await violations(view.container)).toEqual([]);
  }, 30_000);

  it.each(['es', 'en', 'pt'])('the grading page has no axe violations (%s)', async (lng) => {
    const view = await render('/results-assesment-individual/course/c-1/a-1/user/s-2', lng);
    await screen.findAllByRole('form');
    expect(await violations(view.container)).toEqual([]);
  }, 30_000);
});
