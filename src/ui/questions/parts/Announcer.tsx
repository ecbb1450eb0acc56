/** A polite live region: what just changed, said once (`id` lets the same message repeat). */
export function Announcer({ message }: { message: { id: number; text: string } | null }) {
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message ? <span key={message.id}>{message.text}</span> : null}
    </div>
  );
}
