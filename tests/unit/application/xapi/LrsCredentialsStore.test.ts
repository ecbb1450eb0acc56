import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { LrsCredentialsStore } from '@application/xapi/LrsCredentialsStore';
import { InMemoryLrsCredentialGateway } from '../../../fakes/InMemoryLrsCredentialGateway';

describe('LrsCredentialsStore', () => {
  it('makes a credential, shows its secret until dismissed, and lists it', async () => {
    const gateway = new InMemoryLrsCredentialGateway();
    const store = new LrsCredentialsStore(gateway);
    await store.load();
    expect(store.credentials).toEqual([]);
    expect(store.endpoint).toBe('http://tiza.test/api/xapi/');
    store.setName('   ');
    expect(store.nameValid).toBe(false);
    expect(await store.create()).toBe(false);
    store.setName('Editorial Luna');
    expect(await store.create()).toBe(true);
    expect(store.issued).toMatchObject({ credential: { name: 'Editorial Luna' }, secret: 'secret-1' });
    expect(store.name).toBe('');
    expect(store.credentials.map((c) => c.name)).toEqual(['Editorial Luna']);
    store.dismissIssued();
    expect(store.issued).toBeUndefined();
  });

  it('keeps the name and says why when the server refuses', async () => {
    const gateway = new InMemoryLrsCredentialGateway();
    gateway.failure = appError('validation', 'LRS_CREDENTIAL_NAME_INVALID');
    const store = new LrsCredentialsStore(gateway);
    store.setName('Otra');
    expect(await store.create()).toBe(false);
    expect(store.createError?.code).toBe('LRS_CREDENTIAL_NAME_INVALID');
    expect(store.name).toBe('Otra');
  });

  it('revokes after the confirmation and reads the list again', async () => {
    const gateway = new InMemoryLrsCredentialGateway();
    const store = new LrsCredentialsStore(gateway);
    store.setName('Herramienta');
    await store.create();
    const [credential] = store.credentials;
    store.askRevoke(credential);
    expect(store.revoking?.name).toBe('Herramienta');
    await store.confirmRevoke();
    expect(store.revoking).toBeUndefined();
    expect(store.credentials[0]?.revokedAt).toBeInstanceOf(Date);
  });
});
