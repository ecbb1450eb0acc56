// Placeholder: being built (issue 3).
export function LessonPage() {
  return <p>…</p>;
}
