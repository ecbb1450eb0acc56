// Placeholder: being built (issue 3).
export function ItemEditorPage() {
  return <p>…</p>;
}
