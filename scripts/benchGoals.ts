// Every bench prints its figures beside the goal they serve (issue 14: "each figure beside its goal, marked met or
// not"). One line per figure, the same words everywhere, so a reader can grep a run for "not met".

export interface Goal {
  /** The figure must be at least (`min`) or at most (`max`) `value`. */
  kind: 'min' | 'max';
  value: number;
  /** Printed after the numbers: '%', ' ms', ' KB', '' … */
  unit?: string;
}

export interface GoalResult {
  label: string;
  figure: number;
  goal: Goal;
  met: boolean;
}

export function meetsGoal(figure: number, goal: Goal): boolean {
  return goal.kind === 'min' ? figure >= goal.value : figure <= goal.value;
}

/** `label  figure vs goal ≥ value: met` (or `NOT MET`), padded so a column of them lines up. */
export function goalLine(label: string, figure: number, goal: Goal, labelWidth = 44): string {
  const unit = goal.unit ?? '';
  const shown = Number.isInteger(figure) ? String(figure) : figure.toFixed(1);
  const met = meetsGoal(figure, goal);
  return `  ${label.padEnd(labelWidth)} ${`${shown}${unit}`.padStart(9)}   goal ${goal.kind === 'min' ? '≥' : '≤'} ${goal.value}${unit}: ${met ? 'met' : 'NOT MET'}`;
}

/** The same as `goalLine`, and the result for a report file. */
export function checkGoal(label: string, figure: number, goal: Goal): GoalResult {
  console.log(goalLine(label, figure, goal));
  return { label, figure, goal, met: meetsGoal(figure, goal) };
}
