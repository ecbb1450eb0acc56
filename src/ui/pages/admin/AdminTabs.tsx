import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The school admin's desk: its school (home) and its audit log, as links (each is its own address). */
export function AdminTabs({ current }: { current: 'school' | 'audit' }) {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-tabs" aria-label={t('desk.tabsLabel')}>
      <NavLink to="/home" className="admin-tabs__tab" aria-current={current === 'school' ? 'page' : undefined} end>
        {t('desk.tabs.school')}
      </NavLink>
      <NavLink to="/audit" className="admin-tabs__tab" aria-current={current === 'audit' ? 'page' : undefined}>
        {t('desk.tabs.audit')}
      </NavLink>
    </nav>
  );
}
