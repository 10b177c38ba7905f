/**
 * Shell completion: `worldmonitor completion bash|zsh` prints a script that asks the CLI itself
 * (`worldmonitor __complete <index> <words…>`) for candidates, so completion always matches the
 * contract the CLI was generated from: commands, services, operations, parameter names and the
 * allowed values of enum parameters.
 */
import { findGetOperation, GET_SERVICES, operationsOf } from './catalogue.js';

/** The commands offered at the first position. */
export const COMMANDS = ['ops', 'get', 'health', 'batch', 'completion', 'help'] as const;

const GLOBAL_OPTIONS = ['--url', '--key', '--config', '--help'];

const BASH = `# worldmonitor completion for bash: source <(worldmonitor completion bash)
_worldmonitor() {
  local IFS=$'\\n'
  local current="\${COMP_WORDS[COMP_CWORD]}"
  COMPREPLY=($(compgen -W "$(worldmonitor __complete "$COMP_CWORD" "\${COMP_WORDS[@]}" 2>/dev/null)" -- "$current"))
}
complete -o default -F _worldmonitor worldmonitor
`;

const ZSH = `# worldmonitor completion for zsh: source <(worldmonitor completion zsh)
autoload -U +X bashcompinit && bashcompinit
${BASH}`;

/** The completion script of a shell, or undefined for an unknown shell. */
export function completionScript(shell: string): string | undefined {
  if (shell === 'bash') return BASH;
  if (shell === 'zsh') return ZSH;
  return undefined;
}

/** Candidates for the word at `index` of `words` (words[0] is the program). */
export function completions(index: number, words: readonly string[]): string[] {
  const command = words[1];
  if (index <= 1) return [...COMMANDS];
  const previous = words[index - 1] ?? '';
  if (command === 'help') return index === 2 ? [...COMMANDS] : [];
  if (command === 'completion') return index === 2 ? ['bash', 'zsh'] : [];
  if (command === 'batch') return ['--idempotency-key', '--table', '--verbose', ...GLOBAL_OPTIONS];
  if (command === 'health') return ['--json', ...GLOBAL_OPTIONS];
  if (command !== 'get') return [];
  if (index === 2) return [...GET_SERVICES];
  if (index === 3) return operationsOf(words[2] ?? '').map((op) => op.name);
  const op = findGetOperation(words[2] ?? '', words[3] ?? '');
  if (!op) return [];
  if (previous === '--format') return ['json', 'table', ...(op.formats ?? []).filter((f) => f !== 'json')];
  if (previous.startsWith('--')) {
    const param = op.params.find((p) => `--${p.name}` === previous);
    const values = param?.enum ?? param?.items?.enum;
    if (values) return [...values];
    if (param || ['--jmespath', '--max-pages', '--url', '--key', '--config'].includes(previous)) return [];
  }
  const paging = op.params.some((p) => p.name === 'cursor') ? ['--all', '--max-pages'] : [];
  return [
    ...op.params.map((p) => `--${p.name}`),
    '--jmespath',
    '--format',
    '--table',
    ...paging,
    '--verbose',
    ...GLOBAL_OPTIONS,
  ];
}
