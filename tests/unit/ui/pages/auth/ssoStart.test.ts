import { describe, expect, it } from 'vitest';
import { ssoStartUrl } from '@ui/pages/auth/ssoStart';

describe('ssoStartUrl', () => {
  it('starts at the route of the provider’s protocol, naming the tenant, the provider and the page to land on', () => {
    expect(ssoStartUrl('classbook', { id: 'riverside', kind: 'oidc' }, '/course/abc?tab=2')).toBe('/api/front/auth/oidc/start?tenant=classbook&provider=riverside&next=%2Fcourse%2Fabc%3Ftab%3D2');
    expect(ssoStartUrl('classbook', { id: 'harbour', kind: 'saml' }, '/home')).toBe('/api/front/auth/saml/start?tenant=classbook&provider=harbour&next=%2Fhome');
  });
});
