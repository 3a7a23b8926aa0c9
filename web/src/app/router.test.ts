import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { GUEST_PATHS, PUBLIC_PATHS, SIGNED_IN_PATHS } from '@/lib/route-table';
import { authRoutes, protectedRoutes } from './protected-routes';
import { publicRoutes } from './public-routes';
import { routes } from './router';

const topLevel = (): RouteObject[] => routes[0]?.children ?? [];
const shell = (): RouteObject | undefined => topLevel().find((route) => route.id === 'app-shell');

describe('route table', () => {
  it('should hold the public layout, the /about and /plans redirects, the app shell and the not-found route', () => {
    // Arrange / Act
    const children = topLevel();

    // Assert
    expect(children.map((route) => route.id ?? route.path)).toEqual(['public', paths.aboutAlias, paths.plans, 'app-shell', '*']);
    expect(children[0]?.children).toBe(publicRoutes);
  });

  it('should route every public page of the route table under the public layout, each to a lazy page with a Component', async () => {
    // Arrange / Act
    const pages = await Promise.all(publicRoutes.map(async (route) => (typeof route.lazy === 'function' ? await route.lazy() : undefined)));

    // Assert
    expect(publicRoutes.map((route) => route.path)).toEqual([...PUBLIC_PATHS]);
    expect(pages.map((page) => typeof page?.Component)).toEqual(publicRoutes.map(() => 'function'));
  });

  it('should put /auth in the shell without the guard, and every protected route behind the guard', () => {
    // Arrange
    const shellChildren = shell()?.children ?? [];

    // Act
    const guard = shellChildren.find((route) => route.id === 'require-session');

    // Assert
    expect(shellChildren.slice(0, authRoutes.length)).toEqual(authRoutes);
    expect(authRoutes.map((route) => route.path)).toEqual([paths.auth, paths.authResetPassword]);
    expect(guard?.children).toBe(protectedRoutes);
    expect(protectedRoutes.map((route) => route.path)).toEqual(expect.arrayContaining([paths.app, paths.account]));
  });

  // Imports every page through Vite's transform: seconds on a busy machine, hence a deadline above the default 5 s.
  it('should route exactly the addresses of the route table, each to a lazy page with a Component', async () => {
    // Arrange
    const shellChildren = shell()?.children ?? [];
    const guarded = shellChildren.find((route) => route.id === 'require-session')?.children ?? [];
    const routed = [...shellChildren.filter((route) => route.id !== 'require-session'), ...guarded];

    // Act
    const pages = await Promise.all(routed.map(async (route) => (typeof route.lazy === 'function' ? await route.lazy() : undefined)));

    // Assert
    expect(routed.map((route) => route.path)).toEqual([...GUEST_PATHS, ...SIGNED_IN_PATHS]);
    expect(pages.map((page) => typeof page?.Component)).toEqual(routed.map(() => 'function'));
  }, 30_000);

  it('should redirect /about to /qui-sommes-nous, replacing the history entry', () => {
    // Arrange
    const about = topLevel().find((route) => route.path === paths.aboutAlias);

    // Act
    const element = about?.element;

    // Assert
    expect(isValidElement(element) ? element.props : undefined).toEqual({ to: paths.about, replace: true });
  });

  it('should redirect /plans to the shop, replacing the history entry', () => {
    // Arrange
    const plans = topLevel().find((route) => route.path === paths.plans);

    // Act
    const element = plans?.element;

    // Assert
    expect(isValidElement(element) ? element.props : undefined).toEqual({ to: paths.shop, replace: true });
  });

  it('should load the public layout, the app shell and the not-found screen lazily as route components', async () => {
    // Arrange
    const [publicLayout, , , shellRoute, notFound] = topLevel();
    const load = async (route: RouteObject | undefined) =>
      typeof route?.lazy === 'function' ? await route.lazy() : undefined;

    // Act
    const [layoutModule, shellModule, notFoundModule] = await Promise.all([load(publicLayout), load(shellRoute), load(notFound)]);

    // Assert
    expect(typeof layoutModule?.Component).toBe('function');
    expect(typeof shellModule?.Component).toBe('function');
    expect(typeof notFoundModule?.Component).toBe('function');
  });
});
