// The journeys' OpenID provider (playwright.config.ts starts it beside the server): the tests' local provider on
// loopback, its sign-in page asking for an account's e-mail (tests/support/localOidcProvider.ts).
import { startLocalOidcProvider } from '../../support/localOidcProvider';

const port = Number(process.env.OIDC_PORT);
const redirectUri = process.env.OIDC_REDIRECT_URI ?? '';
const provider = await startLocalOidcProvider({ port, redirectUris: [redirectUri] });
console.log(`local OpenID provider at ${provider.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void provider.close().then(() => process.exit(0)));
