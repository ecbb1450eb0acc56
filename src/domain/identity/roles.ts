/** Spec §6 role codes. */
export const ROLES = ['R01', 'R02', 'R03', 'R04', 'R05'] as const;
export type Role = (typeof ROLES)[number];

export const Roles = {
  student: 'R01',
  teacher: 'R02',
  schoolAdmin: 'R03',
  editorialAdmin: 'R04',
  helpdesk: 'R05',
} as const satisfies Record<string, Role>;

export type RoleName = keyof typeof Roles;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleName(role: Role): RoleName {
  const entry = Object.entries(Roles).find(([, code]) => code === role);
  // ROLES and Roles list the same five codes, so an entry always exists.
  return (entry?.[0] ?? 'student') as RoleName;
}

/** Who teaches: teachers and school admins see the teacher variant of screens. */
export function isTeacherLike(role: Role): boolean {
  return role === Roles.teacher || role === Roles.schoolAdmin;
}
