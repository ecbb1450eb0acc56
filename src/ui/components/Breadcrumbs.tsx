import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './Breadcrumbs.css';

/** One step of the trail: a link to where it leads, or (the last one) the page the user is on. */
export interface Crumb {
  label: string;
  /** Where the step leads; the last crumb is the current page and never a link. */
  to?: string;
}

export interface BreadcrumbsProps {
  /** The steps after Home, in order; the last one is the current page. */
  trail: readonly Crumb[];
}

/**
 * Where the page sits: Home, then `trail`, in a named `nav` with an ordered list and `aria-current="page"` on the last
 * step. A long name is cut with an ellipsis to fit a phone, its full text still read out and shown on hover.
 */
export function Breadcrumbs({ trail }: BreadcrumbsProps) {
  const { t } = useTranslation('components');
  const steps: Crumb[] = [{ label: t('shell:nav.home'), to: '/home' }, ...trail];
  const last = steps.length - 1;
  return (
    <nav aria-label={t('breadcrumbs.label')} className="tz-breadcrumbs">
      <ol>
        {steps.map((step, index) =>
          index === last ? (
            <li key={index} aria-current="page">
              <span className="tz-breadcrumbs__text" title={step.label}>
                {step.label}
              </span>
            </li>
          ) : (
            <li key={index}>
              <Link to={step.to ?? '/home'} className="tz-breadcrumbs__text" title={step.label}>
                {step.label}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
