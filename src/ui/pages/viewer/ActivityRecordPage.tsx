// Placeholder: being built (issue 3).
export function ActivityRecordPage() {
  return <p>…</p>;
}
