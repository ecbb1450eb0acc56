import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ProfileStore } from '@application/users/ProfileStore';
import type { SignInLink } from '@application/users/SignInMethods';
import { Button } from '@ui/components/Button';
import { Card } from '@ui/components/Card';
import { ErrorState } from '@ui/components/ErrorState';
import { Skeleton } from '@ui/components/Skeleton';
import { errorMessage } from '@ui/app/errorMessage';
import { ConfirmDialog } from '@ui/pages/courses/ConfirmDialog';

/**
 * "How you sign in" on /profile (ADR 0533): the password and each identity provider linked to the account, with the
 * date of the link and of the last sign-in through it. A link can be removed (asked first) while another way in remains;
 * the only one says why it stays.
 */
export const SignInMethodsCard = observer(function SignInMethodsCard({ store }: { store: ProfileStore }) {
  const { t, i18n } = useTranslation('profile');
  const [removing, setRemoving] = useState<SignInLink | undefined>(undefined);
  const methods = store.signInMethods;

  useEffect(() => {
    void methods.load();
  }, [methods]);

  const date = (instant: Date) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(instant);
  const value = methods.value;

  return (
    <Card>
      <h2 className="profile__section">{t('signIn.title')}</h2>
      {value === undefined && methods.status === 'failed' ? (
        <ErrorState title={t('signIn.loadFailed')} description={methods.error ? errorMessage(t, methods.error) : undefined} onRetry={() => void methods.retry()} titleLevel={3} />
      ) : value === undefined ? (
        <div aria-busy="true" aria-label={t('signIn.loading')}>
          <Skeleton lines={2} />
        </div>
      ) : (
        <ul className="profile__methods">
          <li className="profile__method">
            <span className="profile__method-name">{t('signIn.password')}</span>
            <span className="profile__method-detail">{value.password ? t('signIn.passwordSet') : t('signIn.passwordNone')}</span>
          </li>
          {value.links.map((link) => (
            <li key={link.id} className="profile__method">
              <span className="profile__method-name">{link.providerName}</span>
              <span className="profile__method-detail">
                {[link.email, t('signIn.linkedOn', { date: date(link.linkedAt) }), t('signIn.lastUsed', { date: date(link.lastSignInAt) })].filter(Boolean).join(' · ')}
                {link.offered ? '' : ` · ${t('signIn.notOffered')}`}
              </span>
              {value.mayUnlink ? (
                <Button variant="secondary" size="sm" onClick={() => setRemoving(link)} disabled={store.unlinking !== undefined} aria-label={t('signIn.unlinkNamed', { provider: link.providerName })}>
                  {t('signIn.unlink')}
                </Button>
              ) : (
                <span className="profile__method-detail">{t('signIn.onlyWayIn')}</span>
              )}
            </li>
          ))}
          {value.links.length === 0 ? <li className="profile__method-detail">{t('signIn.noLinks')}</li> : null}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={t('signIn.confirmTitle', { provider: removing?.providerName ?? '' })}
        confirmLabel={t('signIn.unlink')}
        onConfirm={() => store.unlink(removing?.id ?? '')}
        successToastKey="profile:signIn.unlinked"
        onClose={() => setRemoving(undefined)}
      >
        <p>{t('signIn.confirmText', { provider: removing?.providerName ?? '' })}</p>
      </ConfirmDialog>
    </Card>
  );
});
