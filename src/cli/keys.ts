/**
 * `npm run keys -- <command>`: key management against the configured store.
 *   create [--tier N] [--scope S]... [--plan P] [--subscription STATE] [--account A] [--label L] [--json]
 *   list [--json] | revoke ID | set-tier ID N | set-subscription ID STATE
 * The key itself is printed once, at creation.
 */
import { parseArgs } from 'node:util';
import { createApiKey } from '../auth/api-keys';
import type { Config } from '../config';
import { SUBSCRIPTION_STATES, type SubscriptionState, TIERS, type Tier } from '../store/ports';
import type { CliIo } from './io';
import { openStore } from './open-store';

const USAGE = `Usage: npm run keys -- <command>
  create [--tier 0-3] [--scope S]... [--plan P] [--subscription active|lapsed|renewal_pending] [--account A] [--label L] [--json]
  list [--json]
  revoke ID
  set-tier ID 0-3
  set-subscription ID active|lapsed|renewal_pending
`;

class UsageError extends Error {}

function parseTier(raw: string | undefined): Tier {
  const n = Number(raw);
  if (raw === undefined || !/^\d$/.test(raw) || !TIERS.includes(n as Tier))
    throw new UsageError(`tier must be 0, 1, 2 or 3 (got ${raw})`);
  return n as Tier;
}

function parseSubscription(raw: string | undefined): SubscriptionState {
  if (!SUBSCRIPTION_STATES.includes(raw as SubscriptionState)) {
    throw new UsageError(`subscription must be one of ${SUBSCRIPTION_STATES.join(', ')} (got ${raw})`);
  }
  return raw as SubscriptionState;
}

/** Runs a keys subcommand; returns the exit code. */
export async function runKeysCommand(argv: string[], config: Config, io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  const store = await openStore(config);
  try {
    switch (command) {
      case 'create':
        return await create(rest, store, io);
      case 'list':
        return await list(rest, store, io);
      case 'revoke':
        return await update(rest, store, io, () => ({ revokedAt: new Date().toISOString() }), 1);
      case 'set-tier':
        return await update(rest, store, io, (args) => ({ tier: parseTier(args[1]) }), 2);
      case 'set-subscription':
        return await update(rest, store, io, (args) => ({ subscription: parseSubscription(args[1]) }), 2);
      default:
        io.stderr.write(USAGE);
        return 2;
    }
  } catch (err) {
    if (err instanceof UsageError || (err instanceof TypeError && 'code' in err)) {
      io.stderr.write(`${err.message}\n${USAGE}`);
      return 2;
    }
    throw err;
  } finally {
    await store.close();
  }
}

type OpenedStore = Awaited<ReturnType<typeof openStore>>;

async function create(args: string[], store: OpenedStore, io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      tier: { type: 'string' },
      scope: { type: 'string', multiple: true },
      plan: { type: 'string' },
      subscription: { type: 'string' },
      account: { type: 'string' },
      label: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const { key, record } = await createApiKey(
    store.keys,
    {
      tier: values.tier === undefined ? 0 : parseTier(values.tier),
      scopes: values.scope ?? [],
      planKey: values.plan,
      subscription: values.subscription === undefined ? 'active' : parseSubscription(values.subscription),
      accountId: values.account,
      label: values.label,
    },
    new Date(),
  );
  const { hash: _hash, ...shown } = record;
  if (values.json) io.stdout.write(`${JSON.stringify({ key, ...shown })}\n`);
  else
    io.stdout.write(
      `Created ${record.id} (tier ${record.tier}, plan ${record.planKey}).\nKey (shown once): ${key}\n`,
    );
  return 0;
}

async function list(args: string[], store: OpenedStore, io: CliIo): Promise<number> {
  const json = args.includes('--json');
  const records = (await store.keys.list()).map(({ hash: _hash, ...r }) => r);
  if (json) {
    io.stdout.write(`${JSON.stringify(records)}\n`);
    return 0;
  }
  for (const r of records) {
    const state = r.revokedAt ? 'revoked' : r.subscription;
    io.stdout.write(
      `${r.id}\ttier ${r.tier}\t${r.planKey}\t${state}\t${r.scopes.join(',') || '-'}\t${r.label}\n`,
    );
  }
  return 0;
}

async function update(
  args: string[],
  store: OpenedStore,
  io: CliIo,
  patchOf: (args: string[]) => Parameters<OpenedStore['keys']['update']>[1],
  arity: number,
): Promise<number> {
  if (args.length !== arity || !args[0]) throw new UsageError(`expected ${arity} argument(s)`);
  const patch = patchOf(args);
  const ok = await store.keys.update(args[0], patch);
  if (!ok) {
    io.stderr.write(`No key with id ${args[0]}\n`);
    return 1;
  }
  io.stdout.write(`Updated ${args[0]}\n`);
  return 0;
}
