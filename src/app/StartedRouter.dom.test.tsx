import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { StartedRouter } from './StartedRouter';

function routerOn(address: string) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const screenAt = (path: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>screen {path}</p> });
  const history = createMemoryHistory({ initialEntries: [address] });
  const router = createRouter({
    routeTree: root.addChildren([screenAt('/list'), screenAt('/404')]),
    history,
  });
  return { router, history };
}

test('a move of the address after the router loaded and before it mounted shows the new screen', async () => {
  const { router, history } = routerOn('/list');
  // As bootstrap.tsx does: the address matched before the first render…
  await router.load();
  // …and moved while the screen was being drawn (the back button, a redirect).
  history.push('/404');
  render(<StartedRouter router={router} />);
  expect(await screen.findByText('screen /404')).toBeTruthy();
  expect(screen.queryByText('screen /list')).toBeNull();
});

test('with no move in between, the loaded screen shows and is not loaded again', async () => {
  const { router } = routerOn('/list');
  await router.load();
  let loads = 0;
  router.subscribe('onBeforeLoad', () => loads++);
  render(<StartedRouter router={router} />);
  expect(await screen.findByText('screen /list')).toBeTruthy();
  expect(loads).toBe(0);
});

test('a router that never loaded is loaded once, by its own mount', async () => {
  const { router } = routerOn('/list');
  let loads = 0;
  router.subscribe('onBeforeLoad', () => loads++);
  render(<StartedRouter router={router} />);
  expect(await screen.findByText('screen /list')).toBeTruthy();
  expect(loads).toBe(1);
});
