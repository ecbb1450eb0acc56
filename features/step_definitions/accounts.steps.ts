import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { checkClassroomCode, classroomsJoinedAt } from '@domain/accounts/classrooms';
import { accessPageFor, isDeepLinkTarget, safeDestination } from '@domain/accounts/destination';
import { mayUnlink } from '@domain/accounts/signInMethods';
import { libraryLevels, NO_LIBRARY_FILTER, searchLibrary, type LibraryFilter, type LibraryStatus } from '@domain/accounts/librarySearch';
import { checkLicenceCodeFormat, checkLicenceRedeemable, isLicenceActive, licenceEndsOn, normaliseLicenceCode, type LicenceCodeFacts } from '@domain/accounts/licence';
import { checkBirthDate, checkEmailsMatch, checkGuardianEmail, checkPersonName, needsGuardianConsent, type SignupProfile } from '@domain/accounts/signup';
import type { TizaWorld } from '../support/world';

const today = (world: TizaWorld) => world.now.toISOString().slice(0, 10);

Given("the platform's age of digital consent is {int}", function (this: TizaWorld, age: number) {
  this.given.consentAge = age;
});

When('a person born on {string} signs up', function (this: TizaWorld, birth: string) {
  this.value = needsGuardianConsent(birth, today(this), this.input<number>('consentAge'));
});

Then('the account waits for a guardian', function (this: TizaWorld) {
  assert.equal(this.value, true);
});

Then('the account opens at once', function (this: TizaWorld) {
  assert.equal(this.value, false);
});

When('a person types {string} as their date of birth', function (this: TizaWorld, birth: string) {
  this.outcome = checkBirthDate(birth, today(this));
});

When('someone types the email {string} and then {string}', function (this: TizaWorld, first: string, second: string) {
  this.outcome = checkEmailsMatch(first, second);
});

When('a child with the email {string} names {string} as guardian', function (this: TizaWorld, child: string, guardian: string) {
  this.outcome = checkGuardianEmail(guardian, child);
});

When('someone types {string} as a name', function (this: TizaWorld, typed: string) {
  this.outcome = checkPersonName(typed === '<spaces>' ? '   ' : typed);
});

Then('the name is kept as {string}', function (this: TizaWorld, expected: string) {
  assert.equal(this.accepted(), expected);
});

When('someone types the licence code {string}', function (this: TizaWorld, typed: string) {
  this.given.typedCode = typed;
  this.outcome = checkLicenceCodeFormat(typed);
});

Then('the code is read as {string}', function (this: TizaWorld, code: string) {
  assert.equal(normaliseLicenceCode(this.input<string>('typedCode')), code);
  assert.equal(this.accepted(), code);
});

function givenLicence(world: TizaWorld, profile: SignupProfile, code: string, seats: number, redeemed: number, until: string | null): void {
  const codes = (world.given.codes ?? {}) as Record<string, LicenceCodeFacts>;
  codes[code] = { profile, seats, redeemed, redeemableUntil: until };
  world.given.codes = codes;
}

Given(/^a (student|teacher) licence "([^"]+)" with (\d+) seats? of which (\d+) (?:is|are) taken$/, function (this: TizaWorld, profile: SignupProfile, code: string, seats: string, taken: string) {
  givenLicence(this, profile, code, Number(seats), Number(taken), null);
});

Given(
  /^a (student|teacher) licence "([^"]+)" with (\d+) seats? of which (\d+) (?:is|are) taken, redeemable until "([^"]+)"$/,
  function (this: TizaWorld, profile: SignupProfile, code: string, seats: string, taken: string, until: string) {
    givenLicence(this, profile, code, Number(seats), Number(taken), until);
  },
);

Given('the student has already added {string}', function (this: TizaWorld, code: string) {
  this.given.added = [code];
});

When(/^a (student|teacher) adds "([^"]*)"$/, function (this: TizaWorld, profile: SignupProfile, typed: string) {
  const codes = (this.given.codes ?? {}) as Record<string, LicenceCodeFacts>;
  const added = (this.given.added ?? []) as string[];
  this.outcome = checkLicenceRedeemable(typed, codes[normaliseLicenceCode(typed)], { profile, added, today: today(this) });
});

When('a licence of {int} days is redeemed on {string}', function (this: TizaWorld, days: number, on: string) {
  this.value = licenceEndsOn(on, days);
});

Then('it grants its title through {string}', function (this: TizaWorld, last: string) {
  assert.equal(this.value, last);
});

Then('it is active on {string} but not on {string}', function (this: TizaWorld, inside: string, after: string) {
  const ends = this.value as string;
  assert.equal(isLicenceActive(ends, inside), true);
  assert.equal(isLicenceActive(ends, after), false);
});

When('a user asked for {string} before signing in', function (this: TizaWorld, asked: string) {
  this.value = safeDestination(asked);
});

Then('they land on {string}', function (this: TizaWorld, lands: string) {
  assert.equal(this.value, lands);
});

When('the login page is asked for on the way to {string}', function (this: TizaWorld, destination: string) {
  this.value = accessPageFor('/auth/login', destination);
});

Then('its address is {string}', function (this: TizaWorld, address: string) {
  assert.equal(this.value, address);
});

When('an administrator makes a login link to {string}', function (this: TizaWorld, page: string) {
  this.value = isDeepLinkTarget(page) ? 'made' : 'refused';
});

Then('the login link is {word}', function (this: TizaWorld, made: string) {
  assert.equal(this.value, made);
});

Given('the sign-up has the class codes {string}', function (this: TizaWorld, codes: string) {
  this.given.classCodes = codes.split(',').map((code) => code.trim());
});

When('someone adds the class code {string} to their sign-up', function (this: TizaWorld, typed: string) {
  this.outcome = checkClassroomCode(typed, (this.given.classCodes as string[] | undefined) ?? []);
});

Then('the class code is read as {string}', function (this: TizaWorld, code: string) {
  assert.equal(this.accepted(), code);
});

When(/^an account that (opens at once|waits for a guardian) is created with classes$/, function (this: TizaWorld, how: string) {
  this.value = classroomsJoinedAt(how === 'opens at once' ? 'active' : 'pending-consent');
});

Then('its classes are joined at {string}', function (this: TizaWorld, moment: string) {
  assert.equal(this.value, moment);
});

interface LibraryRow {
  title: { name: string; description: string; educationLevel: string; educationYears: string[] };
  active: boolean;
}

Given('a library with these titles:', function (this: TizaWorld, table: DataTable) {
  this.given.library = table.hashes().map((row): LibraryRow => ({
    title: { name: row.name ?? '', description: row.description ?? '', educationLevel: row.level ?? '', educationYears: (row.years ?? '').split(',').map((y) => y.trim()).filter((y) => y !== '') },
    active: row.licence === 'active',
  }));
  this.given.libraryFilter = { ...NO_LIBRARY_FILTER };
});

// The page shows a level by its name; here a level's code stands for "<code>" and primary reads "Primaria".
const levelNames: Record<string, string> = { primary: 'Primaria', secondary: 'Secundaria' };

function runLibrarySearch(world: TizaWorld, change: Partial<LibraryFilter>): void {
  const filter = { ...world.input<LibraryFilter>('libraryFilter'), ...change };
  world.given.libraryFilter = filter;
  world.value = searchLibrary(world.input<LibraryRow[]>('library'), filter, (code) => levelNames[code] ?? code).map((entry) => entry.title.name);
}

When('they search their library for {string}', function (this: TizaWorld, query: string) {
  runLibrarySearch(this, { query });
});

When('they keep only the level {string}', function (this: TizaWorld, level: string) {
  runLibrarySearch(this, { level });
});

When('they keep only the licences {string}', function (this: TizaWorld, status: LibraryStatus) {
  runLibrarySearch(this, { status });
});

Then('they see {string}', function (this: TizaWorld, names: string) {
  assert.deepEqual(this.value, names.split(', '));
});

Then('they see no title', function (this: TizaWorld) {
  assert.deepEqual(this.value, []);
});

Then('the level filter offers {string}', function (this: TizaWorld, levels: string) {
  assert.deepEqual(libraryLevels(this.input<LibraryRow[]>('library')), levels.split(', '));
});

Given('an account {word} a password', function (this: TizaWorld, hasIt: string) {
  this.given.hasPassword = hasIt === 'with';
});

Given('a tenant that takes passwords', function (this: TizaWorld) {
  this.given.tenantTakesPasswords = true;
});

Given('a tenant that does not take passwords', function (this: TizaWorld) {
  this.given.tenantTakesPasswords = false;
});

Given('the account has {int} links to identity providers', function (this: TizaWorld, links: number) {
  this.given.links = links;
});

When('its owner removes one link', function (this: TizaWorld) {
  const decided = mayUnlink({ hasPassword: this.given.hasPassword === true, tenantTakesPasswords: this.given.tenantTakesPasswords === true, links: Number(this.given.links) });
  this.value = decided.ok ? 'allowed' : `refused: ${decided.val}`;
});

Then('the removal is {}', function (this: TizaWorld, outcome: string) {
  assert.equal(this.value, outcome);
});
