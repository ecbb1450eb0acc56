// Placeholder until the page is built (issue 4).
export function AnswerTestPage() {
  return null;
}
