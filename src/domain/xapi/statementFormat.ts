// The three forms the LRS answers statements in (xAPI 1.0.3 §2.1.3 `format`): exact, ids and canonical.

export const STATEMENT_FORMATS = ['exact', 'ids', 'canonical'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

const IFIS = ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const;

/** An Agent or Group reduced to its type and identifier (a Group keeps its members, reduced too). */
function agentIds(agent: JsonObject): JsonObject {
  const out: JsonObject = {};
  if (agent.objectType !== undefined) out.objectType = agent.objectType;
  for (const ifi of IFIS) if (agent[ifi] !== undefined) out[ifi] = agent[ifi];
  if (agent.objectType === 'Group' && Array.isArray(agent.member)) out.member = agent.member.map((member) => (isObject(member) ? agentIds(member) : member));
  return out;
}

function activityIds(activity: JsonObject): JsonObject {
  return activity.objectType === undefined ? { id: activity.id } : { objectType: activity.objectType, id: activity.id };
}

function objectIds(object: JsonObject): JsonObject {
  switch (object.objectType) {
    case 'Agent':
    case 'Group':
      return agentIds(object);
    case 'StatementRef':
      return object;
    case 'SubStatement':
      return statementIds(object);
    default:
      return activityIds(object);
  }
}

function contextIds(context: JsonObject): JsonObject {
  const out: JsonObject = { ...context };
  if (isObject(context.instructor)) out.instructor = agentIds(context.instructor);
  if (isObject(context.team)) out.team = agentIds(context.team);
  if (isObject(context.contextActivities)) {
    out.contextActivities = Object.fromEntries(
      Object.entries(context.contextActivities).map(([kind, list]) => [kind, Array.isArray(list) ? list.map((a) => (isObject(a) ? activityIds(a) : a)) : list]),
    );
  }
  return out;
}

function statementIds(statement: JsonObject): JsonObject {
  const out: JsonObject = { ...statement };
  if (isObject(statement.actor)) out.actor = agentIds(statement.actor);
  if (isObject(statement.verb)) out.verb = { id: statement.verb.id };
  if (isObject(statement.object)) out.object = objectIds(statement.object);
  if (isObject(statement.authority)) out.authority = agentIds(statement.authority);
  if (isObject(statement.context)) out.context = contextIds(statement.context);
  return out;
}

/** The language of a map that best fits the reader's languages (Accept-Language order), else the first one. */
export function pickLanguage(map: Record<string, unknown>, preferred: readonly string[]): string | undefined {
  const tags = Object.keys(map);
  for (const wanted of preferred) {
    const lower = wanted.toLowerCase();
    const exact = tags.find((tag) => tag.toLowerCase() === lower);
    if (exact !== undefined) return exact;
    const prefix = tags.find((tag) => tag.toLowerCase().split('-')[0] === lower.split('-')[0]);
    if (prefix !== undefined) return prefix;
  }
  return tags[0];
}

const LANGUAGE_MAP_KEYS = new Set(['display', 'name', 'description']);

/** Every language map (verb display, activity name and description, components', attachments') cut to one language. */
function canonical(value: unknown, preferred: readonly string[], key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => canonical(item, preferred));
  if (!isObject(value)) return value;
  if (key !== undefined && LANGUAGE_MAP_KEYS.has(key) && Object.values(value).every((v) => typeof v === 'string')) {
    const tag = pickLanguage(value, preferred);
    return tag === undefined ? {} : { [tag]: value[tag] };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'extensions' ? v : canonical(v, preferred, k)]));
}

/** A stored statement in the format asked for. */
export function formatStatement(statement: Record<string, unknown>, format: StatementFormat, languages: readonly string[] = []): Record<string, unknown> {
  if (format === 'ids') return statementIds(statement);
  if (format === 'canonical') return canonical(statement, languages) as Record<string, unknown>;
  return statement;
}

/** The languages of an Accept-Language header, best first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
