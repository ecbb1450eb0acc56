import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@ui/app/PageHeading';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { Alert } from '@ui/components/Alert';
import type { AlertTone } from '@ui/components/Alert';
import { Avatar } from '@ui/components/Avatar';
import type { AvatarSize } from '@ui/components/Avatar';
import { Badge } from '@ui/components/Badge';
import type { BadgeTone } from '@ui/components/Badge';
import { Button, buttonClassName } from '@ui/components/Button';
import type { ButtonSize, ButtonVariant } from '@ui/components/Button';
import { Card } from '@ui/components/Card';
import { Dialog } from '@ui/components/Dialog';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { FormattedText } from '@ui/components/FormattedText';
import { ICON_NAMES, Icon } from '@ui/components/Icon';
import { Menu } from '@ui/components/Menu';
import { ProgressBar } from '@ui/components/ProgressBar';
import { Select } from '@ui/components/Select';
import { Skeleton } from '@ui/components/Skeleton';
import { Spinner } from '@ui/components/Spinner';
import { TextField } from '@ui/components/TextField';
import { ToastRegion } from '@ui/components/ToastRegion';
import type { ToastTone, ToastView } from '@ui/components/ToastRegion';
import './UiGalleryPage.css';

const SECTIONS = ['colours', 'buttons', 'textFields', 'select', 'progress', 'avatars', 'badges', 'alerts', 'cards', 'breadcrumbs', 'loading', 'states', 'dialog', 'toasts', 'menu', 'formattedText', 'icons'] as const;
type SectionId = (typeof SECTIONS)[number];

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg'];
const AVATAR_SIZES: AvatarSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];
const BADGE_TONES: BadgeTone[] = ['neutral', 'primary', 'info', 'success', 'warning', 'error'];
const ALERT_TONES: AlertTone[] = ['info', 'success', 'warning', 'error'];
const TOAST_TONES: ToastTone[] = ['info', 'success', 'error'];
const SWATCHES = ['--color-primary', '--color-accent', '--color-text', '--color-text-muted', '--color-surface-sunken', '--color-info', '--color-success', '--color-warning', '--color-danger'];
const TOAST_LIFETIME_MS = 2000;

/* An inline picture, so the gallery downloads nothing. */
const SAMPLE_PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#be185d"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="26" r="11" fill="#fff" fill-opacity=".9"/><path d="M12 60c2-12 10-18 20-18s18 6 20 18z" fill="#fff" fill-opacity=".9"/></svg>',
)}`;

function Section({ id, title, children }: { id: SectionId; title: string; children: ReactNode }) {
  return (
    <section className="tz-gallery__section" id={`ui-${id}`} aria-labelledby={`ui-${id}-title`}>
      <h2 id={`ui-${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function Sub({ children }: { children: ReactNode }) {
  return <h3 className="tz-gallery__sub">{children}</h3>;
}

/** The design system on one page (route /ui): every component in its states. */
export function UiGalleryPage() {
  const { t } = useTranslation('components');
  const g = (key: string, options?: Record<string, unknown>) => t(`gallery.${key}`, options ?? {});

  const [name, setName] = useState('');
  const [email, setEmail] = useState('ana@example');
  const [password, setPassword] = useState('');
  const [search, setSearch] = useState(g('textFields.searchValue'));
  const [score, setScore] = useState('7.5');
  const [period, setPeriod] = useState('t01');
  const [loading, setLoading] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [alertVisible, setAlertVisible] = useState(true);
  const [toasts, setToasts] = useState<ToastView[]>([]);
  const [lastAction, setLastAction] = useState('');
  const toastCounter = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const dismissToast = useCallback((id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const showToast = (tone: ToastTone) => {
    toastCounter.current += 1;
    const id = `gallery-toast-${toastCounter.current}`;
    setToasts((current) => [...current, { id, tone, message: g(`toasts.message.${tone}`) }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      dismissToast(id);
    }, TOAST_LIFETIME_MS);
    timers.current.add(timer);
  };

  const handleLoadingDemo = () => {
    setLoading(true);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setLoading(false);
    }, 2000);
    timers.current.add(timer);
  };

  const periodOptions = ['t01', 't02', 't03'].map((code) => ({ value: code, label: g(`select.periods.${code}`) }));

  return (
    <div className="tz-gallery">
      <header>
        <PageHeading title={g('title')} />
        <p className="tz-gallery__intro">{g('intro')}</p>
        <nav aria-label={g('tocLabel')}>
          <ul className="tz-gallery__toc">
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#ui-${id}`}>{g(`sections.${id}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <Section id="colours" title={g('sections.colours')}>
        <p>{g('colours.description')}</p>
        <ul className="tz-gallery__swatches">
          {SWATCHES.map((token) => (
            <li key={token} className="tz-gallery__swatch">
              <span style={{ background: `var(${token})` }} />
              <code>{token}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="buttons" title={g('sections.buttons')}>
        <Sub>{g('buttons.variants')}</Sub>
        <div className="tz-gallery__row">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {g(`buttons.variant.${variant}`)}
            </Button>
          ))}
        </div>
        <Sub>{g('buttons.sizes')}</Sub>
        <div className="tz-gallery__row">
          {SIZES.map((size) => (
            <Button key={size} size={size} variant="secondary">
              {g(`buttons.size.${size}`)}
            </Button>
          ))}
        </div>
        <Sub>{g('buttons.states')}</Sub>
        <div className="tz-gallery__row">
          <Button icon={<Icon name="plus" />}>{g('buttons.withIcon')}</Button>
          <Button loading={loading} onClick={handleLoadingDemo}>
            {g('buttons.save')}
          </Button>
          <Button loading variant="secondary">
            {g('buttons.loading')}
          </Button>
          <Button disabled>{g('buttons.disabled')}</Button>
          <a className={buttonClassName('ghost')} href="#ui-buttons">
            {g('buttons.link')}
          </a>
        </div>
      </Section>

      <Section id="textFields" title={g('sections.textFields')}>
        <p>{g('textFields.requiredNote')}</p>
        <div className="tz-gallery__fields">
          <TextField name="name" label={g('textFields.name')} value={name} onChange={setName} hint={g('textFields.nameHint')} placeholder={g('textFields.namePlaceholder')} autoComplete="name" />
          <TextField
            name="email"
            type="email"
            label={g('textFields.email')}
            value={email}
            onChange={setEmail}
            required
            error={g('textFields.emailError')}
            autoComplete="email"
          />
          <TextField name="password" type="password" label={g('textFields.password')} value={password} onChange={setPassword} required autoComplete="new-password" hint={g('textFields.passwordHint')} />
          <TextField name="search" type="search" label={g('textFields.search')} value={search} onChange={setSearch} clearable placeholder={g('textFields.searchPlaceholder')} />
          <TextField name="score" type="number" label={g('textFields.score')} value={score} onChange={setScore} />
          <TextField name="disabled" label={g('textFields.disabled')} value={g('textFields.disabledValue')} onChange={() => undefined} disabled />
        </div>
      </Section>

      <Section id="select" title={g('sections.select')}>
        <div className="tz-gallery__fields">
          <Select label={g('select.period')} value={period} options={periodOptions} onChange={setPeriod} />
          <Select label={g('select.required')} value="" options={[{ value: '', label: g('select.choose') }, ...periodOptions]} onChange={() => undefined} required error={g('select.error')} />
          <Select label={g('select.disabled')} value="t02" options={periodOptions} onChange={() => undefined} disabled />
        </div>
      </Section>

      <Section id="progress" title={g('sections.progress')}>
        <div className="tz-gallery__stack">
          <ProgressBar value={0} label={g('progress.notStarted')} showValue />
          <ProgressBar value={45} label={g('progress.lesson')} showValue />
          <ProgressBar value={100} label={g('progress.done')} showValue tone="success" />
          <ProgressBar value={30} label={g('progress.small')} size="sm" />
          <ProgressBar value={70} label={g('progress.large')} size="lg" showValue />
          <ProgressBar value={0} label={g('progress.indeterminate')} indeterminate />
        </div>
      </Section>

      <Section id="avatars" title={g('sections.avatars')}>
        <Sub>{g('avatars.sizes')}</Sub>
        <div className="tz-gallery__row">
          {AVATAR_SIZES.map((size) => (
            <Avatar key={size} name="Ana María López" size={size} />
          ))}
        </div>
        <Sub>{g('avatars.variety')}</Sub>
        <div className="tz-gallery__row">
          {['Lucía Fernández', 'João Silva', 'Peter Brown', 'Mónica', 'Ñandú Ortega'].map((person) => (
            <Avatar key={person} name={person} size="lg" />
          ))}
          <Avatar name="Carmen Ruiz" src={SAMPLE_PHOTO} size="lg" />
        </div>
      </Section>

      <Section id="badges" title={g('sections.badges')}>
        <div className="tz-gallery__row">
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} tone={tone}>
              {g(`badges.${tone}`)}
            </Badge>
          ))}
        </div>
      </Section>

      <Section id="alerts" title={g('sections.alerts')}>
        <div className="tz-gallery__stack">
          {ALERT_TONES.map((tone) => (
            <Alert key={tone} tone={tone} title={g(`alerts.${tone}.title`)}>
              {g(`alerts.${tone}.text`)}
            </Alert>
          ))}
          {alertVisible ? (
            <Alert tone="info" onDismiss={() => setAlertVisible(false)}>
              {g('alerts.dismissible')}
            </Alert>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setAlertVisible(true)}>
              {g('alerts.showAgain')}
            </Button>
          )}
        </div>
      </Section>

      <Section id="cards" title={g('sections.cards')}>
        <div className="tz-gallery__cards">
          <Card title={g('cards.title')} headerAction={<Badge tone="success">{g('badges.success')}</Badge>} footer={<Button size="sm">{g('cards.open')}</Button>}>
            <p>{g('cards.text')}</p>
            <ProgressBar value={60} label={g('progress.lesson')} showValue size="sm" />
          </Card>
          <Card title={g('cards.interactiveTitle')} interactive>
            <p>{g('cards.interactiveText')}</p>
          </Card>
          <Card padding="compact">
            <p>{g('cards.compact')}</p>
          </Card>
        </div>
      </Section>

      <Section id="breadcrumbs" title={g('sections.breadcrumbs')}>
        <p>{g('breadcrumbs.description')}</p>
        <Breadcrumbs trail={[{ label: g('cards.title'), to: '/ui' }, { label: g('breadcrumbs.longLesson'), to: '/ui' }, { label: g('breadcrumbs.current') }]} />
      </Section>

      <Section id="loading" title={g('sections.loading')}>
        <Sub>{g('loading.spinners')}</Sub>
        <div className="tz-gallery__row">
          <Spinner size="sm" />
          <Spinner size="md" />
          <Spinner size="lg" label={g('loading.spinnerLabel')} />
        </div>
        <Sub>{g('loading.skeletons')}</Sub>
        <div className="tz-gallery__row" aria-busy="true" aria-label={g('loading.skeletonLabel')} role="group">
          <Skeleton variant="circle" width={48} height={48} />
          <div style={{ flex: 1, minWidth: 200 }}>
            <Skeleton lines={3} />
          </div>
          <Skeleton variant="rect" width={160} height={96} />
        </div>
      </Section>

      <Section id="states" title={g('sections.states')}>
        <div className="tz-gallery__cards">
          <Card padding="compact">
            <EmptyState title={g('states.emptyTitle')} description={g('states.emptyText')} icon="tasks" titleLevel={3} action={<Button icon={<Icon name="plus" />}>{g('states.emptyAction')}</Button>} />
          </Card>
          <Card padding="compact">
            <ErrorState title={g('states.errorTitle')} description={g('states.errorText')} onRetry={() => setLastAction(g('states.retried'))} titleLevel={3} />
          </Card>
        </div>
        <p role="status">{lastAction}</p>
      </Section>

      <Section id="dialog" title={g('sections.dialog')}>
        <div className="tz-gallery__row">
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            {g('dialog.open')}
          </Button>
        </div>
        <Dialog
          open={dialogOpen}
          title={g('dialog.title')}
          onClose={() => setDialogOpen(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                {g('dialog.cancel')}
              </Button>
              <Button
                onClick={() => {
                  setDialogOpen(false);
                  setLastAction(g('dialog.confirmed'));
                }}
              >
                {g('dialog.confirm')}
              </Button>
            </>
          }
        >
          <p>{g('dialog.text')}</p>
        </Dialog>
      </Section>

      <Section id="toasts" title={g('sections.toasts')}>
        <p>{g('toasts.description')}</p>
        <div className="tz-gallery__row">
          {TOAST_TONES.map((tone) => (
            <Button key={tone} variant="secondary" onClick={() => showToast(tone)}>
              {g(`toasts.show.${tone}`)}
            </Button>
          ))}
        </div>
      </Section>

      <Section id="menu" title={g('sections.menu')}>
        <div className="tz-gallery__row">
          <Menu
            label={g('menu.label')}
            align="start"
            trigger={
              <>
                <Avatar name="Ana María López" size="sm" decorative />
                <span>Ana María</span>
                <Icon name="chevron-down" size={16} />
              </>
            }
            items={[
              { id: 'profile', label: g('menu.profile'), icon: 'user', onSelect: () => setLastAction(g('menu.profile')) },
              { id: 'language', label: g('menu.language'), icon: 'globe', onSelect: () => setLastAction(g('menu.language')) },
              { id: 'logout', label: g('menu.logout'), icon: 'logout', onSelect: () => setLastAction(g('menu.logout')) },
            ]}
          />
        </div>
      </Section>

      <Section id="formattedText" title={g('sections.formattedText')}>
        <p>{g('formattedText.description')}</p>
        <div className="tz-gallery__formatted">
          <FormattedText html={g('formattedText.sample')} />
        </div>
        <Sub>{g('formattedText.inlineTitle')}</Sub>
        <p>
          <FormattedText inline html={g('formattedText.inlineSample')} />
        </p>
        <Sub>{g('formattedText.unsafeTitle')}</Sub>
        <div className="tz-gallery__formatted">
          <FormattedText html={g('formattedText.unsafeSample')} />
        </div>
      </Section>

      <Section id="icons" title={g('sections.icons')}>
        <ul className="tz-gallery__icons">
          {ICON_NAMES.map((icon) => (
            <li key={icon}>
              <Icon name={icon} size={24} />
              <code>{icon}</code>
            </li>
          ))}
        </ul>
      </Section>

      <ToastRegion toasts={toasts} onDismiss={dismissToast} />
    </div>
  );
}
