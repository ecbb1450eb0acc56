/** A student's "download my report" (PDF of their published grades) in My grades (placeholder). */
export function MyReportButton(_props: { courseGuid: string }) {
  return null;
}
