import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '@domain/accounts/signup';
import type { ProfileStore } from '@application/users/ProfileStore';
import type { User } from '@application/users/User';
import { TextField } from '@ui/components/TextField';
import { FormDialog } from '@ui/app/FormDialog';
import { formikField } from '@ui/app/formikField';
import { nameFieldErrors, nameSchema, passwordFieldErrors, passwordSchema, type NameValues, type PasswordValues } from '@ui/pages/profile/profileSchema';

/** "Edit name": the first name and the last name; a refusal keeps what was typed, a success shows it everywhere. */
export function NameDialog({ store, user, open, onClose }: { store: ProfileStore; user: User; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const initial: NameValues = { name: user.name, lastname: user.lastname };
  return (
    <FormDialog
      open={open}
      title={t('edit.nameTitle')}
      submitLabel={t('edit.save')}
      initialValues={initial}
      validationSchema={nameSchema}
      onSubmit={(values) => store.rename(values)}
      fieldErrors={nameFieldErrors}
      successToastKey="profile:edit.nameSaved"
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField {...formikField(form, 'name', t, { max: NAME_MAX_LENGTH })} label={t('edit.name')} autoComplete="given-name" required autoFocus />
          <TextField {...formikField(form, 'lastname', t, { max: NAME_MAX_LENGTH })} label={t('edit.lastname')} autoComplete="family-name" required />
        </>
      )}
    </FormDialog>
  );
}

/** "Change password": the current one, the new one twice; the user's other sessions end (said before and after). */
export function PasswordDialog({ store, minLength, open, onClose }: { store: ProfileStore; minLength: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const initial: PasswordValues = { current: '', next: '', repeat: '' };
  return (
    <FormDialog
      open={open}
      title={t('edit.passwordTitle')}
      submitLabel={t('edit.passwordSubmit')}
      initialValues={initial}
      validationSchema={passwordSchema(minLength)}
      onSubmit={(values) => store.changePassword({ current: values.current, next: values.next })}
      fieldErrors={passwordFieldErrors}
      successToastKey="profile:edit.passwordSaved"
      onClose={onClose}
    >
      {(form) => (
        <>
          <p className="profile__hint">{t('edit.passwordHint')}</p>
          <TextField {...formikField(form, 'current', t, { min: minLength })} type="password" label={t('edit.current')} autoComplete="current-password" required autoFocus />
          <TextField {...formikField(form, 'next', t, { min: minLength })} type="password" label={t('edit.next')} hint={t('edit.nextHint', { min: minLength })} autoComplete="new-password" required />
          <TextField {...formikField(form, 'repeat', t, { min: minLength })} type="password" label={t('edit.repeat')} autoComplete="new-password" required />
        </>
      )}
    </FormDialog>
  );
}
