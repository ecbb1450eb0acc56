// The journeys' SAML identity provider (playwright.config.ts starts it beside the server): the tests' stand-in on
// loopback, its sign-in page asking for an account's e-mail (tests/support/localSamlIdp.ts).
import { startLocalSamlIdp } from '../../support/localSamlIdp';

const port = Number(process.env.SAML_PORT);
const idp = await startLocalSamlIdp({ port });
console.log(`local SAML identity provider at ${idp.ssoUrl} (entity id ${idp.entityId})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void idp.close().then(() => process.exit(0)));
