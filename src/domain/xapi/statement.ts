// What makes an xAPI statement valid (xAPI 1.0.3 part two, §2; 2.0 where it does not conflict), and the facts the
// LRS indexes it by. One rule for the server's LRS and anything else that reads statements (ADR 0562).

/** One reason a statement is refused: where (a JSON pointer) and a stable rule code. */
export interface StatementProblem {
  path: string;
  rule: string;
}

export const VOIDED_VERB = 'http://adlnet.gov/expapi/verbs/voided';

export const INTERACTION_TYPES = ['true-false', 'choice', 'fill-in', 'long-fill-in', 'matching', 'performance', 'sequencing', 'likert', 'numeric', 'other'] as const;

/** The interaction component lists each interaction type may carry (1.0.3 §2.4.4.1.1). */
const COMPONENTS_OF: Record<string, readonly string[]> = {
  choice: ['choices'],
  sequencing: ['choices'],
  likert: ['scale'],
  matching: ['source', 'target'],
  performance: ['steps'],
};
const COMPONENT_LISTS = ['choices', 'scale', 'source', 'target', 'steps'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An absolute IRI: a scheme, then no whitespace, no angle brackets. */
const IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|\\^`]+$/i;
const MAILTO = /^mailto:[^\s@]+@[^\s@]+$/i;
const SHA1_HEX = /^[0-9a-f]{40}$/i;
const SHA2_HEX = /^[0-9a-f]{56}$|^[0-9a-f]{64}$|^[0-9a-f]{96}$|^[0-9a-f]{128}$/i;
/** RFC 5646 language tag (the general shape: a primary subtag, then subtags). */
const LANGUAGE_TAG = /^(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4,8}|x-[a-z0-9]{1,8}|i-[a-z]{2,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}))?(?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*(?:-[0-9a-wyz](?:-[a-z0-9]{2,8})+)*(?:-x(?:-[a-z0-9]{1,8})+)?$/i;
/** RFC 3339 date-time with an offset; "-00:00" (an unknown offset) is refused by the spec. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/i;
/** ISO 8601 duration (xAPI allows the week form alone, or the date and time parts). */
const DURATION = /^P(?:\d+(?:\.\d+)?W|(?=\d|T\d)(?:\d+(?:\.\d+)?Y)?(?:\d+(?:\.\d+)?M)?(?:\d+(?:\.\d+)?D)?(?:T(?=\d)(?:\d+(?:\.\d+)?H)?(?:\d+(?:\.\d+)?M)?(?:\d+(?:\.\d+)?S)?)?)$/;
/** An internet media type (type/subtype, parameters allowed). */
const MEDIA_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(?:\s*;.*)?$/i;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
export const isIri = (value: unknown): value is string => typeof value === 'string' && IRI.test(value);
export const isLanguageTag = (value: unknown): value is string => typeof value === 'string' && LANGUAGE_TAG.test(value);

/** An RFC 3339 timestamp the spec accepts (with an offset other than -00:00, a real date). */
export function isTimestamp(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  if (match[8] === '-00:00' || match[8] === '-0000') return false;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  if (month === undefined || day === undefined || hour === undefined || minute === undefined || second === undefined || year === undefined) return false;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return false;
  return !Number.isNaN(Date.parse(value));
}

export const isDuration = (value: unknown): value is string => typeof value === 'string' && value !== 'P' && DURATION.test(value);

/** Collects problems while walking one statement. */
class Check {
  readonly problems: StatementProblem[] = [];

  fail(path: string, rule: string): void {
    this.problems.push({ path, rule });
  }

  /** Properties not in `allowed`, and null values (the spec forbids null anywhere), are problems. */
  keys(value: JsonObject, path: string, allowed: readonly string[]): void {
    for (const [key, child] of Object.entries(value)) {
      if (!allowed.includes(key)) this.fail(`${path}/${key}`, 'property.unknown');
      else if (child === null) this.fail(`${path}/${key}`, 'property.null');
    }
  }

  object(value: unknown, path: string): value is JsonObject {
    if (isObject(value)) return true;
    this.fail(path, 'type.object');
    return false;
  }

  string(value: unknown, path: string): value is string {
    if (typeof value === 'string') return true;
    this.fail(path, 'type.string');
    return false;
  }

  iri(value: unknown, path: string): void {
    if (!isIri(value)) this.fail(path, 'iri.invalid');
  }

  languageMap(value: unknown, path: string): void {
    if (!this.object(value, path)) return;
    for (const [tag, text] of Object.entries(value)) {
      if (!isLanguageTag(tag)) this.fail(`${path}/${tag}`, 'language.invalid');
      if (typeof text !== 'string') this.fail(`${path}/${tag}`, 'type.string');
    }
  }

  extensions(value: unknown, path: string): void {
    if (!this.object(value, path)) return;
    for (const key of Object.keys(value)) if (!isIri(key)) this.fail(`${path}/${key}`, 'extension.key-not-iri');
  }
}

const AGENT_IFIS = ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const;

function checkIfi(check: Check, value: JsonObject, path: string): number {
  let count = 0;
  for (const ifi of AGENT_IFIS) {
    if (value[ifi] === undefined || value[ifi] === null) continue;
    count += 1;
    const at = `${path}/${ifi}`;
    const field = value[ifi];
    if (ifi === 'mbox' && (typeof field !== 'string' || !MAILTO.test(field))) check.fail(at, 'agent.mbox');
    if (ifi === 'mbox_sha1sum' && (typeof field !== 'string' || !SHA1_HEX.test(field))) check.fail(at, 'agent.mbox-sha1sum');
    if (ifi === 'openid') check.iri(field, at);
    if (ifi === 'account' && check.object(field, at)) {
      check.keys(field, at, ['homePage', 'name']);
      if (field.homePage === undefined) check.fail(`${at}/homePage`, 'property.required');
      else check.iri(field.homePage, `${at}/homePage`);
      if (field.name === undefined) check.fail(`${at}/name`, 'property.required');
      else check.string(field.name, `${at}/name`);
    }
  }
  return count;
}

/** An Agent, or a Group when `allowGroup` (objectType given): exactly one identifier, a Group may be anonymous. */
function checkActor(check: Check, value: unknown, path: string, options: { allowGroup: boolean; objectTypeRequired?: boolean }): void {
  if (!check.object(value, path)) return;
  const type = value.objectType;
  if (type === 'Group') {
    if (!options.allowGroup) {
      check.fail(`${path}/objectType`, 'agent.group-not-allowed');
      return;
    }
    check.keys(value, path, ['objectType', 'name', 'member', ...AGENT_IFIS]);
    if (value.name !== undefined) check.string(value.name, `${path}/name`);
    const ifis = checkIfi(check, value, path);
    if (ifis > 1) check.fail(path, 'agent.one-identifier');
    if (value.member !== undefined && value.member !== null) {
      if (!Array.isArray(value.member)) check.fail(`${path}/member`, 'type.array');
      else value.member.forEach((member, index) => checkActor(check, member, `${path}/member/${index}`, { allowGroup: false }));
    }
    if (ifis === 0 && (!Array.isArray(value.member) || value.member.length === 0)) check.fail(`${path}/member`, 'group.anonymous-needs-members');
    return;
  }
  if (type !== undefined && type !== 'Agent') check.fail(`${path}/objectType`, 'agent.object-type');
  if (options.objectTypeRequired && type === undefined) check.fail(`${path}/objectType`, 'property.required');
  check.keys(value, path, ['objectType', 'name', ...AGENT_IFIS]);
  if (value.name !== undefined) check.string(value.name, `${path}/name`);
  if (checkIfi(check, value, path) !== 1) check.fail(path, 'agent.one-identifier');
}

function checkVerb(check: Check, value: unknown, path: string): void {
  if (!check.object(value, path)) return;
  check.keys(value, path, ['id', 'display']);
  if (value.id === undefined) check.fail(`${path}/id`, 'property.required');
  else check.iri(value.id, `${path}/id`);
  if (value.display !== undefined) check.languageMap(value.display, `${path}/display`);
}

function checkComponents(check: Check, value: unknown, path: string): void {
  if (!Array.isArray(value)) {
    check.fail(path, 'type.array');
    return;
  }
  const ids = new Set<string>();
  value.forEach((component, index) => {
    const at = `${path}/${index}`;
    if (!check.object(component, at)) return;
    check.keys(component, at, ['id', 'description']);
    if (component.id === undefined) check.fail(`${at}/id`, 'property.required');
    else if (check.string(component.id, `${at}/id`)) {
      if (ids.has(component.id)) check.fail(`${at}/id`, 'interaction.component-repeated');
      ids.add(component.id);
    }
    if (component.description !== undefined) check.languageMap(component.description, `${at}/description`);
  });
}

function checkDefinition(check: Check, value: unknown, path: string): void {
  if (!check.object(value, path)) return;
  check.keys(value, path, ['name', 'description', 'type', 'moreInfo', 'extensions', 'interactionType', 'correctResponsesPattern', ...COMPONENT_LISTS]);
  if (value.name !== undefined) check.languageMap(value.name, `${path}/name`);
  if (value.description !== undefined) check.languageMap(value.description, `${path}/description`);
  if (value.type !== undefined) check.iri(value.type, `${path}/type`);
  if (value.moreInfo !== undefined) check.iri(value.moreInfo, `${path}/moreInfo`);
  if (value.extensions !== undefined) check.extensions(value.extensions, `${path}/extensions`);
  const interaction = value.interactionType;
  if (interaction !== undefined && !(INTERACTION_TYPES as readonly unknown[]).includes(interaction)) check.fail(`${path}/interactionType`, 'interaction.type');
  if (value.correctResponsesPattern !== undefined) {
    if (interaction === undefined) check.fail(`${path}/correctResponsesPattern`, 'interaction.needs-type');
    if (!Array.isArray(value.correctResponsesPattern)) check.fail(`${path}/correctResponsesPattern`, 'type.array');
    else value.correctResponsesPattern.forEach((pattern, index) => check.string(pattern, `${path}/correctResponsesPattern/${index}`));
  }
  const allowed = typeof interaction === 'string' ? COMPONENTS_OF[interaction] ?? [] : [];
  for (const list of COMPONENT_LISTS) {
    if (value[list] === undefined) continue;
    if (!allowed.includes(list)) check.fail(`${path}/${list}`, 'interaction.component-not-allowed');
    checkComponents(check, value[list], `${path}/${list}`);
  }
}

function checkActivity(check: Check, value: JsonObject, path: string): void {
  check.keys(value, path, ['objectType', 'id', 'definition']);
  if (value.id === undefined) check.fail(`${path}/id`, 'property.required');
  else check.iri(value.id, `${path}/id`);
  if (value.definition !== undefined) checkDefinition(check, value.definition, `${path}/definition`);
}

function checkStatementRef(check: Check, value: JsonObject, path: string): void {
  check.keys(value, path, ['objectType', 'id']);
  if (!isUuid(value.id)) check.fail(`${path}/id`, 'uuid.invalid');
}

function checkObject(check: Check, value: unknown, path: string, inSubStatement: boolean): void {
  if (!check.object(value, path)) return;
  switch (value.objectType) {
    case undefined:
    case 'Activity':
      checkActivity(check, value, path);
      return;
    case 'Agent':
    case 'Group':
      checkActor(check, value, path, { allowGroup: true });
      return;
    case 'StatementRef':
      checkStatementRef(check, value, path);
      return;
    case 'SubStatement':
      if (inSubStatement) check.fail(`${path}/objectType`, 'substatement.nested');
      else checkStatementBody(check, value, path, { sub: true });
      return;
    default:
      check.fail(`${path}/objectType`, 'object.object-type');
  }
}

function checkScore(check: Check, value: unknown, path: string): void {
  if (!check.object(value, path)) return;
  check.keys(value, path, ['scaled', 'raw', 'min', 'max']);
  for (const key of ['scaled', 'raw', 'min', 'max'] as const) {
    if (value[key] !== undefined && (typeof value[key] !== 'number' || !Number.isFinite(value[key]))) check.fail(`${path}/${key}`, 'type.number');
  }
  const num = (key: string) => (typeof value[key] === 'number' ? (value[key] as number) : undefined);
  const scaled = num('scaled');
  const raw = num('raw');
  const min = num('min');
  const max = num('max');
  if (scaled !== undefined && (scaled < -1 || scaled > 1)) check.fail(`${path}/scaled`, 'score.scaled-range');
  if (min !== undefined && max !== undefined && min >= max) check.fail(`${path}/min`, 'score.min-not-below-max');
  if (raw !== undefined && min !== undefined && raw < min) check.fail(`${path}/raw`, 'score.raw-below-min');
  if (raw !== undefined && max !== undefined && raw > max) check.fail(`${path}/raw`, 'score.raw-above-max');
}

function checkResult(check: Check, value: unknown, path: string): void {
  if (!check.object(value, path)) return;
  check.keys(value, path, ['score', 'success', 'completion', 'response', 'duration', 'extensions']);
  if (value.score !== undefined) checkScore(check, value.score, `${path}/score`);
  for (const key of ['success', 'completion'] as const) if (value[key] !== undefined && typeof value[key] !== 'boolean') check.fail(`${path}/${key}`, 'type.boolean');
  if (value.response !== undefined) check.string(value.response, `${path}/response`);
  if (value.duration !== undefined && !isDuration(value.duration)) check.fail(`${path}/duration`, 'duration.invalid');
  if (value.extensions !== undefined) check.extensions(value.extensions, `${path}/extensions`);
}

const CONTEXT_ACTIVITY_KINDS = ['parent', 'grouping', 'category', 'other'] as const;

function checkContext(check: Check, value: unknown, path: string, objectIsActivity: boolean): void {
  if (!check.object(value, path)) return;
  check.keys(value, path, ['registration', 'instructor', 'team', 'contextActivities', 'revision', 'platform', 'language', 'statement', 'extensions']);
  if (value.registration !== undefined && !isUuid(value.registration)) check.fail(`${path}/registration`, 'uuid.invalid');
  if (value.instructor !== undefined) checkActor(check, value.instructor, `${path}/instructor`, { allowGroup: true });
  if (value.team !== undefined) {
    if (isObject(value.team) && value.team.objectType !== 'Group') check.fail(`${path}/team/objectType`, 'context.team-is-group');
    else checkActor(check, value.team, `${path}/team`, { allowGroup: true });
  }
  if (value.contextActivities !== undefined && check.object(value.contextActivities, `${path}/contextActivities`)) {
    const activities = value.contextActivities;
    check.keys(activities, `${path}/contextActivities`, CONTEXT_ACTIVITY_KINDS);
    for (const kind of CONTEXT_ACTIVITY_KINDS) {
      const list = activities[kind];
      if (list === undefined || list === null) continue;
      const at = `${path}/contextActivities/${kind}`;
      const items = Array.isArray(list) ? list : [list];
      items.forEach((item, index) => {
        const itemPath = Array.isArray(list) ? `${at}/${index}` : at;
        if (!check.object(item, itemPath)) return;
        if (item.objectType !== undefined && item.objectType !== 'Activity') check.fail(`${itemPath}/objectType`, 'context.activity-object-type');
        checkActivity(check, item, itemPath);
      });
    }
  }
  for (const key of ['revision', 'platform'] as const) {
    if (value[key] === undefined) continue;
    check.string(value[key], `${path}/${key}`);
    if (!objectIsActivity) check.fail(`${path}/${key}`, 'context.only-with-activity');
  }
  if (value.language !== undefined && !isLanguageTag(value.language)) check.fail(`${path}/language`, 'language.invalid');
  if (value.statement !== undefined) {
    if (check.object(value.statement, `${path}/statement`)) {
      if (value.statement.objectType !== 'StatementRef') check.fail(`${path}/statement/objectType`, 'context.statement-ref');
      checkStatementRef(check, value.statement, `${path}/statement`);
    }
  }
  if (value.extensions !== undefined) check.extensions(value.extensions, `${path}/extensions`);
}

function checkAttachments(check: Check, value: unknown, path: string): void {
  if (!Array.isArray(value)) {
    check.fail(path, 'type.array');
    return;
  }
  value.forEach((attachment, index) => {
    const at = `${path}/${index}`;
    if (!check.object(attachment, at)) return;
    check.keys(attachment, at, ['usageType', 'display', 'description', 'contentType', 'length', 'sha2', 'fileUrl']);
    for (const key of ['usageType', 'display', 'contentType', 'length', 'sha2'] as const) if (attachment[key] === undefined) check.fail(`${at}/${key}`, 'property.required');
    if (attachment.usageType !== undefined) check.iri(attachment.usageType, `${at}/usageType`);
    if (attachment.display !== undefined) check.languageMap(attachment.display, `${at}/display`);
    if (attachment.description !== undefined) check.languageMap(attachment.description, `${at}/description`);
    if (attachment.contentType !== undefined && (typeof attachment.contentType !== 'string' || !MEDIA_TYPE.test(attachment.contentType))) check.fail(`${at}/contentType`, 'attachment.content-type');
    if (attachment.length !== undefined && (typeof attachment.length !== 'number' || !Number.isInteger(attachment.length) || attachment.length < 0)) check.fail(`${at}/length`, 'type.integer');
    if (attachment.sha2 !== undefined && (typeof attachment.sha2 !== 'string' || !SHA2_HEX.test(attachment.sha2))) check.fail(`${at}/sha2`, 'attachment.sha2');
    if (attachment.fileUrl !== undefined) check.iri(attachment.fileUrl, `${at}/fileUrl`);
  });
}

/** The parts a statement and a sub-statement share. */
function checkStatementBody(check: Check, value: JsonObject, path: string, options: { sub: boolean }): void {
  const shared = ['actor', 'verb', 'object', 'result', 'context', 'timestamp', 'attachments'];
  check.keys(value, path, options.sub ? ['objectType', ...shared] : ['id', 'stored', 'authority', 'version', ...shared]);
  for (const key of ['actor', 'verb', 'object'] as const) if (value[key] === undefined) check.fail(`${path}/${key}`, 'property.required');
  if (value.actor !== undefined) checkActor(check, value.actor, `${path}/actor`, { allowGroup: true });
  if (value.verb !== undefined) checkVerb(check, value.verb, `${path}/verb`);
  if (value.object !== undefined) checkObject(check, value.object, `${path}/object`, options.sub);
  if (value.result !== undefined) checkResult(check, value.result, `${path}/result`);
  const objectIsActivity = isObject(value.object) && (value.object.objectType === undefined || value.object.objectType === 'Activity');
  if (value.context !== undefined) checkContext(check, value.context, `${path}/context`, objectIsActivity);
  if (value.timestamp !== undefined && !isTimestamp(value.timestamp)) check.fail(`${path}/timestamp`, 'timestamp.invalid');
  if (value.attachments !== undefined) checkAttachments(check, value.attachments, `${path}/attachments`);
  if (!options.sub && isObject(value.verb) && value.verb.id === VOIDED_VERB) {
    if (!isObject(value.object) || value.object.objectType !== 'StatementRef') check.fail(`${path}/object`, 'voiding.needs-statement-ref');
  }
}

/**
 * The problems of one statement as a client sends it (empty when valid). Properties the LRS sets (`stored`,
 * `authority`) are checked for their form only: the LRS writes its own.
 */
export function statementProblems(value: unknown): StatementProblem[] {
  const check = new Check();
  if (!check.object(value, '')) return check.problems;
  if (value.id !== undefined && !isUuid(value.id)) check.fail('/id', 'uuid.invalid');
  if (value.stored !== undefined && !isTimestamp(value.stored)) check.fail('/stored', 'timestamp.invalid');
  if (value.version !== undefined && (typeof value.version !== 'string' || !/^(?:1\.0(?:\.\d+)?|2\.0(?:\.\d+)?)$/.test(value.version))) check.fail('/version', 'version.unsupported');
  if (value.authority !== undefined) {
    checkActor(check, value.authority, '/authority', { allowGroup: true });
    if (isObject(value.authority) && value.authority.objectType === 'Group' && (!Array.isArray(value.authority.member) || value.authority.member.length !== 2)) {
      check.fail('/authority/member', 'authority.group-of-two');
    }
  }
  checkStatementBody(check, value, '', { sub: false });
  return check.problems;
}

/** The header a client must send: 1.0.x or 2.0.x (xAPI 1.0.3 §6.2; 2.0 §2.1.3). */
export function isSupportedVersion(header: string | undefined): boolean {
  return header !== undefined && /^(?:1\.0(?:\.\d+)?|2\.0(?:\.\d+)?)$/.test(header.trim());
}

/**
 * The one string an Agent or identified Group is known by (its inverse functional identifier), the LRS's index key:
 * `mbox:mailto:…`, `mbox_sha1sum:…`, `openid:…` or `account:<homePage> <name>`. Undefined for an anonymous Group.
 */
export function agentKey(agent: unknown): string | undefined {
  if (!isObject(agent)) return undefined;
  if (typeof agent.mbox === 'string') return `mbox:${agent.mbox.toLowerCase()}`;
  if (typeof agent.mbox_sha1sum === 'string') return `mbox_sha1sum:${agent.mbox_sha1sum.toLowerCase()}`;
  if (typeof agent.openid === 'string') return `openid:${agent.openid}`;
  if (isObject(agent.account) && typeof agent.account.homePage === 'string' && typeof agent.account.name === 'string') return `account:${agent.account.homePage} ${agent.account.name}`;
  return undefined;
}

/** Whether a query's `agent` parameter is an Agent or an identified Group with one identifier (1.0.3 §2.1.3). */
export function agentParameterProblems(value: unknown): StatementProblem[] {
  const check = new Check();
  checkActor(check, value, '', { allowGroup: true });
  if (isObject(value) && value.objectType === 'Group' && agentKey(value) === undefined) check.fail('', 'agent.one-identifier');
  return check.problems;
}

/** The facts a stored statement is found by (the LRS's extracted, indexed columns). */
export interface StatementFacts {
  actorKey: string | undefined;
  verbId: string;
  /** The object's Activity id, or the Agent/Group key when the object is one. */
  activityId: string | undefined;
  objectAgentKey: string | undefined;
  registration: string | undefined;
  /** The statement this one voids (verb voided, object StatementRef). */
  voids: string | undefined;
  /** Every Agent/Group key in actor, object, authority, context instructor and team, members, and a sub-statement. */
  relatedAgents: string[];
  /** The object's Activity, the context activities, and those of a sub-statement. */
  relatedActivities: string[];
}

function collectAgents(value: unknown, into: Set<string>): void {
  if (!isObject(value)) return;
  const key = agentKey(value);
  if (key !== undefined) into.add(key);
  if (Array.isArray(value.member)) for (const member of value.member) collectAgents(member, into);
}

function collectContextActivities(context: unknown, into: Set<string>): void {
  if (!isObject(context) || !isObject(context.contextActivities)) return;
  for (const kind of CONTEXT_ACTIVITY_KINDS) {
    const list = context.contextActivities[kind];
    for (const item of Array.isArray(list) ? list : list === undefined ? [] : [list]) if (isObject(item) && typeof item.id === 'string') into.add(item.id);
  }
}

function collectRelated(statement: JsonObject, agents: Set<string>, activities: Set<string>): void {
  collectAgents(statement.actor, agents);
  collectAgents(statement.authority, agents);
  if (isObject(statement.context)) {
    collectAgents(statement.context.instructor, agents);
    collectAgents(statement.context.team, agents);
  }
  collectContextActivities(statement.context, activities);
  const object = statement.object;
  if (!isObject(object)) return;
  if (object.objectType === 'Agent' || object.objectType === 'Group') collectAgents(object, agents);
  else if (object.objectType === 'SubStatement') collectRelated(object, agents, activities);
  else if (object.objectType === undefined || object.objectType === 'Activity') {
    if (typeof object.id === 'string') activities.add(object.id);
  }
}

/** The indexed facts of a valid statement. */
export function statementFacts(statement: Record<string, unknown>): StatementFacts {
  const s = statement as JsonObject;
  const object = isObject(s.object) ? s.object : {};
  const isActivity = object.objectType === undefined || object.objectType === 'Activity';
  const isAgent = object.objectType === 'Agent' || object.objectType === 'Group';
  const verbId = isObject(s.verb) && typeof s.verb.id === 'string' ? s.verb.id : '';
  const agents = new Set<string>();
  const activities = new Set<string>();
  collectRelated(s, agents, activities);
  return {
    actorKey: agentKey(s.actor),
    verbId,
    activityId: isActivity && typeof object.id === 'string' ? object.id : undefined,
    objectAgentKey: isAgent ? agentKey(object) : undefined,
    registration: isObject(s.context) && typeof s.context.registration === 'string' ? s.context.registration.toLowerCase() : undefined,
    voids: verbId === VOIDED_VERB && object.objectType === 'StatementRef' && typeof object.id === 'string' ? object.id.toLowerCase() : undefined,
    relatedAgents: [...agents],
    relatedActivities: [...activities],
  };
}

/** The parts of a statement two sends of the same id must agree on (the LRS's own properties aside). */
function comparable(statement: Record<string, unknown>): unknown {
  const { stored: _stored, authority: _authority, version: _version, id: _id, ...rest } = statement;
  return rest;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether a statement sent again with a stored id says the same thing (then it is accepted and nothing changes). */
export function sameStatement(stored: Record<string, unknown>, sent: Record<string, unknown>): boolean {
  const a = comparable(stored) as Record<string, unknown>;
  const b = comparable(sent) as Record<string, unknown>;
  // A timestamp the LRS filled in for the first send is not a difference.
  if (b.timestamp === undefined) delete a.timestamp;
  return canonicalJson(a) === canonicalJson(b);
}

/** The statement as the LRS stores it: id, timestamp, stored, version and authority filled in. */
export function completeStatement(statement: Record<string, unknown>, fill: { id: string; stored: string; authority: Record<string, unknown> }): Record<string, unknown> {
  return {
    ...statement,
    id: typeof statement.id === 'string' ? statement.id.toLowerCase() : fill.id,
    timestamp: statement.timestamp ?? fill.stored,
    stored: fill.stored,
    authority: fill.authority,
    version: typeof statement.version === 'string' ? statement.version : '1.0.0',
  };
}
