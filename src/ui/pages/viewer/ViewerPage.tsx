// Placeholder: being built (issue 3).
export function ViewerPage() {
  return <p>…</p>;
}
