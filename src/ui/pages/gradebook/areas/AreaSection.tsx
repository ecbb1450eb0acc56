import { useId, type ReactNode } from 'react';
import '@ui/pages/gradebook/areas/areas.css';

/** An area of the teacher's gradebook: a section named by its h2, with the area's one-line intro under it. */
export function AreaSection({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="gba-area" aria-labelledby={headingId}>
      <header className="gba-area__header">
        <h2 id={headingId} className="gba-area__title">
          {title}
        </h2>
        <p className="gba-area__intro">{intro}</p>
      </header>
      {children}
    </section>
  );
}
