import { Spinner } from '@ui/components/Spinner';

/** While a page's code loads: a centred spinner, announced by the Spinner itself. */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Spinner />
    </div>
  );
}
