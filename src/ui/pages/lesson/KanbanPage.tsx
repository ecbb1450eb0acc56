// Placeholder: being built (issue 3).
export function KanbanPage() {
  return <p>…</p>;
}
