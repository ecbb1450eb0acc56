/** Spec §3: disciplines ed1–ed13, each with an icon and a gradient. Labels come from locales (`disciplines.<code>`). */
export const DISCIPLINES = {
  ed1: { key: 'all', icon: 'sparkles', gradient: ['#6366f1', '#8b5cf6'] },
  ed2: { key: 'religion', icon: 'dove', gradient: ['#b45309', '#f59e0b'] },
  ed3: { key: 'ethics', icon: 'scale', gradient: ['#0f766e', '#14b8a6'] },
  ed4: { key: 'art', icon: 'palette', gradient: ['#be185d', '#f472b6'] },
  ed5: { key: 'english', icon: 'globe', gradient: ['#1d4ed8', '#60a5fa'] },
  ed6: { key: 'math', icon: 'sigma', gradient: ['#4338ca', '#818cf8'] },
  ed7: { key: 'language', icon: 'book', gradient: ['#b91c1c', '#f87171'] },
  ed8: { key: 'plastics', icon: 'brush', gradient: ['#c2410c', '#fb923c'] },
  ed9: { key: 'technology', icon: 'chip', gradient: ['#334155', '#64748b'] },
  ed10: { key: 'biology', icon: 'leaf', gradient: ['#15803d', '#4ade80'] },
  ed11: { key: 'socialSciences', icon: 'people', gradient: ['#7c2d12', '#d97706'] },
  ed12: { key: 'geography', icon: 'map', gradient: ['#0e7490', '#22d3ee'] },
  ed13: { key: 'history', icon: 'column', gradient: ['#6d28d9', '#a78bfa'] },
} as const;

export type DisciplineCode = keyof typeof DISCIPLINES;
export type Discipline = (typeof DISCIPLINES)[DisciplineCode] & { code: DisciplineCode };

export const DISCIPLINE_CODES = Object.keys(DISCIPLINES) as DisciplineCode[];

export function isDisciplineCode(value: unknown): value is DisciplineCode {
  return typeof value === 'string' && Object.hasOwn(DISCIPLINES, value);
}

/** Unknown codes fall back to ed1 ("All"), so a card always has an icon and a gradient. */
export function discipline(code: string): Discipline {
  const known: DisciplineCode = isDisciplineCode(code) ? code : 'ed1';
  return { code: known, ...DISCIPLINES[known] };
}

/** CSS linear-gradient of a discipline, top-left to bottom-right. */
export function disciplineGradient(code: string): string {
  const [from, to] = discipline(code).gradient;
  return `linear-gradient(135deg, ${from}, ${to})`;
}
