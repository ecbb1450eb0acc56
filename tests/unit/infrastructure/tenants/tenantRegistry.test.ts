import { beforeEach, describe, expect, it } from 'vitest';
import { resolveTenant, SAME_ORIGIN_API, TENANT_OVERRIDE_KEY } from '@infrastructure/tenants/tenantRegistry';

describe('resolveTenant', () => {
  beforeEach(() => localStorage.clear());

  it('finds the tenant of a known hostname', () => {
    expect(resolveTenant({ hostname: 'escola.localhost', search: '' }, localStorage)).toEqual({ tenantId: 'escola', apiBaseUrl: SAME_ORIGIN_API });
  });

  it('leaves an unknown hostname to the server (Host header)', () => {
    expect(resolveTenant({ hostname: 'localhost', search: '' }, localStorage)).toEqual({ tenantId: undefined, apiBaseUrl: SAME_ORIGIN_API });
  });

  it('lets ?tenant= override the hostname and remembers it for the next visits', () => {
    expect(resolveTenant({ hostname: 'localhost', search: '?tenant=classbook' }, localStorage).tenantId).toBe('classbook');
    expect(localStorage.getItem(TENANT_OVERRIDE_KEY)).toBe('classbook');
    expect(resolveTenant({ hostname: 'escola.localhost', search: '' }, localStorage).tenantId).toBe('classbook');
  });

  it('ignores a malformed ?tenant= and forgets the override with an empty one', () => {
    resolveTenant({ hostname: 'localhost', search: '?tenant=escola' }, localStorage);
    expect(resolveTenant({ hostname: 'localhost', search: '?tenant=../../etc' }, localStorage).tenantId).toBe('escola');
    expect(resolveTenant({ hostname: 'localhost', search: '?tenant=' }, localStorage).tenantId).toBeUndefined();
  });
});
