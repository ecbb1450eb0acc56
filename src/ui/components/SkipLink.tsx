import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './SkipLink.css';

export interface SkipLinkProps {
  /** id of the main content element; defaults to "main". */
  targetId?: string;
  /** Link text; defaults to the translated "Skip to content". */
  label?: string;
}

/** First focusable element of the page: jumps keyboard users past the navigation. */
export function SkipLink({ targetId = 'main', label }: SkipLinkProps) {
  const { t } = useTranslation('components');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Move focus too (not only scroll), so the next Tab continues from the content.
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <a className="tz-skiplink" href={`#${targetId}`} onClick={handleClick}>
      {label ?? t('skipLink.label')}
    </a>
  );
}
