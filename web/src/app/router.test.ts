import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { protectedRoutes } from './protected-routes';
import { routes } from './router';

const topLevel = (): RouteObject[] => routes[0]?.children ?? [];

describe('route table', () => {
  it('should hold only the home redirect, the protected layout and the not-found route', () => {
    // Arrange / Act
    const children = topLevel();

    // Assert
    expect(children.map((route) => route.path)).toEqual([paths.home, undefined, '*']);
    expect(children[1]?.id).toBe('app-shell');
    expect(children[1]?.children).toBe(protectedRoutes);
  });

  it('should redirect the home page to /app, replacing the history entry', () => {
    // Arrange
    const home = topLevel()[0];

    // Act
    const element = home?.element;

    // Assert
    expect(isValidElement(element)).toBe(true);
    expect(isValidElement(element) ? element.props : undefined).toEqual({ to: paths.app, replace: true });
  });

  it('should load the app shell and the not-found screen lazily as route components', async () => {
    // Arrange
    const [, shell, notFound] = topLevel();
    const load = async (route: RouteObject | undefined) =>
      typeof route?.lazy === 'function' ? await route.lazy() : undefined;

    // Act
    const [shellModule, notFoundModule] = await Promise.all([load(shell), load(notFound)]);

    // Assert
    expect(typeof shellModule?.Component).toBe('function');
    expect(typeof notFoundModule?.Component).toBe('function');
  });
});
