import { Icon } from '@ui/components/Icon';

/** A field's announced error line: always in the DOM, so that a message appearing in it is read out. */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  return (
    <p className="tz-field__error" id={id} role="alert" aria-live="assertive">
      {message ? (
        <>
          <Icon name="alert" size={16} />
          <span>{message}</span>
        </>
      ) : null}
    </p>
  );
}
