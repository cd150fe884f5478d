// npm's postinstall: some npm packages ship Go code (flatted has a Go package), and Go's ./... in
// the project root would walk into node_modules and vet, lint and test it as ours. An empty
// go.mod there makes node_modules a module of its own, which ./... does not cross.
import { writeFileSync } from 'node:fs';

writeFileSync(new URL('../node_modules/go.mod', import.meta.url), 'module festival/frontend/node_modules\n');
