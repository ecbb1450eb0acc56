import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Given, Then } from '@cucumber/cucumber';
import i18next from 'i18next';
import { isRole, type Role } from '@domain/identity/roles';
import { isGrammaticalGender, roleWord, type GrammaticalGender } from '@domain/users/roleWord';
import type { TizaWorld } from '../support/world';

const LOCALES = { es: 'es', pt: 'pt-PT', en: 'en' } as const;

/** The catalogues as the app reads them, so a scenario proves the words a person sees, not only the key. */
async function catalogue(): Promise<typeof i18next> {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries(LOCALES).map(([language, locale]) => [
      locale,
      { catalog: JSON.parse(readFileSync(join(process.cwd(), 'locales', language, 'catalog.json'), 'utf8')) as Record<string, unknown> },
    ]),
  );
  await instance.init({ resources, lng: 'es', fallbackLng: false, ns: ['catalog'], defaultNS: 'catalog', showSupportNotice: false });
  return instance;
}

Given('a user with the role code {string} who is addressed as {string}', function (this: TizaWorld, code: string, gender: string) {
  assert.ok(isRole(code), `${code} should be a role`);
  this.given.role = code;
  this.given.gender = gender === 'unspecified' ? null : gender;
});

Then('their role reads {string} in es, {string} in pt and {string} in en', async function (this: TizaWorld, es: string, pt: string, en: string) {
  const word = roleWord(this.input<Role>('role'), this.input<GrammaticalGender | null>('gender'));
  const i18n = await catalogue();
  const read = (locale: string) => i18n.getFixedT(locale, 'catalog')(word.key, { context: word.context });
  assert.deepEqual({ es: read(LOCALES.es), pt: read(LOCALES.pt), en: read(LOCALES.en) }, { es, pt, en });
});

Then('the role word is the key {string} with the context {string}', function (this: TizaWorld, key: string, context: string) {
  assert.deepEqual(roleWord(this.input<Role>('role'), this.input<GrammaticalGender | null>('gender')), { key, context });
});

Then('the role word is the key {string} with no context', function (this: TizaWorld, key: string) {
  assert.deepEqual(roleWord(this.input<Role>('role'), this.input<GrammaticalGender | null>('gender')), { key, context: undefined });
});

Then(/^"([^"]*)" (is|is not) a way to be addressed$/, function (value: string, is: string) {
  assert.equal(isGrammaticalGender(value), is === 'is');
});
