import { parseArgs } from 'node:util';
import { ConfigError, isLoopback, loadConfig } from './config';
import { connect } from './db/connection';
import { migrate } from './db/migrate';
import { seedDemoIfEmpty } from './seed/demo';
import { createUser, setSetting } from './users';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  db:migrate                       bring the database schema up to date
  user:create --email E --password P [--name N] [--admin] [--roles supervisore,operatore] [--location-id N]
                                   create a user (roles are created when missing)
  demo:seed                        load the demo data set into an empty database and print its logins
  settings:set <ns.key> <value>    set a setting, e.g. settings:set track.enable_receipt true

The CLI reads the same configuration as the server: DATA_DIR, DATABASE_URL.`;

class UsageError extends Error {}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
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

run(process.argv.slice(2)).catch((err: Error) => {
  if (err instanceof UsageError || err instanceof ConfigError || err.name === 'TypeError') {
    console.error(`Error: ${err.message}\n\n${USAGE}`);
  } else {
    console.error(`Error: ${err.message}`);
  }
  process.exit(1);
});
