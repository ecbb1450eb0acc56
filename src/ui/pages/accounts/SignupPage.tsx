import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Form, Formik, useFormikContext } from 'formik';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessPageFor, safeDestination } from '@domain/accounts/destination';
import { SIGNUP_PROFILES, type SignupProfile } from '@domain/accounts/signup';
import { SignupStore, type AccountDetails } from '@application/accounts/SignupStore';
import { SessionStore } from '@application/session/SessionStore';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { DateInput } from '@ui/components/DateInput';
import { Field } from '@ui/components/Field';
import { Skeleton } from '@ui/components/Skeleton';
import { TextField } from '@ui/components/TextField';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { formikField } from '@ui/app/formikField';
import { PageHeading } from '@ui/app/PageHeading';
import { accountSchema } from '@ui/pages/accounts/signupSchema';
import '@ui/pages/auth/auth.css';
import '@ui/pages/accounts/accounts.css';

// A type literal (not an interface), so formik's Record<string, string> accepts it.
type AccountValues = { [K in keyof AccountDetails | 'password' | 'passwordConfirmation']: string };

/** Keeps what is typed in the store (and so across a reload), passwords aside. */
function KeepTyped({ onChange }: { onChange: (details: AccountDetails) => void }) {
  const { values } = useFormikContext<AccountValues>();
  const { name, lastname, email, emailConfirmation, birthDate, guardianEmail } = values;
  useEffect(() => onChange({ name, lastname, email, emailConfirmation, birthDate, guardianEmail }), [onChange, name, lastname, email, emailConfirmation, birthDate, guardianEmail]);
  return null;
}

const ProfileStep = observer(function ProfileStep({ store }: { store: SignupStore }) {
  const { t } = useTranslation('accounts');
  const session = useService(SessionStore);
  const [chosen, setChosen] = useState<SignupProfile | null>(store.profile);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) store.chooseProfile(chosen);
  };
  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      <fieldset className="signup-choice">
        <legend className="signup-choice__legend">{t('signup.profile.legend', { tenant: session.tenant.name })}</legend>
        {SIGNUP_PROFILES.map((profile) => (
          <label key={profile} className="signup-choice__option">
            <input type="radio" name="profile" value={profile} checked={chosen === profile} onChange={() => setChosen(profile)} />
            <span>
              <strong>{t(`signup.profile.${profile}`)}</strong>
              <span className="signup-choice__hint">{t(`signup.profile.${profile}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="primary" size="lg" disabled={chosen === null}>
        {t('signup.next')}
      </Button>
    </form>
  );
});

const AccountStep = observer(function AccountStep({ store }: { store: SignupStore }) {
  const { t } = useTranslation('accounts');
  const options = store.options.value;
  const birthId = useId();
  const schema = useMemo(
    () => accountSchema({ passwordMinLength: options?.passwordMinLength ?? 8, today: options?.today ?? '', guardianNeeded: (birth) => store.guardianNeeded(birth) }),
    [options, store],
  );
  if (!options) return null;
  const min = options.passwordMinLength;
  const initial: AccountValues = { ...store.details, password: '', passwordConfirmation: '' };
  const handleSubmit = (values: AccountValues) => {
    const { password, passwordConfirmation: _confirmation, ...details } = values;
    void store.confirmDetails(details, password);
  };
  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={handleSubmit}>
      {(form) => {
        const birth = formikField(form, 'birthDate', t);
        const guardian = store.guardianNeeded(form.values.birthDate);
        return (
          <Form noValidate className="auth-form">
            <KeepTyped onChange={store.keepDetails} />
            {store.finishError && <Alert tone="error">{errorMessage(t, store.finishError)}</Alert>}
            <TextField {...formikField(form, 'name', t)} label={t('signup.fields.name')} autoComplete="given-name" required autoFocus />
            <TextField {...formikField(form, 'lastname', t)} label={t('signup.fields.lastname')} autoComplete="family-name" required />
            <TextField {...formikField(form, 'email', t)} type="email" label={t('signup.fields.email')} autoComplete="email" required />
            <TextField {...formikField(form, 'emailConfirmation', t)} type="email" label={t('signup.fields.emailConfirmation')} autoComplete="off" required />
            <TextField {...formikField(form, 'password', t, { min })} type="password" label={t('signup.fields.password')} hint={t('signup.passwordHint', { count: min })} autoComplete="new-password" required />
            <TextField {...formikField(form, 'passwordConfirmation', t)} type="password" label={t('signup.fields.passwordConfirmation')} autoComplete="new-password" required />
            <Field className="tz-field" htmlFor={birthId} label={t('signup.fields.birthDate')} required hint={t('signup.birthHint')} hintId={`${birthId}-hint`} error={birth.error} errorId={`${birthId}-error`}>
              <DateInput
                id={birthId}
                name="birthDate"
                value={form.values.birthDate}
                onChange={birth.onChange}
                onBlur={birth.onBlur}
                max={options.today}
                describedBy={`${birthId}-hint ${birthId}-error`}
                invalid={birth.error !== undefined}
              />
            </Field>
            {guardian && (
              <div className="signup-guardian" role="group" aria-labelledby={`${birthId}-guardian`}>
                <p id={`${birthId}-guardian`} className="signup-guardian__lead">
                  {t('signup.guardian.lead', { age: options.digitalConsentAge })}
                </p>
                <TextField {...formikField(form, 'guardianEmail', t)} type="email" label={t('signup.fields.guardianEmail')} hint={t('signup.guardian.hint')} autoComplete="off" required />
              </div>
            )}
            <div className="signup-actions">
              <Button type="button" variant="secondary" onClick={store.back}>
                {t('signup.back')}
              </Button>
              <Button type="submit" variant="primary" size="lg">
                {t('signup.next')}
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
});

/** One code of a list being added: what it opens, for the list and its "remove" button. */
interface AddedCode {
  code: string;
  name: string;
  detail: string;
}

interface CodesFieldProps {
  id: string;
  label: string;
  hint: string;
  addLabel: string;
  listLabel: string;
  none: string;
  removeLabel: (name: string) => string;
  removeShort: string;
  items: readonly AddedCode[];
  checking: boolean;
  error: string | undefined;
  add: (typed: string) => Promise<boolean>;
  remove: (code: string) => void;
  clearError: () => void;
}

/** A code typed and checked with the server as it is added (licences, courses), and the list of those added. */
const CodesField = observer(function CodesField(props: CodesFieldProps) {
  const [code, setCode] = useState('');
  const handleAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    if (await props.add(code)) setCode('');
  };
  return (
    <>
      <form className="signup-code" onSubmit={(event) => void handleAdd(event)} noValidate>
        <TextField
          id={props.id}
          name={props.id}
          label={props.label}
          hint={props.hint}
          value={code}
          onChange={(value) => {
            setCode(value);
            props.clearError();
          }}
          error={props.error}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" loading={props.checking} disabled={props.checking}>
          {props.addLabel}
        </Button>
      </form>
      {props.items.length > 0 ? (
        <ul className="signup-licences" aria-label={props.listLabel}>
          {props.items.map((item) => (
            <li key={item.code} className="signup-licences__item">
              <span>
                <strong>{item.name}</strong>
                <span className="signup-licences__code">{item.detail}</span>
              </span>
              <Button type="button" variant="ghost" size="sm" onClick={() => props.remove(item.code)} aria-label={props.removeLabel(item.name)}>
                {props.removeShort}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="signup-licences__none">{props.none}</p>
      )}
    </>
  );
});

const LicencesStep = observer(function LicencesStep({ store }: { store: SignupStore }) {
  const { t } = useTranslation('accounts');
  return (
    <div className="auth-form">
      <p className="auth-card__lead">{t('signup.licences.lead')}</p>
      <CodesField
        id="licence-code"
        label={t('signup.fields.licenceCode')}
        hint={t('signup.licences.hint')}
        addLabel={t('signup.licences.add')}
        listLabel={t('signup.licences.added')}
        none={t('signup.licences.none')}
        removeLabel={(title) => t('signup.licences.remove', { title })}
        removeShort={t('signup.licences.removeShort')}
        items={store.licences.map((licence) => ({ code: licence.code, name: licence.title.name, detail: `${licence.code} · ${t('signup.licences.days', { count: licence.days })}` }))}
        checking={store.checkingLicence}
        error={store.licenceError ? errorMessage(t, store.licenceError) : undefined}
        add={store.addLicence}
        remove={store.removeLicence}
        clearError={store.clearLicenceError}
      />
      <div className="signup-actions">
        <Button type="button" variant="secondary" onClick={store.back}>
          {t('signup.back')}
        </Button>
        <Button type="button" variant="primary" size="lg" onClick={() => void store.confirmLicences()}>
          {t('signup.next')}
        </Button>
      </div>
    </div>
  );
});

/** The courses to join with their codes (ADR 0538): a child's wait for the guardian with the account. */
const ClassroomsStep = observer(function ClassroomsStep({ store }: { store: SignupStore }) {
  const { t } = useTranslation('accounts');
  return (
    <div className="auth-form">
      <p className="auth-card__lead">{t('signup.classrooms.lead')}</p>
      <CodesField
        id="course-code"
        label={t('signup.fields.courseCode')}
        hint={t('signup.classrooms.hint')}
        addLabel={t('signup.classrooms.add')}
        listLabel={t('signup.classrooms.added')}
        none={t('signup.classrooms.none')}
        removeLabel={(course) => t('signup.classrooms.remove', { course })}
        removeShort={t('signup.licences.removeShort')}
        items={store.classrooms.map((classroom) => ({ code: classroom.code, name: classroom.courseName, detail: `${classroom.schoolName} · ${classroom.code}` }))}
        checking={store.checkingClassroom}
        error={store.classroomError ? errorMessage(t, store.classroomError) : undefined}
        add={store.addClassroom}
        remove={store.removeClassroom}
        clearError={store.clearClassroomError}
      />
      {store.finishError && <Alert tone="error">{errorMessage(t, store.finishError)}</Alert>}
      <div className="signup-actions">
        <Button type="button" variant="secondary" onClick={store.back}>
          {t('signup.back')}
        </Button>
        <Button type="button" variant="primary" size="lg" onClick={() => void store.finish()} loading={store.finishStatus === 'submitting'} disabled={store.finishStatus === 'submitting'}>
          {t('signup.create')}
        </Button>
      </div>
    </div>
  );
});

const DoneStep = observer(function DoneStep({ store, destination }: { store: SignupStore; destination: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const outcome = store.outcome;
  if (!outcome) return null;
  if (outcome.status === 'pending-consent') {
    return (
      <div className="auth-form">
        <Alert tone="info">{t('signup.done.pending', { email: outcome.guardianEmail })}</Alert>
        <p>{t('signup.done.pendingNext')}</p>
        <Link to="/auth/login">{t('signup.done.toLogin')}</Link>
      </div>
    );
  }
  return (
    <div className="auth-form">
      <Alert tone="success">{t('signup.done.active', { name: outcome.signedIn.user.name })}</Alert>
      <Button type="button" variant="primary" size="lg" onClick={() => void navigate(destination, { replace: true })} autoFocus>
        {t('signup.done.continue')}
      </Button>
    </div>
  );
});

export const SignupPage = observer(function SignupPage() {
  const store = useService(SignupStore);
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const destination = safeDestination(params.get('returnTo'));

  useEffect(() => void store.start(), [store]);

  const title = store.step === 'done' ? t(`signup.done.title.${store.outcome?.status ?? 'active'}`) : t(`signup.steps.${store.step}`);
  let body;
  if (store.options.status === 'idle' || store.options.status === 'loading') {
    body = (
      <div aria-busy="true" aria-label={t('signup.loading')}>
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
      </div>
    );
  } else if (store.options.status === 'failed') {
    body = <Alert tone="error">{errorMessage(t, store.options.error)}</Alert>;
  } else if (store.options.value?.open === false) {
    body = <Alert tone="info">{t('errors:SIGNUP_CLOSED')}</Alert>;
  } else if (store.step === 'profile') {
    body = <ProfileStep store={store} />;
  } else if (store.step === 'account') {
    body = <AccountStep store={store} />;
  } else if (store.step === 'licences') {
    body = <LicencesStep store={store} />;
  } else if (store.step === 'classrooms') {
    body = <ClassroomsStep store={store} />;
  } else {
    body = <DoneStep store={store} destination={destination} />;
  }

  return (
    <section className="auth-card signup">
      <p className="signup__step" aria-live="polite">
        {store.step === 'done' ? t('signup.title') : t('signup.stepOf', { step: store.stepNumber, count: store.stepCount })}
      </p>
      <PageHeading key={store.step} title={title} />
      {body}
      {store.step !== 'done' && (
        <p className="signup__login">
          {t('signup.haveAccount')} <Link to={accessPageFor('/auth/login', destination)}>{t('signup.signIn')}</Link>
        </p>
      )}
    </section>
  );
});
