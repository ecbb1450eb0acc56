// Placeholder until the page is built (issue 4).
export function QuestionEditorPage() {
  return null;
}
