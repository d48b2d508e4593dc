import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { ConfigError, isLoopback, loadConfig, type Config } from './config';
import { createBackup, restoreBackup } from './backup/archive';
import { connect } from './db/connection';
import { migrate } from './db/migrate';
import { seedDemoIfEmpty } from './seed/demo';
import { createUser, setSetting } from './users';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  db:migrate [--backup [--out FILE]]
                                   bring the database schema up to date (--backup: take a backup
                                   first, as \`backup\` does, and migrate only once it is written)
  user:create --email E --password P [--name N] [--admin] [--roles supervisore,operatore] [--location-id N]
                                   create a user (roles are created when missing)
  demo:seed                        load the demo data set into an empty database and print its logins
  settings:set <ns.key> <value>    set a setting, e.g. settings:set track.enable_receipt true
  backup [--out FILE] [--with-ca-key] [--encrypt]
                                   one archive of the database (with the users' password hashes),
                                   uploaded files, the signing secret and the HTTPS certificates,
                                   taken while the server runs (default: warehouse-backup-<time>.tar.gz
                                   here); readable by its owner only. --with-ca-key: the local
                                   authority's private key too (left out otherwise). --encrypt: with
                                   the passphrase in BACKUP_PASSPHRASE (openssl-compatible, see docs)
  restore <FILE>                   bring an archive back into a fresh DATA_DIR (PostgreSQL: into the
                                   empty database of DATABASE_URL); an encrypted one with BACKUP_PASSPHRASE

The CLI reads the same configuration as the server: DATA_DIR, DATABASE_URL.`;

class UsageError extends Error {}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  // Neither opens the database through the server's connection: backup only reads it, restore
  // must find DATA_DIR as it is (connecting would create an empty database there).
  if (command === 'backup' || command === 'restore') return backupCommand(command, rest, config);
  if (command === 'db:migrate') {
    const { values } = parseArgs({
      args: rest,
      options: { backup: { type: 'boolean', default: false }, out: { type: 'string' } },
      strict: true,
    });
    if (values.out && !values.backup) throw new UsageError('--out goes with --backup');
    if (values.backup) await backupCommand('backup', values.out ? ['--out', values.out] : [], config);
  }
  const handle = connect(config);
  try {
    await migrate(handle.db, handle.dialect);
    switch (command) {
      case 'db:migrate':
        console.log('Database schema is up to date.');
        return;
      case 'user:create': {
        const { values } = parseArgs({
          args: rest,
          options: {
            email: { type: 'string' },
            password: { type: 'string' },
            name: { type: 'string' },
            admin: { type: 'boolean', default: false },
            roles: { type: 'string' },
            'location-id': { type: 'string' },
          },
          strict: true,
        });
        if (!values.email || !values.password)
          throw new UsageError('user:create needs --email and --password');
        const locationId = values['location-id'] === undefined ? undefined : Number(values['location-id']);
        if (locationId !== undefined && !Number.isSafeInteger(locationId)) {
          throw new UsageError('--location-id must be a number');
        }
        const roles = values.roles
          ?.split(',')
          .map((r) => r.trim())
          .filter(Boolean);
        const user = await createUser(handle, {
          email: values.email,
          password: values.password,
          name: values.name,
          admin: values.admin,
          roles,
          locationId,
        });
        console.log(`User ${values.email} created (id ${user.id}). Automatic login: /?atoken=${user.atoken}`);
        return;
      }
      case 'demo:seed': {
        const logins = await seedDemoIfEmpty(handle, { loopbackOnly: isLoopback(config.host) });
        if (!logins)
          throw new UsageError('the database already has users: demo data is only loaded into an empty one');
        console.log('Demo data loaded. Demo logins (shown only now):');
        for (const l of logins) console.log(`  ${l.role.padEnd(12)} ${l.email}  ${l.password}`);
        return;
      }
      case 'settings:set': {
        const [key, value] = rest;
        if (!key || value === undefined || rest.length !== 2)
          throw new UsageError('settings:set needs <ns.key> <value>');
        await setSetting(handle.db, key, value);
        console.log(`${key} = ${value}`);
        return;
      }
      default:
        throw new UsageError(`unknown command: ${command}`);
    }
  } finally {
    await handle.close();
  }
}

/** Where the user typed the command (`npm run` moves into apps/server), for relative file names. */
const here = process.env.INIT_CWD ?? process.cwd();

async function backupCommand(command: 'backup' | 'restore', args: string[], config: Config) {
  if (command === 'backup') {
    const { values } = parseArgs({
      args,
      options: {
        out: { type: 'string' },
        'with-ca-key': { type: 'boolean', default: false },
        encrypt: { type: 'boolean', default: false },
      },
      strict: true,
    });
    const passphrase = values.encrypt ? givenPassphrase() : undefined;
    if (values.encrypt && !passphrase)
      throw new UsageError('--encrypt needs the passphrase in BACKUP_PASSPHRASE (at least 12 characters)');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = resolve(here, values.out ?? `warehouse-backup-${stamp}.tar.gz${passphrase ? '.enc' : ''}`);
    const manifest = await createBackup(config, file, {
      withCaKey: values['with-ca-key'],
      ...(passphrase ? { passphrase } : {}),
    });
    console.log(
      `Backup written: ${file} (${manifest.database}, ${manifest.uploads} uploaded files, ` +
        `${manifest.secret ? 'with secret.key' : 'no secret.key: the secret comes from SECRET'}, ` +
        `${manifest.ca_key ? "with the authority's private key" : "without the authority's private key"}` +
        `${passphrase ? ', encrypted' : ''}). It holds password hashes and the signing secret: keep it ` +
        'where only administrators can read it.',
    );
    return;
  }
  const { positionals } = parseArgs({ args, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new UsageError('restore needs the archive: restore <FILE>');
  const passphrase = givenPassphrase();
  const manifest = await restoreBackup(
    config,
    resolve(here, positionals[0]!),
    passphrase ? { passphrase } : {},
  );
  console.log(
    `Restored the backup of ${manifest.created_at} into ${config.databaseUrl ? 'DATABASE_URL and ' : ''}${config.dataDir}.`,
  );
}

/** The backup passphrase, from the environment only (never a command-line argument: `ps` shows those). */
function givenPassphrase(): string | undefined {
  const value = process.env.BACKUP_PASSPHRASE;
  return value && value.length >= 12 ? value : undefined;
}

run(process.argv.slice(2)).catch((err: Error) => {
  if (err instanceof UsageError || err instanceof ConfigError || err.name === 'TypeError') {
    console.error(`Error: ${err.message}\n\n${USAGE}`);
  } else {
    console.error(`Error: ${err.message}`);
  }
  process.exit(1);
});
