/**
 * `temporal server start-dev` arguments that turn on task priority (server 1.29: the priority-aware matcher is behind
 * `matching.useNewMatcher`): without them the server ignores the jobs' priority keys and serves tasks in arrival order.
 */
export function getPriorityArgs(): string[] {
  return ['--dynamic-config-value', 'matching.useNewMatcher=true'];
}
