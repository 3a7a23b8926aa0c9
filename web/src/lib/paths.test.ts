import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';

describe('paths', () => {
  it('should give the spec routes their exact French paths', () => {
    // Arrange / Act: the table itself.
    const fixed = [paths.home, paths.app, paths.auth, paths.authResetPassword, paths.shop, paths.plans, paths.about, paths.legalNotice, paths.adminSync];

    // Assert
    expect(fixed).toEqual(['/', '/app', '/auth', '/auth/reset-password', '/boutique', '/plans', '/qui-sommes-nous', '/mentions-legales', '/AdminSync']);
  });

  it('should build parametrised paths that their route patterns match', () => {
    // Arrange
    const id = '01JABCDEF0123456789XYZ';

    // Act
    const built = {
      story: paths.story(id),
      storyLoading: paths.storyLoading(id),
      editProfile: paths.editProfile(id),
    };

    // Assert
    expect(built).toEqual({ story: `/story/${id}`, storyLoading: `/story/${id}/loading`, editProfile: `/edit-profile/${id}` });
    for (const name of Object.keys(built) as (keyof typeof built)[]) {
      expect(matchPath(routePatterns[name], built[name])?.params.id).toBe(id);
    }
  });

  it('should keep a stray character in an id from changing the route', () => {
    // Arrange
    const id = '../admin?x=1';

    // Act
    const built = paths.story(id);

    // Assert
    expect(built).toBe('/story/..%2Fadmin%3Fx%3D1');
    expect(matchPath(routePatterns.story, built)).not.toBeNull();
    expect(matchPath(routePatterns.storyLoading, built)).toBeNull();
  });

  it('should not let the story pattern match the loading screen', () => {
    // Arrange
    const loading = paths.storyLoading('abc');

    // Act
    const match = matchPath(routePatterns.story, loading);

    // Assert
    expect(match).toBeNull();
  });
});
