import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { GRAMMATICAL_GENDERS, isGrammaticalGender, roleWord } from '@domain/users/roleWord';
import { isLanguage, pickLanguage } from '@domain/tenancy/tenant';
import { DigestPreferenceStore } from '@application/notifications/DigestPreferenceStore';
import { SessionStore } from '@application/session/SessionStore';
import { PreferencesStore } from '@application/users/PreferencesStore';
import { ProfileStore } from '@application/users/ProfileStore';
import { Button } from '@ui/components/Button';
import { Avatar } from '@ui/components/Avatar';
import { Card } from '@ui/components/Card';
import { CheckboxField } from '@ui/components/CheckboxField';
import { Select } from '@ui/components/Select';
import { useService } from '@ui/app/ContainerContext';
import { PageHeading } from '@ui/app/PageHeading';
import { AvatarEditor } from '@ui/pages/profile/AvatarEditor';
import { NameDialog, PasswordDialog } from '@ui/pages/profile/ProfileDialogs';
import { SignInMethodsCard } from '@ui/pages/profile/SignInMethodsCard';
import '@ui/pages/profile/profile.css';

const UNSPECIFIED = 'unspecified' as const;

/** The daily e-mail digest of unread notifications (ADR 0519): a box, saved as it changes, and what became of the save. */
const DigestChoice = observer(function DigestChoice() {
  const store = useService(DigestPreferenceStore);
  const { t } = useTranslation('profile');
  useEffect(() => store.load(), [store]);
  if (store.read.status !== 'ready' || !store.offered) return null;
  const status = store.saveStatus;
  return (
    <div className="profile__digest">
      <CheckboxField className="profile__check" id="daily-digest" label={t('digest.label')} hint={t('digest.hint')} checked={store.dailyDigest} onChange={store.setDailyDigest} />
      <p className="profile__save" role="status">
        {status === 'saving' ? t('digest.saving') : status === 'saved' ? t('digest.saved') : ''}
      </p>
      {status === 'failed' ? (
        <p className="profile__error" role="alert">
          {t('digest.notSaved')}
        </p>
      ) : null}
    </div>
  );
});

/**
 * The language and accessibility (ADR 0537): each applies at once, app-wide, and is kept on the server for every
 * device; one status line says what became of the latest save (polite), an alert when it was not kept.
 */
const PreferenceChoices = observer(function PreferenceChoices() {
  const session = useService(SessionStore);
  const preferences = useService(PreferencesStore);
  const { t, i18n } = useTranslation('profile');
  const handleLanguage = (value: string) => {
    if (isLanguage(value)) void preferences.setLanguage(value);
  };
  const { reducedMotion, largerText } = preferences.accessibility;
  const state = preferences.state;
  return (
    <>
      <Select
        label={t('language')}
        value={pickLanguage([i18n.language])}
        options={session.tenant.languages.map((language) => ({ value: language, label: t(`shell:menu.language.${language}`) }))}
        onChange={handleLanguage}
      />
      <fieldset className="profile__accessibility">
        <legend>{t('accessibility.legend')}</legend>
        <CheckboxField className="profile__check" id="larger-text" label={t('accessibility.largerText')} hint={t('accessibility.largerTextHint')} checked={largerText} onChange={(on) => void preferences.setLargerText(on)} />
        <CheckboxField className="profile__check" id="reduced-motion" label={t('accessibility.reducedMotion')} hint={t('accessibility.reducedMotionHint')} checked={reducedMotion} onChange={(on) => void preferences.setReducedMotion(on)} />
      </fieldset>
      <p className="profile__save" role="status">
        {state === 'saving' ? t('accessibility.saving') : state === 'saved' ? t('accessibility.saved') : ''}
      </p>
      {state === 'failed' ? (
        <p className="profile__error" role="alert">
          {t('accessibility.notSaved')}
        </p>
      ) : null}
    </>
  );
});

/**
 * /profile: who the user is, with what the tenant lets them change (name, picture, password: ADR 0533), the interface
 * language, how the user wants to be addressed, the digest.
 */
export const ProfilePage = observer(function ProfilePage() {
  const session = useService(SessionStore);
  const profile = useService(ProfileStore);
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState<'name' | 'password' | undefined>(undefined);
  const user = session.user;
  if (user === undefined) return null;
  const can = profile.abilities;

  const handleAddress = (value: string) => {
    void session.changeGrammaticalGender(isGrammaticalGender(value) ? value : null);
  };
  const role = roleWord(user.role, user.grammaticalGender);
  // Each choice shows the role word it gives, so the person sees what changes ("En femenino (Profesora)").
  const addressOptions = [...GRAMMATICAL_GENDERS, UNSPECIFIED].map((choice) => {
    const word = roleWord(user.role, isGrammaticalGender(choice) ? choice : null);
    return { value: choice, label: t(`address.${choice}`, { example: t(word.key, { ns: 'catalog', context: word.context }) }) };
  });

  return (
    <section className="page page--narrow profile">
      <PageHeading title={t('title')} />
      <Card>
        <div className="profile__identity">
          <Avatar name={session.displayName} src={user.avatar} size="xl" />
          <div>
            <p className="profile__name">{session.displayName}</p>
            <p className="profile__role">{t(role.key, { ns: 'catalog', context: role.context })}</p>
            {can.changeAvatar ? <AvatarEditor store={profile} hasPicture={user.avatar !== null} /> : null}
          </div>
        </div>
        <dl className="profile__facts">
          <dt>{t('email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('schools')}</dt>
          <dd>
            {user.schools.length === 0 ? (
              t('noSchools')
            ) : (
              <ul>
                {user.schools.map((school) => (
                  <li key={school.guid}>{school.name}</li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        {can.editName || can.changePassword ? (
          <div className="profile__actions">
            {can.editName ? (
              <Button variant="secondary" onClick={() => setEditing('name')}>
                {t('edit.nameButton')}
              </Button>
            ) : null}
            {can.changePassword ? (
              <Button variant="secondary" onClick={() => setEditing('password')}>
                {t('edit.passwordButton')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {!can.editName ? <p className="profile__note">{t('readOnly')}</p> : null}
      </Card>
      <NameDialog store={profile} user={user} open={editing === 'name'} onClose={() => setEditing(undefined)} />
      <PasswordDialog store={profile} minLength={session.tenant.passwordMinLength} open={editing === 'password'} onClose={() => setEditing(undefined)} />
      <SignInMethodsCard store={profile} />
      <Card>
        <h2 className="profile__section">{t('preferences')}</h2>
        <PreferenceChoices />
        <Select label={t('address.label')} hint={t('address.hint')} value={user.grammaticalGender ?? UNSPECIFIED} options={addressOptions} onChange={handleAddress} />
        <DigestChoice />
      </Card>
    </section>
  );
});
