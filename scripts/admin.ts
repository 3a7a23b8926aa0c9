import { resolve } from 'node:path';
import { addLocalAdmin, listLocalAdmins, LocalAdminGroupError, removeLocalAdmin } from '../infra/local/admin-group';
import { PROJECT_ROOT } from '../infra/project-root';
import { ADMINS_GROUP } from '#shared/auth';

/**
 * `npm run admin -- add <email>`, `remove <email>`, `list`: the `admins` group of the local twin's Cognito
 * (DATA_DIR, default .data/, as `npm start`). Works whether the twin runs or not (infra/local/admin-group.ts);
 * it must have started once, so that the pool exists. On AWS, see README ("Deploying").
 */
const USAGE = 'Usage : npm run admin -- add <email> | remove <email> | list';
const dataDir = resolve(PROJECT_ROOT, process.env.DATA_DIR ?? '.data');
const [command, email] = process.argv.slice(2);

try {
  if (command === 'list' && email === undefined) {
    const admins = await listLocalAdmins(dataDir);
    console.log(admins.length === 0 ? `Aucun membre dans le groupe « ${ADMINS_GROUP} ».` : admins.join('\n'));
  } else if ((command === 'add' || command === 'remove') && email) {
    const change = command === 'add' ? await addLocalAdmin(dataDir, email) : await removeLocalAdmin(dataDir, email);
    const said = {
      added: `${email} est maintenant administrateur.`,
      removed: `${email} n'est plus administrateur.`,
      unchanged: command === 'add' ? `${email} était déjà administrateur.` : `${email} n'était pas administrateur.`,
    }[change];
    // The group is a claim of the tokens: a session opened before the change does not carry it yet.
    console.log(change === 'unchanged' ? said : `${said} Il doit se reconnecter pour que ses jetons portent le groupe.`);
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof LocalAdminGroupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
