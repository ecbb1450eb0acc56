import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '@domain/identity/roles';
import { isLanguage, pickLanguage } from '@domain/tenancy/tenant';
import { SessionStore } from '@application/session/SessionStore';
import { Avatar } from '@ui/components/Avatar';
import { Card } from '@ui/components/Card';
import { Select } from '@ui/components/Select';
import { useService } from '@ui/app/ContainerContext';
import { PageHeading } from '@ui/app/PageHeading';
import '@ui/pages/profile/profile.css';

/** /profile: who the user is, read-only for now, and the interface language. */
export const ProfilePage = observer(function ProfilePage() {
  const session = useService(SessionStore);
  const { t, i18n } = useTranslation('profile');
  const user = session.user;
  if (user === undefined) return null;

  const handleLanguage = (value: string) => {
    if (isLanguage(value)) void session.changeLanguage(value);
  };

  return (
    <section className="page page--narrow profile">
      <PageHeading title={t('title')} />
      <Card>
        <div className="profile__identity">
          <Avatar name={session.displayName} src={user.avatar} size="xl" />
          <div>
            <p className="profile__name">{session.displayName}</p>
            <p className="profile__role">{t(roleLabelKey(user.role), { ns: 'catalog' })}</p>
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
      </Card>
      <Card>
        <h2 className="profile__section">{t('preferences')}</h2>
        <Select
          label={t('language')}
          value={pickLanguage([i18n.language])}
          options={session.tenant.languages.map((language) => ({ value: language, label: t(`shell:menu.language.${language}`) }))}
          onChange={handleLanguage}
        />
        <p className="profile__note">{t('readOnly')}</p>
      </Card>
    </section>
  );
});
