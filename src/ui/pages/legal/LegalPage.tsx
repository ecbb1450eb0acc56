import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@ui/app/PageHeading';
import { legalDocument, type LegalDocument } from '@ui/app/routeHandles';
import '@ui/pages/legal/legal.css';

/** Open-source libraries the SPA ships (names are not translated). */
const LIBRARIES = [
  { name: 'React', licence: 'MIT', url: 'https://react.dev' },
  { name: 'React Router', licence: 'MIT', url: 'https://reactrouter.com' },
  { name: 'MobX', licence: 'MIT', url: 'https://mobx.js.org' },
  { name: 'InversifyJS', licence: 'MIT', url: 'https://inversify.io' },
  { name: 'RxJS', licence: 'Apache-2.0', url: 'https://rxjs.dev' },
  { name: 'ts-results', licence: 'MIT', url: 'https://github.com/vultix/ts-results' },
  { name: 'Formik', licence: 'Apache-2.0', url: 'https://formik.org' },
  { name: 'Yup', licence: 'MIT', url: 'https://github.com/jquense/yup' },
  { name: 'i18next', licence: 'MIT', url: 'https://www.i18next.com' },
  { name: 'KaTeX', licence: 'MIT', url: 'https://katex.org' },
  { name: 'DOMPurify', licence: 'Apache-2.0 / MPL-2.0', url: 'https://github.com/cure53/DOMPurify' },
  { name: 'Rsbuild', licence: 'MIT', url: 'https://rsbuild.dev' },
];

/** /license, /privacy, /terms, /credits: short texts from `legal.json`, one page component. */
export function LegalPage({ doc: docProp }: { doc?: LegalDocument }) {
  const { t } = useTranslation('legal');
  const matches = useMatches();
  const doc = docProp ?? legalDocument(matches.at(-1)?.handle) ?? 'terms';
  const paragraphs = t(`${doc}.body`, { returnObjects: true }) as unknown;

  return (
    <article className="page page--narrow legal">
      <PageHeading title={t(`${doc}.title`)} />
      <p className="legal__updated">{t('updated')}</p>
      {Array.isArray(paragraphs) && paragraphs.map((text, index) => <p key={index}>{String(text)}</p>)}
      {doc === 'credits' && (
        <ul className="legal__libraries">
          {LIBRARIES.map((library) => (
            <li key={library.name}>
              <a href={library.url} rel="noreferrer" target="_blank">
                {library.name}
              </a>{' '}
              <span className="legal__licence">{library.licence}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
