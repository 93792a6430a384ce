// Prints, as JSON, the packages loaded once every module of the app is imported (run by
// lazy-libraries.int.spec.ts in a process of its own, where require.cache is node's own).
import '../app.module';

const packages = new Set<string>();
for (const file of Object.keys(require.cache)) {
  const found = /node_modules\/((@[^/]+\/)?[^/]+)\//.exec(file);
  if (found) packages.add(found[1]);
}
process.stdout.write(JSON.stringify([...packages].sort()));
