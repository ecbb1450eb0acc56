import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { checkClassroomCode, classroomsJoinedAt } from '@domain/accounts/classrooms';
import { safeDestination } from '@domain/accounts/destination';
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
