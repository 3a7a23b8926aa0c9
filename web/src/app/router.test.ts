import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { GUEST_PATHS, SIGNED_IN_PATHS } from '@/lib/route-table';
import { authRoutes, protectedRoutes } from './protected-routes';
import { routes } from './router';

const topLevel = (): RouteObject[] => routes[0]?.children ?? [];
const shell = (): RouteObject | undefined => topLevel().find((route) => route.id === 'app-shell');

describe('route table', () => {
  it('should hold only the home and /plans redirects, the app shell and the not-found route', () => {
    // Arrange / Act
    const children = topLevel();

    // Assert
    expect(children.map((route) => route.path)).toEqual([paths.home, paths.plans, undefined, '*']);
    expect(children[2]?.id).toBe('app-shell');
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

  it('should redirect /plans to the shop, replacing the history entry', () => {
    // Arrange
    const plans = topLevel().find((route) => route.path === paths.plans);

    // Act
    const element = plans?.element;

    // Assert
    expect(isValidElement(element) ? element.props : undefined).toEqual({ to: paths.shop, replace: true });
  });

  it('should load the app shell and the not-found screen lazily as route components', async () => {
    // Arrange
    const [, , shellRoute, notFound] = topLevel();
    const load = async (route: RouteObject | undefined) =>
      typeof route?.lazy === 'function' ? await route.lazy() : undefined;

    // Act
    const [shellModule, notFoundModule] = await Promise.all([load(shellRoute), load(notFound)]);

    // Assert
    expect(typeof shellModule?.Component).toBe('function');
    expect(typeof notFoundModule?.Component).toBe('function');
  });
});
