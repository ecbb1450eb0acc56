import { useLayoutEffect, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { auditReadScope } from '@domain/audit/auditLog';
import { navigationEntries, type NavEntry } from '@domain/identity/kidsMode';
import { pickLanguage, type Language } from '@domain/tenancy/tenant';
import { LayoutStore } from '@application/layout/LayoutStore';
import { SessionStore } from '@application/session/SessionStore';
import { Avatar } from '@ui/components/Avatar';
import { Icon } from '@ui/components/Icon';
import { Menu } from '@ui/components/Menu';
import { Pictogram } from '@ui/components/Pictogram';
import { SkipLink } from '@ui/components/SkipLink';
import { useService } from '@ui/app/ContainerContext';
import { useFocusOnNavigation } from '@ui/app/useFocusOnNavigation';
import { SeeAsStudentBanner } from '@ui/app/SeeAsStudentBanner';
import { NotificationBell } from '@ui/pages/notifications/NotificationBell';

const NAV_PATHS: Record<NavEntry, string> = { home: '/home', calendar: '/calendar', tasks: '/tasks', library: '/library' };

/**
 * The signed-in frame: header with brand and avatar menu, navigation, the page, and focus management. In kids mode
 * (ADR 0536) the navigation is the kids' two entries with pictograms, always in view (no drawer to open on a phone).
 */
export const AppShell = observer(function AppShell() {
  const session = useService(SessionStore);
  const layout = useService(LayoutStore);
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  useViewportWidth(layout);
  useFocusOnNavigation(() => layout.closeNav());

  const { flags, theme, languages } = session.tenant;
  const kids = session.kidsMode;
  const entries = navigationEntries({ kidsMode: kids, hideLibrary: flags.hideLibrary });
  const drawer = layout.isCompact && !kids;
  const navVisible = kids || layout.isNavVisible;
  // School admins and helpdesk read the audit log (ADR 0610): its entry follows the main ones.
  const role = session.role;
  const readsAudit = !kids && role !== undefined && auditReadScope(role) !== 'none';

  const handleToggleNav = () => layout.toggleNav();
  const handleCloseNav = () => layout.closeNav();
  const handleNavKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') layout.closeNav();
  };
  const handleLanguage = (language: Language) => void session.changeLanguage(language);

  const menuItems = [
    { id: 'profile', label: t('menu.profile'), icon: 'user' as const, onSelect: () => navigate('/profile'), href: '/profile' },
    ...languages.map((language) => ({
      id: `language-${language}`,
      label: t(`menu.language.${language}`),
      icon: (pickLanguage([i18n.language]) === language ? 'check' : 'globe') as 'check' | 'globe',
      onSelect: () => handleLanguage(language),
    })),
    { id: 'logout', label: t('menu.logout'), icon: 'logout' as const, onSelect: () => navigate('/logout'), href: '/logout' },
  ];

  return (
    <div className={`app-shell${layout.isCompact ? ' app-shell--compact' : ''}${kids ? ' app-shell--kids' : ''}`}>
      <SkipLink />
      <header className="app-shell__header">
        {drawer && (
          <button
            type="button"
            className="app-shell__nav-toggle"
            aria-expanded={layout.navOpen}
            aria-controls="app-nav"
            onClick={handleToggleNav}
          >
            <Icon name={layout.navOpen ? 'close' : 'menu'} />
            <span className="visually-hidden">{t(layout.navOpen ? 'closeNav' : 'openNav')}</span>
          </button>
        )}
        <Link to="/home" className="brand">
          <span className="brand__mark" aria-hidden="true">
            {theme.brand.slice(0, 1)}
          </span>
          <span className="brand__name">{theme.brand}</span>
        </Link>
        <div className="app-shell__user">
          <NotificationBell />
          <Menu
            label={t('menu.label', { name: session.displayName })}
            trigger={<Avatar name={session.displayName} src={session.user?.avatar} size="sm" />}
            items={menuItems}
          />
        </div>
      </header>
      <SeeAsStudentBanner />
      <div className="app-shell__body">
        {navVisible && (
          <nav id="app-nav" className="app-shell__nav" aria-label={t('mainNav')} onKeyDown={handleNavKeyDown}>
            <ul>
              {entries.map((entry) => (
                <li key={entry}>
                  <NavLink to={NAV_PATHS[entry]} className="app-shell__nav-item">
                    {kids ? <Pictogram name={entry} /> : <Icon name={entry} />}
                    <span>{t(`nav.${entry}`)}</span>
                  </NavLink>
                </li>
              ))}
              {readsAudit ? (
                <li>
                  <NavLink to="/audit" className="app-shell__nav-item">
                    <Icon name="audit" />
                    <span>{t('nav.audit')}</span>
                  </NavLink>
                </li>
              ) : null}
            </ul>
          </nav>
        )}
        {drawer && layout.navOpen && <div className="app-shell__scrim" aria-hidden="true" onClick={handleCloseNav} />}
        <main id="main" className="app-shell__main">
          <Outlet />
        </main>
      </div>
    </div>
  );
});

/** Keeps the layout store's width in step with the window (spec §9: compact under 1024 px). */
function useViewportWidth(layout: LayoutStore): void {
  // Before the browser paints: measured after, a phone would see the wide frame (with its navigation) first, then shift.
  useLayoutEffect(() => {
    const update = () => layout.setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [layout]);
}
