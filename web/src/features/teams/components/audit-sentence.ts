/** One audit entry as the API gives it. */
export interface AuditEntry {
  actor: { name: string; email: string } | null;
  action: string;
  detail: Record<string, unknown>;
}

/** A detail's text, or a dash when an older or foreign entry lacks it (the log never breaks on one entry). */
function text(detail: Record<string, unknown>, key: string): string {
  const value = detail[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '—';
}

/** The person an entry is about: their name, or their e-mail when the name is blank. */
function person(detail: Record<string, unknown>): string {
  const name = text(detail, 'name');
  return name === '—' || name.trim() === '' ? text(detail, 'email') : name;
}

type Phrase = (d: Record<string, unknown>) => string;

/** What each action reads as after the actor's name; an action not here reads as its own words. */
const PHRASES: Record<string, Phrase> = {
  'team.created': (d) => `created the team “${text(d, 'name')}”`,
  'team.ownership_transferred': (d) => `made ${person(d)} the owner`,
  'invitation.sent': (d) => `invited ${text(d, 'email')} as ${text(d, 'role')}`,
  'invitation.revoked': (d) => `revoked the invitation to ${text(d, 'email')}`,
  'invitation.accepted': (d) => `accepted the invitation and joined as ${text(d, 'role')}`,
  'member.role_changed': (d) => `changed ${person(d)}'s role from ${text(d, 'from')} to ${text(d, 'to')}`,
  'member.removed': (d) => `removed ${person(d)} from the team`,
  'member.left': () => 'left the team',
  'list.created': (d) => `created the list “${text(d, 'name')}”`,
  'list.renamed': (d) => `renamed the list “${text(d, 'from')}” to “${text(d, 'to')}”`,
  'list.deleted': (d) => `deleted the list “${text(d, 'name')}”`,
  'list.company_added': (d) => `added ${text(d, 'ticker')} to “${text(d, 'listName')}”`,
  'list.company_removed': (d) => `removed ${text(d, 'ticker')} from “${text(d, 'listName')}”`,
  'sso.domain_set': (d) => `claimed the domain ${text(d, 'domain')} for single sign-on`,
  'sso.domain_verified': (d) => `verified the domain ${text(d, 'domain')}`,
  'sso.connection_set': (d) =>
    `connected single sign-on to ${text(d, 'issuer')} (client ${text(d, 'clientId')})`,
  'sso.enforced': (d) => `required single sign-on for everyone at ${text(d, 'domain')}`,
  'sso.not_enforced': (d) => `stopped requiring single sign-on at ${text(d, 'domain')}`,
  'sso.removed': (d) => `removed single sign-on for ${text(d, 'domain')}`,
  'member.joined_sso': () => 'joined through single sign-on',
  'plan.enterprise_started': () => 'put the team on the Enterprise plan',
  'plan.enterprise_ended': () => 'took the team off the Enterprise plan',
};

/** "Ana Ruiz changed Ben Lee's role from member to admin". Nobody in the app acting (a webhook) reads as 10Kai. */
export function auditSentence(entry: AuditEntry): string {
  const who = entry.actor ? entry.actor.name.trim() || entry.actor.email : '10Kai';
  const phrase = PHRASES[entry.action];
  return `${who} ${phrase ? phrase(entry.detail) : entry.action.replace(/[._]/g, ' ')}`;
}
