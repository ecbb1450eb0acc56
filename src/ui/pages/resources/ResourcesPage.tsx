// Placeholder: being built (issue 3).
export function ResourcesPage() {
  return <p>…</p>;
}
