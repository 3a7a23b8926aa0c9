/**
 * The profiles feature's public face: what app/ and the other features may use (eslint.config.js forbids
 * importing a file behind it). Inside the feature, files import each other by their own paths.
 */
export { PROFILES_QUERY_KEY, profilesQueryOptions, useProfiles } from './api/get-profiles';
export { profileBadgeText } from './messages';
export { SelectedProfileProvider, useSelectedProfile } from './selected-profile';
export { accountSelectionKey } from './selection-memory';
export { ProfilesSection } from './components/profiles-section';
